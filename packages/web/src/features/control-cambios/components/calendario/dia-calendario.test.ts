import { describe, expect, it } from 'vitest';
import { rangoDelMes, tituloDelDia } from './dia-calendario.ts';

describe('calendar day', () => {
  it("is 'Todo al día' only when every change was reviewed", () => {
    const dia = { id: 1, idFecha: 20261124, haCompartidoInforme: false };
    expect(tituloDelDia({ ...dia, totalCambios: 3, totalCambiosRevisados: 3 })).toBe('Todo al día');
    expect(tituloDelDia({ ...dia, totalCambios: 3, totalCambiosRevisados: 2 })).toBe('Pendiente finalizar');
  });
  it('spans the whole month, leap February included', () => {
    expect(rangoDelMes(2026, 10)).toEqual({ desde: 20261101, hasta: 20261130 });
    expect(rangoDelMes(2028, 1)).toEqual({ desde: 20280201, hasta: 20280229 });
  });
});
