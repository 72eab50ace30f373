/**
 * Términos: from an actuación that grants a term in days, when it ends on the judicial calendar
 * and the rule that says so, in a sentence a lawyer can check:
 * '10 días hábiles desde el día siguiente a la notificación por estado del 20/03/2026, sin contar
 * el 23/03 (festivo: San José)'.
 *
 * Rules (decision 0008 has each source):
 * - The term in days is read from the text ('término de diez (10) días', 'dentro de los 3 días').
 * - Notification by estado (CGP art. 295): an estado's own actuación is the notification; any
 *   other auto is inserted in the estado the business day after its date.
 * - Personal notification by data message (Ley 2213 de 2022 art. 8; CPACA art. 205 for the
 *   administrative courts): understood done two business days after the message was sent.
 * - Traslado fixed by the secretaría (CGP art. 110): runs from the day after it is fixed.
 * - The term runs from the business day after the notification and counts business days only
 *   (CGP art. 118): see calendario.ts for what does not count.
 * Where the source states fechaInicial/fechaFinal, both are given and a disagreement is flagged.
 */
import { normalizar } from '../tito/priorizar-cambio.ts';
import { aFecha, aNumeroDeDia, type CalendarioJudicial, type DiaNoHabil } from './calendario.ts';

export type TipoTermino = 'estado' | 'auto' | 'mensajeDeDatos' | 'traslado';

export interface ActuacionParaTermino {
  actuacion: string;
  anotacion?: string | null;
  /** yyyy-mm-dd: the actuación's date (the estado's, the auto's, the message's sending). */
  fecha: string;
  fechaInicial?: string | null;
  fechaFinal?: string | null;
  /** The radicado's first 12 digits, for the court's own closures. */
  despacho?: string;
}

export interface Termino {
  tipo: TipoTermino;
  dias: number;
  /** yyyy-mm-dd: when the notification is done (or understood done). */
  notificacion: string;
  /** yyyy-mm-dd: the first day of the term. */
  inicio: string;
  /** yyyy-mm-dd: the last day of the term. */
  vence: string;
  regla: string;
  diasNoHabiles: DiaNoHabil[];
  /** The source's own dates, when it gives them. */
  fuente: { inicio: string | null; vence: string | null } | null;
  /** The source gives an end date and it is not ours. */
  discrepancia: boolean;
}

const NUMEROS: Record<string, number> = {
  un: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  quince: 15,
  veinte: 20,
  treinta: 30,
};

const PALABRA = Object.keys(NUMEROS).join('|');
/** 'diez (10) dias', '10 dias', 'tres dias habiles', '(5) dias'. */
const DIAS = new RegExp(`\\b(?:(${PALABRA}|\\d{1,3})\\s*)?(?:\\((\\d{1,3})\\)\\s*)?dias\\b`);
const CONCEDE_TERMINO = /\b(termino|plazo|traslado|dentro de|requiere|requerir|se concede|conceder)\b/;
const MENSAJE_DE_DATOS =
  /notificacion (personal )?(por |mediante )?(correo|mensaje de datos|medios? electronicos?)|notificacion personal.*(ley 2213|art(iculo|\.)? ?8\b|correo electronico|mensaje de datos)|art(iculo|\.)? ?205/;
const ESTADO = /\b(fijacion (de )?estado|estado electronico|notificacion por estado)\b/;
const TRASLADO = /\b(fijacion (en )?lista|traslado)\b/;

function diasDelTexto(texto: string): number | null {
  if (!CONCEDE_TERMINO.test(texto)) return null;
  const match = DIAS.exec(texto);
  if (!match) return null;
  const valor = match[2] ?? match[1];
  if (!valor) return null;
  const dias = /^\d+$/.test(valor) ? Number(valor) : NUMEROS[valor];
  return dias && dias > 0 && dias <= 365 ? dias : null;
}

function tipoDelTexto(texto: string): TipoTermino {
  if (MENSAJE_DE_DATOS.test(texto)) return 'mensajeDeDatos';
  if (ESTADO.test(texto)) return 'estado';
  if (TRASLADO.test(texto)) return 'traslado';
  return 'auto';
}

const ddmmyyyy = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;
const ddmm = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;

function describirMotivo(dia: DiaNoHabil): string {
  if (dia.motivo === 'festivo') return `festivo: ${dia.detalle}`;
  if (dia.motivo === 'cierre') return `cierre del despacho: ${dia.detalle}`;
  return dia.detalle;
}

/** 'el 23/03 (festivo: San José) y del 20/12 al 10/01 (vacancia judicial)'. */
export function describirDiasNoHabiles(dias: DiaNoHabil[]): string {
  const grupos: { desde: string; hasta: string; texto: string }[] = [];
  for (const dia of dias) {
    const texto = describirMotivo(dia);
    const ultimo = grupos.at(-1);
    if (ultimo && ultimo.texto === texto && dia.motivo !== 'festivo') ultimo.hasta = dia.fecha;
    else grupos.push({ desde: dia.fecha, hasta: dia.fecha, texto });
  }
  const partes = grupos.map((grupo) =>
    grupo.desde === grupo.hasta
      ? `el ${ddmm(grupo.desde)} (${grupo.texto})`
      : `del ${ddmm(grupo.desde)} al ${ddmm(grupo.hasta)} (${grupo.texto})`,
  );
  if (partes.length <= 1) return partes.join('');
  return `${partes.slice(0, -1).join(', ')} y ${partes.at(-1)}`;
}

function desdeCuando(tipo: TipoTermino, fecha: string, notificacion: string): string {
  switch (tipo) {
    case 'estado':
      return `desde el día siguiente a la notificación por estado del ${ddmmyyyy(notificacion)}`;
    case 'auto':
      return `desde el día siguiente a la notificación por estado del ${ddmmyyyy(notificacion)} (el estado se fija el día hábil siguiente al auto del ${ddmmyyyy(fecha)}, CGP art. 295)`;
    case 'traslado':
      return `desde el día siguiente a la fijación del traslado del ${ddmmyyyy(notificacion)} (CGP art. 110)`;
    case 'mensajeDeDatos':
      return `desde el día siguiente a la notificación personal, que se entiende hecha el ${ddmmyyyy(notificacion)}, dos días hábiles después del envío del mensaje del ${ddmmyyyy(fecha)} (Ley 2213 de 2022, art. 8)`;
  }
}

/**
 * Whether the source's dates disagree with ours. CPNU marks an estado with fechaInicial equal to
 * fechaFinal, the day the term starts (sources.md §3): then the start is compared; otherwise the
 * end.
 */
function discrepa(fuente: Termino['fuente'], inicio: string, vence: string): boolean {
  if (!fuente) return false;
  const desde = fuente.inicio?.slice(0, 10) ?? null;
  const hasta = fuente.vence?.slice(0, 10) ?? null;
  if (desde !== null && (hasta === null || hasta === desde)) return desde !== inicio;
  return hasta !== null && hasta !== vence;
}

/** The término an actuación opens, or null when its text grants no term in days. */
export function calcularTermino(
  calendario: CalendarioJudicial,
  actuacion: ActuacionParaTermino,
): Termino | null {
  const texto = normalizar(`${actuacion.actuacion} ${actuacion.anotacion ?? ''}`);
  const dias = diasDelTexto(texto);
  if (dias === null) return null;
  const tipo = tipoDelTexto(texto);
  const { fecha, despacho } = actuacion;
  const notificacion =
    tipo === 'mensajeDeDatos'
      ? calendario.sumarDiasHabiles(fecha, 2, despacho)
      : tipo === 'auto'
        ? calendario.siguienteHabil(fecha, despacho)
        : fecha;
  const inicio = calendario.siguienteHabil(notificacion, despacho);
  const vence = calendario.sumarDiasHabiles(notificacion, dias, despacho);
  const diasNoHabiles = calendario.diasNoHabilesEntre(aFecha(aNumeroDeDia(fecha) + 1), vence, despacho);
  const sinContar = diasNoHabiles.length > 0 ? `, sin contar ${describirDiasNoHabiles(diasNoHabiles)}` : '';
  const fuente =
    actuacion.fechaInicial || actuacion.fechaFinal
      ? { inicio: actuacion.fechaInicial ?? null, vence: actuacion.fechaFinal ?? null }
      : null;
  return {
    tipo,
    dias,
    notificacion,
    inicio,
    vence,
    regla: `${dias} ${dias === 1 ? 'día hábil' : 'días hábiles'} ${desdeCuando(tipo, fecha, notificacion)}${sinContar}`,
    diasNoHabiles,
    fuente,
    discrepancia: discrepa(fuente, inicio, vence),
  };
}

/** 'vence hoy', 'vence mañana', 'vence el 24/03/2026', 'venció el 20/03/2026'. */
export function textoVencimiento(vence: string, hoy: string): string {
  const faltan = aNumeroDeDia(vence) - aNumeroDeDia(hoy);
  if (faltan < 0) return `venció el ${ddmmyyyy(vence)}`;
  if (faltan === 0) return 'vence hoy';
  if (faltan === 1) return 'vence mañana';
  return `vence el ${ddmmyyyy(vence)}`;
}
