/** The coordinator report's heading (issue 21.4): 'hoy' only for today's control. */
import { describe, expect, it } from 'vitest';
import { tituloInforme } from './informe-coordinador.tsx';

// 26/11/2026 at 10:00 in Bogotá.
const AHORA = new Date('2026-11-26T15:00:00Z');

describe("the coordinator report's heading", () => {
  it("says 'hoy' for today's control, and for a later one when the engine's clock runs ahead", () => {
    const esperado =
      'Este es el reporte de los procesos que debes revisar porque tienen un cambio importante hoy';
    expect(tituloInforme({ idFecha: 20261126, fecha: '26/11/2026' }, AHORA)).toBe(esperado);
    expect(tituloInforme({ idFecha: 20261203, fecha: '03/12/2026' }, AHORA)).toBe(esperado);
  });

  it('names the date of a past day', () => {
    expect(tituloInforme({ idFecha: 20261120, fecha: '20/11/2026' }, AHORA)).toBe(
      'Este es el reporte de los procesos que debes revisar porque tuvieron un cambio importante el 20/11/2026',
    );
  });
});
