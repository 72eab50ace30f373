import { describe, expect, it } from 'vitest';
import { MENSAJES_REFERIDOS, normalizarCorreoReferido, validarCorreoReferido } from './referidos.ts';

describe('validarCorreoReferido (seed 002 §5 referral e-mail)', () => {
  it.each([
    ['', MENSAJES_REFERIDOS.correoRequerido],
    ['   ', MENSAJES_REFERIDOS.correoRequerido],
    ['colega', MENSAJES_REFERIDOS.correoInvalido],
    ['colega@firma', MENSAJES_REFERIDOS.correoInvalido],
    ['colega@firma.c', MENSAJES_REFERIDOS.correoInvalido],
    ['co lega@firma.co', MENSAJES_REFERIDOS.correoInvalido],
    ['colega@@firma.co', MENSAJES_REFERIDOS.correoInvalido],
    ['@firma.co', MENSAJES_REFERIDOS.correoInvalido],
    ['colega@firma.co', null],
    ['  Colega.Uno@Firma.COM.co ', null],
  ])('%j → %s', (correo, mensaje) => {
    expect(validarCorreoReferido(correo)).toBe(mensaje);
  });

  it('trims and lower-cases before sending', () => {
    expect(normalizarCorreoReferido('  Colega.Uno@Firma.CO ')).toBe('colega.uno@firma.co');
  });
});
