import type { Expediente, PaginaExpedientes } from '@expediente/domain/contrato/expedientes';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDS_POR_LOTE, mergeExpedientes } from './use-actualizaciones-fuente.ts';

const expediente = (id: number, etiqueta: string | null = null) => ({ id, etiqueta }) as Expediente;
const listaKey = ['expedientes', 'paginas', 'primerolosquehancambiado', ''];

describe('mergeExpedientes (source updates pushed over the socket)', () => {
  let calls: number[][];

  beforeEach(() => {
    calls = [];
    vi.stubGlobal('localStorage', { getItem: () => null });
    // The server's answer: the asked cases with a new tag.
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/Expedientes/Ids');
      expect(init.method).toBe('PATCH');
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      calls.push(ids);
      return Response.json(ids.map((id) => expediente(id, `nueva-${id}`)));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the changed cases 20 at a time and puts them in place in the list and the detail', async () => {
    const queryClient = new QueryClient();
    const page = (ids: number[], pagina: number): PaginaExpedientes => ({
      expedientes: ids.map((id) => expediente(id)),
      total: 45,
      pagina,
      totalPaginas: 3,
      tamanoPagina: 20,
      haySiguiente: pagina < 3,
      siguiente: null,
    });
    const ids = Array.from({ length: 45 }, (_, index) => index + 1);
    queryClient.setQueryData<InfiniteData<PaginaExpedientes>>(listaKey, {
      pages: [page(ids.slice(0, 20), 1), page(ids.slice(20, 40), 2)],
      pageParams: [1, 2],
    });
    queryClient.setQueryData(['expedientes', 'detalle', 7], expediente(7));

    await mergeExpedientes(queryClient, ids);

    expect(calls.map((lote) => lote.length)).toEqual([IDS_POR_LOTE, IDS_POR_LOTE, 5]);
    expect(calls.flat()).toEqual(ids);
    const lista = queryClient.getQueryData<InfiniteData<PaginaExpedientes>>(listaKey);
    expect(lista?.pages.flatMap((p) => p.expedientes.map((e) => e.etiqueta))).toEqual(
      ids.slice(0, 40).map((id) => `nueva-${id}`),
    );
    expect(queryClient.getQueryData<Expediente>(['expedientes', 'detalle', 7])?.etiqueta).toBe('nueva-7');
    // A detail nobody opened is not created.
    expect(queryClient.getQueryData(['expedientes', 'detalle', 8])).toBeUndefined();
  });

  it('falls back to reading the list again when the call fails', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 'ErrorInterno', message: 'x' }, { status: 500 }),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData<InfiniteData<PaginaExpedientes>>(listaKey, { pages: [], pageParams: [] });
    await mergeExpedientes(queryClient, [1]);
    expect(queryClient.getQueryState(listaKey)?.isInvalidated).toBe(true);
  });
});
