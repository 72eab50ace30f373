/**
 * Where 'Control de cambios' in the side panel leads: today's control (Bogotá), else the latest
 * day with one, else the calendar.
 */
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { fetchControlPorFecha, idFechaDe } from './control-api.ts';
import type { ControlHistorialItem } from './types.ts';

export async function rutaDelControlDeHoy(): Promise<string> {
  try {
    const control = await fetchControlPorFecha(idFechaDe(new Date()));
    return `/admin/ControlCambios/${control.id}`;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  const historial = await apiRequest<ControlHistorialItem[]>('/ControlCambiosDia/Historial');
  return historial[0] ? `/admin/ControlCambios/${historial[0].id}` : '/admin/CalendarioDeCambios';
}
