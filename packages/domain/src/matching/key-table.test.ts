import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyTable } from './key-table.ts';

describe('KeyTable', () => {
  it('finds every stored key and nothing else, whatever the keys (its Bloom filter has no false negatives)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.nat(70_000), fc.nat(70_000), fc.integer({ min: -1, max: 70_000 })), {
          maxLength: 300,
          selector: (key) => key.join(' '),
        }),
        fc.array(fc.tuple(fc.nat(70_000), fc.nat(70_000), fc.integer({ min: -1, max: 70_000 })), {
          maxLength: 300,
        }),
        (keys, probes) => {
          const table = new KeyTable(keys.map(([a, b, c], at) => [a, b, c, [at, at + 1]] as const));
          const stored = new Map(keys.map((key, at) => [key.join(' '), at]));
          for (const [at, [a, b, c]] of keys.entries()) {
            const entry = table.find(a, b, c);
            expect(entry).toBe(at);
            expect([...table.postings.subarray(table.start[entry], table.start[entry + 1])]).toEqual([
              at,
              at + 1,
            ]);
          }
          for (const [a, b, c] of probes) {
            expect(table.find(a, b, c)).toBe(stored.get([a, b, c].join(' ')) ?? -1);
          }
        },
      ),
    );
  });
});
