/**
 * The door of the control-cambios feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */

export type { CambioRow } from './present-cambio.ts';
export { presentCambio, REVIEW_ORDER, selectCambios } from './present-cambio.ts';
