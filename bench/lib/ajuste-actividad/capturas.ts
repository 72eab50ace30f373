/**
 * Reads the actuación rows a recorder's captured CPNU answers hold, across the whole history of its
 * repository (issue 23 item 4): shared by extraer-lineas.ts (the timelines the fit uses) and
 * senales-importantes.ts (what announces the important actuaciones no estado names).
 *
 * A row is any JSON object with a string `actuacion`, a `fechaActuacion` and a `consActuacion`
 * (the shape of `GET …/Proceso/Actuaciones/{idProceso}`). Rows are grouped by radicado
 * (`llaveProceso`, every `idProceso` of it together: the product checks a radicado) and deduplicated
 * by (idProceso, consActuacion). The texts (name, anotación) stay in memory: what a caller writes
 * out is its own business (neither script writes a radicado, a party or an anotación).
 */
import { execFileSync } from 'node:child_process';
import { dayFromParts } from '../../../packages/court-sim/src/dates.ts';

const MS_DIA = 86_400_000;
const BOGOTA_MS = 5 * 3_600_000;

/**
 * A timestamp as a Bogotá day number: with a zone ('2018-05-03T05:00:00.000Z', midnight in Bogotá,
 * as CachorroC's client stored them) it is converted; without one ('2018-05-03T00:00:00', as CPNU
 * answers) it is already Bogotá's local time, so its date is the day (Date.parse would read it in the
 * machine's zone and, on a UTC machine, put it on the day before).
 */
export function diaBogota(valor: unknown): number | null {
  if (typeof valor !== 'string') return null;
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]*)?$/.exec(valor);
  if (local) return dayFromParts(Number(local[1]), Number(local[2]), Number(local[3]));
  const ms = Date.parse(valor);
  return Number.isFinite(ms) ? Math.floor((ms - BOGOTA_MS) / MS_DIA) : null;
}

function git(gitDir: string, args: string[], input?: string): Buffer {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { input, maxBuffer: 1 << 30 });
}

/** Every .json blob of the history with the day of the earliest commit holding it. */
function blobsJson(gitDir: string): Map<string, number> {
  const primerDia = new Map<string, number>();
  const lineas = git(gitDir, ['log', '--all', '--format=%H %cI']).toString().split('\n').filter(Boolean);
  for (const linea of lineas) {
    const [commit, fecha] = linea.split(' ');
    const dia = diaBogota(fecha) as number;
    for (const entrada of git(gitDir, ['ls-tree', '-r', commit]).toString().split('\n')) {
      const tab = entrada.indexOf('\t');
      if (tab < 0 || !entrada.endsWith('.json')) continue;
      const sha = entrada.slice(0, tab).split(' ')[2];
      if (!primerDia.has(sha) || (primerDia.get(sha) as number) > dia) primerDia.set(sha, dia);
    }
  }
  const presentes = git(gitDir, ['cat-file', '--batch-check'], [...primerDia.keys()].join('\n'))
    .toString()
    .split('\n')
    .filter((linea) => linea && !linea.endsWith('missing'))
    .map((linea) => linea.split(' ')[0]);
  return new Map(presentes.map((sha) => [sha, primerDia.get(sha) as number]));
}

function* leerBlobs(gitDir: string, shas: string[]): Generator<[string, Buffer]> {
  for (let inicio = 0; inicio < shas.length; inicio += 400) {
    const bytes = git(gitDir, ['cat-file', '--batch'], `${shas.slice(inicio, inicio + 400).join('\n')}\n`);
    let pos = 0;
    while (pos < bytes.length) {
      const finCabecera = bytes.indexOf(10, pos);
      const [sha, , tamano] = bytes.subarray(pos, finCabecera).toString().split(' ');
      yield [sha, bytes.subarray(finCabecera + 1, finCabecera + 1 + Number(tamano))];
      pos = finCabecera + 1 + Number(tamano) + 1;
    }
  }
}

export interface Fila {
  dia: number;
  auto: boolean;
  fijacion: boolean;
  /** The process's own sequence (consActuacion): the order of registration within an idProceso. */
  cons: number;
  /** As CPNU wrote them. */
  actuacion: string;
  anotacion: string | null;
  /** yyyy-mm-dd, or null: the término's start and end CPNU gives, and the day it was registered. */
  fechaInicial: string | null;
  fechaFinal: string | null;
  fechaRegistro: string | null;
}
interface FilaLeida extends Fila {
  llave: string;
  idProceso: string | null;
  idReg: string | null;
  cant: number;
  capturada: number;
}
/** Per idProceso: consActuacion → row, the largest `cant` seen and until when. */
export type PorId = Map<string, { filas: Map<number, Fila>; cant: number; vistoHasta: number }>;

function sinTildes(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Whether a CPNU actuación name is an auto or a 'Fijacion estado' (with or without accents). */
export function claseDeActuacion(actuacion: string) {
  const nombre = sinTildes(actuacion);
  return { auto: nombre.startsWith('auto'), fijacion: nombre.startsWith('fijacion estado') };
}

/** A CPNU timestamp as yyyy-mm-dd in Bogotá. */
function isoBogota(valor: unknown): string | null {
  const dia = diaBogota(valor);
  return dia === null ? null : new Date(dia * MS_DIA).toISOString().slice(0, 10);
}

function leerFila(filasLeidas: FilaLeida[], objeto: Record<string, unknown>, diaCommit: number): void {
  const dia = diaBogota(objeto.fechaActuacion);
  const cons = Number(objeto.consActuacion);
  const cant = Number(objeto.cant ?? cons);
  const llave = objeto.llaveProceso;
  if (dia === null || typeof llave !== 'string' || !Number.isInteger(cons) || cons < 1 || !(cons <= cant))
    return;
  const actuacion = String(objeto.actuacion);
  filasLeidas.push({
    llave,
    idProceso: objeto.idProceso == null ? null : String(objeto.idProceso),
    idReg: objeto.idRegActuacion == null ? null : String(objeto.idRegActuacion),
    cons,
    cant,
    // When the row was captured: its own createdAt (the recorder's insertion) or the commit's day.
    capturada: Math.min(diaBogota(objeto.createdAt) ?? diaCommit, diaCommit),
    dia,
    ...claseDeActuacion(actuacion),
    actuacion,
    anotacion: typeof objeto.anotacion === 'string' ? objeto.anotacion : null,
    fechaInicial: isoBogota(objeto.fechaInicial),
    fechaFinal: isoBogota(objeto.fechaFinal),
    fechaRegistro: isoBogota(objeto.fechaRegistro),
  });
}

/** Rows grouped by radicado and idProceso (a row without one takes it from its idRegActuacion). */
function agrupar(filasLeidas: FilaLeida[]): Map<string, PorId> {
  const idDeRegistro = new Map<string, string>();
  for (const fila of filasLeidas)
    if (fila.idProceso && fila.idReg) idDeRegistro.set(fila.idReg, fila.idProceso);
  // consActuacion is the process's own sequence, stable from one capture to the next, so a row
  // without idProceso of a radicado with one idProceso is that one's (an older capture).
  const idsDe = new Map<string, Set<string>>();
  for (const fila of filasLeidas)
    if (fila.idProceso) idsDe.set(fila.llave, (idsDe.get(fila.llave) ?? new Set()).add(fila.idProceso));
  const unicoId = new Map(
    [...idsDe].filter(([, ids]) => ids.size === 1).map(([llave, ids]) => [llave, [...ids][0]]),
  );
  const procesos = new Map<string, PorId>();
  for (const fila of filasLeidas) {
    const id =
      fila.idProceso ?? (fila.idReg && idDeRegistro.get(fila.idReg)) ?? unicoId.get(fila.llave) ?? '?';
    const porId: PorId = procesos.get(fila.llave) ?? new Map();
    procesos.set(fila.llave, porId);
    const deId = porId.get(id) ?? { filas: new Map(), cant: 0, vistoHasta: 0 };
    porId.set(id, deId);
    if (fila.cant > deId.cant) {
      deId.cant = fila.cant;
      deId.vistoHasta = fila.capturada;
    } else if (fila.cant === deId.cant) deId.vistoHasta = Math.max(deId.vistoHasta, fila.capturada);
    if (!deId.filas.has(fila.cons)) {
      const { llave: _l, idProceso: _i, idReg: _r, cant: _c, capturada: _k, ...guardada } = fila;
      deId.filas.set(fila.cons, guardada);
    }
  }
  return procesos;
}

function recorrer(filasLeidas: FilaLeida[], nodo: unknown, dia: number): void {
  if (Array.isArray(nodo)) {
    for (const valor of nodo) recorrer(filasLeidas, valor, dia);
    return;
  }
  if (nodo === null || typeof nodo !== 'object') return;
  const objeto = nodo as Record<string, unknown>;
  if (typeof objeto.actuacion === 'string' && 'fechaActuacion' in objeto) leerFila(filasLeidas, objeto, dia);
  for (const valor of Object.values(objeto)) recorrer(filasLeidas, valor, dia);
}

export interface Leido {
  repositorio: string;
  commits: string[];
  blobs: number;
}

/**
 * Every row of every .json blob of the repositories' histories, grouped by radicado; `preparar`
 * may rewrite a blob's JSON first (a recorder's own spelling of the answer).
 */
export function leerCapturas(
  gitDirs: readonly string[],
  preparar: (json: unknown) => unknown = (json) => json,
) {
  const filasLeidas: FilaLeida[] = [];
  const leidos: Leido[] = [];
  for (const gitDir of gitDirs) {
    const blobs = blobsJson(gitDir);
    const buscado = Buffer.from('"fechaActuacion"');
    for (const [sha, bytes] of leerBlobs(gitDir, [...blobs.keys()])) {
      if (!bytes.includes(buscado)) continue;
      try {
        recorrer(
          filasLeidas,
          preparar(JSON.parse(new TextDecoder().decode(bytes))),
          blobs.get(sha) as number,
        );
      } catch {
        // Not JSON (a truncated or hand-edited file): skipped.
      }
    }
    const heads = git(gitDir, ['for-each-ref', '--format=%(objectname) %(refname:short)']).toString().trim();
    leidos.push({ repositorio: gitDir, commits: heads.split('\n'), blobs: blobs.size });
  }
  return { leidos, filasLeidas: filasLeidas.length, procesos: agrupar(filasLeidas) };
}

/**
 * The top run of rows read of one idProceso: CPNU's answer lists the newest first and the recorder
 * often kept only its first page (40 rows), so rows cant, cant−1, … down to the first one missing.
 */
function corridaSuperior(deId: { filas: Map<number, Fila>; cant: number }): Fila[] {
  const filas: Fila[] = [];
  for (let cons = deId.cant; cons >= 1 && deId.filas.has(cons); cons--)
    filas.push(deId.filas.get(cons) as Fila);
  return filas;
}

/**
 * One radicado's window fully observed: from its first row when every row was read, else from the
 * earliest day every idProceso's top run reaches; its rows in it by day, and the last day it was
 * seen captured.
 */
export function ventana(porId: PorId) {
  const ids = [...porId.values()];
  const completa = ids.every((deId) => deId.filas.size === deId.cant && deId.cant > 0);
  const corridas = ids.map(corridaSuperior);
  let desde = Number.NEGATIVE_INFINITY;
  ids.forEach((deId, i) => {
    const corrida = corridas[i] as Fila[];
    // Rows older than the top run's oldest may be missing (its oldest day itself is complete:
    // consActuacion follows registration, so a missing row sits before the run's first).
    if (corrida.length < deId.cant)
      desde = Math.max(desde, corrida.length ? Math.min(...corrida.map((f) => f.dia)) : deId.vistoHasta);
  });
  const filas = corridas
    .flat()
    .filter((f) => f.dia >= desde)
    .sort((a, b) => a.dia - b.dia);
  const vistoHasta = Math.max(...ids.map((deId) => deId.vistoHasta), ...filas.map((f) => f.dia));
  return {
    completa,
    idsProceso: ids.length,
    /** The first row of the window is the radicado's first (its start) only when complete. */
    desde: completa ? (filas[0]?.dia ?? vistoHasta) : desde,
    vistoHasta,
    filas,
  };
}

/**
 * What leaves a reading of one radicado: its window's rows' days and kinds ('E' a 'Fijacion estado',
 * 'A' an auto, 'O' the rest), the window and the radicado's year (digits 13–16, for the age). No
 * radicado, id, party, anotación or actuación name.
 */
export function lineaDe(llave: string, porId: PorId) {
  const { completa, idsProceso, desde, vistoHasta, filas } = ventana(porId);
  return {
    anio: Number(llave.slice(12, 16)),
    completa,
    idsProceso,
    desde,
    vistoHasta,
    dias: filas.map((f) => f.dia),
    tipo: filas.map((f) => (f.fijacion ? 'E' : f.auto ? 'A' : 'O')).join(''),
  };
}
