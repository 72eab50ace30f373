/**
 * The Superintendencias wizard (seed 002 §2 'Superintendencias wizard', §3 Superintendencia row and
 * quote statuses, §5 rules, §7 POST ServiciosIntegrados/Superintendencias, §9 approximate cost).
 * Shared by the wizard and the server so both say the same words.
 *
 * Readings of the seed: the radicado keeps only digits and hyphens, at most 23 characters, and its
 * length rule counts the digits (6 to 23); an empty radicado is '* Obligatorio' like the other
 * required fields; identification numbers are digits only, at most 20 (ours).
 */

export const SUPERINTENDENCIAS = [
  'Industrias y Comercio',
  'Sociedades',
  'Financiera',
  'SuperSalud',
  'Fiscalia',
  'Contraloria',
] as const;
export type Superintendencia = (typeof SUPERINTENDENCIAS)[number];

export const TIPOS_IDENTIFICACION = [
  'CC',
  'CE',
  'DT',
  'EE',
  'II',
  'MA',
  'NI',
  'NC',
  'NN',
  'NU',
  'OT',
  'PA',
  'PP',
  'PT',
  'RC',
  'TI',
  'TP',
] as const;
export type TipoIdentificacion = (typeof TIPOS_IDENTIFICACION)[number];
export const TIPO_IDENTIFICACION_POR_DEFECTO: TipoIdentificacion = 'CC';

/** Longest radicado the field accepts (§5) and the digits it needs (§9: 6 to 23). */
export const RADICADO_SUPER_MAX = 23;
export const RADICADO_SUPER_MIN_DIGITOS = 6;
/** Ours: limits the seed leaves open. */
export const MAX_PROCESOS_SUPERINTENDENCIA = 100;
export const LARGO_MAXIMO_NOMBRE_PARTE = 200;
export const LARGO_MAXIMO_RADICADO_INTERNO = 60;
export const LARGO_MAXIMO_IDENTIFICACION = 20;
/** §9: approximate cost per process per month, plus VAT. */
export const COSTO_MENSUAL_PROCESO_SUPERINTENDENCIA = 3000;

export const MENSAJES_SUPERINTENDENCIAS = {
  // §5
  SeleccioneSuperintendencia: 'Debes seleccionar una Superintendencia para continuar.',
  DiligenciarTodos: 'Debes diligenciar todos los campos del formulario antes de continuar.',
  RadicadoLongitud: '* El radicado debe contener entre 6 y 23 dígitos',
  CampoObligatorio: '* Campo obligatorio',
  Obligatorio: '* Obligatorio',
  // Ours: rules the seed states without a text.
  RadicadoCaracteres: '* El radicado solo puede contener números y guiones',
  SoloNumeros: '* Solo se permiten números',
  TipoIdentificacionInvalido: '* Tipo de identificación no válido',
  MuyLargo: '* Máximo {max} caracteres',
  SinProcesos: 'Debes agregar al menos un proceso.',
  DemasiadosProcesos: 'No puedes enviar más de 100 procesos en una solicitud.',
  FuenteDistinta: 'Todos los procesos deben ser de la Superintendencia seleccionada.',
  // Ours: the wizard's confirmations and results (§2 names them, §8 shows no text).
  ConfirmarVolver:
    'Si vuelves a elegir la Superintendencia se borrarán los procesos diligenciados. ¿Deseas continuar?',
  ConfirmarCerrar: '¿Deseas cerrar el registro? Se perderá la información diligenciada.',
  Enviado: 'Recibimos tu solicitud. Te contactaremos con la cotización.',
  ErrorEnvio: 'No se pudo enviar la solicitud. Por favor inténtalo de nuevo.',
  SesionVencida: 'Tu sesión expiró. Inicia sesión de nuevo para enviar la solicitud.',
  NoHabilitado: 'Servicios integrados no está habilitado para esta cuenta.',
  SolicitudNoEncontrada: 'La solicitud no existe.',
} as const;

/** §3 quote statuses, with the filter menu's labels (§2 'Service history'). */
export const ESTADOS_SOLICITUD = [
  'solicitado',
  'cotizado',
  'contratado',
  'cobrado',
  'rechazado',
  'realizado',
] as const;
export type EstadoSolicitud = (typeof ESTADOS_SOLICITUD)[number];
export const ETIQUETAS_ESTADO_SOLICITUD: Record<EstadoSolicitud, string> = {
  solicitado: 'Solicitar cotización',
  cotizado: 'Cotizado',
  contratado: 'Contratado',
  cobrado: 'Cobrado',
  rechazado: 'Rechazado',
  realizado: 'Realizado',
};

/** A row of the wizard (§3 Superintendencia row, the §7 payload's procesos[] fields). */
export interface FilaSuperintendencia {
  radicado: string;
  radicadoInterno: string;
  demandante: string;
  tipoIdentificacionDemandante: string;
  numeroIdentificacionDemandante: string;
  demandado: string;
  tipoIdentificacionDemandado: string;
  numeroIdentificacionDemandado: string;
  fuente: string;
}
export type CampoFila = Exclude<keyof FilaSuperintendencia, 'fuente'>;
export type ErroresFila = Partial<Record<CampoFila, string>>;

export function esSuperintendencia(valor: unknown): valor is Superintendencia {
  return typeof valor === 'string' && (SUPERINTENDENCIAS as readonly string[]).includes(valor);
}

export function filaVacia(fuente: string): FilaSuperintendencia {
  return {
    radicado: '',
    radicadoInterno: '',
    demandante: '',
    tipoIdentificacionDemandante: TIPO_IDENTIFICACION_POR_DEFECTO,
    numeroIdentificacionDemandante: '',
    demandado: '',
    tipoIdentificacionDemandado: TIPO_IDENTIFICACION_POR_DEFECTO,
    numeroIdentificacionDemandado: '',
    fuente,
  };
}

/** What the radicado field keeps of a typed value: digits and hyphens, at most 23. */
export function filtrarRadicado(valor: string): string {
  return valor.replace(/[^0-9-]/g, '').slice(0, RADICADO_SUPER_MAX);
}

/** What an identification-number field keeps of a typed value: digits only. */
export function filtrarIdentificacion(valor: string): string {
  return valor.replace(/\D/g, '').slice(0, LARGO_MAXIMO_IDENTIFICACION);
}

const texto = (valor: unknown): string => (typeof valor === 'string' ? valor.trim() : '');
const largo = (max: number) => MENSAJES_SUPERINTENDENCIAS.MuyLargo.replace('{max}', String(max));

/** Per-field errors of one row (empty object when the row is valid). */
export function validarFila(
  fila: Partial<Record<keyof FilaSuperintendencia, unknown>>,
  fuente: string,
): ErroresFila {
  const m = MENSAJES_SUPERINTENDENCIAS;
  const errores: ErroresFila = {};
  const radicado = texto(fila.radicado);
  if (!radicado) errores.radicado = m.Obligatorio;
  else if (!/^[0-9-]+$/.test(radicado)) errores.radicado = m.RadicadoCaracteres;
  else {
    const digitos = radicado.replace(/-/g, '').length;
    if (
      radicado.length > RADICADO_SUPER_MAX ||
      digitos < RADICADO_SUPER_MIN_DIGITOS ||
      digitos > RADICADO_SUPER_MAX
    )
      errores.radicado = m.RadicadoLongitud;
  }
  const interno = texto(fila.radicadoInterno);
  if (fuente === 'Financiera' && !interno) errores.radicadoInterno = m.CampoObligatorio;
  else if (interno.length > LARGO_MAXIMO_RADICADO_INTERNO)
    errores.radicadoInterno = largo(LARGO_MAXIMO_RADICADO_INTERNO);
  for (const parte of ['demandante', 'demandado'] as const) {
    const nombre = texto(fila[parte]);
    if (!nombre) errores[parte] = m.Obligatorio;
    else if (nombre.length > LARGO_MAXIMO_NOMBRE_PARTE) errores[parte] = largo(LARGO_MAXIMO_NOMBRE_PARTE);
    const tipoCampo = parte === 'demandante' ? 'tipoIdentificacionDemandante' : 'tipoIdentificacionDemandado';
    const tipo = texto(fila[tipoCampo]);
    if (!tipo) errores[tipoCampo] = m.Obligatorio;
    else if (!(TIPOS_IDENTIFICACION as readonly string[]).includes(tipo))
      errores[tipoCampo] = m.TipoIdentificacionInvalido;
    const numeroCampo =
      parte === 'demandante' ? 'numeroIdentificacionDemandante' : 'numeroIdentificacionDemandado';
    const numero = texto(fila[numeroCampo]);
    if (!numero) errores[numeroCampo] = m.Obligatorio;
    else if (!/^\d+$/.test(numero)) errores[numeroCampo] = m.SoloNumeros;
    else if (numero.length > LARGO_MAXIMO_IDENTIFICACION)
      errores[numeroCampo] = largo(LARGO_MAXIMO_IDENTIFICACION);
  }
  return errores;
}

export interface ResultadoValidacionSuperintendencias {
  valida: boolean;
  /** The message shown above the form (§5 step 1 or step 2), null when valid. */
  mensaje: string | null;
  /** Errors per row, same order as the rows. */
  filas: ErroresFila[];
}

/** Step 1 and step 2 of §5 together, as the server checks a whole request. */
export function validarSolicitudSuperintendencias(
  superintendencia: unknown,
  filas: readonly Partial<Record<keyof FilaSuperintendencia, unknown>>[],
): ResultadoValidacionSuperintendencias {
  const m = MENSAJES_SUPERINTENDENCIAS;
  if (!esSuperintendencia(superintendencia))
    return { valida: false, mensaje: m.SeleccioneSuperintendencia, filas: [] };
  if (filas.length === 0) return { valida: false, mensaje: m.SinProcesos, filas: [] };
  if (filas.length > MAX_PROCESOS_SUPERINTENDENCIA)
    return { valida: false, mensaje: m.DemasiadosProcesos, filas: [] };
  const errores = filas.map((fila) => validarFila(fila, superintendencia));
  const valida = errores.every((e) => Object.keys(e).length === 0);
  return { valida, mensaje: valida ? null : m.DiligenciarTodos, filas: errores };
}

/** The row as stored and e-mailed: trimmed, its fuente the selected Superintendencia. */
export function limpiarFila(
  fila: Partial<Record<keyof FilaSuperintendencia, unknown>>,
  fuente: Superintendencia,
): FilaSuperintendencia {
  return {
    radicado: texto(fila.radicado),
    radicadoInterno: texto(fila.radicadoInterno),
    demandante: texto(fila.demandante).replace(/\s+/g, ' '),
    tipoIdentificacionDemandante: texto(fila.tipoIdentificacionDemandante),
    numeroIdentificacionDemandante: texto(fila.numeroIdentificacionDemandante),
    demandado: texto(fila.demandado).replace(/\s+/g, ' '),
    tipoIdentificacionDemandado: texto(fila.tipoIdentificacionDemandado),
    numeroIdentificacionDemandado: texto(fila.numeroIdentificacionDemandado),
    fuente,
  };
}

/** §9: the approximate monthly value before VAT of watching `procesos` processes. */
export function valorMensualSuperintendencias(procesos: number): number {
  return procesos * COSTO_MENSUAL_PROCESO_SUPERINTENDENCIA;
}
