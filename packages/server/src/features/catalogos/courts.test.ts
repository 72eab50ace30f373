import { describe, expect, it } from 'vitest';
import { COURTS, courtName, nombresRepetidos, PP_COURTS, SIUGJ_COURTS } from './courts.ts';

describe('the court lists', () => {
  it('name every court once (Publicaciones showed a juzgado administrativo three times)', () => {
    for (const lista of [COURTS, PP_COURTS, SIUGJ_COURTS]) expect(nombresRepetidos(lista)).toEqual([]);
    expect(new Set(PP_COURTS.map((court) => court.id)).size).toBe(PP_COURTS.length);
  });

  it('tell the administrative juzgados apart by their specialty', () => {
    expect(courtName('110013331001')).toBe('JUZGADO 001 ADMINISTRATIVO DE BOGOTÁ D.C.');
    expect(courtName('110013333001')).toBe('JUZGADO 001 ADMINISTRATIVO ORAL DE BOGOTÁ D.C.');
    expect(courtName('110013335001')).toMatch(
      /^JUZGADO 001 ADMINISTRATIVO SECCIÓN SEGUNDA DE BOGOTÁ D\.C\.$/i,
    );
  });

  it("list a department's Tribunal Administrativo once, in its capital", () => {
    const risaralda = PP_COURTS.filter(
      (court) => court.nombreDespacho === 'PP - TRIBUNAL ADMINISTRATIVO DE RISARALDA',
    );
    expect(risaralda.map((court) => court.id)).toEqual(['660012333000']);
  });
});
