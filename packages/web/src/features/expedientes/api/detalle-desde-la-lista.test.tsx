/**
 * Opening a case from Procesos (issue 21, item 18: click to content): the detail shows the case as
 * the list holds it until its own answer arrives, and the route loader asks for the case and the
 * actuaciones of its sources at once, without waiting for the case's answer.
 */
import type { PaginaExpedientes, ProcesoEnFuente } from '@expediente/domain/contrato/expedientes';
import { type InfiniteData, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unExpediente } from '../../../test/fixtures-control.ts';
import { stubApi } from '../../../test/render.tsx';
import { precargarDetalle, useExpediente } from './use-expediente-detalle.ts';
import { DEFAULT_ORDER, expedientesRootKey } from './use-expedientes.ts';

function fuente(tipoFuente: number): ProcesoEnFuente {
  return {
    tipoFuente,
    estado: 2,
    activo: true,
    idProceso: `p-${tipoFuente}`,
    idActualizacion: `a-${tipoFuente}`,
    idUltimaConsulta: null,
    ultimaActuacion: null,
    numActuaciones: 3,
    termino: null,
    fechaUltimaActuacion: null,
    fechaUltimaConsulta: null,
    estadoUltimaConsulta: null,
    motivo: null,
    ultimaConsultaCompleta: null,
    motivoNoche: null,
    fechaMotivoNoche: null,
  };
}

/** Rama twice (two processes in one source) and Samai; publications (5) list no actuaciones. */
const caso = (id: number, etiqueta: string | null) =>
  unExpediente({ id, etiqueta, procesosEnFuentesDatos: [fuente(0), fuente(0), fuente(4), fuente(5)] });

/** A query client whose Procesos list (first page, default order) holds case 7. */
function clienteConLista(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pagina: PaginaExpedientes = {
    expedientes: [caso(6, null), caso(7, 'de la lista')],
    total: 2,
    pagina: 1,
    totalPaginas: 1,
    tamanoPagina: 20,
    haySiguiente: false,
    siguiente: null,
  };
  queryClient.setQueryData<InfiniteData<PaginaExpedientes, number>>(
    [...expedientesRootKey, 'paginas', DEFAULT_ORDER, ''],
    { pages: [pagina], pageParams: [1] },
  );
  return queryClient;
}

afterEach(() => vi.unstubAllGlobals());

describe('the case detail opened from the list', () => {
  it("shows the list's copy of the case at once, then the case's own answer", async () => {
    stubApi({ 'GET /Expedientes/7': caso(7, 'del detalle') });
    const queryClient = clienteConLista();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useExpediente(7), { wrapper });

    expect(result.current.isPending).toBe(false);
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.etiqueta).toBe('de la lista');
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.etiqueta).toBe('del detalle');
  });

  it('has nothing to show before its answer when the list does not hold the case', () => {
    stubApi({ 'GET /Expedientes/99': caso(99, null) });
    const queryClient = clienteConLista();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useExpediente(99), { wrapper });
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
  });

  it("asks for the case and each actuaciones source's rows together, before any answer", () => {
    const llamadas = stubApi({
      'GET /Expedientes/7': caso(7, null),
      'GET /Rama/Procesos/7/Actuaciones': [],
      'GET /Samai/Procesos/7/Actuaciones': [],
    });
    precargarDetalle(clienteConLista(), 7);
    // fetch is called synchronously by each query: nothing has answered yet.
    expect(llamadas.map((llamada) => `${llamada.method} ${llamada.path}`).sort()).toEqual([
      'GET /Expedientes/7',
      'GET /Rama/Procesos/7/Actuaciones',
      'GET /Samai/Procesos/7/Actuaciones',
    ]);
  });
});
