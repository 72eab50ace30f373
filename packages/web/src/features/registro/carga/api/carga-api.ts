/** Fetchers and TanStack Query hooks of the bulk-load calls (seed 000 §7 'Loads'). */

import type {
  CargaCreada,
  CargaVista,
  ProcesoACargar,
  RadicadosDelArchivo,
  RegistroActivo,
  RegistroAutomatico,
  RegistroManualItem,
  SolicitudCargaBody,
} from '@expediente/domain/contrato/registro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const cargasRootKey = ['registro-automatico'] as const;
export const registroActivoKey = [...cargasRootKey, 'activo'] as const;
export const cargaKey = (id: number) => [...cargasRootKey, 'carga', id] as const;

/** While a load searches, a slow poll backs up the WebSocket (a dropped socket must not freeze it). */
const POLL_WHILE_RUNNING_MS = 15_000;

export function useRegistroActivo(enabled = true) {
  return useQuery({
    queryKey: registroActivoKey,
    queryFn: ({ signal }) => apiRequest<RegistroActivo>('/RegistroAutomaticoProcesos', { signal }),
    enabled,
    retry: false,
  });
}

export function useCarga(id: number | null) {
  return useQuery({
    queryKey: cargaKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest<RegistroAutomatico>(`/RegistroAutomaticoProcesos/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.estado === 'EnProceso' ? POLL_WHILE_RUNNING_MS : false),
  });
}

export function requestLoad(numerosProcesos: string[], idAbogado: number | null) {
  return apiRequest<CargaCreada>('/RegistroAutomaticoProcesos', {
    method: 'POST',
    body: { idAbogado, idUsuarioMigrado: null, numerosProcesos } satisfies SolicitudCargaBody,
  });
}

/** POST /Expedientes/ConsultarRadicados: which radicados the lawyer already registered. */
export async function consultarRadicados(radicados: string[]): Promise<string[]> {
  const answer = await apiRequest<{ radicados: string[] }>('/Expedientes/ConsultarRadicados', {
    method: 'POST',
    body: { Radicados: radicados },
  });
  return answer.radicados;
}

/** The spreadsheet upload (multipart): the server reads the radicados out of the file. */
export async function uploadRadicadosFile(file: File): Promise<RadicadosDelArchivo> {
  const form = new FormData();
  form.append('archivo', file, file.name);
  return apiRequest<RadicadosDelArchivo>('/RegistroAutomaticoProcesos/Archivo', {
    method: 'POST',
    body: form,
  });
}

/** Every mutation answers with fresh load data, so each one refreshes the load and the banner. */
function useLoadMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cargasRootKey }),
  });
}

export const useFinishLoad = () =>
  useLoadMutation((id: number) =>
    apiRequest<RegistroAutomatico>(`/RegistroAutomaticoProcesos/${id}/SolicitudFinalizarRegistroAutomatico`, {
      method: 'PUT',
    }),
  );

export const useMarkLoadSeen = () =>
  useLoadMutation((id: number) =>
    apiRequest<CargaVista>(`/RegistroAutomaticoProcesos/${id}/Visto`, { method: 'PUT' }),
  );

export const useRetryTechnicalErrors = () =>
  useLoadMutation((id: number) =>
    apiRequest<RegistroAutomatico>(
      `/RegistroAutomaticoProcesos/${id}/ReintentarProcesosConError?esReintentadoPorUsuario=true`,
      { method: 'POST' },
    ),
  );

export const useRegistroManual = () =>
  useLoadMutation(({ id, items }: { id: number; items: RegistroManualItem[] }) =>
    apiRequest<ProcesoACargar[]>(`/RegistroAutomaticoProcesos/${id}/RegistroManual`, {
      method: 'PUT',
      body: items,
    }),
  );
