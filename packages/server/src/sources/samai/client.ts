/** samaicore connector (Samai, id 4): the Consejo de Estado's integration API, never the CAPTCHA'd web page. */
import { type FuenteId, isRadicado } from '@expediente/domain';
import {
  BlockedSourceError,
  NotFoundInSourceError,
  SchemaDriftError,
  TransientSourceError,
} from '../errors.ts';
import type { PoliteHttpClient, ResponseVerdict, SourceResponse } from '../http/polite-client.ts';
import type {
  ActuacionFuente,
  DetalleProceso,
  DocumentoFuente,
  ProcesoEnFuente,
  ProcessRef,
  SourceConnector,
} from '../types.ts';
import {
  actuacionesAfter,
  corporacionOf,
  parseCorporacionesEncontradas,
  parseDatosProceso,
  parseHistorial,
  type SamaiDatos,
} from './parse.ts';

export const SAMAI_WEB_BASE_URL = 'https://samai.consejodeestado.gov.co';
/** Public calls end in `/2` ("modo"). */
const MODO = '2';

export interface SamaiConnectorOptions {
  fuenteId: FuenteId;
  /** e.g. https://samaicore.consejodeestado.gov.co/api */
  baseUrl: string;
  http: PoliteHttpClient;
  /** Where the manual link (urlDespacho) points. */
  webBaseUrl?: string;
  /** Sent as `ApiKey` when the Consejo de Estado issues one (sources.md §1.4 caveat). */
  apiKey?: string;
  /** Corporations tried after the radicado's own (e.g. the tribunal hearing an appeal). */
  extraCorporaciones?: string[];
  /** ObtenerDatosProcesoGet takes 19–60 s on some courts. */
  slowTimeoutMs?: number;
  /** After a 401, how long that endpoint is skipped (its public fallback is used meanwhile). */
  apiKeyRecheckMs?: number;
}

/**
 * 403/429 come from the gateway in front of the whole host: pause it. A 401 is samaicore itself saying
 * that this one call wants an ApiKey (reported since 2026 for the search, the historial and the parties,
 * while ObtenerDatosProcesoGet stays public): the host is healthy, so the answer goes back to the
 * connector, which marks only that endpoint (see `restricted`).
 */
function classifySamai(response: SourceResponse): ResponseVerdict {
  if (response.status === 403 || response.status === 429) return 'blocked';
  if (response.status >= 500) return 'transient';
  return 'ok';
}

/** The samaicore calls that may answer 401 without an ApiKey. */
export type SamaiRestrictedEndpoint = 'BuscarProcesoTodoSamai' | 'HistorialActuaciones';

/** The Consejo de Estado's corporación code. */
const CONSEJO_DE_ESTADO = '1100103';

/**
 * The tribunales administrativos by department (DANE): `DD00123`, except Cundinamarca's `2500023`, which
 * also hears Bogotá's juzgados. Departments without a tribunal of their own are absent. Codes as
 * another public client lists them (sources.md §1.4: "the 27 tribunals + CE").
 */
const TRIBUNAL_POR_DEPARTAMENTO: Record<string, string> = Object.fromEntries([
  ...'05 08 13 15 17 18 19 20 23 27 41 44 47 50 52 54 63 66 68 70 73 76 81 85 86 88'
    .split(' ')
    .map((departamento) => [departamento, `${departamento}00123`]),
  ['25', '2500023'],
  ['11', '2500023'],
]);

/**
 * Where a radicado may be when BuscarProcesoTodoSamai cannot say (401): its own corporación, the
 * tribunal of its department (appeals of a juzgado) and the Consejo de Estado, each asked through the
 * public ObtenerDatosProcesoGet — the same order another public client uses without an ApiKey.
 */
export function corporacionesPublicas(radicado: string): string[] {
  const tribunal = TRIBUNAL_POR_DEPARTAMENTO[radicado.slice(0, 2)];
  return [...new Set([radicado.slice(0, 7), ...(tribunal ? [tribunal] : []), CONSEJO_DE_ESTADO])];
}

/** How long an endpoint that answered 401 is not asked again (once per night's run, in practice). */
export const SAMAI_API_KEY_RECHECK_MS = 6 * 60 * 60_000;

function isEmptyAnswer(response: SourceResponse): boolean {
  const text = response.text().trim();
  return (
    response.status === 404 || response.status === 204 || text === '' || text === 'null' || text === '[]'
  );
}

export class SamaiConnector implements SourceConnector {
  readonly fuenteId: FuenteId;
  private readonly baseUrl: string;
  /** Endpoint → until when it is known to answer 401 with the headers this connector sends. */
  private readonly needsApiKeyUntil = new Map<SamaiRestrictedEndpoint, number>();

  constructor(private readonly options: SamaiConnectorOptions) {
    this.fuenteId = options.fuenteId;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  /** The endpoints that answered 401 within the recheck window (for logs and tests). */
  endpointsNeedingApiKey(): SamaiRestrictedEndpoint[] {
    const now = this.options.http.options.clock.now();
    return [...this.needsApiKeyUntil].filter(([, until]) => until > now).map(([endpoint]) => endpoint);
  }

  /**
   * A juzgado's radicado names its own corporación in its first 7 digits; appeals live elsewhere, so
   * BuscarProcesoTodoSamai is asked where else it is. Each hit is then read from ObtenerDatosProcesoGet,
   * whose shape is documented and which stays public without an ApiKey.
   */
  async findRadicado(radicado: string): Promise<ProcesoEnFuente[]> {
    if (!isRadicado(radicado)) throw new RangeError('El radicado debe tener 23 dígitos');
    const corporaciones = [
      ...new Set([
        radicado.slice(0, 7),
        ...(await this.discoverCorporaciones(radicado)),
        ...(this.options.extraCorporaciones ?? []),
      ]),
    ];
    const found: ProcesoEnFuente[] = [];
    const seen = new Set<string>();
    for (const corporacion of corporaciones) {
      const datos = await this.fetchDatos(radicado, corporacion);
      if (!datos) continue;
      // One client reports that this call may answer whatever corporación is asked (sources.md §1.4):
      // the same office answering twice is one process, kept under the first corporación asked.
      const identity = datos.detalle.codigoDespacho ?? corporacion;
      if (seen.has(identity)) continue;
      seen.add(identity);
      found.push(datos.proceso);
    }
    return found;
  }

  async getDetail(ref: ProcessRef): Promise<DetalleProceso> {
    const datos = await this.fetchDatos(ref.radicado, corporacionOf(ref));
    if (!datos) throw new NotFoundInSourceError(`SAMAI no tiene el proceso ${ref.radicado}`);
    return datos.detalle;
  }

  /**
   * HistorialActuaciones when it answers; when it wants an ApiKey we do not have (401), the same
   * actuaciones from ObtenerDatosProcesoGet's envelope, which stays public (slower, one call either way).
   */
  async getActuacionesSince(ref: ProcessRef, lastKnownKey?: string): Promise<ActuacionFuente[]> {
    const historial = await this.fetchHistorial(ref);
    if (historial) return actuacionesAfter(historial, lastKnownKey);
    const datos = await this.fetchDatos(ref.radicado, corporacionOf(ref));
    return actuacionesAfter(datos?.actuaciones ?? [], lastKnownKey);
  }

  /** HistorialActuaciones lists no documents: they are read from ObtenerDatosProcesoGet (slow). */
  async getDocuments(ref: ProcessRef): Promise<DocumentoFuente[]> {
    const datos = await this.fetchDatos(ref.radicado, corporacionOf(ref));
    if (!datos) throw new NotFoundInSourceError(`SAMAI no tiene el proceso ${ref.radicado}`);
    return datos.documentos;
  }

  /**
   * Best effort: the search's shape is not public, so a failure means "no hints". When it wants an
   * ApiKey (401), the public path replaces it: the likely corporaciones (corporacionesPublicas), each
   * asked through ObtenerDatosProcesoGet by findRadicado.
   */
  private async discoverCorporaciones(radicado: string): Promise<string[]> {
    try {
      const response = await this.restricted(
        'BuscarProcesoTodoSamai',
        `/BuscarProcesoTodoSamai/${radicado}/${MODO}`,
      );
      if (!response) return corporacionesPublicas(radicado);
      if (response.status !== 200) return [];
      return parseCorporacionesEncontradas(response.text());
    } catch (error) {
      if (error instanceof BlockedSourceError || error instanceof TransientSourceError) return [];
      throw error;
    }
  }

  private async fetchDatos(radicado: string, corporacion: string): Promise<SamaiDatos | null> {
    const response = await this.get(`/ObtenerDatosProcesoGet/${corporacion}/${radicado}/${MODO}`, true);
    if (response.status === 401) {
      // The public call itself wants a key: nothing to fall back to. The host is not paused.
      throw new BlockedSourceError(
        'SAMAI exige ApiKey también para ObtenerDatosProcesoGet (configure SOURCE_SAMAI_API_KEY)',
        this.recheckMs(),
        { url: response.url, status: 401 },
      );
    }
    if (isEmptyAnswer(response)) return null;
    this.expectOk(response, 'SAMAI datos del proceso');
    return parseDatosProceso(
      response.text(),
      corporacion,
      this.options.webBaseUrl ?? SAMAI_WEB_BASE_URL,
      (funchash) =>
        `${this.baseUrl}/DescargarProvidenciaPublica/${corporacion}/${radicado}/${funchash}/${MODO}`,
    );
  }

  /** null when HistorialActuaciones wants an ApiKey (now or within the recheck window). */
  private async fetchHistorial(ref: ProcessRef): Promise<ActuacionFuente[] | null> {
    const corporacion = corporacionOf(ref);
    const response = await this.restricted(
      'HistorialActuaciones',
      `/Procesos/HistorialActuaciones/${corporacion}/${ref.radicado}/${MODO}`,
    );
    if (!response) return null;
    if (isEmptyAnswer(response)) return [];
    this.expectOk(response, 'SAMAI historial');
    return parseHistorial(response.text());
  }

  /**
   * A call that may answer 401 without an ApiKey: null when it did (the endpoint is then skipped until
   * the recheck window ends, so a night asks it once), the answer otherwise. Only this endpoint is
   * marked; the host and its public calls go on.
   */
  private async restricted(endpoint: SamaiRestrictedEndpoint, path: string): Promise<SourceResponse | null> {
    const now = this.options.http.options.clock.now();
    if ((this.needsApiKeyUntil.get(endpoint) ?? 0) > now) return null;
    const response = await this.get(path, false);
    if (response.status === 401) {
      this.needsApiKeyUntil.set(endpoint, this.options.http.options.clock.now() + this.recheckMs());
      return null;
    }
    this.needsApiKeyUntil.delete(endpoint);
    return response;
  }

  private recheckMs(): number {
    return this.options.apiKeyRecheckMs ?? SAMAI_API_KEY_RECHECK_MS;
  }

  private get(path: string, isSlow: boolean): Promise<SourceResponse> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.options.apiKey) headers.ApiKey = this.options.apiKey;
    return this.options.http.request(`${this.baseUrl}${path}`, {
      headers,
      classify: classifySamai,
      timeoutMs: isSlow ? (this.options.slowTimeoutMs ?? 90_000) : undefined,
    });
  }

  private expectOk(response: SourceResponse, what: string): void {
    if (response.status === 200) return;
    throw new SchemaDriftError(
      `${what}: respuesta ${response.status} inesperada`,
      [response.text().slice(0, 200)],
      {
        url: response.url,
        status: response.status,
      },
    );
  }
}
