/**
 * A new account's empty case list is no dead end: it offers 'Registrar procesos', which opens the
 * registration dialog (on a phone the only other way in was the top bar's '+' icon).
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { ProcesosPage } from './procesos-page.tsx';

describe('the empty case list', () => {
  it("offers 'Registrar procesos' and opens the registration dialog", async () => {
    stubApi({
      'GET /Expedientes?*': {
        expedientes: [],
        total: 0,
        pagina: 1,
        totalPaginas: 0,
        tamanoPagina: 20,
        haySiguiente: false,
        siguiente: null,
      },
      'GET /RegistroAutomaticoProcesos': { existeRegistroActivo: false, registroAutomatico: null },
      'GET /*': null,
    });
    await act(async () => {
      renderEnApp(<ProcesosPage />, { ruta: '/admin/default' });
    });
    expect(await screen.findByText('Aún no tienes procesos registrados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar procesos' }));
    expect(await screen.findByRole('dialog', { name: 'Solicitud de carga de procesos' })).toBeInTheDocument();
  });
});
