import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WatchedProcesos } from './watched-procesos.ts';

const digits = (length: number) => fc.stringMatching(new RegExp(`^[0-9]{${length}}$`));

describe('WatchedProcesos', () => {
  it('answers like the Set it filters: a 21-digit prefix of a 23-digit radicado, or a whole short form', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(digits(21), { maxLength: 200 }),
        fc.array(digits(23), { maxLength: 200 }),
        fc.array(fc.tuple(fc.integer({ min: 1990, max: 2039 }), fc.nat(99_999)), { maxLength: 50 }),
        (procesos, printed, shortForms) => {
          const short = shortForms.map(([year, consecutive]) => `${year}-${consecutive}`);
          const keys = new Set([...procesos, ...short.slice(0, short.length >> 1)]);
          const watched = new WatchedProcesos(keys);
          // Printed radicados of watched processes (any instance) and of others.
          const radicados = [...procesos.slice(0, 20).map((proceso) => `${proceso}01`), ...printed];
          for (const radicado of radicados) {
            expect(watched.hasPrefix(radicado, 21)).toBe(keys.has(radicado.slice(0, 21)));
          }
          for (const form of short) expect(watched.hasPrefix(form, form.length)).toBe(keys.has(form));
        },
      ),
    );
  });
});
