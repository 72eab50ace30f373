/**
 * The change table (seed 001 §2): a row opens the case for review, the radicado for the holder,
 * the Finalizado box and the documents' menu act without navigating; on a phone each change is a
 * card with its whole state badge (issue 21.16).
 */

import type { Cambio } from '@expediente/domain/contrato/control-cambios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { actualizado, unCambio } from '../../../../test/fixtures-control.ts';
import { renderEnApp, stubApi } from '../../../../test/render.tsx';
import { CambiosTable } from './cambios-table.tsx';

const revisado = unCambio({
  id: 12,
  idExpediente: 6,
  numeroExpediente: '05001310300220240004500',
  estado: 1,
  cantidadDocumentosAdjuntos: 1,
  conclusion: JSON.stringify([{ type: 'paragraph', children: [{ text: 'Contestar antes del viernes' }] }]),
});

function tabla(cambios: Cambio[], onActualizado = vi.fn()) {
  const llamadas = stubApi({
    'PUT /CambioEnExpedienteDigital/11/Finalizado': actualizado({ ...cambios[0], estado: 3 }),
    'GET /CambioEnExpedienteDigital/12/DocumentosAnexos': [
      {
        id: 3,
        nombreArchivo: 'auto.pdf',
        fechaCreacion: '26/11/2026',
        tamano: 10,
        tipoContenido: 'application/pdf',
      },
    ],
  });
  renderEnApp(<CambiosTable cambios={cambios} seccion="cambios" onActualizado={onActualizado} />, {
    ruta: '/admin/ControlCambios/7',
  });
  return { llamadas, onActualizado };
}

const ubicacion = () => screen.getByTestId('ubicacion');

describe('the change table', () => {
  it('opens the case for review from a row and for the holder from the radicado', async () => {
    const user = userEvent.setup();
    tabla([unCambio(), revisado]);
    const [primera] = screen.getAllByTestId('fila-cambio');
    await user.click(within(primera).getByText('Ana Pérez'));
    expect(ubicacion()).toHaveTextContent('/admin/DetalleDelExpediente/5?idCambio=11&rol=dependiente');
    await user.click(screen.getByRole('link', { name: revisado.numeroExpediente }));
    expect(ubicacion()).toHaveTextContent('/admin/DetalleDelExpediente/6?idCambio=12&rol=principal');
  });

  it('finishes a change with its box, without leaving the table', async () => {
    const user = userEvent.setup();
    const { llamadas, onActualizado } = tabla([unCambio(), revisado]);
    await user.click(screen.getByRole('checkbox', { name: `Finalizado ${unCambio().numeroExpediente}` }));
    await waitFor(() => expect(onActualizado).toHaveBeenCalledTimes(1));
    expect(llamadas.map((llamada) => `${llamada.method} ${llamada.path}`)).toContain(
      'PUT /CambioEnExpedienteDigital/11/Finalizado',
    );
    expect(ubicacion()).toHaveTextContent('/admin/ControlCambios/7');
  });

  it('lists the attached documents from the count, without leaving the table', async () => {
    const user = userEvent.setup();
    tabla([unCambio(), revisado]);
    await user.click(screen.getByRole('button', { name: '1 documento adjunto: abrir' }));
    expect(await screen.findByRole('menuitem', { name: /auto\.pdf · 26\/11\/2026/ })).toBeVisible();
    expect(ubicacion()).toHaveTextContent('/admin/ControlCambios/7');
  });

  it('shows each state by its whole name', () => {
    tabla([unCambio(), revisado, unCambio({ id: 13, esImportante: true, estado: 1 })]);
    for (const estado of ['Sin revisar', 'Revisado', 'Importante'])
      expect(screen.getByText(estado, { selector: '.mantine-Badge-label' })).toBeVisible();
  });

  it('is a list of cards on a phone', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 47.99em)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    tabla([unCambio(), revisado]);
    expect(screen.queryByRole('table')).toBeNull();
    const tarjetas = screen.getAllByTestId('fila-cambio');
    expect(tarjetas).toHaveLength(2);
    expect(within(tarjetas[1]).getByText(/Contestar antes del viernes/)).toBeVisible();
    expect(within(tarjetas[1]).getByRole('checkbox')).toBeInTheDocument();
  });
});
