/**
 * Mentions of watched radicados in document text (sources.md §2 and §5), in one pass per page
 * whatever the number of radicados: every run of digit groups is cut into candidate numbers and
 * looked up. Ladder: full 23 digits → first 21 digits (no instance, or another instance) → the
 * estados short form 'AAAA-NNNNN' with the consecutive's leading zeros optional ('2025-451').
 */
import { buildExtracto } from './extracto.ts';

export type FormaRadicado = 'completo' | 'sin-instancia' | 'corto';

export interface RadicadoMention {
  /** The watched radicado as given (digits only). */
  radicado: string;
  forma: FormaRadicado;
  pagina: number;
  extracto: string;
  /** Always 100: a number does not come in degrees. */
  certeza: 100;
  /** The text as printed, e.g. '11001-41-89-036-2025-00451-00' or '2025-451'. */
  textoEncontrado: string;
  inicio: number;
  fin: number;
}

/** Digit groups joined by spaces, dots or hyphens: '11001 41 89 036 2025 00451 00', '2025 - 00451'. */
const DIGIT_RUN = /\d+(?:[ .-]{1,3}\d+)*/g;
const DIGIT_GROUP = /\d+/g;
const RADICADO_LENGTH = 23;
const WITHOUT_INSTANCE_LENGTH = 21;

interface Lookup {
  full: Map<string, string[]>;
  withoutInstance: Map<string, string[]>;
  short: Map<string, string[]>;
}

function add(map: Map<string, string[]>, key: string, radicado: string): void {
  const list = map.get(key) ?? [];
  if (!list.includes(radicado)) list.push(radicado);
  map.set(key, list);
}

function shortKey(year: string, consecutive: string): string {
  return `${year}-${consecutive.replace(/^0+(?=\d)/, '')}`;
}

function buildLookup(radicados: readonly string[]): Lookup {
  const lookup: Lookup = { full: new Map(), withoutInstance: new Map(), short: new Map() };
  for (const given of radicados) {
    const digits = given.replace(/\D/g, '');
    if (digits.length !== RADICADO_LENGTH && digits.length !== WITHOUT_INSTANCE_LENGTH) {
      throw new RangeError(`Radicado inválido: '${given}' (se esperan 23 o 21 dígitos)`);
    }
    if (digits.length === RADICADO_LENGTH) add(lookup.full, digits, digits);
    add(lookup.withoutInstance, digits.slice(0, WITHOUT_INSTANCE_LENGTH), digits);
    add(lookup.short, shortKey(digits.slice(12, 16), digits.slice(16, 21)), digits);
  }
  return lookup;
}

interface Group {
  digits: string;
  start: number;
  end: number;
}

export function findRadicadoMentions(
  radicados: readonly string[],
  pages: readonly string[],
): RadicadoMention[] {
  const lookup = buildLookup(radicados);
  const mentions: RadicadoMention[] = [];
  pages.forEach((text, pageIndex) => {
    for (const run of text.matchAll(DIGIT_RUN)) {
      const runStart = run.index;
      const groups: Group[] = [...run[0].matchAll(DIGIT_GROUP)].map((group) => ({
        digits: group[0],
        start: runStart + group.index,
        end: runStart + group.index + group[0].length,
      }));
      for (const found of mentionsInRun(lookup, text, groups)) {
        mentions.push({
          ...found,
          pagina: pageIndex + 1,
          extracto: buildExtracto(text, found.inicio, found.fin),
          certeza: 100,
          textoEncontrado: text.slice(found.inicio, found.fin),
        });
      }
    }
  });
  return mentions;
}

type Found = Pick<RadicadoMention, 'radicado' | 'forma' | 'inicio' | 'fin'>;

function mentionsInRun(lookup: Lookup, text: string, groups: Group[]): Found[] {
  const found: Found[] = [];
  for (let first = 0; first < groups.length; first++) {
    let digits = '';
    for (let last = first; last < groups.length && digits.length < RADICADO_LENGTH; last++) {
      digits += groups[last].digits;
      const span = { inicio: groups[first].start, fin: groups[last].end };
      if (digits.length === RADICADO_LENGTH) {
        const exact = lookup.full.get(digits);
        const sameProceso = lookup.withoutInstance.get(digits.slice(0, WITHOUT_INSTANCE_LENGTH)) ?? [];
        for (const radicado of sameProceso) {
          found.push({ radicado, forma: exact?.includes(radicado) ? 'completo' : 'sin-instancia', ...span });
        }
      } else if (digits.length === WITHOUT_INSTANCE_LENGTH) {
        for (const radicado of lookup.withoutInstance.get(digits) ?? []) {
          found.push({ radicado, forma: 'sin-instancia', ...span });
        }
      }
    }
  }
  const long = keepLongest(found);
  for (let index = 0; index + 1 < groups.length; index++) {
    const [year, consecutive] = [groups[index], groups[index + 1]];
    const isShortForm = year.digits.length === 4 && text.slice(year.end, consecutive.start).includes('-');
    if (!isShortForm || isIsoDate(text, year, consecutive, groups[index + 2])) continue;
    for (const radicado of lookup.short.get(shortKey(year.digits, consecutive.digits)) ?? []) {
      const isInsideLong = long.some(
        (mention) =>
          mention.radicado === radicado && mention.inicio <= year.start && consecutive.end <= mention.fin,
      );
      if (!isInsideLong) long.push({ radicado, forma: 'corto', inicio: year.start, fin: consecutive.end });
    }
  }
  return long.sort((a, b) => a.inicio - b.inicio);
}

/**
 * 'AAAA-MM-DD' is a date, not the short form of consecutive MM: an estado's header ('Fecha:
 * 2026-09-07') once named every watched case numbered 9 of 2026 in that court.
 */
function isIsoDate(text: string, year: Group, month: Group, day: Group | undefined): boolean {
  if (!day || month.digits.length !== 2 || day.digits.length !== 2) return false;
  if (text.slice(month.end, day.start) !== '-' || text.slice(year.end, month.start) !== '-') return false;
  const [mes, dia] = [Number(month.digits), Number(day.digits)];
  return mes >= 1 && mes <= 12 && dia >= 1 && dia <= 31;
}

/** A 23-digit hit also contains its own 21-digit prefix: keep one mention per radicado and place. */
function keepLongest(found: Found[]): Found[] {
  const kept: Found[] = [];
  for (const mention of found) {
    const overlapping = kept.findIndex(
      (other) =>
        other.radicado === mention.radicado && mention.inicio < other.fin && other.inicio < mention.fin,
    );
    if (overlapping < 0) kept.push(mention);
    else if (mention.fin - mention.inicio > kept[overlapping].fin - kept[overlapping].inicio) {
      kept[overlapping] = mention;
    }
  }
  return kept;
}
