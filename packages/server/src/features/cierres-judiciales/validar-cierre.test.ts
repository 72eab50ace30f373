import { describe, expect, it } from 'vitest';
import { validarCierre } from './validar-cierre.ts';

const base = { desde: '2028-02-28', hasta: '2028-03-01', ambito: 'ciudad', codigo: '05001', motivo: 'Paro' };

describe('validarCierre', () => {
  it('accepts a real leap day and trims what the administrator typed', () => {
    expect(validarCierre({ ...base, desde: ' 2028-02-29 ', codigo: ' 05 001 ', motivo: '  Paro  ' })).toEqual(
      {
        ok: true,
        cierre: {
          desde: '2028-02-29',
          hasta: '2028-03-01',
          ambito: 'ciudad',
          codigo: '05001',
          motivo: 'Paro',
          fuente: '',
        },
      },
    );
  });

  it('refuses 29/02 of a common year and years outside 2000–2099', () => {
    expect(validarCierre({ ...base, desde: '2027-02-29' })).toMatchObject({
      ok: false,
      campos: { desde: expect.any(String) },
    });
    expect(validarCierre({ ...base, desde: '1999-12-31' })).toMatchObject({
      ok: false,
      campos: { desde: expect.any(String) },
    });
    expect(validarCierre({ ...base, hasta: '2100-01-01' })).toMatchObject({
      ok: false,
      campos: { hasta: expect.any(String) },
    });
  });

  it('allows a closure of exactly 366 days, not 367', () => {
    expect(validarCierre({ ...base, desde: '2028-01-01', hasta: '2028-12-31' }).ok).toBe(true);
    expect(validarCierre({ ...base, desde: '2027-01-01', hasta: '2028-01-02' })).toEqual({
      ok: false,
      campos: { hasta: 'Un cierre no puede durar más de un año.' },
    });
  });

  it('a one-day closure is fine', () => {
    expect(validarCierre({ ...base, hasta: base.desde }).ok).toBe(true);
  });

  it('gives every broken rule at once, each under its field', () => {
    const resultado = validarCierre({
      desde: 'mañana',
      hasta: null,
      ambito: 'despacho',
      codigo: 'abc',
      motivo: '',
    });
    expect(resultado.ok).toBe(false);
    if (resultado.ok) return;
    expect(Object.keys(resultado.campos).sort()).toEqual(['codigo', 'desde', 'hasta', 'motivo']);
  });
});
