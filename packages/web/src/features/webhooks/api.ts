/** The profile's webhook calls (decision 0016) and their shapes. */
import { formatearFechaHora } from '@expediente/domain';
import { apiRequest } from '../../lib/api-client.ts';

export interface Webhook {
  id: number;
  url: string;
  descripcion: string;
  creadoEn: string;
  revocadoEn: string | null;
  pendientes: number;
  fallidas: number;
}

export interface WebhookCreado extends Webhook {
  /** Shown once, right after creation. */
  secreto: string;
}

export type EstadoEntrega = 'pendiente' | 'entregado' | 'fallido';

export interface Entrega {
  id: number;
  idEvento: string;
  tipo: string;
  estado: EstadoEntrega;
  intentos: number;
  creadaEn: string;
  proximoIntentoEn: string | null;
  entregadaEn: string | null;
  ultimoEstadoHttp: number | null;
  ultimoError: string | null;
}

export const webhooksKey = ['webhooks'] as const;
export const entregasKey = (idWebhook: number, pagina: number) =>
  ['webhooks', idWebhook, 'entregas', pagina] as const;

export const listarWebhooks = (signal?: AbortSignal) => apiRequest<Webhook[]>('/Webhooks', { signal });
export const crearWebhook = (datos: { url: string; descripcion: string }) =>
  apiRequest<WebhookCreado>('/Webhooks', { method: 'POST', body: datos });
export const revocarWebhook = (id: number) => apiRequest<void>(`/Webhooks/${id}`, { method: 'DELETE' });
export const listarEntregas = (idWebhook: number, pagina: number, signal?: AbortSignal) =>
  apiRequest<{ entregas: Entrega[]; hayMas: boolean }>(`/Webhooks/${idWebhook}/Entregas?pagina=${pagina}`, {
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
