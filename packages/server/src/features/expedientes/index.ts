/**
 * The door of the expedientes feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { crearExpediente, encolarTodas } from './crear-expediente.ts';
export {
  buscarExpedientePropio,
  leerExpediente,
} from './leer-expedientes.ts';
export { exigirCupoProcesos, exigirTamanoCarga, tipoLimite } from './limites-plan.ts';
export { ETAPA_PROCESAL } from './lista-maestra.ts';
export { listarExpedientes, listarExpedientesConTotal } from './listar-expedientes.ts';
export { refrescarTerminosJob } from './terminos-tras-el-cierre.ts';
export { validarResumen } from './validar-resumen.ts';
