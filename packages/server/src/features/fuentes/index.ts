/**
 * The door of the fuentes feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { activateSource } from './activation-job.ts';
export { enqueueActivation, registerSourceRow } from './request-activation.ts';
