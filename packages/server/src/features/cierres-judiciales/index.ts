/**
 * The door of the cierres-judiciales feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export {
  asegurarCalendario,
  calendarioActual,
  despachoDelRadicado,
  versionDelCalendario,
} from './calendario-vigente.ts';
