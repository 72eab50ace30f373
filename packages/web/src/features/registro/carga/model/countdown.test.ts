import { describe, expect, it } from 'vitest';
import { esCargaDeMasDe5, formatearCuentaRegresiva } from './countdown.ts';

describe('formatCountdown', () => {
  it('shows mm:ss for loads of 5 cases or fewer', () => {
    expect(formatearCuentaRegresiva(10 * 60_000, false)).toBe('10:00');
    expect(formatearCuentaRegresiva(65_999, false)).toBe('01:05');
  });

  it('shows hh:mm:ss for more than 5 cases', () => {
    expect(formatearCuentaRegresiva(60 * 60_000, true)).toBe('01:00:00');
    expect(formatearCuentaRegresiva((2 * 3600 + 3 * 60 + 4) * 1000 + 500, true)).toBe('02:03:04');
  });

  it('never goes below zero', () => {
    expect(formatearCuentaRegresiva(-5000, false)).toBe('00:00');
    expect(formatearCuentaRegresiva(-5000, true)).toBe('00:00:00');
  });

  it('cargaMasDe5 starts at 6 cases', () => {
    expect([5, 6].map(esCargaDeMasDe5)).toEqual([false, true]);
  });
});
