/**
 * Hearings read from an actuación's text: the date and time a court fixed for an audiencia or
 * diligencia, with the line they were read from, so a calendar event can show its source.
 *
 * Rules (decision 0011):
 * - Only a text that mentions a hearing (audiencia, diligencia, remate, inspección judicial) and
 *   schedules one (fija, señala, programa, convoca, reprograma, aplaza, cita, 'para el día',
 *   'se llevará a cabo', 'se realizará', 'tendrá lugar', 'nueva fecha') is read.
 * - Dates as written by Colombian courts: '15 de marzo de 2027', 'quince (15) de marzo de dos mil
 *   veintisiete (2027)', '03/02/2027', '03-02-2027', '2027-02-03'. A date that is the auto's own
 *   ('auto del …', 'de fecha …', 'proferido el …') is not a hearing.
 * - The time after the date ('a las 9:00 a.m.', 'a las 2:30 pm', 'a partir de las 14:00',
 *   'hora: 10:00', '12:00 m.') or just before it ('a las 9:00 a.m. del día 15 de marzo …'), in
 *   digits or words ('a las ocho y treinta de la mañana', 'a las nueve (9:00) de la mañana').
 * - The hour: a.m./p.m., 'de la mañana', 'de la tarde' or 'de la noche' always win ('1:00 a.m.'
 *   is 01:00); '12 m.' is noon; 13–23 and a leading zero ('08:00', '06:30') are a 24-hour clock
 *   taken as written; only a bare 1–6 with no such marker ('a las 2', 'a las 3:00 horas') is
 *   read as afternoon, because courts sit from 7:00 to 17:00. No time → a whole-day entry.
 * Times are the court's clock (America/Bogota).
 */
import { aDia, ultimoDiaDelMes } from '../fechas/calendario.ts';
import { MESES } from '../fechas/meses.ts';

export interface AudienciaEnTexto {
  /** yyyy-mm-dd */
  fecha: string;
  /** HH:mm on the Bogotá clock, or null when the text gives no time. */
  hora: string | null;
  /** What is scheduled, as the text names it: 'Audiencia inicial', 'Diligencia de secuestro'… */
  titulo: string;
  /** The line of the text the date was read from, as written (spaces collapsed). */
  lineaFuente: string;
  /** The virtual hearing's link written in the text (Teams, Lifesize, …), when there is one. */
  enlace?: string | null;
}

export interface OpcionesDeLectura {
  /**
   * yyyy-mm-dd the text was written (the actuación's date): a date written without its year
   * ('el 15 de marzo a las 9') is the first such day on or after it. Without it, such dates are
   * not read.
   */
  referencia?: string | null;
}

const MES = `(${MESES.join('|')})`;
const DIA = String.raw`(?:(\d{1,2})|[a-z]+\s*\(\s*(\d{1,2})\s*\))`;
const ANIO = String.raw`(?:(\d{4})|[a-z][a-z\s]{2,60}?\(\s*(\d{4})\s*\))`;
const FECHA_LARGA = new RegExp(String.raw`\b${DIA}\s+de\s+${MES}\s+(?:de|del)?\s*${ANIO}`, 'g');
const FECHA_CORTA = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/g;
/** 'Julio 5 de 2023', as some clerks write it. */
const FECHA_MES_PRIMERO = new RegExp(String.raw`\b${MES}\s+(\d{1,2}),?\s+(?:de|del)\s+(\d{4})\b`, 'g');
const FECHA_SIN_ANIO = new RegExp(String.raw`\b${DIA}\s+de\s+${MES}\b`, 'g');
const ENLACE = /https?:\/\/[^\s<>"')]+/i;
const FECHA_ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

const MENCIONA_AUDIENCIA = /\b(audiencia|diligencia|remate|inspeccion judicial|vista publica)/;
const PROGRAMA =
  /\b(fij[aoe]|fijar|senal[aoe]|senalar|program[aoe]|programar|convoc[aoe]|convocar|reprogram[aoe]|reprogramar|aplaz[aoe]|aplazar|cit[aoe]|citar|para el dia|se llevara a cabo|se realizara|tendra lugar|se celebrara|nueva fecha|suspend\w*|continuar|continuacion|para (el|las) \d|subasta)/;
/** The date right after these is the auto's or the document's, not the hearing's. */
const FECHA_PROPIA =
  /(auto|providencia|decision|sentencia|escrito|memorial|oficio|acta|estado|constancia)\s+(?:de\s+fecha|del|de)\s*$|(de\s+fecha|fechad[oa]|radicad[oa]\s+el|notificad[oa]\s+el|proferid[oa]\s+el|celebrada\s+el|realizada\s+el|surtida\s+el)\s*$|(hasta|vence|vencen|vencio)\s+(?:el\s+)?(?:dia\s+)?(?:\d+\s*%\s*el\s+)?$/;

// \b after the 'm' so that 'a las 10 a más tardar' is not read as a.m.
const SUFIJO = String.raw`a\.?\s?m\b\.?|p\.?\s?m\b\.?|de\s+la\s+(?:manana|tarde|noche)|del\s+mediodia|m\.|m\b|horas|hrs?\b\.?|h\b`;
// A time in digits, optionally repeated in parentheses as courts do ('9 (9:00) de la mañana').
const HORA = String.raw`(?<horas>\d{1,2})(?:\s*[:.h]\s*(?<minutos>\d{2}))?(?:\s*\(\s*(?<horasBis>\d{1,2})(?:\s*[:.h]\s*(?<minutosBis>\d{2}))?\s*(?<sufijoBis>${SUFIJO})?\s*\))?\s*(?<sufijo>${SUFIJO})?`;
const DIA_SEMANA = '(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)';
const HORA_DESPUES = new RegExp(
  String.raw`^[\s,(]*(?:(?:dia\s+)?${DIA_SEMANA}\)?[\s,]*)?(?<prefijo>(?:a|desde|siendo)\s+las?|a\s+partir\s+de\s+las?|(?:con\s+)?hora(?:\s+de\s+inicio)?\s*:?)?\s*${HORA}`,
);
const HORA_ANTES = new RegExp(
  String.raw`(?:a|desde|siendo)\s+las?\s+${HORA}\s*(?:,\s*)?(?:del|de|el)?\s*(?:dia)?\s*(?:${DIA_SEMANA}\s*)?$`,
);

/** Spanish number words 1–59 (normalised: no accents), for times written in words. */
const NUMEROS_EN_PALABRAS = (() => {
  const unidades = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
  const sueltos = 'diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve veinte';
  const numeros = new Map<string, number>([
    ['una', 1],
    ['veintiuna', 21],
  ]);
  for (const [i, palabra] of sueltos.split(' ').entries()) numeros.set(palabra, 10 + i);
  for (const [i, palabra] of unidades.entries()) {
    numeros.set(palabra, 1 + i);
    numeros.set(`veinti${palabra}`, 21 + i);
    for (const [d, decena] of ['treinta', 'cuarenta', 'cincuenta'].entries()) {
      numeros.set(decena, 30 + 10 * d);
      numeros.set(`${decena} y ${palabra}`, 31 + 10 * d + i);
    }
  }
  return numeros;
})();
const PALABRAS = (maximo: number) =>
  [...NUMEROS_EN_PALABRAS]
    .filter(([, valor]) => valor <= maximo)
    .map(([palabra]) => palabra.replace(/ /g, '\\s+'))
    .sort((a, b) => b.length - a.length) // 'cuarenta y cinco' before 'cuarenta'
    .join('|');
const HORA_EN_PALABRAS = new RegExp(
  String.raw`((?:a|desde|siendo)\s+las?\s+|\(\s*)(${PALABRAS(23)})(?:\s+y\s+(media|cuarto|${PALABRAS(59)}))?(?:\s+minutos)?\b`,
  'g',
);

/** 'a las ocho y treinta' → 'a las 8:30', so one grammar reads both; only after 'a las' or '('. */
function horasEnCifras(fragmento: string): string {
  return fragmento.replace(HORA_EN_PALABRAS, (_, antes: string, hora: string, minutos?: string) => {
    const enCifras = (palabra: string) => NUMEROS_EN_PALABRAS.get(palabra.replace(/\s+/g, ' ')) ?? 0;
    const h = enCifras(hora);
    if (minutos === undefined) return `${antes}${h}`;
    const m = minutos === 'media' ? 30 : minutos === 'cuarto' ? 15 : enCifras(minutos);
    return `${antes}${h}:${String(m).padStart(2, '0')}`;
  });
}

const TIPOS = [
  'inicial',
  'concentrada',
  'preparatoria',
  'de instruccion y juzgamiento',
  'de tramite y juzgamiento',
  'de alegaciones y juzgamiento',
  'de sustentacion y fallo',
  'de lectura de fallo',
  'de lectura de sentencia',
  'de juzgamiento',
  'de fallo',
  'de conciliacion',
  'de pruebas',
  'de pacto de cumplimiento',
  'de formulacion de acusacion',
  'de acusacion',
  'de imputacion',
  'de legalizacion de captura',
  'de verificacion de preacuerdo',
  'de individualizacion de pena',
  'de remate',
  'de secuestro',
  'de entrega',
  'de embargo y secuestro',
  'de inspeccion judicial',
  'de reconstruccion',
  'de que trata el articulo \\d+(?: del? (?:c\\.?g\\.?p\\.?|cgp|cpaca|codigo general del proceso))?',
  'publica',
  'virtual',
  'especial',
];
const TITULO = new RegExp(
  String.raw`\b(audiencia|diligencia)(?:\s+(?:publica|virtual|obligatoria))?(?:\s+(${TIPOS.join('|')}))?\b|\b(remate|inspeccion judicial)\b`,
  'g',
);

/**
 * Lower case without accents, one character for each character of the text, so a match in the
 * normalised text points at the same place in the original one.
 */
function normalizarEnSitio(texto: string): string {
  let salida = '';
  for (let i = 0; i < texto.length; i++) {
    const caracter = texto[i] as string;
    const base = caracter
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    salida += base.length === 1 ? base : caracter;
  }
  return salida;
}

function fechaValida(anio: number, mes: number, dia: number): string | null {
  if (anio < 1990 || anio > 2100 || mes < 1 || mes > 12 || dia < 1) return null;
  if (dia > ultimoDiaDelMes(anio, mes)) return null;
  return aDia(anio, mes, dia);
}

type Meridiano = 'am' | 'pm' | 'mediodia' | null;

function meridianoDe(sufijo: string | undefined): Meridiano {
  const s = (sufijo ?? '').replace(/[.\s]/g, '');
  if (s === 'am' || s === 'delamanana') return 'am';
  if (s === 'pm' || s === 'delatarde' || s === 'delanoche') return 'pm';
  if (s === 'm' || s === 'delmediodia') return 'mediodia';
  return null; // 'horas', 'h' or nothing: no half of the day is said
}

/** HH:mm from what the text wrote; the rule is in the file's header (decision 0011). */
function horaValida(horas: string, minutos: string | undefined, sufijo: string | undefined) {
  const meridiano = meridianoDe(sufijo);
  let h = Number(horas);
  const m = Number(minutos ?? 0);
  if (meridiano === 'pm' && h < 12) h += 12;
  else if (meridiano === 'am' && h === 12) h = 0;
  else if (meridiano === 'mediodia' && h !== 12)
    return null; // 'm.' alone is meridiano: only 12 m. makes sense
  else if (meridiano === null && h >= 1 && h <= 6 && !horas.startsWith('0')) h += 12;
  if (h > 23 || m > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The time a HORA match gives: the figures in parentheses are the exact ones when present. */
function horaDe(grupos: Record<string, string | undefined>): string | null {
  const horas = grupos.horasBis ?? grupos.horas;
  if (horas === undefined) return null;
  const minutos = grupos.horasBis !== undefined ? grupos.minutosBis : grupos.minutos;
  return horaValida(horas, minutos ?? grupos.minutos, grupos.sufijo ?? grupos.sufijoBis);
}

interface FechaEncontrada {
  inicio: number;
  fin: number;
  fecha: string;
}

/** 'el 15 de marzo' with no year: the first 15 March on or after the reference date. */
function sinAnio(normalizado: string, referencia: string, tomadas: FechaEncontrada[]): FechaEncontrada[] {
  const [anio, mes, dia] = referencia.slice(0, 10).split('-').map(Number) as [number, number, number];
  const fechas: FechaEncontrada[] = [];
  for (const m of normalizado.matchAll(FECHA_SIN_ANIO)) {
    const inicio = m.index;
    if (tomadas.some((t) => inicio >= t.inicio && inicio < t.fin)) continue;
    const mesLeido = MESES.indexOf(m[3] as (typeof MESES)[number]) + 1;
    const diaLeido = Number(m[1] ?? m[2]);
    const antes = mesLeido < mes || (mesLeido === mes && diaLeido < dia);
    const fecha = fechaValida(antes ? anio + 1 : anio, mesLeido, diaLeido);
    if (fecha) fechas.push({ inicio, fin: inicio + m[0].length, fecha });
  }
  return fechas;
}

function fechasEn(normalizado: string, referencia?: string | null): FechaEncontrada[] {
  const fechas: FechaEncontrada[] = [];
  for (const m of normalizado.matchAll(FECHA_LARGA)) {
    const fecha = fechaValida(
      Number(m[4] ?? m[5]),
      MESES.indexOf(m[3] as (typeof MESES)[number]) + 1,
      Number(m[1] ?? m[2]),
    );
    if (fecha) fechas.push({ inicio: m.index, fin: m.index + m[0].length, fecha });
  }
  for (const m of normalizado.matchAll(FECHA_MES_PRIMERO)) {
    const fecha = fechaValida(Number(m[3]), MESES.indexOf(m[1] as (typeof MESES)[number]) + 1, Number(m[2]));
    if (fecha) fechas.push({ inicio: m.index, fin: m.index + m[0].length, fecha });
  }
  for (const m of normalizado.matchAll(FECHA_CORTA)) {
    const fecha = fechaValida(Number(m[3]), Number(m[2]), Number(m[1]));
    if (fecha) fechas.push({ inicio: m.index, fin: m.index + m[0].length, fecha });
  }
  for (const m of normalizado.matchAll(FECHA_ISO)) {
    const fecha = fechaValida(Number(m[1]), Number(m[2]), Number(m[3]));
    if (fecha) fechas.push({ inicio: m.index, fin: m.index + m[0].length, fecha });
  }
  if (referencia && /^\d{4}-\d{2}-\d{2}/.test(referencia))
    fechas.push(...sinAnio(normalizado, referencia, fechas));
  return fechas.sort((a, b) => a.inicio - b.inicio);
}

function horaCerca(normalizado: string, fecha: FechaEncontrada): string | null {
  const despues = HORA_DESPUES.exec(horasEnCifras(normalizado.slice(fecha.fin, fecha.fin + 80)));
  const grupos = despues?.groups ?? {};
  // A bare number after a date is a time only with its minutes, a.m./p.m. or an 'a las' / 'hora'
  // before it ('… de 2027 10 …' is not a time).
  const seSabeQueEsHora =
    grupos.prefijo !== undefined || grupos.minutos !== undefined || meridianoDe(grupos.sufijo) !== null;
  if (despues && seSabeQueEsHora) {
    const hora = horaDe(grupos);
    if (hora) return hora;
  }
  const antes = HORA_ANTES.exec(
    horasEnCifras(normalizado.slice(Math.max(0, fecha.inicio - 70), fecha.inicio)),
  );
  return antes?.groups ? horaDe(antes.groups) : null;
}

/** The line holding [inicio, fin): the text's own line, cut at sentence ends when it is long. */
function lineaDe(texto: string, inicio: number, fin: number): string {
  let desde = texto.lastIndexOf('\n', inicio - 1) + 1;
  let hasta = texto.indexOf('\n', fin);
  if (hasta === -1) hasta = texto.length;
  if (hasta - desde > 280) {
    // A sentence ends at '. ' after a word of 3+ letters or a number (not 'a.m.', 'No.').
    const finFrase = /(?:[a-záéíóúñ]{3,}|\d+)\.\s/gi;
    let corte = desde;
    for (const m of texto.slice(desde, inicio).matchAll(finFrase)) corte = desde + m.index + m[0].length;
    desde = Math.max(corte, inicio - 200);
    finFrase.lastIndex = 0;
    const siguiente = finFrase.exec(texto.slice(fin, hasta));
    hasta = Math.min(siguiente ? fin + siguiente.index + siguiente[0].length - 1 : hasta, fin + 200);
  }
  return texto.slice(desde, hasta).replace(/\s+/g, ' ').trim();
}

function tituloDe(texto: string, normalizado: string, cerca: number): string {
  // The nearest mention that says which hearing it is; a bare 'audiencia' only when none does.
  let mejor: { inicio: number; fin: number; nombrada: boolean } | null = null;
  for (const m of normalizado.matchAll(TITULO)) {
    const candidato = {
      inicio: m.index,
      fin: m.index + m[0].length,
      nombrada: m[2] !== undefined || m[3] !== undefined,
    };
    const masCerca = !mejor || Math.abs(candidato.inicio - cerca) < Math.abs(mejor.inicio - cerca);
    if (
      !mejor ||
      (candidato.nombrada && !mejor.nombrada) ||
      (candidato.nombrada === mejor.nombrada && masCerca)
    )
      mejor = candidato;
  }
  if (!mejor) return 'Audiencia';
  const nombre = texto.slice(mejor.inicio, mejor.fin).replace(/\s+/g, ' ').toLowerCase();
  return nombre.charAt(0).toUpperCase() + nombre.slice(1);
}

/**
 * The hearings an actuación schedules, in the order written, once per date and time. The texts
 * are read together for the context (the actuación's name often says 'Auto fija fecha de
 * audiencia' while the date is in its annotation) and one by one for the dates.
 */
export function extraerAudiencias(...textos: (string | null | undefined)[]): AudienciaEnTexto[] {
  return leerAudiencias(textos);
}

/** extraerAudiencias, also reading dates written without their year against `referencia`. */
export function leerAudiencias(
  textos: readonly (string | null | undefined)[],
  opciones: OpcionesDeLectura = {},
): AudienciaEnTexto[] {
  const presentes = textos.filter((t): t is string => Boolean(t?.trim()));
  const todo = normalizarEnSitio(presentes.join('\n'));
  if (!MENCIONA_AUDIENCIA.test(todo) || !PROGRAMA.test(todo)) return [];
  const audiencias: AudienciaEnTexto[] = [];
  const vistas = new Set<string>();
  for (const texto of presentes) {
    const normalizado = normalizarEnSitio(texto);
    for (const fecha of fechasEn(normalizado, opciones.referencia)) {
      if (FECHA_PROPIA.test(normalizado.slice(Math.max(0, fecha.inicio - 30), fecha.inicio))) continue;
      const hora = horaCerca(normalizado, fecha);
      const clave = `${fecha.fecha} ${hora ?? ''}`;
      if (vistas.has(clave)) continue;
      vistas.add(clave);
      const enEsteTexto = MENCIONA_AUDIENCIA.test(normalizado);
      audiencias.push({
        fecha: fecha.fecha,
        hora,
        titulo: enEsteTexto
          ? tituloDe(texto, normalizado, fecha.inicio)
          : tituloDe(presentes.join('\n'), todo, 0),
        lineaFuente: lineaDe(texto, fecha.inicio, fecha.fin),
      });
    }
  }
  const enlace = ENLACE.exec(presentes.join('\n'))?.[0].replace(/[.,;]+$/, '') ?? null;
  if (enlace) for (const audiencia of audiencias) audiencia.enlace = enlace;
  // A date without a time that another entry gives with one is the same hearing.
  return audiencias.filter(
    (a) => a.hora !== null || !audiencias.some((b) => b.fecha === a.fecha && b.hora !== null),
  );
}
