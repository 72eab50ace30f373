import type { ProcesoEnFuente } from '@expediente/domain/contrato/expedientes';
import { describe, expect, it } from 'vitest';
import { consultaResumen, nocheText } from './source-status.ts';

function proceso(overrides: Partial<ProcesoEnFuente>): ProcesoEnFuente {
  return {
    tipoFuente: 2,
    estado: 2,
    activo: true,
    idProceso: '1',
    idActualizacion: 'A',
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
  };
}

describe('consultaResumen', () => {
  it('says nothing before the first consultation', () => {
    expect(consultaResumen([proceso({})])).toBeNull();
  });

  it('gives the latest day across sources, comparing dates as days (not as text)', () => {
    const procesos = [
      proceso({ tipoFuente: 2, fechaUltimaConsulta: '30/12/2025', estadoUltimaConsulta: 'consultado' }),
      proceso({ tipoFuente: 4, fechaUltimaConsulta: '02/01/2026', estadoUltimaConsulta: 'consultado' }),
    ];
    expect(consultaResumen(procesos)).toBe('Consultado el 02/01/2026');
  });

  it('counts the sources that failed on that day and ignores inactive ones', () => {
    const procesos = [
      proceso({ tipoFuente: 2, fechaUltimaConsulta: '21/11/2026', estadoUltimaConsulta: 'consultado' }),
      proceso({ tipoFuente: 4, fechaUltimaConsulta: '21/11/2026', estadoUltimaConsulta: 'errorTecnico' }),
      proceso({
        tipoFuente: 6,
        activo: false,
        fechaUltimaConsulta: '22/11/2026',
        estadoUltimaConsulta: 'consultado',
      }),
    ];
    expect(consultaResumen(procesos)).toBe('Consultado el 21/11/2026 · 1 fuente sin consultar');
  });
});

describe('nocheText', () => {
  it('says nothing before the engine planned a night for the source', () => {
    expect(nocheText(proceso({}))).toBeNull();
  });

  it('says when the source was last fully checked and why last night checked it or left it', () => {
    expect(
      nocheText(
        proceso({
          ultimaConsultaCompleta: '20/11/2026',
          motivoNoche: 'noElegido',
          fechaMotivoNoche: '21/11/2026',
        }),
      ),
    ).toBe(
      'Última consulta completa: 20/11/2026. Noche del 21/11/2026: no consultada: sin movimiento reciente, la revisamos en los próximos días.',
    );
    expect(
      nocheText(
        proceso({ ultimaConsultaCompleta: null, motivoNoche: 'sinCupo', fechaMotivoNoche: '21/11/2026' }),
      ),
    ).toMatch(/^Aún sin consulta completa\. .*no alcanzó el cupo/);
    expect(
      nocheText(
        proceso({
          ultimaConsultaCompleta: '21/11/2026',
          motivoNoche: 'publicacion',
          fechaMotivoNoche: '21/11/2026',
        }),
      ),
    ).toContain('el despacho nombró el proceso en sus estados del día');
    expect(
      nocheText(
        proceso({
          ultimaConsultaCompleta: '21/10/2026',
          motivoNoche: 'audiencia',
          fechaMotivoNoche: '21/10/2026',
        }),
      ),
    ).toBe(
      'Última consulta completa: 21/10/2026. Noche del 21/10/2026: consultada porque el despacho había fijado para ese día una audiencia o diligencia.',
    );
  });
});
