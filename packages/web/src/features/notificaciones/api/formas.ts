/**
 * The three formats of the morning e-mail (seed 001 §2 'Notification settings'), as read in
 * docs/decisions/0006: each maps to formaNotificacion and its two companion flags.
 */
import type { GuardarPreferencias, PreferenciasNotificacion } from './preferencias-api.ts';

export interface FormaNotificacionOpcion {
  valor: 'null' | '0' | '1';
  titulo: string;
  descripcion: string;
  cuerpo: Pick<GuardarPreferencias, 'formaNotificacion' | 'enviarResumen' | 'enviarNotificacionesPorDefecto'>;
}

export const FORMAS_NOTIFICACION: FormaNotificacionOpcion[] = [
  {
    valor: 'null',
    titulo: 'Automática (recomendada)',
    descripcion:
      'Un correo por cada proceso con cambios mientras tengas hasta 50 procesos; con más de 50, un solo correo con todos los cambios del día.',
    cuerpo: { formaNotificacion: null, enviarResumen: false, enviarNotificacionesPorDefecto: true },
  },
  {
    valor: '0',
    titulo: 'Un solo correo con el resumen del día',
    descripcion: 'Todos los cambios de la noche agrupados en un correo antes de las 8:00 a. m.',
    cuerpo: { formaNotificacion: 0, enviarResumen: true, enviarNotificacionesPorDefecto: false },
  },
  {
    valor: '1',
    titulo: 'Un correo por cada proceso con cambios',
    descripcion: 'Cada proceso con novedades llega en su propio correo, con su radicado en el asunto.',
    cuerpo: { formaNotificacion: 1, enviarResumen: false, enviarNotificacionesPorDefecto: false },
  },
];

export function opcionActual(preferencias: Pick<PreferenciasNotificacion, 'formaNotificacion'>) {
  return FORMAS_NOTIFICACION.find(
    (opcion) => opcion.cuerpo.formaNotificacion === preferencias.formaNotificacion,
  );
}
