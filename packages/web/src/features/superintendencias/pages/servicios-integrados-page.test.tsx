/**
 * 'Servicios integrados' asks the account's flag first: an account without it reads the seed's
 * message and never asks for the service history, which the server refuses with a 403 that the
 * browser logs as an error (found walking the screens, 27/11).
 */
import type { SolicitudServicio } from '@expediente/domain/contrato/superintendencias';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { ServiciosIntegradosPage } from './servicios-integrados-page.tsx';

const SOLICITUD: SolicitudServicio = {
  id: 7,
  servicio: 'Registro en Superintendencias',
  superintendencia: 'Sociedades',
  asunto: 'Registro de procesos en la Superintendencia Sociedades',
  estado: 'cotizado',
  numeroProcesos: 2,
  valorMensual: 30000,
  numeroCotizacion: 'COT-7',
  fechaSolicitud: '2026-11-20T15:00:00.000Z',
  procesos: [],
};

describe('Servicios integrados', () => {
  it('tells an account without the service so, without asking for its history', async () => {
    const llamadas = stubApi({ 'GET /ServiciosIntegrados/Habilitado': { habilitado: false } });
    renderEnApp(<ServiciosIntegradosPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Servicios integrados no está habilitado para esta cuenta.',
    );
    expect(llamadas.map((llamada) => llamada.path)).toEqual(['/ServiciosIntegrados/Habilitado']);
  });

  it('shows the history of an account with the service, its cost in pesos', async () => {
    stubApi({
      'GET /ServiciosIntegrados/Habilitado': { habilitado: true },
      'GET /ServiciosIntegrados/Solicitudes': { solicitudes: [SOLICITUD] },
    });
    renderEnApp(<ServiciosIntegradosPage />);
    expect(await screen.findByText(/Costo mensual: \$30\.000 más IVA/)).toBeInTheDocument();
  });
});
