/**
 * The door of the control-cambios feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */

export type { CambioRow } from './presentar-cambio.ts';
export { ORDEN_DE_REVISION, presentarCambio, seleccionarCambios } from './presentar-cambio.ts';
