import { describe, expect, it } from 'vitest';
import { porcentajeRevisado, tiempoRelativo } from './tiempo-relativo.ts';

const ahora = new Date('2026-11-24T15:00:00Z');
const antes = (segundos: number) => new Date(ahora.getTime() - segundos * 1000);

describe('tiempoRelativo', () => {
  it('has its own texts for under 10 seconds and for exactly one minute', () => {
    expect(tiempoRelativo(antes(3), ahora)).toBe('hace unos segundos');
    expect(tiempoRelativo(antes(42), ahora)).toBe('hace 42 segundos');
    expect(tiempoRelativo(antes(60), ahora)).toBe('hace un minuto');
    expect(tiempoRelativo(antes(119), ahora)).toBe('hace un minuto');
  });
  it('counts minutes, hours and days', () => {
    expect(tiempoRelativo(antes(5 * 60), ahora)).toBe('hace 5 minutos');
    expect(tiempoRelativo(antes(3 * 3600), ahora)).toBe('hace 3 horas');
    expect(tiempoRelativo(antes(2 * 86_400), ahora)).toBe('hace 2 días');
  });
});

describe('porcentajeRevisado', () => {
  it('rounds reviewed over total, 0 without changes', () => {
    expect(porcentajeRevisado(1, 3)).toBe(33);
    expect(porcentajeRevisado(2, 3)).toBe(67);
    expect(porcentajeRevisado(0, 0)).toBe(0);
  });
});
