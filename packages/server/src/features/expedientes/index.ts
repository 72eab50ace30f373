/**
 * The door of the expedientes feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { createExpediente, enqueueAll } from './create-expediente.ts';
export { findOwnExpediente, getExpediente } from './get-expedientes.ts';
export { assertCupoProcesos, assertTamanoCarga, tipoLimite } from './limites-plan.ts';
export { listExpedientes } from './list-expedientes.ts';
export { ETAPA_PROCESAL } from './lista-maestra.ts';
export { parseResumen } from './parse-resumen.ts';
export { refrescarTerminosJob } from './terminos-tras-el-cierre.ts';
