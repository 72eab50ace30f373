/**
 * The door of the registro feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
// Nothing yet: no other feature uses bulk loads; app.ts registers their routes like every feature's.
export {};
