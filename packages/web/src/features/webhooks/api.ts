/** The profile's webhook calls (decision 0016); their shapes are the contract's. */
import { formatearFechaHora } from '@expediente/domain';
import type {
  CrearWebhookBody,
  Entrega,
  PaginaEntregas,
  Webhook,
  WebhookCreado,
} from '@expediente/domain/contrato/webhooks';
import { apiRequest } from '../../lib/api-client.ts';

export const webhooksKey = ['webhooks'] as const;
export const entregasKey = (idWebhook: number, pagina: number) =>
  ['webhooks', idWebhook, 'entregas', pagina] as const;

export const listarWebhooks = (signal?: AbortSignal) => apiRequest<Webhook[]>('/Webhooks', { signal });
export const crearWebhook = (datos: CrearWebhookBody) =>
  apiRequest<WebhookCreado>('/Webhooks', { method: 'POST', body: datos });
export const revocarWebhook = (id: number) => apiRequest<void>(`/Webhooks/${id}`, { method: 'DELETE' });
export const listarEntregas = (idWebhook: number, pagina: number, signal?: AbortSignal) =>
  apiRequest<PaginaEntregas>(`/Webhooks/${idWebhook}/Entregas?pagina=${pagina}`, {
    signal,
  });
export const reenviarEntrega = (id: number) =>
  apiRequest<Entrega>(`/Webhooks/Entregas/${id}/Reenviar`, { method: 'POST' });
/** Queues a signed 'prueba' event for this webhook; it shows in its delivery log. */
export const enviarEventoDePrueba = (idWebhook: number) =>
  apiRequest<Entrega>(`/Webhooks/${idWebhook}/Prueba`, { method: 'POST' });

/** dd/mm/yyyy hh:mm in Bogotá time, whatever the browser's zone. */
export function fechaHora(iso: string | null): string {
  return iso ? formatearFechaHora(new Date(iso)) : '—';
}

export const ETIQUETA_EVENTO: Record<string, string> = {
  'cambio.creado': 'Nuevo cambio',
  'termino.creado': 'Nuevo término',
  'carga.finalizada': 'Carga masiva finalizada',
  prueba: 'Evento de prueba',
};
