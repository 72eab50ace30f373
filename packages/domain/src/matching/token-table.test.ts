import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashFolded } from './fold-codes.ts';
import { TokenTable } from './token-table.ts';

const token = fc.stringMatching(/^[A-Z0-9]{1,12}$/);

describe('TokenTable', () => {
  it('finds every added token in printed text, any case, and answers `missing` for the rest, across growth', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(token, { maxLength: 400 }),
        fc.array(token, { maxLength: 100 }),
        (added, others) => {
          // Starts small so that adding grows it several times.
          const table = new TokenTable(4);
          for (const [value, word] of added.entries()) table.add(word, hashFolded(word), value);
          const values = new Map(added.map((word, value) => [word, value]));
          for (const word of [...added, ...others]) {
            const text = `| ${word.toLowerCase()} |`;
            expect(table.findInText(text, 2, 2 + word.length, hashFolded(word), -9)).toBe(
              values.get(word) ?? -9,
            );
          }
          expect(table.size).toBe(added.length);
        },
      ),
    );
  });
});
