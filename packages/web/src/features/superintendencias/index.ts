/**
 * The door of the superintendencias feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { useServiciosIntegradosHabilitado } from './api/superintendencias-api.ts';
export { SuperintendenciasWizard } from './components/superintendencias-wizard.tsx';
