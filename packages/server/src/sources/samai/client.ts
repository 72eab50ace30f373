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
}

function classifySamai(response: SourceResponse): ResponseVerdict {
  // Without the ApiKey every call fails alike: pause the host instead of hammering it.
  if (response.status === 401 || response.status === 403 || response.status === 429) return 'blocked';
  if (response.status >= 500) return 'transient';
  return 'ok';
}

function isEmptyAnswer(response: SourceResponse): boolean {
  const text = response.text().trim();
  return (
    response.status === 404 || response.status === 204 || text === '' || text === 'null' || text === '[]'
  );
}

export class SamaiConnector implements SourceConnector {
  readonly fuenteId: FuenteId;
  private readonly baseUrl: string;

  constructor(private readonly options: SamaiConnectorOptions) {
    this.fuenteId = options.fuenteId;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
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

  async getActuacionesSince(ref: ProcessRef, lastKnownKey?: string): Promise<ActuacionFuente[]> {
    return actuacionesAfter(await this.fetchHistorial(ref), lastKnownKey);
  }

  /** HistorialActuaciones lists no documents: they are read from ObtenerDatosProcesoGet (slow). */
  async getDocuments(ref: ProcessRef): Promise<DocumentoFuente[]> {
    const datos = await this.fetchDatos(ref.radicado, corporacionOf(ref));
    if (!datos) throw new NotFoundInSourceError(`SAMAI no tiene el proceso ${ref.radicado}`);
    return datos.documentos;
  }

  /** Best effort: the search's shape is not public and may need an ApiKey, so any failure means "no hints". */
  private async discoverCorporaciones(radicado: string): Promise<string[]> {
    try {
      const response = await this.get(`/BuscarProcesoTodoSamai/${radicado}/${MODO}`, false);
      if (response.status !== 200) return [];
      return parseCorporacionesEncontradas(response.text());
    } catch (error) {
      if (error instanceof BlockedSourceError || error instanceof TransientSourceError) return [];
      throw error;
    }
  }

  private async fetchDatos(radicado: string, corporacion: string): Promise<SamaiDatos | null> {
    const response = await this.get(`/ObtenerDatosProcesoGet/${corporacion}/${radicado}/${MODO}`, true);
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

  private async fetchHistorial(ref: ProcessRef): Promise<ActuacionFuente[]> {
    const corporacion = corporacionOf(ref);
    const response = await this.get(
      `/Procesos/HistorialActuaciones/${corporacion}/${ref.radicado}/${MODO}`,
      false,
    );
    if (isEmptyAnswer(response)) return [];
    this.expectOk(response, 'SAMAI historial');
    return parseHistorial(response.text());
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
