import { describe, expect, it } from 'vitest';
import { motivoTexto } from './motivos.ts';

describe('motivoTexto', () => {
  it('names the source in the seed-worded reason', () => {
    expect(motivoTexto('BusquedaSinResultados', 4)).toBe(
      'Búsqueda sin resultados: no encontramos este radicado en Samai. Revisa el número o activa otra fuente de consulta.',
    );
    expect(motivoTexto('ProcesoNoPublico', 2)).toMatch(/^Proceso no público: Unificada no muestra/);
  });

  it('blames the Rama portal for technical errors of the sources read through it only', () => {
    for (const tipoFuente of [0, 1, 2]) {
      expect(motivoTexto('ErrorTecnico', tipoFuente)).toMatch(/^Error por lentitud del portal de la Rama/);
    }
    expect(motivoTexto('ErrorTecnico', 5)).toMatch(/^Error técnico en SIUGJ/);
  });

  it('says nothing for no reason or an unknown key', () => {
    expect(motivoTexto(null, 0)).toBeNull();
    expect(motivoTexto('', 0)).toBeNull();
    expect(motivoTexto('toString', 0)).toBeNull();
    expect(motivoTexto('OtraCosa', 0)).toBeNull();
  });
});
