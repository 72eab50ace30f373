/**
 * Tito: marks the changes a lawyer should read first, says why in one sentence and drafts a
 * conclusion (seed 001 §1 esPriorizadoPorTito, razonDePriorizacion). Pure rules over the text, no
 * network: explainable (`reglas` lists what fired) and fast (regexes compiled once).
 */
import { type AudienciaEnTexto, leerAudiencias } from '../calendario-judicial/audiencias.ts';
import { MESES } from '../fechas/meses.ts';
import { AL_DESPACHO, MEMORIAL, radicacionEn } from './memoriales.ts';
import {
  ANULADA,
  AUTO_DE_TRAMITE,
  AUTO_QUE_DECIDE,
  COMUNICACION,
  CONSTANCIA,
  DECISION_DEL_DESPACHO,
  DECISION_EN_ANOTACION,
  DECISION_EN_ANOTACION_SIN_NOMBRE,
  DEPENDE_DE_ANOTACION,
  FECHA_DE_AUDIENCIA,
  LEE_ANOTACION,
  NOTIFICA_DECISION,
  OBJETO_DE_COPIAS,
  PUEDE_LLEVAR_FECHA,
  REGLAS,
  type Regla,
  RUTINA,
  SECRETARIAL,
  SOLO_TRAMITE_EN_ANOTACION,
  TRASLADO_EN_ANOTACION,
  TRASLADO_POR_CORRER,
} from './reglas.ts';
import { expandir } from './vocabulario.ts';

export interface CambioParaTito {
  /** 0 new actuación or name match, 1 case without changes for 3 months, 2 could not be consulted. */
  tipoCambio: number;
  /** The actuación's name, or for a match the published document's title. */
  descripcion: string;
  /** The actuación's free text, or the match's extract. */
  anotacion?: string | null;
  esCoincidencia?: boolean;
  /** yyyy-mm-dd */
  fechaActuacion?: string | null;
  fechaFinalizaTermino?: string | null;
}

export interface Priorizacion {
  esPriorizado: boolean;
  /** One sentence: why Tito put it first (null when it did not). */
  razon: string | null;
  categoria: string | null;
  /** Plain Spanish the reviewer may accept or edit as the conclusion. */
  borradorConclusion: string;
  /** Every rule that took part, in order; the last one decided. */
  reglas: string[];
  /** The rule that decided (the last of `reglas`), to show next to the reason. */
  regla: string;
  /** Hearings, diligences or remates whose date the name or anotación gives (for the card, e-mail, calendar). */
  audiencias: AudienciaEnTexto[];
}

export function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const FECHA_LARGA = new RegExp(`(\\d{1,2}) de (${MESES.join('|')}) (?:de |del )?(\\d{4})`);
const FECHA_CORTA = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/;
const HORA = /\b(\d{1,2})(?::(\d{2}))? ?(a\.? ?m\.?|p\.? ?m\.?|am|pm|horas|hrs)?\b/;

function dosDigitos(value: string | number): string {
  return String(value).padStart(2, '0');
}

/** The first date (and time) written in the text, as dd/mm/yyyy [hh:mm]. */
export function fechaEnTexto(normalizado: string): string | null {
  const larga = FECHA_LARGA.exec(normalizado);
  const corta = FECHA_CORTA.exec(normalizado);
  const match = larga ?? corta;
  if (!match) return null;
  const fecha = larga
    ? `${dosDigitos(larga[1])}/${dosDigitos(MESES.indexOf(larga[2] as (typeof MESES)[number]) + 1)}/${larga[3]}`
    : `${dosDigitos(match[1])}/${dosDigitos(match[2])}/${match[3]}`;
  const resto = normalizado.slice(
    (match.index ?? 0) + match[0].length,
    (match.index ?? 0) + match[0].length + 40,
  );
  const hora =
    /a las (\d{1,2})(?::(\d{2}))? ?(a\.? ?m\.?|p\.? ?m\.?|am|pm)?/.exec(resto) ??
    (resto.includes(':') ? HORA.exec(resto) : null);
  if (!hora) return fecha;
  let horas = Number(hora[1]);
  const sufijo = (hora[3] ?? '').replaceAll(/[.\s]/g, '');
  if (sufijo === 'pm' && horas < 12) horas += 12;
  return `${fecha} ${dosDigitos(horas)}:${hora[2] ?? '00'}`;
}

function formatoDia(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

function borrador(regla: Regla, cambio: CambioParaTito, audiencias: AudienciaEnTexto[]): string {
  const partes = [`${encabezado(cambio)}.`];
  // The anotación says what the generic name does not ('Auto de trámite' → what it decided).
  if (cambio.anotacion?.trim() && !/^actuaci[oó]n registrada el/i.test(cambio.anotacion.trim()))
    partes.push(`Anotación: «${cita(cambio.anotacion)}».`);
  partes.push(regla.razon);
  const fechas = frasesDeAudiencias(audiencias).trim();
  if (fechas) partes.push(fechas);
  const vence = formatoDia(cambio.fechaFinalizaTermino);
  if (vence) partes.push(`El término vence el ${vence}.`);
  partes.push(`Siguiente paso: ${regla.accion}`);
  return partes.join(' ');
}

const SIN_PRIORIDAD = (
  borradorConclusion: string,
  reglas: string[] = [],
  audiencias: AudienciaEnTexto[] = [],
): Priorizacion => ({
  esPriorizado: false,
  razon: null,
  categoria: null,
  borradorConclusion,
  reglas,
  regla: reglas.at(-1) ?? 'sin-regla',
  audiencias,
});

/** 'dd/mm/yyyy a las hh:mm (enlace)' for the draft. */
function describirAudiencia(audiencia: AudienciaEnTexto): string {
  const [anio, mes, dia] = audiencia.fecha.split('-');
  const hora = audiencia.hora ? ` a las ${audiencia.hora}` : '';
  const enlace = audiencia.enlace ? ` (enlace: ${audiencia.enlace})` : '';
  return `${dia}/${mes}/${anio}${hora} (${audiencia.titulo.toLowerCase()})${enlace}`;
}

function frasesDeAudiencias(audiencias: AudienciaEnTexto[]): string {
  if (audiencias.length === 0) return '';
  return ` Fecha señalada: ${audiencias.map(describirAudiencia).join('; ')}.`;
}

/** The anotación as the draft quotes it: cut at a word boundary. */
function cita(anotacion: string | null | undefined, maximo = 140): string {
  // CPNU's memorial receipts open with the filing office's bookkeeping; what was asked comes after.
  const limpia = (anotacion ?? '')
    .replace(/^.*?Con La Soli?u?citud:\s*/i, 'Solicitud: ')
    .replace(/\s+/g, ' ')
    .trim();
  if (limpia.length <= maximo) return limpia;
  const corte = limpia.lastIndexOf(' ', maximo);
  return `${limpia.slice(0, corte > 40 ? corte : maximo)}…`;
}

function encabezado(cambio: CambioParaTito): string {
  return `${cambio.descripcion.trim()}${cambio.fechaActuacion ? ` (${formatoDia(cambio.fechaActuacion)})` : ''}`;
}

/** A memorial or a pass to the judge's office: routine, but the draft says what was filed and what comes next. */
function borradorDeTramite(
  cambio: CambioParaTito,
  nombre: string,
  anotacion: string,
  audiencias: AudienciaEnTexto[],
): Priorizacion | null {
  if (MEMORIAL.test(nombre)) {
    const radicacion = radicacionEn(`${anotacion} ${nombre.replace(MEMORIAL, '')}`);
    if (!radicacion) return null;
    return SIN_PRIORIDAD(
      `${encabezado(cambio)}: ${radicacion.radicado} («${cita(cambio.anotacion)}»). Siguiente paso: ${radicacion.siguiente}${frasesDeAudiencias(audiencias)}`,
      ['memorial', `memorial-${radicacion.id}`],
      audiencias,
    );
  }
  if (/^archivo\b|^desarchiv/.test(nombre))
    return SIN_PRIORIDAD(
      `${encabezado(cambio)}: el expediente se archiva o se desarchiva; si el proceso ya terminó, no hay nada que atender.${frasesDeAudiencias(audiencias)}`,
      ['archivo'],
      audiencias,
    );
  if (AL_DESPACHO.test(nombre) && anotacion) {
    return SIN_PRIORIDAD(
      `${encabezado(cambio)}: el expediente pasó al despacho para decidir («${cita(cambio.anotacion)}»). Siguiente paso: esperar el auto que lo resuelva; aún no hay decisión ni término.${frasesDeAudiencias(audiencias)}`,
      ['al-despacho'],
      audiencias,
    );
  }
  return null;
}

export function priorizarCambio(cambio: CambioParaTito): Priorizacion {
  if (cambio.tipoCambio === 2)
    return SIN_PRIORIDAD(
      'No pudimos consultar el proceso en la fuente esta noche. Conviene revisarlo manualmente en la página de la fuente.',
      ['no-consultado'],
    );
  if (cambio.tipoCambio === 1)
    return SIN_PRIORIDAD(
      'El proceso no registra movimiento en los últimos 3 meses. Revisar si hay actuaciones pendientes de parte y el riesgo de desistimiento tácito (CGP art. 317).',
      ['sin-cambios-3-meses'],
    );
  const nombre = expandir(normalizar(cambio.descripcion));
  const anotacion = expandir(normalizar(cambio.anotacion ?? ''));
  if (cambio.esCoincidencia) return priorizarCoincidencia(cambio, nombre, anotacion);
  if (ANULADA.test(anotacion))
    return SIN_PRIORIDAD(`${cambio.descripcion.trim()}: actuación anulada o registrada por error.`, [
      'anulada',
    ]);
  const audiencias = audienciasEn(cambio, `${nombre} ${anotacion}`);
  const audiencia = REGLAS.find((r) => r.id === 'audiencia') as Regla;
  const esMemorial = MEMORIAL.test(nombre) || AL_DESPACHO.test(nombre);
  // Any entry but a party's filing that carries a hearing's date ('Recepción expediente: remate
  // para el 13 de julio a las 10'), and a constancia that lets a term run, is read by its anotación.
  if (!esMemorial) {
    if (
      (audiencias.length > 0 && !reglaPara(nombre)) ||
      (PUEDE_LLEVAR_FECHA.test(nombre) &&
        (COMUNICACION.test(nombre) || SECRETARIAL.test(nombre)) &&
        FECHA_DE_AUDIENCIA.test(anotacion))
    )
      return prioriza(audiencia, cambio, audiencias, ['audiencia-en-anotacion']);
    const secretarial = SECRETARIAL.test(nombre);
    const constancia = CONSTANCIA.test(nombre);
    if (
      (constancia || secretarial) &&
      TRASLADO_EN_ANOTACION.test(anotacion) &&
      (constancia || !TRASLADO_POR_CORRER.test(anotacion))
    )
      return prioriza(REGLAS.find((r) => r.id === 'traslado') as Regla, cambio, audiencias, [
        'traslado-en-anotacion',
      ]);
    // A constancia or communication that notifies a decision, or records one the court took.
    if (secretarial && NOTIFICA_DECISION.test(anotacion))
      return prioriza(REGLAS.find((r) => r.id === 'notificacion') as Regla, cambio, audiencias, [
        'notificacion-en-anotacion',
      ]);
    if (constancia && DECISION_DEL_DESPACHO.test(anotacion))
      return prioriza(reglaPara(anotacion) ?? DECISION_EN_ANOTACION_SIN_NOMBRE, cambio, audiencias, [
        'anotacion',
      ]);
  }
  if (RUTINA.some((regla) => regla.test(nombre)))
    return (
      borradorDeTramite(cambio, nombre, anotacion, audiencias) ??
      SIN_PRIORIDAD(
        `${encabezado(cambio)}: trámite de rutina del despacho, sin decisión que atender.${frasesDeAudiencias(audiencias)}`,
        ['rutina'],
        audiencias,
      )
    );
  // A generic auto ('Auto de trámite', 'Auto reconoce personería') is decided by its anotación and
  // by the rest of its name ('Auto reconoce personería y tiene por contestada la demanda').
  if (AUTO_DE_TRAMITE.test(nombre)) {
    const resto = `${nombre.replace(AUTO_DE_TRAMITE, '')} ${anotacion}`;
    const leido = (/copias|desglose/.test(nombre) ? resto.replace(OBJETO_DE_COPIAS, ' ') : resto).trim();
    const porAnotacion = DECISION_EN_ANOTACION.test(leido)
      ? (reglaPara(leido) ?? DECISION_EN_ANOTACION_SIN_NOMBRE)
      : undefined;
    if (porAnotacion) return prioriza(porAnotacion, cambio, audiencias, ['anotacion']);
    return SIN_PRIORIDAD(
      `${encabezado(cambio)}: ${anotacion ? `«${cita(cambio.anotacion)}». ` : ''}Auto de trámite sin decisión ni término para las partes.${frasesDeAudiencias(audiencias)}`,
      ['auto-de-tramite'],
      audiencias,
    );
  }
  // 'Auto resuelve solicitud', 'Auto decide': a decision, unless the anotación shows only paperwork.
  if (AUTO_QUE_DECIDE.test(nombre)) {
    if (anotacion && SOLO_TRAMITE_EN_ANOTACION.test(anotacion) && !DECISION_EN_ANOTACION.test(anotacion))
      return SIN_PRIORIDAD(
        `${encabezado(cambio)}: «${cita(cambio.anotacion)}». Solo trámite (personería, copias u oficios), sin decisión que atender.${frasesDeAudiencias(audiencias)}`,
        ['auto-que-decide', 'solo-tramite'],
        audiencias,
      );
    const porAnotacion = anotacion ? reglaPara(anotacion) : undefined;
    // 'Auto pone en conocimiento' with nothing else: a term to speak (guideline).
    const porNombre = REGLAS.find(
      (r) => r.id === (/pone(r)? en conocimiento/.test(nombre) ? 'requerimiento' : 'auto-que-decide'),
    );
    const regla = porAnotacion ?? (porNombre as Regla);
    return prioriza(regla, cambio, audiencias, porAnotacion ? ['anotacion'] : []);
  }
  // An estado listing alone is routine; the decision it publishes is in the annotation.
  const texto = DEPENDE_DE_ANOTACION.test(nombre)
    ? DECISION_EN_ANOTACION.test(anotacion)
      ? anotacion
      : ''
    : nombre;
  const regla = texto ? reglaPara(texto) : undefined;
  // An auto whose name no rule knows ('Auto de cúmplase') is decided by what its anotación shows.
  if (!regla && LEE_ANOTACION.test(nombre) && DECISION_EN_ANOTACION.test(anotacion))
    return prioriza(reglaPara(anotacion) ?? DECISION_EN_ANOTACION_SIN_NOMBRE, cambio, audiencias, [
      'anotacion',
    ]);
  if (!regla)
    return SIN_PRIORIDAD(
      `${encabezado(cambio)}: sin decisión que requiera acción inmediata.${frasesDeAudiencias(audiencias)}`,
      ['sin-regla'],
      audiencias,
    );
  return prioriza(regla, cambio, audiencias);
}

const MENCIONA_AUDIENCIA = /audiencia|diligencia|remate|inspeccion judicial|vista publica/;

/** The hearings the texts schedule; the cheap test first, since most changes mention none. */
function audienciasEn(cambio: CambioParaTito, normalizado: string): AudienciaEnTexto[] {
  if (!MENCIONA_AUDIENCIA.test(normalizado)) return [];
  return leerAudiencias([cambio.descripcion, cambio.anotacion], { referencia: cambio.fechaActuacion });
}

/** The first rule whose pattern matches; a decision the text shows without a named rule falls to 'decision-en-anotacion'. */
function reglaPara(texto: string): Regla | undefined {
  return REGLAS.find((candidata) => candidata.nombre?.test(texto));
}

function prioriza(
  regla: Regla,
  cambio: CambioParaTito,
  audiencias: AudienciaEnTexto[],
  via: string[] = [],
): Priorizacion {
  const reglas = [...via, regla.id];
  return {
    esPriorizado: true,
    razon: regla.razon,
    categoria: regla.categoria,
    borradorConclusion: borrador(regla, cambio, audiencias),
    reglas,
    regla: regla.id,
    audiencias,
  };
}

/** A name found in a publication matters when it is a notice or a decision, not a mere listing entry. */
function priorizarCoincidencia(cambio: CambioParaTito, titulo: string, extracto: string): Priorizacion {
  const audiencias = audienciasEn(cambio, `${titulo} ${extracto}`);
  const regla =
    REGLAS.find((candidata) => candidata.nombre?.test(extracto)) ??
    (/edicto|aviso|emplazamiento|traslado|notificacion/.test(titulo)
      ? REGLAS.find((r) => r.id === 'notificacion')
      : undefined);
  if (!regla)
    return SIN_PRIORIDAD(
      `Tu parte aparece en ${cambio.descripcion.trim()}. Revisa la publicación para confirmar que se trata de tu proceso.`,
      ['coincidencia'],
      audiencias,
    );
  return {
    esPriorizado: true,
    razon: `Tu parte aparece en una publicación: ${regla.razon.charAt(0).toLowerCase()}${regla.razon.slice(1)}`,
    categoria: regla.categoria,
    borradorConclusion: `Tu parte aparece en ${cambio.descripcion.trim()}. ${borrador(regla, { ...cambio, descripcion: 'La publicación', anotacion: null }, audiencias)}`,
    reglas: ['coincidencia', regla.id],
    regla: regla.id,
    audiencias,
  };
}
