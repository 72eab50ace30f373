import { describe, expect, it } from 'vitest';
import { activationTarget } from './activation-form.tsx';

describe('activationTarget', () => {
  it('opens the shared control report for a coordinator invitation', () => {
    expect(activationTarget('42-6f1c0d8e')).toBe('/admin/ControlCambios/42?tipoInforme=informeCoordinador');
  });
  it('opens the cases for a colleague invited without a control', () => {
    expect(activationTarget('0-6f1c0d8e')).toBe('/admin/default');
    expect(activationTarget('6f1c0d8e-a')).toBe('/admin/default');
  });
});
