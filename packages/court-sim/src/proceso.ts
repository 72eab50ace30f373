/**
 * A simulated process, derived only from its radicado. A radicado may map to two CPNU procesos
 * (first instance plus a second despacho: appeal or ejecución), like the real CPNU (sources.md §1.1).
 */
import { parseRadicado } from '@expediente/domain';
import { type ClaseProceso, clasesFor, TUTELA } from './clases.ts';
import { dayFromParts, isBusinessDay, nextBusinessDay } from './dates.ts';
import { type Despacho, decodeDespacho } from './despacho.ts';
import { esDeLitigante, litiganteFrecuente } from './litigantes.ts';
import { Lru } from './lru.ts';
import { type Parte, randomEmpresa, randomEntidadPublica, randomPersona } from './names.ts';
import { combine, createRandom, hashString, unit } from './prng.ts';

/** What a timeline needs: cheap to compute, shared by CPNU processes and estado dockets. */
export interface LineaDeTiempo {
  timelineHash: number;
  startDay: number;
  admisionDay: number;
}

export interface ProcesoSimulado extends LineaDeTiempo {
  radicado: string;
  /** 0 = the radicado's own despacho; 1 = the second despacho holding the same radicado. */
  index: number;
  idProceso: number;
  idConexion: number;
  despacho: Despacho;
  esPrivado: boolean;
  /** Replicated from Justicia XXI Web: CPNU's detail says "Software: Justicia XXI Web". */
  esTyba: boolean;
  clase: ClaseProceso;
  demandantes: Parte[];
  demandados: Parte[];
  /** People summoned by edict, listed by CPNU as demandados; [] for most processes. */
  emplazados: Parte[];
  ponente: string;
}

function radicadoHash(radicado: string): number {
  return hashString(radicado);
}

function bucket(radicado: string, salt: number): number {
  return combine(radicadoHash(radicado), salt) % 1000;
}

/** About 5% of valid radicados do not exist in any source. */
export function isNotFound(radicado: string): boolean {
  if (!parseRadicado(radicado)) return true;
  return bucket(radicado, 101) < 50;
}

/** About 4% of existing radicados are reserved: visible in search, no actuaciones published. */
export function isPrivate(radicado: string): boolean {
  if (isNotFound(radicado)) return false;
  return bucket(radicado, 102) < 40;
}

/** About 8% of existing radicados have a second proceso in another despacho. */
export function hasSegundoProceso(radicado: string): boolean {
  if (isNotFound(radicado)) return false;
  return bucket(radicado, 103) < 80;
}

/**
 * About 3% of existing ordinary radicados summoned many people by edict (emplazados): CPNU lists
 * them with "(Emplazado)" and cuts a long list with "..." (sources.md §1.1).
 */
export function hasEmplazados(radicado: string): boolean {
  if (isNotFound(radicado) || ['03', '23', '33'].includes(radicado.slice(5, 7))) return false;
  return bucket(radicado, 104) < 30;
}

/** How many cases a despacho opened in a year: consecutivos 1..size are its docket. */
export function docketSize(codigoDespacho: string, year: number): number {
  return 12 + (combine(hashString(codigoDespacho), year) % 36);
}

/** In the docket = listed in that despacho's estados when one of its autos is notified. */
export function isInDocket(radicado: string): boolean {
  const parts = parseRadicado(radicado);
  if (parts?.instancia !== '00') return false;
  const consecutivo = Number(parts.consecutivo);
  return consecutivo >= 1 && consecutivo <= docketSize(parts.codigoDespacho, Number(parts.anyo));
}

function clampYear(year: number): number {
  return Math.min(2100, Math.max(1990, year));
}

/** Filing day: docket cases are spread over the year in consecutivo order. */
function filingDay(radicado: string, hash: number, knownDocketSize?: number): number {
  const year = clampYear(Number(radicado.slice(12, 16)));
  const consecutivo = Number(radicado.slice(16, 21));
  const size = knownDocketSize ?? docketSize(radicado.slice(0, 12), Number(radicado.slice(12, 16)));
  const offset =
    consecutivo >= 1 && consecutivo <= size
      ? Math.floor(((consecutivo - 1) / size) * 330)
      : combine(hash, 5) % 340;
  const day = dayFromParts(year, 1, 12) + offset;
  return isBusinessDay(day) ? day : nextBusinessDay(day);
}

/** The timeline of the radicado's first proceso, without building names (used for estado dockets). */
export function lineaDeTiempo(radicado: string, index = 0, knownDocketSize?: number): LineaDeTiempo {
  const hash = radicadoHash(radicado);
  const timelineHash = combine(hash, 11, index);
  let startDay = filingDay(radicado, hash, knownDocketSize);
  if (index > 0) startDay = nextBusinessDay(startDay + 120 + (combine(hash, 12) % 380));
  const admisionDay = nextBusinessDay(startDay + 4 + (combine(hash, 13) % 20));
  return { timelineHash, startDay, admisionDay };
}

function idProcesoOf(hash: number, index: number): number {
  return 100_000_000 + (combine(hash, 7, index) % 2_000_000_000);
}

/** Where the second proceso lives: the next court up, or the ejecución court. */
function segundoDespacho(radicado: string, hash: number): string {
  const municipio = radicado.slice(0, 5);
  const entidad = radicado.slice(5, 7);
  const especialidad = radicado.slice(7, 9);
  const numero = String(1 + (combine(hash, 14) % 6)).padStart(3, '0');
  const capital = `${radicado.slice(0, 2)}001`;
  switch (entidad) {
    case '40':
    case '41':
      return combine(hash, 15) % 2 === 0
        ? `${municipio}31${especialidad === '89' ? '03' : especialidad}${numero}`
        : `${municipio}4303${numero}`;
    case '31':
      return combine(hash, 15) % 2 === 0 ? `${capital}22${especialidad}000` : `${municipio}3403${numero}`;
    case '33':
      return `${capital}2333000`;
    case '23':
      return '110010315000';
    default:
      return `1100102${especialidad}000`;
  }
}

function partes(random: ReturnType<typeof createRandom>, count: number, publica: boolean): Parte[] {
  const list: Parte[] = [];
  for (let index = 0; index < count; index++) {
    if (publica) list.push(randomEntidadPublica(random));
    else list.push(random.chance(0.7) ? randomPersona(random) : randomEmpresa(random));
  }
  return list;
}

function buildProcesos(radicado: string): ProcesoSimulado[] {
  const hash = radicadoHash(radicado);
  const random = createRandom(combine(hash, 20));
  const entidad = radicado.slice(5, 7);
  const esAdministrativo = entidad === '03' || entidad === '23' || entidad === '33';
  const clases = clasesFor(entidad, radicado.slice(7, 9));
  const clase = random.chance(0.06) ? TUTELA : random.pick(clases);
  const drawn = partes(random, random.chance(0.2) ? 2 : 1, false);
  // The despacho's repeat litigant files the band's cases (litigantes.ts); the draws stay the same.
  const demandantes = esDeLitigante(radicado) ? [litiganteFrecuente(radicado.slice(0, 12))] : drawn;
  const demandados = partes(random, random.chance(0.25) ? 2 : 1, esAdministrativo);
  const esPrivado = isPrivate(radicado);
  // Drawn from their own stream so that every other process keeps exactly the data it had.
  const emplazados = hasEmplazados(radicado) ? partesEmplazadas(createRandom(combine(hash, 40))) : [];
  const codigos = [radicado.slice(0, 12)];
  if (hasSegundoProceso(radicado)) codigos.push(segundoDespacho(radicado, hash));
  return codigos.map((codigo, index) => {
    const esTyba = unit(combine(hash, 30, index)) < 0.25;
    const departamento = Number(radicado.slice(0, 2));
    return {
      radicado,
      index,
      ...lineaDeTiempo(radicado, index),
      idProceso: idProcesoOf(hash, index),
      idConexion: esTyba ? 260 : 300 + departamento,
      despacho: decodeDespacho(codigo),
      esPrivado,
      esTyba,
      clase,
      demandantes,
      demandados,
      emplazados,
      ponente: codigo.slice(9, 12) === '000' ? `${random.pick(['DR.', 'DRA.'])} ${plainPonente(random)}` : '',
    };
  });
}

/** 19 to 63 people: some lists fit CPNU's 20 names, most are cut, a few span two pages of Sujetos. */
function partesEmplazadas(random: ReturnType<typeof createRandom>): Parte[] {
  const count = 19 + Math.floor(random.next() * 45);
  return Array.from({ length: count }, () => randomPersona(random));
}

function plainPonente(random: ReturnType<typeof createRandom>): string {
  const persona = randomPersona(random);
  return persona.tipo === 'natural' ? `${persona.nombres} ${persona.apellidos}` : '';
}

const procesosCache = new Lru<string, ProcesoSimulado[]>(50_000);

/** The CPNU procesos of a radicado ([] when it does not exist or is not a radicado). */
export function procesosOf(radicado: string): ProcesoSimulado[] {
  if (isNotFound(radicado)) return [];
  const cached = procesosCache.get(radicado);
  if (cached) return cached;
  const built = buildProcesos(radicado);
  procesosCache.set(radicado, built);
  return built;
}
