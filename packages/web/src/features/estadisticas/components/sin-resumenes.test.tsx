/**
 * A new account has no consulted night yet: the server answers the last summary with null and a
 * 200 (issue 21, item 12), and 'Mis estadísticas' and 'Tu cuenta en datos' say so in words.
 */
import { MESSAGES } from '@expediente/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { CuentaEnDatosDrawer } from './cuenta-en-datos-drawer.tsx';
import { EstadisticasModal } from './estadisticas-modal.tsx';

const ventanaVacia = (numeroRegistros: number) => ({
  numeroRegistros,
  resumenes: [],
  totales: {
    numeroResumenes: 0,
    totalConsultas: 0,
    consultasRealizadas: 0,
    consultasNoRealizadas: 0,
    totalCambios: 0,
    expedientesConCambios: 0,
    totalDocumentos: 0,
  },
});

describe('statistics before the first night', () => {
  it("'Mis estadísticas' shows the no-summaries message", async () => {
    stubApi({ 'GET /ResumenActualizacion/UltimoResumen/Estadisticas': null });
    renderEnApp(<EstadisticasModal opened />);
    expect(await screen.findByText(MESSAGES.EstadisticasSinResumenes)).toBeVisible();
  });

  it("'Tu cuenta en datos' shows it for the last day", async () => {
    stubApi({
      'GET /ResumenActualizacion/UltimoResumen/Estadisticas': null,
      'GET /ResumenActualizacion/Estadisticas?numeroRegistros=5': ventanaVacia(5),
      'GET /ResumenActualizacion/Estadisticas?numeroRegistros=30': ventanaVacia(30),
      'GET /ResumenActualizacion/ExpedientesCambiosPorSemana': {
        fechaReferencia: '2026-11-20',
        totalExpedientes: 0,
        cambiaronSemanaPasada: 0,
        cambiaronHaceDosSemanas: 0,
        cambiaronHaceTresSemanas: 0,
        sinCambiosMasDeTresSemanas: 0,
      },
    });
    renderEnApp(<CuentaEnDatosDrawer opened />);
    expect(await screen.findByText(MESSAGES.EstadisticasSinResumenes)).toBeVisible();
  });
});
