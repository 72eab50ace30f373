/** Maps the seven seed sources (000 §1) onto connectors; base URLs are configuration (real hosts or the simulator). */
import { FUENTES, type FuenteId } from '@expediente/domain';
import { CpnuConnector } from './cpnu/client.ts';
import type { HttpOptionsInput } from './http/options.ts';
import { PoliteHttpClient } from './http/polite-client.ts';
import { PublicacionesConnector } from './publicaciones/client.ts';
import { SamaiConnector } from './samai/client.ts';
import { SiugjConnector } from './siugj/client.ts';
import { isPublicationConnector, type PublicationConnector, type SourceConnector } from './types.ts';

export interface SourceBaseUrls {
  cpnu: string;
  samai: string;
  publicaciones: string;
  siugj: string;
  /** Where SIUGJ courts' publications are listed; defaults to the Publicaciones Procesales portal. */
  siugjPublicaciones?: string;
}

/** The courts' real hosts (sources.md §1). */
export const PRODUCTION_BASE_URLS: SourceBaseUrls = {
  cpnu: 'https://consultaprocesos.ramajudicial.gov.co:448/api/v2',
  samai: 'https://samaicore.consejodeestado.gov.co/api',
  publicaciones: 'https://publicacionesprocesales.ramajudicial.gov.co',
  siugj: 'https://siugj.ramajudicial.gov.co',
};

/** The court simulator serves every source on one host under these prefixes. */
export function simulatorBaseUrls(simUrl: string): SourceBaseUrls {
  const root = simUrl.replace(/\/+$/, '');
  return {
    cpnu: `${root}/cpnu/api/v2`,
    samai: `${root}/samai/api`,
    publicaciones: `${root}/publicaciones`,
    siugj: `${root}/siugj`,
    siugjPublicaciones: `${root}/siugj/publicaciones`,
  };
}

export interface SourceRegistryOptions {
  baseUrls: SourceBaseUrls;
  /** Options for the shared polite client, or the client itself (one client = one politeness state per host). */
  http?: HttpOptionsInput | PoliteHttpClient;
  samaiApiKey?: string;
  samaiExtraCorporaciones?: string[];
  /** SIUGJ's buscador sits behind a reCAPTCHA page: off unless consciously enabled (sources.md §1.5). */
  siugjUseBuscador?: boolean;
}

export interface SourceRegistry {
  http: PoliteHttpClient;
  get(fuenteId: FuenteId): SourceConnector;
  /** EE, SIUGJ and PP; throws for a source that yields actuaciones. */
  getPublications(fuenteId: FuenteId): PublicationConnector;
  all(): SourceConnector[];
}

export function createSourceRegistry(options: SourceRegistryOptions): SourceRegistry {
  const http = options.http instanceof PoliteHttpClient ? options.http : new PoliteHttpClient(options.http);
  const { baseUrls } = options;
  const cpnu = (fuenteId: FuenteId, variant: 'Rama' | 'Tyba' | 'Unificada') =>
    new CpnuConnector({ fuenteId, variant, baseUrl: baseUrls.cpnu, http });

  const connectors = new Map<FuenteId, SourceConnector>([
    [0, cpnu(0, 'Rama')],
    [1, cpnu(1, 'Tyba')],
    [2, cpnu(2, 'Unificada')],
    [3, new PublicacionesConnector({ fuenteId: 3, baseUrl: baseUrls.publicaciones, http })],
    [
      4,
      new SamaiConnector({
        fuenteId: 4,
        baseUrl: baseUrls.samai,
        http,
        apiKey: options.samaiApiKey,
        extraCorporaciones: options.samaiExtraCorporaciones,
      }),
    ],
    [
      5,
      new SiugjConnector({
        fuenteId: 5,
        baseUrl: baseUrls.siugj,
        publicacionesBaseUrl: baseUrls.siugjPublicaciones ?? baseUrls.publicaciones,
        http,
        useBuscador: options.siugjUseBuscador ?? false,
      }),
    ],
    [6, new PublicacionesConnector({ fuenteId: 6, baseUrl: baseUrls.publicaciones, http })],
  ]);

  const get = (fuenteId: FuenteId): SourceConnector => {
    const connector = connectors.get(fuenteId);
    if (!connector) throw new RangeError(`Fuente desconocida: ${fuenteId}`);
    return connector;
  };

  return {
    http,
    get,
    getPublications(fuenteId) {
      const connector = get(fuenteId);
      if (!isPublicationConnector(connector))
        throw new RangeError(`La fuente ${fuenteId} no publica documentos`);
      return connector;
    },
    all: () => FUENTES.map((fuente) => get(fuente.id)),
  };
}
