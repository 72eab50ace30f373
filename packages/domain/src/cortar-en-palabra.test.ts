import { describe, expect, it } from 'vitest';
import { cortarEnPalabra } from './cortar-en-palabra.ts';

describe('cortarEnPalabra', () => {
  it('keeps a short text whole, with its spaces tidied', () => {
    expect(cortarEnPalabra('  Auto  fija fecha ', 40)).toBe('Auto fija fecha');
  });

  it('cuts at the last whole word and drops the punctuation before the ellipsis', () => {
    expect(cortarEnPalabra('Se corre traslado de las excepciones, por el término de diez días', 40)).toBe(
      'Se corre traslado de las excepciones…',
    );
  });

  it('cuts inside a first word that fills the room', () => {
    const enlace = `https://${'x'.repeat(60)} audiencia`;
    expect(cortarEnPalabra(enlace, 30)).toBe(`${enlace.slice(0, 29)}…`);
  });
});
