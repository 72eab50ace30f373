/** One-edit typo tolerance: substitution, insertion, deletion or swap of two neighbouring letters. */

/** Shortest registered token that may be matched with a typo: shorter names collide too easily (ANA/ANY). */
export const MIN_TYPO_TOKEN_LENGTH = 5;

export function deletionVariants(token: string): string[] {
  const variants = new Set<string>();
  for (let index = 0; index < token.length; index++) {
    variants.add(token.slice(0, index) + token.slice(index + 1));
  }
  return [...variants];
}

/** True when a and b differ by at most one edit (optimal string alignment distance ≤ 1). */
export function isWithinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthDifference = a.length - b.length;
  if (lengthDifference > 1 || lengthDifference < -1) return false;
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  ) {
    suffix++;
  }
  const restA = a.length - prefix - suffix;
  const restB = b.length - prefix - suffix;
  if (restA <= 1 && restB <= 1) return true;
  // Adjacent transposition: 'GRACIA' vs 'GARCIA' leaves 'RA' vs 'AR' in the middle.
  return restA === 2 && restB === 2 && a[prefix] === b[prefix + 1] && a[prefix + 1] === b[prefix];
}
