/**
 * Términos, a shared service (not a feature: no routes): our término of an actuación on the
 * judicial calendar and a case's one pending término, as the card, the reports, the calendar feed,
 * the webhooks and the change control all show it. Features import it from here; the calendar it
 * computes on comes from features/cierres-judiciales (the stored closures), through its index.ts.
 */
export type { ActuacionConTermino } from './termino-de-actuacion.ts';
export {
  columnasDelTermino,
  presentarTermino,
  terminoDeActuacion,
  venceActuacion,
} from './termino-de-actuacion.ts';
export type { TerminoPendiente } from './termino-pendiente.ts';
export { reglaDeLaFuente, terminosPendientes, terminoVigente } from './termino-pendiente.ts';
