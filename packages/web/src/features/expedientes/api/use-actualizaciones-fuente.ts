/**
 * Source progress pushed over the WebSocket (seed 000 §4 'Real-time': updates merge into the list)
 * reads only the changed cases again, with PATCH /api/Expedientes/Ids in batches of 20 (seed 000
 * §7), and puts them in place in every cached page and case detail. Refetching the whole list per
 * event would re-read every loaded page each time one of the lawyer's sources moves.
 */

import type { Expediente, PaginaExpedientes } from '@expediente/domain/contrato/expedientes';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event.ts';
import { expedientesRootKey } from './use-expedientes.ts';

/** Seed 000 §7: the Ids call takes 20 cases at a time. */
export const IDS_POR_LOTE = 20;
/** Events of one activation arrive in bursts (one per source); they are read together. */
const ESPERA_MS = 250;

export async function mergeExpedientes(queryClient: QueryClient, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += IDS_POR_LOTE) {
    const lote = ids.slice(start, start + IDS_POR_LOTE);
    let frescos: Expediente[];
    try {
      frescos = await apiRequest<Expediente[]>('/Expedientes/Ids', { method: 'PATCH', body: { ids: lote } });
    } catch {
      // The list must not stay stale: fall back to reading it again.
      await queryClient.invalidateQueries({ queryKey: expedientesRootKey });
      return;
    }
    const porId = new Map(frescos.map((expediente) => [expediente.id, expediente]));
    queryClient.setQueriesData<InfiniteData<PaginaExpedientes>>(
      { queryKey: [...expedientesRootKey, 'paginas'] },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            expedientes: page.expedientes.map((expediente) => porId.get(expediente.id) ?? expediente),
          })),
        },
    );
    for (const expediente of frescos) {
      queryClient.setQueryData<Expediente>(['expedientes', 'detalle', expediente.id], (old) =>
        old ? expediente : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['expedientes', 'actuaciones', expediente.id] });
    }
  }
}

/** Mounted once per page that shows cases (the list, the case detail). */
export function useActualizacionesDeFuentes(): void {
  const queryClient = useQueryClient();
  const pendientes = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeEvent('ActualizacionFuente', ({ idExpediente }) => {
    pendientes.current.add(idExpediente);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const ids = [...pendientes.current];
      pendientes.current.clear();
      void mergeExpedientes(queryClient, ids);
    }, ESPERA_MS);
  });
}
