/**
 * The door of the notificaciones feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { useContadoresMenu } from './api/contadores-menu.ts';
export { usePreferenciasNotificacion } from './api/preferencias-api.ts';
