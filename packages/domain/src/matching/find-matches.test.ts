import { describe, expect, it } from 'vitest';
import { findMatches } from './find-matches.ts';
import { buildPartyIndex } from './party-index.ts';

const parties = [
  { id: 'zapateiro', nombre: 'José María García Zapateiro' },
  { id: 'roble', nombre: 'Inversiones El Roble S.A.S.' },
  { id: 'comun', nombre: 'María García Rodríguez' },
  { id: 'rara', nombre: 'María Quiñónez Arbeláez' },
  { id: 'camilo', nombre: 'Camilo Torres Restrepo' },
];
const index = buildPartyIndex(parties);
const row = (demandante: string, demandado: string) =>
  `11001400300320250045100 | EJECUTIVO SINGULAR | ${demandante} | ${demandado} | AUTO REQUIERE | 12/03/2025`;

function matchFor(partyId: string, text: string) {
  return findMatches(index, [text]).find((match) => match.partyId === partyId);
}

describe('findMatches', () => {
  it('finds a name printed without accents, with its page, snippet and tokens', () => {
    const pages = ['ESTADO No. 12', row('BANCO POPULAR S.A.', 'JOSE MARIA GARCIA ZAPATEIRO')];
    const [match] = findMatches(index, pages);
    expect(match).toMatchObject({ partyId: 'zapateiro', pagina: 2, certeza: 100, nivel: 'exacta' });
    expect(match.extracto).toContain('JOSE MARIA GARCIA ZAPATEIRO');
    expect(match.tokensCoincidentes.sort()).toEqual(['GARCIA', 'JOSE', 'MARIA', 'ZAPATEIRO']);
    expect(pages[1].slice(match.inicio, match.fin)).toBe('JOSE MARIA GARCIA ZAPATEIRO');
  });

  it('does not depend on the order of the tokens (APELLIDOS NOMBRES)', () => {
    expect(matchFor('zapateiro', row('GARCIA ZAPATEIRO JOSE MARIA', 'X'))?.certeza).toBe(100);
    expect(matchFor('zapateiro', row('ZAPATEIRO, JOSE MARIA GARCIA', 'X'))?.certeza).toBe(100);
  });

  it('tolerates one typo in a long token, below the exact band', () => {
    for (const typo of ['ZAPATIERO', 'ZAPATERO', 'ZAPATEIIRO', 'ZAPATEIRU']) {
      const match = matchFor('zapateiro', row(`JOSE MARIA GARCIA ${typo}`, 'X'));
      expect(match?.tokensConErrores).toEqual(['ZAPATEIRO']);
      expect(match?.nivel).toBe('probable');
    }
    expect(matchFor('zapateiro', row('JOSE MARIA GARCIA ZAPPATEIIRO', 'X'))?.tokensConErrores ?? []).toEqual(
      [],
    );
  });

  it('tolerates spacing variants, legal forms and Y OTROS', () => {
    expect(matchFor('roble', row('INVERSIONES  EL   ROBLE SAS Y OTROS', 'X'))?.certeza).toBe(100);
    expect(matchFor('roble', row('INVERSIONES\nEL ROBLE LTDA', 'X'))?.certeza).toBe(100);
  });

  it('weighs a missing rare token more than a missing common one', () => {
    const missingCommon = matchFor('rara', row('QUINONEZ ARBELAEZ', 'X'));
    const missingRare = matchFor('comun', row('MARIA GARCIA', 'X'));
    expect(missingCommon?.certeza).toBeGreaterThanOrEqual(80);
    expect(missingRare).toBeUndefined();
  });

  it('does not match unrelated names, nor names split across table cells', () => {
    expect(findMatches(index, [row('PEDRO PABLO LEON ARIZA', 'CARLOS ANDRES SUAREZ')])).toEqual([]);
    expect(matchFor('zapateiro', row('LUIS ZAPATEIRO', 'JOSE MARIA GARCIA'))).toBeUndefined();
  });

  it('counts another name token standing in for a missing one against the match', () => {
    const samePerson = matchFor('zapateiro', row('JOSE GARCIA ZAPATEIRO', 'X'));
    const otherPerson = matchFor('zapateiro', row('JOSE CAMILO GARCIA ZAPATEIRO', 'X'));
    expect(samePerson).toBeDefined();
    // CAMILO is a registered name token, so it reads as another person's name, not as noise.
    expect(otherPerson).toBeUndefined();
  });

  it('honours a higher minimum and refuses one below the index', () => {
    const text = row('JOSE MARIA GARCIA ZAPATIERO', 'X');
    expect(findMatches(index, [text], { minCerteza: 95 })).toEqual([]);
    expect(() => findMatches(index, [text], { minCerteza: 50 })).toThrow(RangeError);
  });
});
