/**
 * The Procesos page's first render waits, a bounded moment, for the first page the route loader
 * asked for (issue 21, item 18): the shell and the cards come in one commit, with no 'Cargando'
 * commit in between; and when the answer is late the page still renders after the cap.
 */

import type { PaginaExpedientes } from '@expediente/domain/contrato/expedientes';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { unExpediente } from '../../../test/fixtures-control.ts';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { anunciarPrimeraPagina, DEFAULT_ORDER, expedientesRootKey } from '../api/use-expedientes.ts';
import { ProcesosPage } from './procesos-page.tsx';

const pagina: PaginaExpedientes = {
  expedientes: [unExpediente({ id: 1 }), unExpediente({ id: 2, numero: '11001310300120230045600' })],
  total: 2,
  pagina: 1,
  totalPaginas: 1,
  tamanoPagina: 20,
  haySiguiente: false,
  siguiente: null,
};

/** Whether an element labelled 'Cargando' was ever added to the document. */
function vigilarCargando() {
  const vistos = { cargando: false };
  const observador = new MutationObserver(() => {
    if (document.querySelector('[aria-label="Cargando"]')) vistos.cargando = true;
  });
  observador.observe(document.body, { childList: true, subtree: true });
  return { vistos, parar: () => observador.disconnect() };
}

describe('the first page asked for by the route loader', () => {
  let parar = () => {};
  afterEach(() => parar());

  it('is waited for: the first content already has the cards, never a loading state', async () => {
    stubApi({ 'GET /Expedientes?*': pagina, 'GET /*': null });
    let responder = () => {};
    anunciarPrimeraPagina(
      new Promise<void>((resolve) => {
        responder = resolve;
      }),
    );
    const vigilancia = vigilarCargando();
    parar = vigilancia.parar;

    let queryClient = new QueryClient();
    await act(async () => {
      queryClient = renderEnApp(<ProcesosPage />, { ruta: '/admin/default' }).queryClient;
    });
    expect(screen.queryByTestId('case-card')).toBeNull();
    expect(screen.queryByLabelText('Cargando')).toBeNull();

    // The loader's answer lands in the cache, then its promise settles.
    await act(async () => {
      queryClient.setQueryData([...expedientesRootKey, 'paginas', DEFAULT_ORDER, ''], {
        pages: [pagina],
        pageParams: [1],
      });
      responder();
    });

    expect(await screen.findAllByTestId('case-card')).toHaveLength(2);
    expect(vigilancia.vistos.cargando).toBe(false);
  });

  it('is waited for a bounded moment only: with no answer the page renders and asks itself', async () => {
    stubApi({ 'GET /Expedientes?*': pagina, 'GET /*': null });
    anunciarPrimeraPagina(new Promise<void>(() => {}));

    await act(async () => {
      renderEnApp(<ProcesosPage />, { ruta: '/admin/default' });
    });

    expect(await screen.findAllByTestId('case-card', {}, { timeout: 3000 })).toHaveLength(2);
  });
});
