import { describe, expect, it } from 'vitest';
import { findRadicadoMentions } from './radicado-mentions.ts';

const radicado = '11001418903620250045100';

function formsIn(text: string) {
  return findRadicadoMentions([radicado], [text]).map((mention) => [mention.forma, mention.textoEncontrado]);
}

describe('findRadicadoMentions', () => {
  it('finds the full 23 digits, also with spaces or hyphens between the groups', () => {
    expect(formsIn(`Proceso ${radicado} auto`)).toEqual([['completo', radicado]]);
    expect(formsIn('Rad. 11001-41-89-036-2025-00451-00.')).toEqual([
      ['completo', '11001-41-89-036-2025-00451-00'],
    ]);
    expect(formsIn('11001 41 89 036 2025 00451 00')).toEqual([['completo', '11001 41 89 036 2025 00451 00']]);
  });

  it('finds the first 21 digits, alone or followed by another instance', () => {
    expect(formsIn('110014189036202500451 ')).toEqual([['sin-instancia', '110014189036202500451']]);
    expect(formsIn('11001418903620250045101')).toEqual([['sin-instancia', '11001418903620250045101']]);
  });

  it("finds the short form 'AAAA-NNNNN' with or without the consecutive's leading zeros", () => {
    expect(formsIn('2025-00451 NO TIENE EN CUENTA NOTIF.pdf')).toEqual([['corto', '2025-00451']]);
    expect(formsIn('radicado 2025-451, auto')).toEqual([['corto', '2025-451']]);
    expect(formsIn('2025 - 0451')).toEqual([['corto', '2025 - 0451']]);
  });

  it("does not read an ISO date 'AAAA-MM-DD' as the short form of consecutive MM", () => {
    const nueve = '11001418903620260000900';
    const mentions = (text: string) => findRadicadoMentions([nueve], [text]).map((m) => m.textoEncontrado);
    expect(mentions('ESTADO No. 159 Fecha: 2026-09-07 Radicado Clase')).toEqual([]);
    expect(mentions('auto del 2026-09-07, radicado 2026-09 y 2026-00009')).toEqual(['2026-09', '2026-00009']);
  });

  it('does not match longer or different numbers', () => {
    expect(formsIn('2025-004512')).toEqual([]);
    expect(formsIn('2025-00452')).toEqual([]);
    expect(formsIn('12025-00451')).toEqual([]);
    expect(formsIn('2024-00451')).toEqual([]);
    expect(formsIn('110014189036202500451001')).toEqual([]);
    expect(formsIn('20250045100')).toEqual([]);
  });

  it('reports page, certainty 100 and a snippet, once per place', () => {
    const mentions = findRadicadoMentions([radicado], ['nada', `x ${radicado} y luego 2025-00451`]);
    expect(mentions.map(({ pagina, certeza, forma }) => ({ pagina, certeza, forma }))).toEqual([
      { pagina: 2, certeza: 100, forma: 'completo' },
      { pagina: 2, certeza: 100, forma: 'corto' },
    ]);
    expect(mentions[0].extracto).toContain(radicado);
  });

  it('rejects radicados that are neither 23 nor 21 digits', () => {
    expect(() => findRadicadoMentions(['2025-00451'], ['x'])).toThrow(RangeError);
  });
});
