/**
 * The door of the facturacion feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */

export {
  exigirFacturacionAlDia,
  leerEstadoFacturacion,
} from './estado-facturacion.ts';
export type { Periodo } from './periodos.ts';
export { periodoDeCodigo } from './periodos.ts';
