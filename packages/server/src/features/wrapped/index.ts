/**
 * The door of the wrapped feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { MINUTOS_POR_CONSULTA_MANUAL } from './calcular-wrapped.ts';
