import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMatches } from './find-matches.ts';
import { buildPartyIndex } from './party-index.ts';

const NOMBRES = ['José', 'María', 'Andrés', 'Lucía', 'Germán', 'Nubia', 'Óscar', 'Ángela'];
const APELLIDOS = ['Núñez', 'Zapateiro', 'Arbeláez', 'Quiñónez', 'Cárdenas', 'Peña', 'Betancur', 'Hincapié'];
const others = [
  { id: 'a', nombre: 'Pedro Pablo León Ariza' },
  { id: 'b', nombre: 'Inversiones Cóndor S.A.S.' },
  { id: 'c', nombre: 'Marta Lucía Ramírez Ortiz' },
];

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

const personName = fc.record({
  nombres: fc.uniqueArray(fc.constantFrom(...NOMBRES), { minLength: 1, maxLength: 2 }),
  apellidos: fc.uniqueArray(fc.constantFrom(...APELLIDOS), { minLength: 1, maxLength: 2 }),
});

describe('findMatches (property)', () => {
  it('finds a registered name however its tokens are shuffled, cased, spaced or stripped of accents', () => {
    fc.assert(
      fc.property(
        personName,
        fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        fc.constantFrom(' ', '  ', ' \n'),
        ({ nombres, apellidos }, sortKeys, isUpperCase, separator) => {
          const tokens = [...nombres, ...apellidos];
          const registered = tokens.join(' ');
          const index = buildPartyIndex([...others, { id: 'target', nombre: registered }]);
          const shuffled = tokens
            .map((token, position) => ({ token, key: sortKeys[position] ?? 0 }))
            .sort((a, b) => a.key - b.key)
            .map(({ token }) => stripAccents(token));
          const printed = shuffled.join(separator);
          const page = `2025-00451 | EJECUTIVO | ${isUpperCase ? printed.toUpperCase() : printed} | BANCO POPULAR S.A. | AUTO`;
          const match = findMatches(index, [page]).find((found) => found.partyId === 'target');
          expect(match?.certeza).toBe(100);
          expect(match?.tokensCoincidentes).toHaveLength(tokens.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
