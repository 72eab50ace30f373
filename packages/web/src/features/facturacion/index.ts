/**
 * The door of the facturacion feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { useIsRegistroBloqueado } from './api/use-facturacion.ts';
export { BillingWarningBanner } from './components/billing-warning-banner.tsx';
export { FacturasBanner } from './components/facturas-banner.tsx';
export { formatearCop } from './format-cop.ts';
