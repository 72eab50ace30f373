/**
 * Where 'Control de cambios' in the side panel leads: the newest day with a control — today's
 * (Bogotá) once the night closed, else the latest before it; with the simulator's clock ahead of
 * the browser's (E2E, demos) the engine's newest day — else the calendar.
 */

import type { ControlHistorialItem } from '@expediente/domain/contrato/control-cambios';
import { apiRequest } from '../../../lib/api-client.ts';

export async function rutaDelControlDeHoy(): Promise<string> {
  // Newest first: today's control, when the night built one, is the first.
  const historial = await apiRequest<ControlHistorialItem[]>('/ControlCambiosDia/Historial');
  return historial[0] ? `/admin/ControlCambios/${historial[0].id}` : '/admin/CalendarioDeCambios';
}
