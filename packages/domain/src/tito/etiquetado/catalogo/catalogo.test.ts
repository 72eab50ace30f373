/**
 * The committed catalogue is what its tools give (issue 19): every item's label is the one
 * etiquetar.ts gives its (name, anotación), every name has a hand decision, the items are distinct,
 * ordered and numbered as escribir.ts writes them, and no anotación keeps an e-mail address or an
 * identity number. (The extraction and the masking read the recorders' git histories, which are
 * not in the repository: PROCEDENCIA.md says how to run them.)
 */
import { describe, expect, it } from 'vitest';
import { CATALOGO } from '../por-grabador.ts';
import { clave, plegar, rePy } from './comun.ts';
import { etiquetar, NOMBRES } from './etiquetar.ts';

describe('the committed catalogue', () => {
  it('carries, for every item, the label etiquetar.ts gives it', () => {
    const distintas = CATALOGO.filter((item) => {
      const etiqueta = etiquetar(item.actuacion, item.anotacion);
      return (
        etiqueta === null ||
        etiqueta.importante !== item.importante ||
        etiqueta.familia !== item.familia ||
        etiqueta.motivoEtiqueta !== item.motivoEtiqueta
      );
    });
    expect(distintas.map((item) => item.id)).toEqual([]);
    expect(CATALOGO.filter((item) => item.origen === 'cachorro' && item.importante)).toHaveLength(792);
    expect(CATALOGO.filter((item) => item.origen === 'lawsuit-tracker' && item.importante)).toHaveLength(265);
    expect(CATALOGO.filter((item) => item.origen === 'lawsuit-tracker-2' && item.importante)).toHaveLength(
      73,
    );
    expect(CATALOGO.filter((item) => item.origen === 'emdecob' && item.importante)).toHaveLength(573);
  });

  it('decides every distinct name by hand, and only names it holds', () => {
    const nombres = new Set(CATALOGO.map((item) => plegar(item.actuacion).replace(/\s+/g, ' ').trim()));
    expect([...nombres].filter((nombre) => !NOMBRES.has(nombre))).toEqual([]);
    expect(nombres.size).toBe(NOMBRES.size);
  });

  it('is distinct, ordered by name and numbered as escribir.ts writes it, recorder by recorder', () => {
    for (const origen of ['cachorro', 'lawsuit-tracker', 'lawsuit-tracker-2', 'emdecob']) {
      const items = CATALOGO.filter((item) => item.origen === origen);
      expect(items.length, origen).toBeGreaterThan(100);
      const claves = items.map((item) => `${clave(item.actuacion)}\u0000${clave(item.anotacion ?? '')}`);
      expect(new Set(claves).size).toBe(items.length);
      const nombres = items.map((item) => clave(item.actuacion));
      expect(nombres).toEqual([...nombres].sort());
      items.forEach((item, indice) => {
        expect(item.id).toBe(`${origen}-${String(indice + 1).padStart(4, '0')}`);
      });
    }
    expect(new Set(CATALOGO.map((item) => item.origen))).toEqual(
      new Set(['cachorro', 'lawsuit-tracker', 'lawsuit-tracker-2', 'emdecob']),
    );
  });

  it('keeps no e-mail address, long number or anotación over 400 characters', () => {
    const correo = rePy('\\S+@\\S+');
    const numero = rePy('\\d{6,}');
    const expuestas = CATALOGO.filter(
      (item) =>
        item.anotacion !== null &&
        (correo.test(item.anotacion) ||
          numero.test(item.anotacion) ||
          Array.from(item.anotacion).length > 400),
    );
    expect(expuestas.map((item) => item.id)).toEqual([]);
  });

  it('reads \\b, \\w and \\s as Python did', () => {
    expect(rePy('\\bcedula\\b').test('cédula')).toBe(false);
    expect(rePy('\\bcédula\\b').test('la cédula 1')).toBe(true);
    expect(rePy('a\\sb').test('a\u001fb')).toBe(true);
    expect(rePy('[\\d.,\\s-]{3}').test('1 .')).toBe(true);
  });
});
