import { describe, expect, it } from 'vitest';
import { fechaHora } from './api.ts';

describe('fechaHora', () => {
  it('shows dd/mm/yyyy hh:mm in Bogotá time whatever the instant’s zone', () => {
    // 05:07 UTC is 00:07 in Bogotá (UTC-5, no daylight saving).
    expect(fechaHora('2026-11-25T05:07:00Z')).toBe('25/11/2026 00:07');
    expect(fechaHora('2026-11-25T04:59:00Z')).toBe('24/11/2026 23:59');
    expect(fechaHora(null)).toBe('—');
  });
});
