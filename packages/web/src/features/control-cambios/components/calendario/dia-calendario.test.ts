import { describe, expect, it } from 'vitest';
import { conteoDelDia, rangoDelMes, tituloDelDia } from './dia-calendario.ts';

describe('calendar day', () => {
  it("is 'Todo al día' only when every change was reviewed", () => {
    const dia = {
      id: 1,
      idFecha: 20261124,
      haCompartidoInforme: false,
      totalCambiosDelDia: 3,
      totalProcesosSinCambios: 0,
      totalNoConsultados: 0,
    };
    expect(tituloDelDia({ ...dia, totalCambios: 3, totalCambiosRevisados: 3 })).toBe('Todo al día');
    expect(tituloDelDia({ ...dia, totalCambios: 3, totalCambiosRevisados: 2 })).toBe('Pendiente finalizar');
  });
  it('counts the cases that could not be consulted apart from the changes, like the control', () => {
    const base = { id: 1, idFecha: 20261124, haCompartidoInforme: false };
    // The day of the failed source: six unconsulted cases and no change.
    expect(
      conteoDelDia({
        ...base,
        totalCambios: 6,
        totalCambiosRevisados: 0,
        totalCambiosDelDia: 0,
        totalProcesosSinCambios: 6,
        totalNoConsultados: 6,
      }),
    ).toBe('0 cambios · 6 sin consultar · 0 revisados');
    expect(
      conteoDelDia({
        ...base,
        totalCambios: 4,
        totalCambiosRevisados: 1,
        totalCambiosDelDia: 1,
        totalProcesosSinCambios: 3,
        totalNoConsultados: 1,
      }),
    ).toBe('1 cambio · 1 sin consultar · 2 sin cambios en 3 meses · 1 revisado');
  });
  it('spans the whole month, leap February included', () => {
    expect(rangoDelMes(2026, 10)).toEqual({ desde: 20261101, hasta: 20261130 });
    expect(rangoDelMes(2028, 1)).toEqual({ desde: 20280201, hasta: 20280229 });
  });
});
