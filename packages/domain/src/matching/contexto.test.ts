import { describe, expect, it } from 'vitest';
import { certezaConContexto, debeAlertar, UMBRAL_ALERTA } from './certeza.ts';
import { findMatches } from './find-matches.ts';
import { buildPartyIndex } from './party-index.ts';

const RADICADO = '11001400300320250045100';
const index = buildPartyIndex([
  {
    id: 'zapateiro',
    nombre: 'José María García Zapateiro',
    contexto: {
      radicados: [RADICADO],
      codigosDespacho: ['110014003003'],
      nombreDespacho: 'Juzgado 3 Civil Municipal de Bogotá',
    },
  },
  { id: 'sin-caso', nombre: 'Camilo Torres Restrepo' },
]);
const row = (radicado: string, nombre: string) =>
  `${radicado} | EJECUTIVO SINGULAR | ${nombre} | BANCO POPULAR S.A. | AUTO REQUIERE | 12/03/2025`;
const find = (text: string, options = {}) =>
  findMatches(index, [text], options).find((match) => match.partyId === 'zapateiro');

describe('homonyms told apart by the radicado or despacho next to the name', () => {
  it('drops a full name printed next to another radicado, in any printed form', () => {
    for (const other of [
      '11001400300320190000700',
      '11001-40-03-003-2019-00007-00',
      '11001 40 03 003 2019 00007 00',
      '2019-00007',
      '110014003004202500451',
    ]) {
      expect(find(row(other, 'JOSE MARIA GARCIA ZAPATEIRO'))).toBeUndefined();
    }
  });

  it('keeps it for the viewer, capped at posible and never alerted, when asked to', () => {
    const match = find(row('2019-00007', 'JOSE MARIA GARCIA ZAPATEIRO'), { incluirOtrosProcesos: true });
    expect(match).toMatchObject({
      certezaNombre: 100,
      certeza: 70,
      nivel: 'posible',
      contexto: 'otro-proceso',
      referencia: '2019-00007',
      alerta: false,
    });
  });

  it('raises a name printed next to the watched radicado (full, hyphenated, other instance or short form)', () => {
    for (const own of [RADICADO, '11001-40-03-003-2025-00451-00', '11001400300320250045101', '2025-451']) {
      // MARIA missing: 'probable' on the name alone.
      const match = find(row(own, 'JOSE GARCIA ZAPATEIRO'));
      expect(match?.contexto).toBe('mismo-proceso');
      expect(match?.certeza).toBe(Math.min(100, (match?.certezaNombre ?? 0) + 15));
      expect(match?.certezaNombre).toBeLessThan(UMBRAL_ALERTA);
      expect(match?.alerta).toBe(true);
    }
  });

  it('reads the row the name is in: the next row’s radicado does not govern it', () => {
    const text = [row('2019-00007', 'JOSE MARIA GARCIA ZAPATEIRO'), row(RADICADO, 'BANCO DAVIVIENDA')].join(
      '\n',
    );
    expect(find(text)).toBeUndefined();
    const prose = `SE NOTIFICA A JOSE MARIA GARCIA ZAPATEIRO, DENTRO DEL PROCESO 2025-00451`;
    expect(find(prose)?.contexto).toBe('mismo-proceso');
  });

  it('does not take a date for a short-form radicado', () => {
    const match = find('AUDIENCIA 2024-10-03: JOSE MARIA GARCIA ZAPATEIRO');
    expect(match?.contexto).toBe('sin-contexto');
    expect(match?.alerta).toBe(true);
  });

  it('uses the despacho when no radicado is printed: another one drops the name, the same one raises it below the threshold', () => {
    expect(
      find('JUZGADO 007 CIVIL MUNICIPAL DE BOGOTA\nEDICTO: JOSE MARIA GARCIA ZAPATEIRO'),
    ).toBeUndefined();
    expect(find('DESPACHO 110014003009\nEDICTO: JOSE MARIA GARCIA ZAPATEIRO')).toBeUndefined();
    const same = find('Juzgado No. 3 Civil Municipal de Bogotá\nEDICTO: JOSE MARIA ZAPATEIRO');
    expect(same?.contexto).toBe('mismo-despacho');
    expect(same?.certeza).toBe(Math.min(UMBRAL_ALERTA - 1, (same?.certezaNombre ?? 0) + 5));
    expect(same?.alerta).toBe(false);
  });

  it('tells apart parties with the same name by their own watched radicado', () => {
    const OTRO = '11001400300320240012300';
    const homonyms = buildPartyIndex([
      { id: 'a', nombre: 'Luz Marina Quintero Ospina', contexto: { radicados: [RADICADO] } },
      { id: 'b', nombre: 'LUZ MARINA QUINTERO OSPINA', contexto: { radicados: [OTRO] } },
      { id: 'c', nombre: 'Luz Marina Quintero Ospina' },
    ]);
    const parties = (text: string, options = {}) =>
      findMatches(homonyms, [text], options).map((match) => `${match.partyId}:${match.contexto}`);
    const name = 'LUZ MARINA QUINTERO OSPINA';
    expect(parties(row(RADICADO, name))).toEqual(['a:mismo-proceso', 'c:sin-contexto']);
    expect(parties(row('2024-123', name))).toEqual(['b:mismo-proceso', 'c:sin-contexto']);
    // A radicado nobody watches: dropped for both, kept for both when asked.
    expect(parties(row('11001400300320190000700', name))).toEqual(['c:sin-contexto']);
    // Capped at 70, they sort after the party without a case (100).
    expect(parties(row('11001400300320190000700', name), { incluirOtrosProcesos: true })).toEqual([
      'c:sin-contexto',
      'a:otro-proceso',
      'b:otro-proceso',
    ]);
    expect(parties(`EDICTO: ${name}`)).toEqual(['a:sin-contexto', 'b:sin-contexto', 'c:sin-contexto']);
  });

  it('leaves parties without a watched case as they were', () => {
    const match = findMatches(index, [row('2019-00007', 'CAMILO TORRES RESTREPO')])[0];
    expect(match).toMatchObject({
      partyId: 'sin-caso',
      certeza: 100,
      contexto: 'sin-contexto',
      alerta: true,
    });
  });
});

describe('the alerting threshold', () => {
  it('alerts from UMBRAL_ALERTA up, and for the whole name with one typo unless the context contradicts it', () => {
    expect(debeAlertar(UMBRAL_ALERTA)).toBe(true);
    expect(debeAlertar(UMBRAL_ALERTA - 1)).toBe(false);
    expect(debeAlertar(88, 'sin-contexto', true)).toBe(true);
    expect(debeAlertar(70, 'otro-proceso', true)).toBe(false);
  });

  it('stores a partial name below the threshold without alerting', () => {
    const match = find('EDICTO: JOSE MARIA ZAPATEIRO');
    expect(match?.nivel).not.toBe('exacta');
    expect(match?.alerta).toBe(false);
  });

  it('alerts on the whole name with one typo, though it stays below the exact band', () => {
    const match = find('EDICTO: JOSE MARIA GARCIA ZAPATIERO');
    expect(match?.certeza).toBeLessThan(UMBRAL_ALERTA);
    expect(match?.alerta).toBe(true);
  });

  it('adjusts certeza by context', () => {
    expect(certezaConContexto(80, 'mismo-proceso')).toBe(95);
    expect(certezaConContexto(92, 'mismo-proceso')).toBe(100);
    expect(certezaConContexto(100, 'otro-proceso')).toBe(70);
    expect(certezaConContexto(93, 'mismo-despacho')).toBe(UMBRAL_ALERTA - 1);
    expect(certezaConContexto(96, 'mismo-despacho')).toBe(96);
    expect(certezaConContexto(88, 'sin-contexto')).toBe(88);
  });
});
