import { describe, expect, it } from 'vitest';
import { otrosPorRevisar, resumenDelDia } from './resumen-control.ts';

const dia = {
  totalCambios: 6,
  totalCambiosRevisados: 0,
  totalCambiosDelDia: 0,
  totalProcesosSinCambios: 6,
  totalNoConsultados: 6,
  pendientesProcesosSinCambios: 6,
};

describe("the control's counts (issue 21.2)", () => {
  it('counts the cases a failed source left unconsulted apart from the day’s changes', () => {
    expect(resumenDelDia(dia)).toBe('0 cambios del día · 6 procesos sin consultar · 0 revisados');
    expect(otrosPorRevisar(dia)).toBe('y 6 procesos sin cambios o sin consultar por revisar');
  });

  it('says one in the singular and leaves out what the day did not have', () => {
    expect(
      resumenDelDia({
        ...dia,
        totalCambios: 3,
        totalCambiosRevisados: 1,
        totalCambiosDelDia: 1,
        totalProcesosSinCambios: 2,
        totalNoConsultados: 1,
      }),
    ).toBe('1 cambio del día · 1 proceso sin consultar · 1 proceso sin cambios en 3 meses · 1 revisado');
    expect(
      resumenDelDia({
        ...dia,
        totalCambios: 2,
        totalCambiosDelDia: 2,
        totalProcesosSinCambios: 0,
        totalNoConsultados: 0,
      }),
    ).toBe('2 cambios del día · 0 revisados');
    expect(resumenDelDia({ ...dia, totalCambios: 0 })).toBe('No tuviste cambios este día.');
    expect(otrosPorRevisar({ ...dia, pendientesProcesosSinCambios: 1 })).toBe(
      'y 1 proceso sin cambios o sin consultar por revisar',
    );
    expect(otrosPorRevisar({ ...dia, pendientesProcesosSinCambios: 0 })).toBeNull();
  });
});
