/**
 * The door of the estadisticas feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { TarjetaRotativa } from './components/tarjeta-rotativa.tsx';
export { abrirCuentaEnDatos, abrirEstadisticas, useVistaEstadisticas } from './estadisticas-store.ts';
