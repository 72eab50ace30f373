/**
 * What the rest of the server uses from the court connectors (HTTP to the courts and parsing their
 * answers). Not `features/fuentes`, the lawyer's routes to activate a source and read what was stored.
 */
export { CpnuConnector } from './cpnu/client.ts';
export { belongsToVariant, type CpnuVariant, isTybaUbicacion } from './cpnu/variants.ts';
export {
  DEFAULT_HTTP_OPTIONS,
  DEFAULT_USER_AGENT,
  type HostPolicy,
  type HttpOptions,
  type HttpOptionsInput,
  resolveHttpOptions,
} from './http/options.ts';
export { PoliteHttpClient } from './http/polite-client.ts';
export { extractPdfText } from './publicaciones/pdf-text.ts';
export {
  createSourceRegistry,
  PRODUCTION_BASE_URLS,
  type SourceBaseUrls,
  type SourceRegistry,
  type SourceRegistryOptions,
  simulatorBaseUrls,
} from './registry.ts';
export * from './types.ts';
