/**
 * The wire contract of the guides' seen calls (seed 002 §7 PUT UsuarioExpedienteDigital/{guía}/Visto):
 * the path segment of each call and the session-user flag it sets, which GET UsuarioExpedienteDigital
 * reads back (contrato/cuenta). The calls carry no body and answer 204.
 */
import type { UsuarioExpedienteDigital } from './cuenta.ts';

export const BANDERA_DE_GUIA = {
  GuiaBienvenida: 'yaAccedioPorPrimeraVez',
  GuiaNotificaciones: 'guiaNotificacionesVista',
  pestanyaNotificaciones: 'yaAccedioPorPrimeraVezNotificaciones',
} as const satisfies Record<string, keyof UsuarioExpedienteDigital>;

export type Guia = keyof typeof BANDERA_DE_GUIA;
export const GUIAS = Object.keys(BANDERA_DE_GUIA) as Guia[];
