/** The sign-in budget's backoff and its two keys, on a virtual clock. */
import { describe, expect, it } from 'vitest';
import { crearLimiteIngreso } from './limite-ingreso.ts';

const MINUTO = 60_000;

function limiteConReloj(maxPorCuenta = 3, maxPorCliente = 100) {
  let t = Date.UTC(2026, 10, 26, 12);
  const limite = crearLimiteIngreso({ maxPorCuenta, maxPorCliente, now: () => t });
  return { limite, avanzar: (ms: number) => (t += ms) };
}

describe('crearLimiteIngreso', () => {
  it('makes each failure past the budget wait twice as long, up to 15 minutes, and a success starts over', () => {
    const { limite, avanzar } = limiteConReloj(3);
    for (let i = 0; i < 2; i++) limite.fallo('ana@x.co', '10.0.0.1');
    expect(limite.espera('ana@x.co', '10.0.0.1')).toBe(0);
    const esperas: number[] = [];
    for (let i = 0; i < 6; i++) {
      limite.fallo('ana@x.co', '10.0.0.1');
      const espera = limite.espera('ana@x.co', '10.0.0.1');
      esperas.push(espera / MINUTO);
      avanzar(espera);
      expect(limite.espera('ana@x.co', '10.0.0.1')).toBe(0);
    }
    expect(esperas).toEqual([1, 2, 4, 8, 15, 15]);
    limite.exito(' ANA@x.co ');
    limite.fallo('ana@x.co', '10.0.0.1');
    expect(limite.espera('ana@x.co', '10.0.0.1')).toBe(0);
  });

  it('keys the account on the address as sign-in compares it: padding and case share one budget', () => {
    const { limite } = limiteConReloj(3);
    for (const variante of ['ana@x.co\t', ' ANA@x.co', 'Ana@X.CO\n'])
      limite.fallo(variante, `10.0.0.${Math.random()}`);
    expect(limite.espera('ana@x.co', '192.0.2.7')).toBe(MINUTO);
    expect(limite.espera('otra@x.co', '192.0.2.7')).toBe(0);
  });

  it('stops a client address that tries many accounts, for 15 minutes, and forgets it then', () => {
    const { limite, avanzar } = limiteConReloj(3, 5);
    for (let i = 0; i < 5; i++) limite.fallo(`cuenta${i}@x.co`, '203.0.113.9');
    expect(limite.espera('nueva@x.co', '203.0.113.9')).toBe(15 * MINUTO);
    expect(limite.espera('nueva@x.co', '203.0.113.10')).toBe(0);
    avanzar(15 * MINUTO);
    expect(limite.espera('nueva@x.co', '203.0.113.9')).toBe(0);
  });
});
