import { describe, expect, it } from 'vitest';
import type { ActuacionFuente } from '../sources/types.ts';
import { audienciaPendienteDeActuaciones, terminoPendienteDeActuaciones } from './guardar-actuaciones.ts';

const actuacion = (fechaFinalizaTermino: string | null) => ({ fechaFinalizaTermino }) as ActuacionFuente;

describe('terminoPendienteDeActuaciones', () => {
  it('ignores a término that ended before the change was found', () => {
    // The card once said 'Encontrado el 20/11/2026 … con termino para el 10/11/2026'.
    expect(
      terminoPendienteDeActuaciones([actuacion(null), actuacion('2026-11-10')], '2026-11-20'),
    ).toBeNull();
  });
  it('gives the nearest término still running, the detection day included', () => {
    const list = [actuacion('2026-12-04'), actuacion(null), actuacion('2026-11-20'), actuacion('2026-11-27')];
    expect(terminoPendienteDeActuaciones(list, '2026-11-20')).toBe('2026-11-20');
    expect(terminoPendienteDeActuaciones(list, '2026-11-21')).toBe('2026-11-27');
  });
  it("takes the judicial calendar's end where the text grants a term, not CPNU's first day", () => {
    const estado: ActuacionFuente = {
      key: '1',
      descripcion: 'Fijacion estado',
      anotacion: 'AUTO QUE CORRE TRASLADO POR EL TÉRMINO DE CINCO (5) DÍAS',
      fechaActuacion: '2026-03-20',
      fechaRegistro: '2026-03-20',
      // CPNU's estado: both dates are the first day of the term (sources.md §1.1).
      fechaInicioTermino: '2026-03-24',
      fechaFinalizaTermino: '2026-03-24',
      tieneDocumentos: false,
    };
    // San José on 23/03 and Holy Week: the fifth business day is 06/04.
    expect(terminoPendienteDeActuaciones([estado], '2026-03-25')).toBe('2026-04-06');
  });
  it("does not take CPNU's estado marker (fechaInicial = fechaFinal, the term's first day) for an end", () => {
    const marca: ActuacionFuente = {
      key: '2',
      descripcion: 'Fijacion estado',
      anotacion: 'Actuación registrada el 2026-03-20 a las: 8:10am',
      fechaActuacion: '2026-03-20',
      fechaRegistro: '2026-03-20',
      fechaInicioTermino: '2026-03-24',
      fechaFinalizaTermino: '2026-03-24',
      tieneDocumentos: false,
    };
    const auto: ActuacionFuente = {
      ...marca,
      key: '3',
      descripcion: 'Auto ordena correr traslado',
      anotacion: 'CORRE TRASLADO DE LAS EXCEPCIONES DE MÉRITO POR EL TÉRMINO DE DIEZ (10) DÍAS',
      fechaActuacion: '2026-03-19',
      fechaInicioTermino: null,
      fechaFinalizaTermino: null,
    };
    expect(terminoPendienteDeActuaciones([marca], '2026-03-20')).toBeNull();
    // The auto's own end is the case's término, not the day after the estado.
    expect(terminoPendienteDeActuaciones([marca, auto], '2026-03-20')).toBe(
      terminoPendienteDeActuaciones([auto], '2026-03-20'),
    );
    expect(terminoPendienteDeActuaciones([auto], '2026-03-20')).not.toBeNull();
    // A source's end date that is not the marker still counts.
    expect(
      terminoPendienteDeActuaciones([{ ...marca, fechaInicioTermino: '2026-03-20' }], '2026-03-20'),
    ).toBe('2026-03-24');
  });
});

describe('audienciaPendienteDeActuaciones', () => {
  const fijada = (descripcion: string, anotacion: string | null, fechaActuacion: string) =>
    ({ key: descripcion, descripcion, anotacion, fechaActuacion }) as ActuacionFuente;
  it('gives the nearest hearing or diligence the actuaciones fix on or after the day', () => {
    const list = [
      fijada(
        'Auto fija fecha audiencia',
        'SE SEÑALA EL 15 DE MARZO DE 2027 A LAS 9:00 A.M. PARA AUDIENCIA INICIAL',
        '2027-01-20',
      ),
      fijada('Auto fija fecha remate', 'REMATE PARA EL DÍA 3 DE FEBRERO DE 2027 A LAS 10 AM', '2027-01-10'),
      fijada('Al despacho', null, '2027-01-05'),
    ];
    expect(audienciaPendienteDeActuaciones(list, '2027-01-21')).toBe('2027-02-03');
    expect(audienciaPendienteDeActuaciones(list, '2027-02-04')).toBe('2027-03-15');
    expect(audienciaPendienteDeActuaciones(list, '2027-03-16')).toBeNull();
  });
  it("does not take the auto's own date for a hearing", () => {
    const list = [
      fijada('Auto requiere', 'AUTO DEL 12 DE ENERO DE 2027: REQUIERE AL DEMANDANTE', '2027-01-12'),
    ];
    expect(audienciaPendienteDeActuaciones(list, '2027-01-01')).toBeNull();
  });
});
