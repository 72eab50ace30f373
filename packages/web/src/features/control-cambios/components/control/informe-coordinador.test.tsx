/** The coordinator report's heading (issue 21.4): 'hoy' only for the engine's today. */
import { describe, expect, it } from 'vitest';
import { tituloInforme } from './informe-coordinador.tsx';

// The engine's day: 26/11/2026.
const HOY = 20261126;

describe("the coordinator report's heading", () => {
  it("says 'hoy' for the engine's today", () => {
    const esperado =
      'Este es el reporte de los procesos que debes revisar porque tienen un cambio importante hoy';
    expect(tituloInforme({ idFecha: 20261126, fecha: '26/11/2026' }, HOY)).toBe(esperado);
  });

  it('names the date of a past day', () => {
    expect(tituloInforme({ idFecha: 20261120, fecha: '20/11/2026' }, HOY)).toBe(
      'Este es el reporte de los procesos que debes revisar porque tuvieron un cambio importante el 20/11/2026',
    );
  });
});
