import { describe, expect, it } from 'vitest';
import { leerTokenRestablecer } from './token-restablecer.ts';

describe('leerTokenRestablecer', () => {
  it('reads the secret from the fragment', () => {
    const token = 'a'.repeat(43);
    expect(leerTokenRestablecer(`#token=${token}`)).toBe(token);
  });

  it.each([
    '',
    '#',
    '#token=',
    '#token=corto',
    '#otro=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    `#token=${'a'.repeat(30)}<b>`,
  ])('answers null for %j', (hash) => {
    expect(leerTokenRestablecer(hash)).toBeNull();
  });
});
