/**
 * 'Siguiente página' follows the server's `haySiguiente` (decision 0020): with a search the list
 * counts no total (`total` and `totalPaginas` are null), the badge's number comes from
 * /Buscar/Preview, and the button still appears while another page follows and goes on the last;
 * the next page is asked for after the previous one's last case (its `siguiente`).
 */

import type { PaginaExpedientes } from '@expediente/domain/contrato/expedientes';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unExpediente } from '../../../test/fixtures-control.ts';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { ProcesosPage } from './procesos-page.tsx';

const casos = (desde: number, cuantos: number) =>
  Array.from({ length: cuantos }, (_, index) =>
    unExpediente({
      id: desde + index,
      numero: `110014003027202400${String(desde + index).padStart(3, '0')}00`,
    }),
  );

function pagina(numero: number, busqueda: string): PaginaExpedientes {
  const conBusqueda = busqueda !== '';
  // Without a search the account has 2 cases; with one, 23 match: a full page and 3 more.
  if (!conBusqueda)
    return {
      expedientes: casos(900, 2),
      total: 2,
      pagina: 1,
      totalPaginas: 1,
      tamanoPagina: 20,
      haySiguiente: false,
      siguiente: null,
    };
  return {
    expedientes: numero === 1 ? casos(1, 20) : casos(21, 3),
    total: null,
    pagina: numero,
    totalPaginas: null,
    tamanoPagina: 20,
    haySiguiente: numero === 1,
    siguiente: numero === 1 ? 'tras-el-20' : null,
  };
}

describe("'Siguiente página' with a search", () => {
  it('shows while the server says another page follows, and the count comes from the preview', async () => {
    const llamadas = stubApi({
      'GET /Expedientes/V1/Buscar/Preview*': { totalExpedientesEncontrados: 23 },
      'GET /Expedientes?*': ({ path }) => {
        const query = new URL(path, 'http://x').searchParams;
        return pagina(Number(query.get('pagina')), query.get('queryString') ?? '');
      },
      'GET /*': null,
    });
    await act(async () => {
      renderEnApp(<ProcesosPage />, { ruta: '/admin/default' });
    });
    const cards = () => screen.queryAllByTestId('case-card');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Siguiente página' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar procesos' }), 'banco{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(20));
    // The badge's number is the preview's exact count, not the list's (which is null with a search).
    expect(await screen.findByText('23 resultados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente página' }));
    await waitFor(() => expect(cards()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Siguiente página' })).toBeNull();
    const pedidas = llamadas
      .filter((llamada) => llamada.path.startsWith('/Expedientes?'))
      .map((llamada) => new URL(llamada.path, 'http://x').searchParams);
    expect(pedidas.map((query) => query.get('pagina'))).toEqual(['1', '1', '2']);
    // The second page of the search is read on from the first one's last case (its `siguiente`).
    expect(pedidas.map((query) => query.get('despuesDe'))).toEqual([null, null, 'tras-el-20']);
  });
});
