import type { ResumenConsulta } from '@expediente/domain/contrato/resultado-consulta';
import { describe, expect, it } from 'vitest';
import { pestanaInicial } from './resultado-api.ts';

const resumen = (no: number, parcial: number): ResumenConsulta => ({
  id: 1,
  idFecha: 20261020,
  fecha: '20/10/2026',
  tutorialVisto: false,
  cantidadExpedientesConsultados: 5,
  cantidadExpedientesNoConsultados: no,
  cantidadExpedientesConsultadosParcialmente: parcial,
});

describe('the query result screen', () => {
  it('opens on not consulted when any, else on partially consulted', () => {
    expect(pestanaInicial(resumen(2, 3))).toBe('noConsultados');
    expect(pestanaInicial(resumen(0, 3))).toBe('parcialmente');
    expect(pestanaInicial(resumen(0, 0))).toBe('noConsultados');
  });
});
