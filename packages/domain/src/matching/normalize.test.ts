import { describe, expect, it } from 'vitest';
import { foldText, nameTokens, normalizeName } from './normalize.ts';

describe('normalizeName', () => {
  it('strips accents, keeps Ñ as N and uppercases', () => {
    expect(normalizeName('José María Núñez Güiza')).toBe('JOSE MARIA NUNEZ GUIZA');
  });

  it('removes punctuation and collapses spaces', () => {
    expect(normalizeName('  Pérez,   Gómez; (Ana)  ')).toBe('PEREZ GOMEZ ANA');
  });

  it("joins the CPNU form 'NOMBRES - APELLIDOS' and drops 'N.N.'", () => {
    expect(normalizeName('LUZ MARINA - QUINTERO RUA')).toBe('LUZ MARINA QUINTERO RUA');
    expect(normalizeName('N.N. - PEREZ GOMEZ')).toBe('PEREZ GOMEZ');
  });

  it('removes company legal forms and party-list tails', () => {
    expect(normalizeName('Inversiones El Roble S.A.S.')).toBe('INVERSIONES EL ROBLE');
    expect(normalizeName('EMPRESAS PUBLICAS DE MEDELLIN S.A. E.S.P.')).toBe('EMPRESAS PUBLICAS DE MEDELLIN');
    expect(normalizeName('Gómez Hermanos y Cía. S. en C.')).toBe('GOMEZ HERMANOS');
    expect(normalizeName('TRANSPORTES LA ESTRELLA LTDA Y OTROS')).toBe('TRANSPORTES LA ESTRELLA');
  });
});

describe('nameTokens', () => {
  it('drops particles, legal forms, initials and placeholders for scoring', () => {
    expect(nameTokens('María de los Ángeles García de la Cruz')).toEqual([
      'MARIA',
      'ANGELES',
      'GARCIA',
      'CRUZ',
    ]);
    expect(nameTokens('Alfa S.A.S. y otros')).toEqual(['ALFA']);
    expect(nameTokens('N.N. - Juan C. Pérez')).toEqual(['JUAN', 'PEREZ']);
  });
});

describe('foldText', () => {
  it('keeps the length so offsets point into the original text', () => {
    const original = 'Peña Ñústez — ﬁn 😀';
    expect(foldText(original)).toHaveLength(original.length);
    expect(foldText(original).slice(0, 11)).toBe('PENA NUSTEZ');
  });
});
