import type { ProcesoEnFuente } from '@expediente/domain/contrato/expedientes';
import { describe, expect, it } from 'vitest';
import {
  activationRequest,
  EMPTY_SOURCE_VALUES,
  esEntidadAdministrativa,
  esFuenteCompleta,
  esJuzgadoDeEstadosElectronicos,
  suggestedSourceValues,
  tienePartesFijas,
} from './source-form.ts';
import { consultaText, sourceSlots, sourceStateText, ultimaActuacionText } from './source-status.ts';

const filled = {
  ...EMPTY_SOURCE_VALUES,
  idCiudad: '11001',
  idCorporacion: '3103',
  entidad: '1100103',
  demandante: 'Ana',
  demandado: 'Banco',
  idJuzgado: '110013103001',
};

describe('source fields', () => {
  it('requires per source what seed 000 §5 lists', () => {
    expect(esFuenteCompleta(0, { ...filled, idCorporacion: null })).toBe(false);
    expect(esFuenteCompleta(0, filled)).toBe(true);
    expect(esFuenteCompleta(4, { ...filled, entidad: null })).toBe(false);
    for (const tipoFuente of [3, 5, 6]) {
      expect(esFuenteCompleta(tipoFuente, { ...filled, demandado: '  ' })).toBe(false);
      expect(esFuenteCompleta(tipoFuente, filled)).toBe(true);
    }
    expect(esFuenteCompleta(1, EMPTY_SOURCE_VALUES)).toBe(true);
    expect(esFuenteCompleta(2, EMPTY_SOURCE_VALUES)).toBe(true);
  });

  it('builds the activation path and body of each source (seed 000 §7)', () => {
    const numero = '11001310300120240000100';
    expect(activationRequest(2, filled, numero)).toEqual({ path: 'Unificada', body: { numero } });
    expect(activationRequest(1, filled, numero)).toEqual({ path: 'Tyba', body: undefined });
    expect(activationRequest(4, filled, numero)).toEqual({
      path: 'Samai',
      body: { Numero: numero, Entidad: '1100103' },
    });
    expect(activationRequest(0, filled, numero).body).toEqual({
      numero,
      idCiudad: '11001',
      idCorporacion: '3103',
    });
    expect(activationRequest(5, filled, numero)).toEqual({
      path: 'EstadosElectronicos',
      body: {
        numProceso: numero,
        demandante: 'Ana',
        demandado: 'Banco',
        idJuzgado: '110013103001',
        sitioWebDondeSeConsulta: 'SIUGJ',
      },
    });
  });

  it('suggests city, entity and court from the radicado', () => {
    const values = suggestedSourceValues('05001400300320240012300', {
      demandantes: ' Ana ',
      demandados: null,
    });
    expect(values).toMatchObject({
      idCiudad: '05001',
      idCorporacion: '4003',
      idJuzgado: '050014003003',
      demandante: 'Ana',
      demandado: '',
      ciudad: null,
    });
  });

  it('knows the Rama notice, the EE court filter and the PP fixed-value courts', () => {
    expect(esEntidadAdministrativa('TRIBUNAL ADMINISTRATIVO de Caldas')).toBe(true);
    expect(esEntidadAdministrativa('Juzgados Administrativos de Pereira')).toBe(true);
    // The Rama entity list's own wording.
    expect(esEntidadAdministrativa('Juzgado Administrativo - Oral')).toBe(true);
    expect(esEntidadAdministrativa('Juzgado Municipal - Civil')).toBe(false);
    expect(esJuzgadoDeEstadosElectronicos('PP - JUZGADO 001 CIVIL')).toBe(false);
    expect(esJuzgadoDeEstadosElectronicos('SIUGJ - JUZGADO 001 CIVIL')).toBe(false);
    expect(esJuzgadoDeEstadosElectronicos('JUZGADO 001 CIVIL')).toBe(true);
    expect(tienePartesFijas(6, 'PP - TRIBUNAL ADMINISTRATIVO DE CALDAS')).toBe(true);
    expect(tienePartesFijas(3, 'PP - TRIBUNAL ADMINISTRATIVO DE CALDAS')).toBe(false);
  });
});

const proceso = (overrides: Partial<ProcesoEnFuente>): ProcesoEnFuente => ({
  tipoFuente: 2,
  estado: 2,
  activo: true,
  idProceso: 'p',
  idActualizacion: 'a',
  ultimaActuacion: null,
  numActuaciones: 0,
  termino: null,
  fechaUltimaActuacion: null,
  idUltimaConsulta: null,
  fechaUltimaConsulta: null,
  estadoUltimaConsulta: null,
  motivo: null,
  ultimaConsultaCompleta: null,
  motivoNoche: null,
  fechaMotivoNoche: null,
  ...overrides,
});

describe('source cards', () => {
  it('orders active, then errors, then registering, then the rest', () => {
    const slots = sourceSlots([
      proceso({ tipoFuente: 6, estado: 0 }),
      proceso({ tipoFuente: 4, estado: 3 }),
      proceso({ tipoFuente: 2 }),
      proceso({ tipoFuente: 0, idActualizacion: null }),
      proceso({ tipoFuente: 1, activo: false }),
    ]);
    expect(slots.map((slot) => slot.tipoFuente)).toEqual([2, 0, 4, 6, 1, 3, 5]);
  });

  it('says the seed texts for each state', () => {
    expect(sourceStateText(undefined)).toBe('No está activa');
    expect(sourceStateText(proceso({ activo: false }))).toBe('No está activa');
    expect(sourceStateText(proceso({ estado: 3 }))).toBe('La consulta no está activa debido a un error');
    expect(sourceStateText(proceso({ idActualizacion: null }))).toBe('Error en la activación');
    expect(ultimaActuacionText(proceso({ tipoFuente: 6 }))).toBe('Sin coincidencias');
    expect(ultimaActuacionText(proceso({ tipoFuente: 0 }))).toBe('Sin actuación');
    expect(consultaText(proceso({}))).toBe('Aún no consultada');
    expect(
      consultaText(proceso({ fechaUltimaConsulta: '20/11/2026', estadoUltimaConsulta: 'errorTecnico' })),
    ).toBe('Consultada el 20/11/2026 (error técnico en la fuente)');
  });
});
