/** CPNU API v2 connector, shared by Unificada, Tyba and Rama (see variants.ts). */
import { type FuenteId, isRadicado } from '@expediente/domain';
import { NotFoundInSourceError, SchemaDriftError } from '../errors.ts';
import type { PoliteHttpClient, ResponseVerdict, SourceResponse } from '../http/polite-client.ts';
import type {
  ActuacionFuente,
  BusquedaPorNombre,
  DetalleProceso,
  DocumentoFuente,
  ProcesoEnFuente,
  ProcessRef,
  ResultadoPorNombre,
  SourceConnector,
  SujetoProcesal,
} from '../types.ts';
import {
  isCourtTimeoutMessage,
  isMasDeMilMessage,
  parseActuaciones,
  parseBusquedaPorNombre,
  parseDetail,
  parseDocumentos,
  parseErrorMessage,
  parseSearch,
  parseSujetos,
  splitParties,
} from './parse.ts';
import { belongsToVariant, type CpnuVariant } from './variants.ts';

export interface CpnuConnectorOptions {
  fuenteId: FuenteId;
  variant: CpnuVariant;
  /** e.g. https://consultaprocesos.ramajudicial.gov.co:448/api/v2 */
  baseUrl: string;
  http: PoliteHttpClient;
  /** 40 actuaciones per page: 50 pages cover 2,000 new actuaciones between two checks. */
  maxActuacionPages?: number;
  maxSearchPages?: number;
  /** 40 sujetos per page. */
  maxSujetoPages?: number;
}

/** Full party lists already read, so a nightly re-check of an unchanged cut list costs no request. */
const REMEMBERED_PARTY_LISTS = 5_000;

function classifyCpnu(response: SourceResponse): ResponseVerdict {
  if (response.status === 403 || response.status === 429) return 'blocked';
  if (response.status >= 500) return 'transient';
  if (response.status === 404 && isCourtTimeoutMessage(response.text())) return 'transient';
  return 'ok';
}

export class CpnuConnector implements SourceConnector {
  readonly fuenteId: FuenteId;
  private readonly baseUrl: string;
  private readonly fullParties = new Map<string, { cut: string; sujetos: SujetoProcesal[] }>();

  constructor(private readonly options: CpnuConnectorOptions) {
    this.fuenteId = options.fuenteId;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async findRadicado(radicado: string): Promise<ProcesoEnFuente[]> {
    if (!isRadicado(radicado)) throw new RangeError('El radicado debe tener 23 dígitos');
    const found: ProcesoEnFuente[] = [];
    const maxPages = this.options.maxSearchPages ?? 5;
    for (let pagina = 1; pagina <= maxPages; pagina += 1) {
      const query = new URLSearchParams({ numero: radicado, SoloActivos: 'false', pagina: String(pagina) });
      const response = await this.get(`/Procesos/Consulta/NumeroRadicacion?${query}`);
      this.expectOk(response, 'CPNU búsqueda');
      const page = parseSearch(response.text());
      for (const proceso of page.items) {
        found.push(
          page.partiesCut.includes(proceso.ref.idProceso) ? await this.withFullParties(proceso) : proceso,
        );
      }
      if (page.pagina >= page.cantidadPaginas) break;
    }
    if (this.options.variant === 'Unificada') return found;
    const kept: ProcesoEnFuente[] = [];
    for (const proceso of found) {
      const ubicacion = await this.getDetail(proceso.ref).then(
        (detail) => detail.ubicacion,
        (error: unknown) => {
          if (error instanceof NotFoundInSourceError) return null;
          throw error;
        },
      );
      if (belongsToVariant(this.options.variant, ubicacion)) kept.push(proceso);
    }
    return kept;
  }

  /**
   * The search by party name in one despacho, every page (20 rows each), `SoloActivos=false` as in
   * any monitoring read. Stops after the first page when the rest would take more than `maxPaginas`
   * pages: reading them would cost more than the per-radicado searches it replaces.
   */
  async findByParty(busqueda: BusquedaPorNombre, maxPaginas: number): Promise<ResultadoPorNombre> {
    const procesos: ProcesoEnFuente[] = [];
    let solicitudes = 0;
    for (let pagina = 1; ; pagina += 1) {
      const query = new URLSearchParams({
        nombre: busqueda.nombre,
        tipoPersona: busqueda.tipoPersona,
        SoloActivos: 'false',
        codificacionDespacho: busqueda.codificacionDespacho,
        pagina: String(pagina),
      });
      const response = await this.get(`/Procesos/Consulta/NombreRazonSocial?${query}`);
      solicitudes += 1;
      if (response.status === 400 && isMasDeMilMessage(parseErrorMessage(response.text()) ?? ''))
        return { completa: false, cantidadRegistros: null, solicitudes };
      this.expectOk(response, 'CPNU búsqueda por nombre');
      const page = parseBusquedaPorNombre(response.text());
      if (page.cantidadPaginas > maxPaginas)
        return { completa: false, cantidadRegistros: page.cantidadRegistros, solicitudes };
      procesos.push(...page.items);
      // Our own page count ends the loop: a court echoing page 1 must not keep it asking.
      if (pagina >= page.cantidadPaginas)
        return { completa: true, procesos, cantidadRegistros: page.cantidadRegistros, solicitudes };
    }
  }

  async getDetail(ref: ProcessRef): Promise<DetalleProceso> {
    const response = await this.get(`/Proceso/Detalle/${encodeURIComponent(ref.idProceso)}`);
    if (response.status === 404) {
      throw new NotFoundInSourceError(parseErrorMessage(response.text()) ?? 'Proceso no encontrado en CPNU', {
        url: response.url,
        status: 404,
      });
    }
    this.expectOk(response, 'CPNU detalle');
    return parseDetail(response.text(), ref.idProceso);
  }

  /** Every party of a process, paging /Proceso/Sujetos (40 per page) through the polite client. */
  async getSujetos(ref: ProcessRef): Promise<SujetoProcesal[]> {
    const sujetos: SujetoProcesal[] = [];
    const maxPages = this.options.maxSujetoPages ?? 25;
    for (let pagina = 1; pagina <= maxPages; pagina += 1) {
      const response = await this.get(
        `/Proceso/Sujetos/${encodeURIComponent(ref.idProceso)}?pagina=${pagina}`,
      );
      this.expectOk(response, 'CPNU sujetos');
      const page = parseSujetos(response.text());
      sujetos.push(...page.items);
      // Asking past the last page is a 500 ("Index was out of range"), so stop at the count.
      if (page.pagina >= page.cantidadPaginas) break;
    }
    return sujetos;
  }

  async getActuacionesSince(ref: ProcessRef, lastKnownKey?: string): Promise<ActuacionFuente[]> {
    const collected: ActuacionFuente[] = [];
    const seen = new Set<string>();
    const maxPages = this.options.maxActuacionPages ?? 50;
    for (let pagina = 1; pagina <= maxPages; pagina += 1) {
      const page = await this.getActuacionesPage(ref, pagina);
      for (const actuacion of page.items) {
        if (actuacion.key === lastKnownKey) return collected;
        // A new actuación arriving mid-read shifts pages by one: skip what we already hold.
        if (seen.has(actuacion.key)) continue;
        seen.add(actuacion.key);
        collected.push(actuacion);
      }
      if (page.pagina >= page.cantidadPaginas) break;
    }
    return collected;
  }

  /** Documents of the newest page's actuaciones that say they have some. */
  async getDocuments(ref: ProcessRef): Promise<DocumentoFuente[]> {
    const page = await this.getActuacionesPage(ref, 1);
    const documents: DocumentoFuente[] = [];
    for (const actuacion of page.items.filter((item) => item.tieneDocumentos)) {
      documents.push(...(await this.getDocumentosActuacion(actuacion.key)));
    }
    return documents;
  }

  async getDocumentosActuacion(idRegActuacion: string): Promise<DocumentoFuente[]> {
    const response = await this.get(`/Proceso/DocumentosActuacion/${encodeURIComponent(idRegActuacion)}`);
    if (response.status === 404) return [];
    this.expectOk(response, 'CPNU documentos');
    return parseDocumentos(
      response.text(),
      idRegActuacion,
      (id) => `${this.baseUrl}/Descarga/Documento/${id}`,
    );
  }

  /** Public clients disagree on the download path (sources.md addendum): try both, refuse JSON error bodies. */
  async downloadDocument(idRegDocumento: string): Promise<Uint8Array> {
    for (const path of ['/Descarga/Documento/', '/Descarga/DocumentoActuacion/']) {
      const response = await this.get(`${path}${encodeURIComponent(idRegDocumento)}`);
      const contentType = response.headers.get('content-type') ?? '';
      if (response.status === 200 && !contentType.includes('json')) return response.body;
    }
    throw new NotFoundInSourceError(`Documento ${idRegDocumento} no disponible en CPNU`);
  }

  /**
   * The search cut this process's parties with "...": the full list replaces the cut one, since the
   * names feed the name matching. Remembered while the cut text stays the same.
   */
  private async withFullParties(proceso: ProcesoEnFuente): Promise<ProcesoEnFuente> {
    const cut = JSON.stringify(proceso.sujetos);
    const known = this.fullParties.get(proceso.ref.idProceso);
    const sujetos = known?.cut === cut ? known.sujetos : await this.getSujetos(proceso.ref);
    this.fullParties.delete(proceso.ref.idProceso);
    this.fullParties.set(proceso.ref.idProceso, { cut, sujetos });
    const oldest = this.fullParties.keys().next().value;
    if (this.fullParties.size > REMEMBERED_PARTY_LISTS && oldest !== undefined)
      this.fullParties.delete(oldest);
    // An empty answer says nothing about the parties the search did name.
    if (sujetos.length === 0) return proceso;
    return { ...proceso, sujetos, ...splitParties(sujetos) };
  }

  private async getActuacionesPage(ref: ProcessRef, pagina: number) {
    const response = await this.get(
      `/Proceso/Actuaciones/${encodeURIComponent(ref.idProceso)}?pagina=${pagina}`,
    );
    if (response.status === 404) {
      const message = parseErrorMessage(response.text()) ?? '';
      if (/no se encontraron actuaciones/i.test(message))
        return { items: [], pagina, cantidadPaginas: pagina };
      throw new NotFoundInSourceError(message || 'Proceso no encontrado en CPNU', {
        url: response.url,
        status: 404,
      });
    }
    this.expectOk(response, 'CPNU actuaciones');
    return parseActuaciones(response.text());
  }

  private get(path: string): Promise<SourceResponse> {
    return this.options.http.request(`${this.baseUrl}${path}`, {
      headers: { Accept: 'application/json' },
      classify: classifyCpnu,
    });
  }

  private expectOk(response: SourceResponse, what: string): void {
    if (response.status === 200) return;
    const message = parseErrorMessage(response.text()) ?? response.text().slice(0, 200);
    if (/23 digitos/i.test(message)) throw new RangeError(message);
    throw new SchemaDriftError(`${what}: respuesta ${response.status} inesperada`, [message], {
      url: response.url,
      status: response.status,
    });
  }
}
