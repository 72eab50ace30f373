import type { EstadoItem, ProcesoACargar, RegistroAutomatico } from '@expediente/domain/contrato/registro';
import { describe, expect, it } from 'vitest';
import { itemLabel, shouldShowRetry, summarizeLoad } from './carga-progress.ts';

function load(overrides: Partial<RegistroAutomatico> = {}): RegistroAutomatico {
  return {
    id: 1,
    idCargaProcesosAutomatica: 1,
    idAbogado: 7,
    idUsuarioMigrado: null,
    estado: 'EnProceso',
    fechaLimiteFinalizacion: '2025-03-01T15:00:00.000Z',
    conErrorTecnicoEnConsulta: false,
    reintentoSolicitadoErrorTecnicoEnConsulta: false,
    totalNumProcesosProcesos: 4,
    numProcesosRegistrados: 0,
    numProcesosPendientes: 4,
    visto: false,
    ...overrides,
  };
}

const item = (id: number, estado: EstadoItem): ProcesoACargar => ({
  id,
  numeroProceso: String(id).padStart(23, '1'),
  estado,
  esProcesoPrivado: false,
  idExpediente: estado === 'Registrado' ? id : null,
  observaciones: [],
  informacionUltimaActuacion: null,
  informacionProcesoEnFuente: [],
});

describe('summarizeLoad', () => {
  it('is in progress at the search step while an item is still searching', () => {
    const summary = summarizeLoad(load(), [
      item(1, 'Registrado'),
      item(2, 'Registrando'),
      item(3, 'NoEncontrado'),
      item(4, 'Registrando'),
    ]);
    expect(summary).toMatchObject({
      procesados: 2,
      registrados: 1,
      percent: 50,
      isTerminal: false,
      stepperActive: 1,
      pill: { label: 'En progreso', detail: '(2 de 4)' },
      showNotFoundWarning: false,
    });
  });

  it('is finished when every item is terminal, with the not-found warning', () => {
    const summary = summarizeLoad(
      load({ estado: 'Finalizado' }),
      [item(1, 'Registrado'), item(2, 'ErrorTecnico'), item(3, 'NoEncontrado')].concat(item(4, 'Registrado')),
    );
    expect(summary).toMatchObject({
      procesados: 4,
      registrados: 2,
      noEncontrados: 1,
      conErrorTecnico: 1,
      percent: 100,
      stepperActive: 3,
      pill: { label: 'Finalizado', detail: '(4 de 4)' },
      showNotFoundWarning: true,
    });
  });

  it('floors the percentage', () => {
    const three = load({ totalNumProcesosProcesos: 3 });
    expect(
      summarizeLoad(three, [item(1, 'Registrado'), item(2, 'Registrando'), item(3, 'Registrando')]).percent,
    ).toBe(33);
  });
});

describe('shouldShowRetry', () => {
  it('shows only with a technical error, no retry requested and not just clicked', () => {
    expect(shouldShowRetry(load({ conErrorTecnicoEnConsulta: true }), false)).toBe(true);
    expect(shouldShowRetry(load({ conErrorTecnicoEnConsulta: true }), true)).toBe(false);
    expect(
      shouldShowRetry(
        load({ conErrorTecnicoEnConsulta: true, reintentoSolicitadoErrorTecnicoEnConsulta: true }),
        false,
      ),
    ).toBe(false);
    expect(shouldShowRetry(load(), false)).toBe(false);
  });
});

describe('itemLabel', () => {
  it('uses the seed texts for not found and technical errors', () => {
    expect(itemLabel(item(1, 'NoEncontrado')).detail).toBe(
      'No se encontró en ninguna página de la Rama Judicial.',
    );
    expect(itemLabel(item(1, 'ErrorTecnico')).detail).toBe(
      'No pudimos buscar el proceso por un error técnico en las páginas de la Rama Judicial.',
    );
  });
});
