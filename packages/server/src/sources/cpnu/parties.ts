/**
 * CPNU's party names made fit for display and for the name matching they feed (sources.md §1.1, and
 * the recorded answers in fixtures/): a private process sends a marker instead of parties, Justicia
 * XXI Web names carry CR/LF/TAB runs, names carry "(Emplazado)", and a long list is cut with "...".
 */
import type { SujetoProcesal } from '../types.ts';

/** The whole parties text of a private process: it names no one. */
export const PROCESO_PRIVADO = '--- [ PROCESO PRIVADO ] ---';

/**
 * Status notes CPNU writes after a name. The model has no field for them (the Sujetos endpoint's
 * `esEmplazado` says the same), and left in they would be matched as if they were a surname.
 */
const STATUS_NOTES = /\(\s*emplazad[oa]s?\s*\)/giu;

/** The search's list ends with "..." (or "…") where CPNU cut it; the full list is at /Proceso/Sujetos. */
const CUT_MARK = /\s*(?:\.{3}|…)$/u;

const PLACEHOLDERS = new Set(['N.N.', 'N.N', 'NN']);

/** Collapses every whitespace run (CR, LF, TAB, NBSP) into one space and drops status notes. */
export function cleanPartyName(raw: string): string {
  return raw.replace(STATUS_NOTES, ' ').replace(/\s+/gu, ' ').trim();
}

/** "" for a placeholder (N.N.), the private marker or nothing at all: no one to show or to match. */
export function partyNameOrNothing(raw: string): string {
  const name = cleanPartyName(raw);
  return PLACEHOLDERS.has(name) || name === PROCESO_PRIVADO ? '' : name;
}

export interface PartiesText {
  sujetos: SujetoProcesal[];
  /** CPNU cut the list: what is here is only its beginning. */
  isCut: boolean;
}

/** "Demandante: OSCAR ARTURO - ORTIZ HENAO | Demandado: N.N. | …" → role/name pairs, cleaned. */
export function parsePartiesText(text: string | null): PartiesText {
  const whole = cleanPartyName(text ?? '');
  if (whole === '' || whole === PROCESO_PRIVADO) return { sujetos: [], isCut: false };
  const isCut = CUT_MARK.test(whole);
  const sujetos = whole
    .replace(CUT_MARK, '')
    .split('|')
    .map((part): SujetoProcesal => {
      const separator = part.indexOf(':');
      if (separator < 0) return { rol: '', nombre: partyNameOrNothing(part) };
      return {
        rol: part.slice(0, separator).trim(),
        nombre: partyNameOrNothing(part.slice(separator + 1)),
      };
    })
    .filter((sujeto) => sujeto.nombre !== '');
  return { sujetos, isCut };
}
