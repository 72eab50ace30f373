/**
 * The door of the fuentes feature (the lawyer's sources of a case: activation, stored data, documents;
 * the court connectors themselves are `sources/`): what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */

export { reservarConsultas } from './cupo-consultas.ts';
export { encolarActivacion, registrarFilaDeFuente } from './solicitar-activacion.ts';
export { activarFuente } from './trabajo-de-activacion.ts';
