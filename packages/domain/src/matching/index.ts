/** Public surface of the name and radicado matching engine ("coincidencias"). */
export {
  CERTEZA_EXACTA,
  CERTEZA_POSIBLE,
  CERTEZA_PROBABLE,
  certezaConContexto,
  debeAlertar,
  type NivelCerteza,
  nivelDeCerteza,
  UMBRAL_ALERTA,
} from './certeza.ts';
export type { Contexto, ContextoProceso } from './contexto.ts';
export { type FindMatchesOptions, findMatches, type Match } from './find-matches.ts';
export { foldText, nameTokens, normalizeName } from './normalize.ts';
export {
  buildPartyIndex,
  DEFAULT_MIN_CERTEZA,
  type PartyIndex,
  type PartyIndexOptions,
  type PartyInput,
} from './party-index.ts';
export { type FormaRadicado, findRadicadoMentions, type RadicadoMention } from './radicado-mentions.ts';
