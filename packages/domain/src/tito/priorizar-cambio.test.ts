import { describe, expect, it } from 'vitest';
import { fechaEnTexto, priorizarCambio } from './priorizar-cambio.ts';

const actuacion = (descripcion: string, anotacion: string | null = null) =>
  priorizarCambio({ tipoCambio: 0, descripcion, anotacion, fechaActuacion: '2026-11-20' });

describe('Tito', () => {
  it.each([
    ['AUTO ADMITE DEMANDA', 'admision'],
    ['Auto libra mandamiento de pago', 'admision'],
    ['AUTO INADMITE DEMANDA', 'rechazo'],
    ['Auto rechaza demanda', 'rechazo'],
    ['SENTENCIA DE PRIMERA INSTANCIA', 'decisionDeFondo'],
    ['Auto ordena seguir adelante la ejecución', 'decisionDeFondo'],
    ['AUTO DECRETA MEDIDA CAUTELAR', 'medidaCautelar'],
    ['Auto resuelve recurso de reposición', 'recurso'],
    ['AUTO CONCEDE APELACION', 'recurso'],
    ['Auto fija fecha audiencia y/o diligencia', 'audiencia'],
    ['Auto ordena correr traslado', 'traslado'],
    ['AUTO REQUIERE', 'requerimiento'],
    ['Terminación del proceso por pago total de la obligación', 'terminacion'],
  ])('prioritises %s (%s) with a reason and a draft', (descripcion, categoria) => {
    const result = actuacion(descripcion);
    expect(result).toMatchObject({ esPriorizado: true, categoria });
    expect(result.razon).toMatch(/\w/);
    expect(result.borradorConclusion).toContain('Siguiente paso:');
    expect(result.borradorConclusion).toContain('20/11/2026');
  });

  it.each([
    'A Despacho',
    'AL DESPACHO PARA RESOLVER RECURSO',
    'Recepción memorial',
    'CONSTANCIA SECRETARIAL',
    'Envío de oficio',
    'Reparto del proceso',
    'Cambio de ponente',
  ])('does not prioritise the routine step %s', (descripcion) => {
    expect(actuacion(descripcion)).toMatchObject({ esPriorizado: false, razon: null, reglas: ['rutina'] });
  });

  it('reads an estado by its annotation: a listing alone is routine, a published decision is not', () => {
    expect(
      actuacion('Fijacion estado', 'Actuación registrada el 2026-03-20 a las: 8:42am').esPriorizado,
    ).toBe(false);
    expect(actuacion('Fijacion estado', 'AUTO ADMITE DEMANDA Y ORDENA NOTIFICAR')).toMatchObject({
      esPriorizado: true,
      categoria: 'admision',
    });
  });

  it('gives a hearing its date and time in the draft', () => {
    const result = actuacion(
      'Auto fija fecha de audiencia',
      'SE SEÑALA EL 15 DE MARZO DE 2027 A LAS 9:30 AM PARA AUDIENCIA INICIAL',
    );
    expect(result.borradorConclusion).toContain(
      'Fecha señalada: 15/03/2027 a las 09:30 (audiencia inicial).',
    );
    expect(fechaEnTexto('audiencia 03/02/2027 a las 2:00 pm')).toBe('03/02/2027 14:00');
  });

  it('names the term end when the source gives it', () => {
    const result = priorizarCambio({
      tipoCambio: 0,
      descripcion: 'Auto ordena correr traslado',
      fechaFinalizaTermino: '2026-12-04',
    });
    expect(result.borradorConclusion).toContain('El término vence el 04/12/2026.');
  });

  it('drafts the two other kinds without prioritising them', () => {
    expect(priorizarCambio({ tipoCambio: 1, descripcion: '' })).toMatchObject({ esPriorizado: false });
    expect(priorizarCambio({ tipoCambio: 1, descripcion: '' }).borradorConclusion).toMatch(/3 meses/);
    expect(priorizarCambio({ tipoCambio: 2, descripcion: '' }).borradorConclusion).toMatch(/manualmente/);
  });

  it('prioritises a name match when the publication notifies or decides', () => {
    const match = priorizarCambio({
      tipoCambio: 0,
      esCoincidencia: true,
      descripcion: 'ESTADO No. 212',
      anotacion: 'EJECUTIVO BANCO X contra MARIA ROJAS AUTO LIBRA MANDAMIENTO DE PAGO',
    });
    expect(match).toMatchObject({ esPriorizado: true, categoria: 'admision' });
    expect(
      priorizarCambio({
        tipoCambio: 0,
        esCoincidencia: true,
        descripcion: 'ESTADO No. 3',
        anotacion: 'MARIA ROJAS',
      }).esPriorizado,
    ).toBe(false);
  });
});
