/** The change-control calls (seed 001 §7) and their TanStack Query hooks. */

import type { FiltroCambios } from '@expediente/domain';
import { aIdFecha, diaBogota } from '@expediente/domain';
import type {
  CambioActualizado,
  CambiosPagina,
  CompartirInformeBody,
  CompartirInformeReply,
  ControlCambiosDia,
  ControlHistorialItem,
  CoordinadorBody,
  HoyDelMotor,
  RolControl,
  UsuarioActual,
  UsuarioAsociado,
} from '@expediente/domain/contrato/control-cambios';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { controlKeys, refrescarTrasRevision } from '../../../lib/query-keys.ts';

export { controlKeys, refrescarTrasRevision };

export function useControl(id: number | null) {
  return useQuery({
    queryKey: controlKeys.control(id ?? 0),
    queryFn: ({ signal }) => apiRequest<ControlCambiosDia>(`/ControlCambiosDia/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function useCambios(id: number, filtro: FiltroCambios, pagina: number, rol?: RolControl) {
  const query = new URLSearchParams({ filtradoPor: filtro, pagina: String(pagina) });
  if (rol) query.set('rol', rol);
  return useQuery({
    queryKey: [...controlKeys.cambios(id), filtro, pagina, rol ?? ''] as const,
    queryFn: ({ signal }) =>
      apiRequest<CambiosPagina>(`/ControlCambiosDia/${id}/CambiosEnExpedienteDigital?${query}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The engine's day as yyyymmdd: the day the night's controls carry. In production it is Bogotá's
 * today; in the demo and the journeys it is the court simulator's, which may be weeks from the
 * browser's. Undefined while it loads; the browser's Bogotá day if the call fails.
 */
export function useHoyDelMotor(): number | undefined {
  const hoy = useQuery({
    queryKey: controlKeys.hoy,
    queryFn: ({ signal }) => apiRequest<HoyDelMotor>('/ControlCambiosDia/Hoy', { signal }),
    // Asked again on each page that reads it: a night (npm run sweep, the demo) moves it.
    retry: false,
  });
  if (hoy.data) return hoy.data.idFecha;
  return hoy.isError ? idFechaDe(new Date()) : undefined;
}

/** The engine's day for a text that names it ('hoy'): the browser's Bogotá day while it loads, the same in production. */
export function useHoyParaTextos(): number {
  return useHoyDelMotor() ?? idFechaDe(new Date());
}

/** yyyymmdd of a Bogotá calendar day. */
export function idFechaDe(date: Date): number {
  return aIdFecha(diaBogota(date));
}

export function pedirControlPorFecha(idFecha: number) {
  return apiRequest<ControlCambiosDia>(`/ControlCambiosDia?idFecha=${idFecha}`);
}

/** The controls of one range of days (a calendar month), yyyymmdd both ends. */
export function useHistorial({ desde, hasta }: { desde: number; hasta: number }) {
  const query = new URLSearchParams({ desde: String(desde), hasta: String(hasta) });
  return useQuery({
    queryKey: [...controlKeys.all, 'historial', desde, hasta] as const,
    queryFn: ({ signal }) =>
      apiRequest<ControlHistorialItem[]>(`/ControlCambiosDia/Historial?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUsuarioActual() {
  return useQuery({
    queryKey: [...controlKeys.all, 'usuario-actual'] as const,
    queryFn: ({ signal }) => apiRequest<UsuarioActual>('/UsuariosActivos/Actual', { signal }),
    staleTime: 60_000,
  });
}

export function useUsuariosAsociados(enabled = true) {
  return useQuery({
    queryKey: ['usuarios-asociados'] as const,
    queryFn: ({ signal }) => apiRequest<UsuarioAsociado[]>('/Abogado/UsuariosAsociados', { signal }),
    enabled,
  });
}

/** After any change update: the control's counters and lists are refreshed. */
export function useRefrescarControl() {
  const queryClient = useQueryClient();
  return (resultado: CambioActualizado) => {
    queryClient.setQueryData(controlKeys.control(resultado.control.id), resultado.control);
    refrescarTrasRevision(queryClient, resultado.control.id);
  };
}

export function useFinalizarCambio() {
  const refrescar = useRefrescarControl();
  return useMutation({
    mutationFn: (idCambio: number) =>
      apiRequest<CambioActualizado>(`/CambioEnExpedienteDigital/${idCambio}/Finalizado`, { method: 'PUT' }),
    onSuccess: refrescar,
  });
}

export interface CompartirInforme {
  idControl: number;
  idUsuarioActual: number;
  email: string;
  nombreInvitado: string | null;
  /** A new guest is saved as the account's coordinator first (PUT UsuariosActivos/{id}). */
  esInvitadoNuevo: boolean;
}

export function useCompartirInforme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompartirInforme) => {
      if (input.esInvitadoNuevo) {
        await apiRequest<UsuarioAsociado>(`/UsuariosActivos/${input.idUsuarioActual}`, {
          method: 'PUT',
          body: {
            emailCoordinadorInvitado: input.email,
            nombreCoordinadorInvitado: input.nombreInvitado ?? '',
            idControlCambios: input.idControl,
          } satisfies CoordinadorBody,
        });
      }
      return apiRequest<CompartirInformeReply>(
        `/ControlCambiosDia/${input.idControl}/InformeCambiosImportantes`,
        {
          method: 'POST',
          body: {
            email: input.email,
            idUsuarioActivo: input.idUsuarioActual,
            nombreInvitado: input.nombreInvitado ?? undefined,
          } satisfies CompartirInformeBody,
        },
      );
    },
    onSuccess: (_answer, input) => {
      void queryClient.invalidateQueries({ queryKey: controlKeys.control(input.idControl) });
      void queryClient.invalidateQueries({ queryKey: ['usuarios-asociados'] });
    },
  });
}

export function marcarTutorialVisto(tipoTutorial: number) {
  return apiRequest<void>(`/UsuariosActivos/Tutorial?tipoTutorial=${tipoTutorial}`, { method: 'PUT' });
}
