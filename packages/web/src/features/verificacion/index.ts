/**
 * The door of the verificacion feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { useVerificarProcesos } from './use-verificar-procesos.ts';
