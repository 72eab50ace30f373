/** The calendar feed's secret URL and the one-click .ics (decision 0011). */
import type {
  EstadoSuscripcion,
  EventoCalendario,
  SuscripcionCreada,
} from '@expediente/domain/contrato/calendario-feed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { leerTokenExpediente } from '../../lib/session.ts';

export const suscripcionKey = ['calendario', 'suscripcion'] as const;

export function useSuscripcionCalendario() {
  return useQuery({
    queryKey: suscripcionKey,
    queryFn: ({ signal }) => apiRequest<EstadoSuscripcion>('/Calendario/Suscripcion', { signal }),
    retry: false,
  });
}

export function useCrearSuscripcion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SuscripcionCreada>('/Calendario/Suscripcion', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suscripcionKey }),
  });
}

export function useRevocarSuscripcion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/Calendario/Suscripcion', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suscripcionKey }),
  });
}

export function useEventosCalendario(idExpediente: number) {
  return useQuery({
    queryKey: ['calendario', 'eventos', idExpediente] as const,
    queryFn: ({ signal }) =>
      apiRequest<EventoCalendario[]>(`/Expedientes/${idExpediente}/EventosCalendario`, { signal }),
    retry: false,
  });
}

/** Saves the .ics of one actuación: fetched with the session's bearer token, saved as a blob. */
export async function descargarIcs(idExpediente: number, idActuacion: number): Promise<void> {
  const token = leerTokenExpediente();
  const response = await fetch(`/api/Expedientes/${idExpediente}/Actuaciones/${idActuacion}/ics`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? 'ErrorInterno', body?.message ?? '');
  }
  const nombre =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `evento-${idActuacion}.ics`;
  const objectUrl = URL.createObjectURL(await response.blob());
  const enlace = document.createElement('a');
  enlace.href = objectUrl;
  enlace.download = nombre;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
