/**
 * The door of the api-publica feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { ClavesApiCard } from './claves-api-card.tsx';
