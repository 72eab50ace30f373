/** The query-result calls (seed 001 §7): the day's summary and its two paged lists. */
import type { PaginaConsulta, ResumenConsulta } from '@expediente/domain/contrato/resultado-consulta';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type PestanaConsulta = 'noConsultados' | 'parcialmente';

/**
 * The screen's summary: by id, or the newest consulted day's. The seed's IdFecha call takes today's
 * date; the server's clock decides what today is (the demo's simulated nights run ahead of the
 * browser's calendar), so the screen asks the server for its newest day instead of guessing it.
 */
export function useResumenConsulta(id: number | null) {
  return useQuery({
    queryKey: ['resultado-consulta', 'resumen', id ?? 'ultimo'],
    queryFn: ({ signal }) =>
      // Ultimo answers null (200) while nothing has been consulted yet.
      apiRequest<ResumenConsulta | null>(
        id === null ? '/ResumenConsultaAbogado/Ultimo' : `/ResumenConsultaAbogado/${id}`,
        { signal },
      ),
    retry: false,
  });
}

export function useExpedientesConsulta(id: number | undefined, pestana: PestanaConsulta, pagina: number) {
  const ruta =
    pestana === 'noConsultados' ? 'ExpedientesNoConsultados' : 'ExpedientesConsultadosParcialmente';
  return useQuery({
    queryKey: ['resultado-consulta', 'lista', id, pestana, pagina],
    queryFn: ({ signal }) =>
      apiRequest<PaginaConsulta>(`/ResumenConsultaAbogado/${id}/${ruta}?numeroPagina=${pagina}`, { signal }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useTutorialConsultaVisto() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/ResumenConsultaAbogado/${id}/TutorialVisto`, { method: 'PUT' }),
  });
}

/** The default tab: not consulted if any, else partially consulted (seed 001 §2). */
export function pestanaInicial(resumen: ResumenConsulta): PestanaConsulta {
  if (resumen.cantidadExpedientesNoConsultados > 0) return 'noConsultados';
  if (resumen.cantidadExpedientesConsultadosParcialmente > 0) return 'parcialmente';
  return 'noConsultados';
}

/** What each source's row status means (seed 001 §4: 9, 2, 11, 10, 3), in the lawyer's words. */
export const ESTADO_FUENTE_TEXTO: Record<number, { texto: string; color: string }> = {
  9: { texto: 'consultada, con una alerta', color: 'orange' },
  2: { texto: 'consultada', color: 'green' },
  11: { texto: 'consultada; es el proceso principal entre varios resultados', color: 'teal' },
  10: { texto: 'consultada; resultado adicional de la misma fuente', color: 'gray' },
  3: { texto: 'no consultada', color: 'red' },
};
