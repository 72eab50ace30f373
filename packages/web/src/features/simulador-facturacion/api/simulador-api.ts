/** The simulator's calls: the onboarding lookup (seed 002 §7) and the 'call you' survey, as the contract types them. */
import type {
  OnboardingUsuario,
  SolicitudLlamadaBody,
  SolicitudLlamadaEnviada,
} from '@expediente/domain/contrato/simulador';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useOnboardingUsuario() {
  return useQuery({
    queryKey: ['simulador', 'onboarding-usuario'],
    queryFn: ({ signal }) => apiRequest<OnboardingUsuario>('/OnboardingUsuarioMigrado', { signal }),
    // Seed 002 §8: a failed lookup is silent (the button simply stays hidden).
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useSolicitarLlamada() {
  return useMutation({
    mutationFn: (solicitud: SolicitudLlamadaBody) =>
      apiRequest<SolicitudLlamadaEnviada>('/SolicitudesLlamada', { method: 'POST', body: solicitud }),
  });
}
