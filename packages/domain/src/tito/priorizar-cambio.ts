/**
 * Tito: marks the changes a lawyer should read first, says why in one sentence and drafts a
 * conclusion (seed 001 §1 esPriorizadoPorTito, razonDePriorizacion). Pure rules over the text, no
 * network: explainable (`reglas` lists what fired) and fast (regexes compiled once).
 */
import { MESES } from '../meses.ts';
import {
  ANULADA,
  COMUNICACION,
  DECISION_EN_ANOTACION,
  DEPENDE_DE_ANOTACION,
  FECHA_DE_AUDIENCIA,
  LEE_ANOTACION,
  REGLAS,
  type Regla,
  RUTINA,
} from './reglas.ts';

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
  razon: string | null;
  categoria: string | null;
  /** Plain Spanish the reviewer may accept or edit as the conclusion. */
  borradorConclusion: string;
  reglas: string[];
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

function borrador(regla: Regla, cambio: CambioParaTito, fechaTexto: string | null): string {
  const partes = [
    `${cambio.descripcion.trim()}${cambio.fechaActuacion ? ` (${formatoDia(cambio.fechaActuacion)})` : ''}.`,
  ];
  partes.push(regla.razon);
  if (regla.categoria === 'audiencia' && fechaTexto) partes.push(`Fecha señalada: ${fechaTexto}.`);
  const vence = formatoDia(cambio.fechaFinalizaTermino);
  if (vence) partes.push(`El término vence el ${vence}.`);
  partes.push(`Siguiente paso: ${regla.accion}`);
  return partes.join(' ');
}

const SIN_PRIORIDAD = (borradorConclusion: string, reglas: string[] = []): Priorizacion => ({
  esPriorizado: false,
  razon: null,
  categoria: null,
  borradorConclusion,
  reglas,
});

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
  const nombre = normalizar(cambio.descripcion);
  const anotacion = normalizar(cambio.anotacion ?? '');
  if (cambio.esCoincidencia) return priorizarCoincidencia(cambio, nombre, anotacion);
  if (ANULADA.test(anotacion))
    return SIN_PRIORIDAD(`${cambio.descripcion.trim()}: actuación anulada o registrada por error.`, [
      'anulada',
    ]);
  // A secretariat's communication is routine unless it carries a hearing's date.
  if (COMUNICACION.test(nombre) && FECHA_DE_AUDIENCIA.test(anotacion))
    return prioriza(REGLAS.find((r) => r.id === 'audiencia') as Regla, cambio, nombre, anotacion, [
      'comunicacion',
    ]);
  if (RUTINA.some((regla) => regla.test(nombre)))
    return SIN_PRIORIDAD(
      `${cambio.descripcion.trim()}: trámite de rutina del despacho, sin decisión que atender.`,
      ['rutina'],
    );
  // An estado listing alone is routine; the decision it publishes is in the annotation.
  const texto = DEPENDE_DE_ANOTACION.test(nombre)
    ? DECISION_EN_ANOTACION.test(anotacion)
      ? anotacion
      : ''
    : nombre;
  const regla = texto ? REGLAS.find((candidata) => candidata.nombre?.test(texto)) : undefined;
  // A generic auto ('Auto de trámite', 'Auto ordena oficiar') is decided by what its annotation says.
  if (!regla && LEE_ANOTACION.test(nombre) && DECISION_EN_ANOTACION.test(anotacion)) {
    const porAnotacion = REGLAS.find((candidata) => candidata.nombre?.test(anotacion));
    if (porAnotacion) return prioriza(porAnotacion, cambio, nombre, anotacion, ['anotacion']);
  }
  if (!regla)
    return SIN_PRIORIDAD(`${cambio.descripcion.trim()}: sin decisión que requiera acción inmediata.`, [
      'sin-regla',
    ]);
  return prioriza(regla, cambio, nombre, anotacion);
}

function prioriza(
  regla: Regla,
  cambio: CambioParaTito,
  nombre: string,
  anotacion: string,
  via: string[] = [],
): Priorizacion {
  const fechaTexto = fechaEnTexto(`${nombre} ${anotacion}`);
  return {
    esPriorizado: true,
    razon: regla.razon,
    categoria: regla.categoria,
    borradorConclusion: borrador(regla, cambio, fechaTexto),
    reglas: [...via, regla.id],
  };
}

/** A name found in a publication matters when it is a notice or a decision, not a mere listing entry. */
function priorizarCoincidencia(cambio: CambioParaTito, titulo: string, extracto: string): Priorizacion {
  const texto = `${titulo} ${extracto}`;
  const regla =
    REGLAS.find((candidata) => candidata.nombre?.test(extracto)) ??
    (/edicto|aviso|emplazamiento|traslado|notificacion/.test(titulo)
      ? REGLAS.find((r) => r.id === 'notificacion')
      : undefined);
  if (!regla)
    return SIN_PRIORIDAD(
      `Tu parte aparece en ${cambio.descripcion.trim()}. Revisa la publicación para confirmar que se trata de tu proceso.`,
      ['coincidencia'],
    );
  return {
    esPriorizado: true,
    razon: `Tu parte aparece en una publicación: ${regla.razon.charAt(0).toLowerCase()}${regla.razon.slice(1)}`,
    categoria: regla.categoria,
    borradorConclusion: `Tu parte aparece en ${cambio.descripcion.trim()}. ${borrador(regla, { ...cambio, descripcion: 'La publicación' }, fechaEnTexto(texto))}`,
    reglas: ['coincidencia', regla.id],
  };
}
