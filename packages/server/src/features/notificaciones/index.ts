/**
 * The door of the notificaciones feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { leerPreferencias } from './preferencias.ts';
