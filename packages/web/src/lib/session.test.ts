import { describe, expect, it } from 'vitest';
import { esTokenValido, leerVencimientoDelToken } from './session.ts';

function token(payload: object): string {
  // The browser's own encoders, as the app runs there: UTF-8 bytes → base64 → base64url.
  const encode = (value: object) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const base64 = btoa(String.fromCharCode(...bytes));
    return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.firma`;
}

const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

describe('token validity (judged by the exp claim)', () => {
  it('reads exp from the payload', () => {
    expect(leerVencimientoDelToken(token({ exp: 1234 }))).toBe(1234);
  });

  it('accepts a token that expires later', () => {
    expect(esTokenValido(token({ exp: NOW_S + 60 }), NOW_MS)).toBe(true);
  });

  it('rejects a token that has expired, or expires this very second', () => {
    expect(esTokenValido(token({ exp: NOW_S - 1 }), NOW_MS)).toBe(false);
    expect(esTokenValido(token({ exp: NOW_S }), NOW_MS)).toBe(false);
  });

  it('rejects tokens without a numeric exp, and things that are not JWTs', () => {
    expect(esTokenValido(token({ sub: '1' }), NOW_MS)).toBe(false);
    expect(esTokenValido(token({ exp: String(NOW_S + 60) }), NOW_MS)).toBe(false);
    expect(esTokenValido('no-es-un-jwt', NOW_MS)).toBe(false);
    expect(esTokenValido('a.%%%.c', NOW_MS)).toBe(false);
    expect(esTokenValido(null, NOW_MS)).toBe(false);
    expect(esTokenValido('', NOW_MS)).toBe(false);
  });

  it('decodes payloads with non-ASCII characters', () => {
    expect(leerVencimientoDelToken(token({ nombre: 'Martínez Ñoño', exp: 99 }))).toBe(99);
  });
});
