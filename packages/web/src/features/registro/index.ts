/**
 * The door of the registro feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { cargasRootKey, consultarRadicados, requestLoad } from './carga/api/carga-api.ts';
export { CargaMasivaBanner } from './carga/carga-banner.tsx';
