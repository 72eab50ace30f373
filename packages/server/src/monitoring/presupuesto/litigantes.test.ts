import { describe, expect, it } from 'vitest';
import {
  agruparLitigantes,
  claveLitigante,
  type EntradaLitigante,
  esPersonaJuridica,
  nombreComparable,
  paginasPrevistas,
  partesDeTexto,
} from './litigantes.ts';

const banco = (despacho: string, otro = 'ANA MARÍA PÉREZ'): EntradaLitigante => ({
  despacho,
  partes: ['BANCO DAVIVIENDA S.A.', otro],
});

describe('agruparLitigantes', () => {
  it('groups a legal person found in at least N watched radicados of one despacho', () => {
    const entradas = [
      ...Array.from({ length: 5 }, () => banco('050014003001')),
      ...Array.from({ length: 4 }, () => banco('050014003002')),
      null,
    ];
    expect(agruparLitigantes(entradas, 5)).toEqual([
      { nombre: 'BANCO DAVIVIENDA', despacho: '050014003001', miembros: [0, 1, 2, 3, 4] },
    ]);
    expect(agruparLitigantes(entradas, 4)).toHaveLength(2);
  });

  it('compares names without accents, case or CPNU’s " - ", and counts a radicado once per name', () => {
    const entradas: EntradaLitigante[] = [
      { despacho: '110013103001', partes: ['Fondo Nacional del Ahorro', 'FONDO NACIONAL DEL AHORRO'] },
      { despacho: '110013103001', partes: ['FONDO  NACIONAL DEL AHORRO'] },
    ];
    expect(agruparLitigantes(entradas, 2)).toEqual([
      { nombre: 'FONDO NACIONAL DEL AHORRO', despacho: '110013103001', miembros: [0, 1] },
    ]);
    expect(agruparLitigantes(entradas, 3)).toEqual([]);
    expect(nombreComparable('NACIÓN - MINISTERIO DE DEFENSA')).toBe('NACION MINISTERIO DE DEFENSA');
  });

  it('never groups natural persons, however often they appear (how CPNU matches their names is unknown)', () => {
    const entradas = Array.from({ length: 8 }, () => ({
      despacho: '050014003001',
      partes: ['LUZ MARINA - RESTREPO'],
    }));
    expect(agruparLitigantes(entradas, 5)).toEqual([]);
    expect(esPersonaJuridica('LUZ MARINA - RESTREPO')).toBe(false);
    expect(esPersonaJuridica('Bancolombia S.A.')).toBe(true);
    expect(esPersonaJuridica('INVERSIONES ANDINAS SAS')).toBe(true);
  });

  it('puts a radicado of two litigants in the larger group only, and drops a group left below N', () => {
    const conAmbos = (i: number): EntradaLitigante => ({
      despacho: '050014003001',
      partes: ['BANCOLOMBIA S.A.', i < 3 ? 'COLPENSIONES' : 'PEDRO GIL'],
    });
    const entradas = [
      ...Array.from({ length: 6 }, (_, i) => conAmbos(i)),
      ...Array.from({ length: 1 }, () => ({ despacho: '050014003001', partes: ['COLPENSIONES'] })),
    ];
    const grupos = agruparLitigantes(entradas, 3);
    expect(grupos).toEqual([
      { nombre: 'BANCOLOMBIA', despacho: '050014003001', miembros: [0, 1, 2, 3, 4, 5] },
    ]);
  });

  it('groups one party written several ways, by the name every form contains', () => {
    // Real portfolios write one litigant with and without its legal form (25 forms of one entity
    // in a captured CPNU name search): grouped by the written form, none of these reaches 5.
    const formas = [
      'BANCO DE BOGOTÁ S.A.',
      'Banco de Bogotá SA',
      'BANCO DE BOGOTA S. A.',
      'BANCO DE BOGOTA',
      'BANCO DE BOGOTÁ, S.A.S.',
    ];
    const entradas = formas.map((forma) => ({ despacho: '110014003008', partes: [forma, 'ANA PÉREZ'] }));
    expect(agruparLitigantes(entradas, 5)).toEqual([
      { nombre: 'BANCO DE BOGOTA', despacho: '110014003008', miembros: [0, 1, 2, 3, 4] },
    ]);
    for (const forma of formas) expect(nombreComparable(forma)).toContain('BANCO DE BOGOTA');
    expect(claveLitigante('EMPRESAS PÚBLICAS DE MEDELLÍN E.S.P. EN LIQUIDACIÓN')).toBe(
      'EMPRESAS PUBLICAS DE MEDELLIN',
    );
    // A word ending like a legal form is not one; a key too short keeps the written form.
    expect(claveLitigante('COOPERATIVA EMPRESA')).toBe('COOPERATIVA EMPRESA');
    expect(claveLitigante('ABC S.A.S.')).toBe('ABC S.A.S.');
  });

  it('ignores radicados without a 12-digit despacho', () => {
    expect(
      agruparLitigantes(
        Array.from({ length: 6 }, () => banco('0500')),
        5,
      ),
    ).toEqual([]);
  });
});

describe('helpers', () => {
  it('splits the stored parties text and counts pages of 20', () => {
    expect(partesDeTexto('BANCO DE BOGOTÁ S.A., ANA PÉREZ')).toEqual(['BANCO DE BOGOTÁ S.A.', 'ANA PÉREZ']);
    expect(partesDeTexto(null)).toEqual([]);
    expect([0, 1, 20, 21, 40].map(paginasPrevistas)).toEqual([1, 1, 1, 2, 2]);
  });
});
