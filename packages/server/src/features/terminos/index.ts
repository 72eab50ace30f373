/**
 * The door of the terminos feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { presentarTermino, terminoDeActuacion, venceActuacion } from './termino-de-actuacion.ts';
export type { TerminoPendiente } from './termino-pendiente.ts';
export { reglaDeLaFuente, terminosPendientes, terminoVigente } from './termino-pendiente.ts';
