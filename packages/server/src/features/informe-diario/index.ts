/**
 * The door of the informe-diario feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { enviarInformesJob } from './jobs.ts';
