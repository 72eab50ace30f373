/**
 * The door of the calendario-feed feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { CalendarioSuscripcionCard } from './calendario-suscripcion-card.tsx';
export { DescargarIcsButton } from './descargar-ics-button.tsx';
