/**
 * The onboarding calls (seed 002 §7): the guides' seen flags on UsuarioExpedienteDigital and the
 * product communications (the active one, its seen mark, and the administrator's publishing).
 */
import type { ComunicacionEntrada } from '@expediente/domain';
import type {
  Comunicacion,
  ComunicacionActiva,
  ComunicacionPublicada,
} from '@expediente/domain/contrato/comunicaciones';
import type { UsuarioExpedienteDigital } from '@expediente/domain/contrato/cuenta';
import type { BANDERA_DE_GUIA, Guia } from '@expediente/domain/contrato/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The session flag each call sets, so the screen reflects it without waiting for a refetch. */
const BANDERA: typeof BANDERA_DE_GUIA = {
  GuiaBienvenida: 'yaAccedioPorPrimeraVez',
  GuiaNotificaciones: 'guiaNotificacionesVista',
  pestanyaNotificaciones: 'yaAccedioPorPrimeraVezNotificaciones',
};

const USUARIO_KEY = ['cuenta', 'usuario-expediente-digital'];

export function useMarcarGuiaVista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guia: Guia) =>
      apiRequest<void>(`/UsuarioExpedienteDigital/${guia}/Visto`, { method: 'PUT' }),
    // Flip the flag at once: a guide the user closed must not come back while the call is in flight.
    onMutate: (guia) => {
      queryClient.setQueryData<UsuarioExpedienteDigital>(USUARIO_KEY, (usuario) =>
        usuario ? { ...usuario, [BANDERA[guia]]: true } : usuario,
      );
    },
  });
}

const ACTIVA_KEY = ['comunicaciones', 'activa'];

export function useComunicacionActiva(enabled: boolean) {
  return useQuery({
    queryKey: ACTIVA_KEY,
    queryFn: ({ signal }) => apiRequest<ComunicacionActiva>('/ComunicacionesProducto/Activa', { signal }),
    enabled,
    retry: false,
    staleTime: 10 * 60_000,
  });
}

export function useMarcarComunicacionVista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/ComunicacionesProducto/Visto/${id}?dispositivo=0`, { method: 'PUT' }),
    onMutate: () => {
      queryClient.setQueryData<ComunicacionActiva>(ACTIVA_KEY, (activa) =>
        activa ? { ...activa, visto: true } : activa,
      );
    },
  });
}

const LISTA_KEY = ['comunicaciones', 'lista'];

export function useComunicacionesPublicadas() {
  return useQuery({
    queryKey: LISTA_KEY,
    queryFn: ({ signal }) => apiRequest<ComunicacionPublicada[]>('/ComunicacionesProducto', { signal }),
    retry: false,
  });
}

export function usePublicarComunicacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entrada: ComunicacionEntrada) =>
      apiRequest<Comunicacion>('/ComunicacionesProducto', { method: 'POST', body: entrada }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['comunicaciones'] });
    },
  });
}

export function useRetirarComunicacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<Comunicacion>(`/ComunicacionesProducto/${id}/Retirar`, { method: 'PUT' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['comunicaciones'] });
    },
  });
}
