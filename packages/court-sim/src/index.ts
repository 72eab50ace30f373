/** Public surface of the court simulator: the server and the pure data functions tests rely on. */
export { ACTIVIDADES, type Actividad, leerActividad } from './actividad.ts';
export { CADENA_AJUSTADA } from './actividad-ajustada.ts';
export { type ActuacionSimulada, actuacionesUntil, tipoOn } from './actuaciones.ts';
export { isBusinessDay, nextBusinessDay, previousBusinessDay, toDay, toIso } from './dates.ts';
export { type Despacho, decodeDespacho, ENTIDADES_SAMAI, samaiCorporacion } from './despacho.ts';
export { estadoDelDia, type FilaEstado } from './estados.ts';
export type { FaultConfig } from './faults.ts';
export {
  casosDeLitigante,
  esDeLitigante,
  litiganteFrecuente,
  PRIMER_ANYO_LITIGANTE,
  radicadosDeLitigante,
} from './litigantes.ts';
export { cpnuName, plainName, stripAccents } from './names.ts';
export {
  docketSize,
  hasEmplazados,
  hasSegundoProceso,
  isInDocket,
  isNotFound,
  isPrivate,
  type ProcesoSimulado,
  procesosOf,
} from './proceso.ts';
export { ESTRUCTURA_ESTADOS, PORTLET } from './publicaciones-html.ts';
export { isSiugjDespacho } from './routes/publicaciones.ts';
export { sampleRadicados } from './sample.ts';
export { buildCourtSim, type CourtSim, type CourtSimOptions, startCourtSim } from './server.ts';
export { type SimSource, type SimStats, SOURCES } from './stats.ts';
