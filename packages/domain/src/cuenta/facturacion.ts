/**
 * The billing form 'DATOS DE FACTURACIÓN' (seed 002 §5 'Billing form', §8 'Profile save') and the
 * 15-day free trial (§4, §9). Shared by the profile page and PUT /api/perfil so both say the same
 * words; how the seed was read is recorded in docs/decisions/0010-perfil-y-facturacion.md.
 */

/** The seed's texts (§5, §8) and ours where the seed names a rule but no message (marked). */
export const MENSAJES_PERFIL = {
  CampoObligatorio: 'Este campo es obligatorio.',
  TodosLosCamposObligatorios: 'Todos los campos son obligatorios.',
  TelefonoDiezCaracteres: 'El teléfono debe tener 10 caracteres.',
  CiudadConNumeros: 'El campo ciudad no puede contener números.',
  // Ours: §5 says 'NIT and phone digits only, maximum 10' without a text.
  TelefonoSoloNumeros: 'El teléfono solo puede contener números.',
  NitSoloNumeros: 'La cédula o NIT solo puede contener números.',
  NitMuyLargo: 'La cédula o NIT no puede tener más de 10 dígitos.',
  // Ours: §5 lists the address characters without a text.
  DireccionCaracteres: 'La dirección solo puede contener letras, números, espacios, guiones y #.',
  // Ours: lengths the seed leaves open (the name's 100 is sign-up's).
  CampoMuyLargo: 'Este campo no puede tener más de {max} caracteres.',
  // §8 'Profile save'
  GuardadoTitulo: 'Éxito',
  Guardado: 'Se guardaron los cambios correctamente',
  GuardadoEnLinea: '¡Se guardó con éxito!',
  ErrorAlGuardar: 'Ha ocurrido un error al guardar los cambios',
  ErrorAlGuardarPorDefecto:
    'Por favor inténtalo de nuevo y, si el problema continúa, comunícate con soporte por el chat.',
  ErrorAlGuardarExcepcion: 'Error al guardar: {detalle}',
  ErrorCargarPerfil: 'No se pudo obtener la información del perfil',
  // Ours: only the account holder is billed (§1, §6).
  SoloCuentaPrincipal: 'Solo la cuenta principal puede cambiar los datos de facturación.',
} as const;

/** The form's fields, with the seed's capitalised names (§3 Profile, §7 PUT perfil). */
export interface DatosFacturacionEntrada {
  Nombre?: string | null;
  Apellidos?: string | null;
  Nit?: string | null;
  Direccion?: string | null;
  Ciudad?: string | null;
  Departamento?: string | null;
  Telefono?: string | null;
  RazonSocial?: string | null;
}

export interface DatosFacturacion {
  Nombre: string;
  Apellidos: string;
  Nit: string;
  Direccion: string;
  Ciudad: string;
  Departamento: string;
  Telefono: string;
  /** Null when the optional 'Razón Social' section is left empty. */
  RazonSocial: string | null;
}

export type CampoFacturacion = keyof DatosFacturacion;

/** Required by §5, in the form's order. */
export const CAMPOS_OBLIGATORIOS_FACTURACION = [
  'Nombre',
  'Nit',
  'Direccion',
  'Ciudad',
  'Departamento',
  'Telefono',
] as const satisfies readonly CampoFacturacion[];

/** Longest value per field (ours except Nombre's 100, NIT's and phone's 10). */
export const LARGO_MAXIMO_FACTURACION: Record<CampoFacturacion, number> = {
  Nombre: 100,
  Apellidos: 100,
  Nit: 10,
  Direccion: 200,
  Ciudad: 100,
  Departamento: 100,
  Telefono: 10,
  RazonSocial: 200,
};

const SOLO_DIGITOS = /^\d+$/;
const CON_DIGITOS = /\d/;
/** §5: letters, digits, spaces, hyphen, # and accented vowels (ñ and ü are letters of Spanish). */
const DIRECCION = /^[A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ #-]+$/;

/** Trim and collapse runs of whitespace: the same text the lawyer typed, tidied. */
export function normalizarTexto(valor: string | null | undefined): string {
  return (valor ?? '').trim().replace(/\s+/g, ' ');
}

/** Removes acute accents and the diaeresis; keeps ñ/Ñ, a letter of its own. */
export function quitarTildes(valor: string): string {
  return Array.from(valor.normalize('NFC'), (letra) =>
    letra === 'ñ' || letra === 'Ñ' ? letra : letra.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
  ).join('');
}

/** A name as saved (§5 'names are cleaned of accents and special characters'). */
export function limpiarNombre(valor: string | null | undefined): string {
  return normalizarTexto(quitarTildes(normalizarTexto(valor)).replace(/[^A-Za-z0-9ñÑ ]/g, ''));
}

/** An address as saved (§5 'the address of accents'). */
export function limpiarDireccion(valor: string | null | undefined): string {
  return quitarTildes(normalizarTexto(valor));
}

export interface ResultadoValidacionFacturacion {
  /** The first failing rule per field. */
  errores: Partial<Record<CampoFacturacion, string>>;
  /** What the form says once at the top and the server answers as Msg; null when valid. */
  mensaje: string | null;
}

function largo(campo: CampoFacturacion, valor: string): string | null {
  const max = LARGO_MAXIMO_FACTURACION[campo];
  if (valor.length <= max) return null;
  if (campo === 'Nombre') return 'El nombre no puede contener más de 100 caracteres';
  return MENSAJES_PERFIL.CampoMuyLargo.replace('{max}', String(max));
}

/**
 * Seed 002 §5 'Billing form'. Each field reports its first failing rule; the general message is
 * 'Todos los campos son obligatorios.' when a required field is empty, else the first field's
 * message in the form's order.
 */
export function validarFacturacion(entrada: DatosFacturacionEntrada): ResultadoValidacionFacturacion {
  const errores: Partial<Record<CampoFacturacion, string>> = {};
  const valores: Record<CampoFacturacion, string> = {
    Nombre: normalizarTexto(entrada.Nombre),
    Apellidos: normalizarTexto(entrada.Apellidos),
    Nit: normalizarTexto(entrada.Nit),
    Direccion: normalizarTexto(entrada.Direccion),
    Ciudad: normalizarTexto(entrada.Ciudad),
    Departamento: normalizarTexto(entrada.Departamento),
    Telefono: normalizarTexto(entrada.Telefono),
    RazonSocial: normalizarTexto(entrada.RazonSocial),
  };
  let faltaObligatorio = false;
  for (const campo of CAMPOS_OBLIGATORIOS_FACTURACION) {
    // A name of special characters only is empty once cleaned, so it counts as missing.
    const vacio = campo === 'Nombre' ? limpiarNombre(valores.Nombre) === '' : valores[campo] === '';
    if (vacio) {
      errores[campo] = MENSAJES_PERFIL.CampoObligatorio;
      faltaObligatorio = true;
    }
  }
  const regla = (campo: CampoFacturacion, mensaje: string | null) => {
    if (mensaje && !errores[campo]) errores[campo] = mensaje;
  };
  for (const campo of Object.keys(valores) as CampoFacturacion[]) {
    // NIT and phone have their own length texts below.
    if (campo !== 'Nit' && campo !== 'Telefono') regla(campo, largo(campo, valores[campo]));
  }
  if (valores.Nit !== '')
    regla('Nit', SOLO_DIGITOS.test(valores.Nit) ? null : MENSAJES_PERFIL.NitSoloNumeros);
  if (valores.Telefono !== '') {
    regla('Telefono', SOLO_DIGITOS.test(valores.Telefono) ? null : MENSAJES_PERFIL.TelefonoSoloNumeros);
    regla('Telefono', valores.Telefono.length === 10 ? null : MENSAJES_PERFIL.TelefonoDiezCaracteres);
  }
  if (valores.Nit.length > 10) regla('Nit', MENSAJES_PERFIL.NitMuyLargo);
  if (CON_DIGITOS.test(valores.Ciudad)) regla('Ciudad', MENSAJES_PERFIL.CiudadConNumeros);
  if (valores.Direccion !== '' && !DIRECCION.test(valores.Direccion))
    regla('Direccion', MENSAJES_PERFIL.DireccionCaracteres);

  const orden: CampoFacturacion[] = [...CAMPOS_OBLIGATORIOS_FACTURACION, 'Apellidos', 'RazonSocial'];
  const primero = orden.map((campo) => errores[campo]).find(Boolean) ?? null;
  return {
    errores,
    mensaje: faltaObligatorio ? MENSAJES_PERFIL.TodosLosCamposObligatorios : primero,
  };
}

/** The values as stored once valid: names without accents or special characters, address without accents. */
export function limpiarFacturacion(entrada: DatosFacturacionEntrada): DatosFacturacion {
  const razonSocial = limpiarNombre(entrada.RazonSocial);
  return {
    Nombre: limpiarNombre(entrada.Nombre),
    Apellidos: limpiarNombre(entrada.Apellidos),
    Nit: normalizarTexto(entrada.Nit),
    Direccion: limpiarDireccion(entrada.Direccion),
    Ciudad: normalizarTexto(entrada.Ciudad),
    Departamento: normalizarTexto(entrada.Departamento),
    Telefono: normalizarTexto(entrada.Telefono),
    RazonSocial: razonSocial === '' ? null : razonSocial,
  };
}

/** Seed 002 §1, §9: the mandatory free trial. */
export const DIAS_PRUEBA = 15;

const DIA_MS = 24 * 60 * 60 * 1000;

/**
 * Days left of the trial (§4): the ceiling of the difference between the end (creation + 15 days)
 * and now, in days; null when 0 or less (the countdown then hides and the trial is over).
 */
export function diasRestantesPrueba(creadoEn: Date, ahora: Date): number | null {
  const dias = Math.ceil((creadoEn.getTime() + DIAS_PRUEBA * DIA_MS - ahora.getTime()) / DIA_MS);
  return dias > 0 ? dias : null;
}

/** The instant the trial ends. */
export function finPrueba(creadoEn: Date): Date {
  return new Date(creadoEn.getTime() + DIAS_PRUEBA * DIA_MS);
}
