/** Finds registered tokens one edit away from a text token that is not in the vocabulary. */
import type { PartyIndex } from './party-index.ts';
import { deletionVariants, isWithinOneEdit, MIN_TYPO_TOKEN_LENGTH } from './typo.ts';

const MAX_ALTERNATIVES = 4;

/**
 * Symmetric deletion: a one-edit pair always shares the text token itself or one of its deletions
 * with the registered token itself or one of its deletions. Registered tokens are in the vocabulary
 * (insertion typos) and in the deletion index (deletion, substitution and swap typos).
 * Not memoised here: the scanner remembers the result per distinct text token (index.textTokens).
 */
export function lookupTypo(index: PartyIndex, token: string): Int32Array | null {
  const found = new Set<number>();
  const consider = (id: number | undefined) => {
    if (id === undefined || id < 0 || found.has(id)) return;
    const registered = index.tokenTexts[id];
    if (registered.length >= MIN_TYPO_TOKEN_LENGTH && isWithinOneEdit(registered, token)) found.add(id);
  };
  for (const id of index.deletionIndex.get(token) ?? []) consider(id);
  for (const variant of deletionVariants(token)) {
    consider(index.vocabulary.get(variant));
    for (const id of index.deletionIndex.get(variant) ?? []) consider(id);
  }
  return found.size === 0 ? null : Int32Array.from([...found].slice(0, MAX_ALTERNATIVES));
}
