/**
 * Publicaciones Procesales connector (PP, id 6), reused for Estados Electrónicos (EE, id 3) since the
 * courts' estados moved there in May 2024 (sources.md §1.2–1.3). The portal lists a despacho's
 * publications; it does not search by radicado, so a "process" here is the radicado's despacho.
 */
import { type FuenteId, isRadicado } from '@expediente/domain';
import { SchemaDriftError } from '../errors.ts';
import type { PoliteHttpClient, SourceResponse } from '../http/polite-client.ts';
import type {
  ActuacionFuente,
  DetalleProceso,
  DocumentoFuente,
  DocumentoPublicacion,
  ProcesoEnFuente,
  ProcessRef,
  Publicacion,
  PublicationConnector,
} from '../types.ts';
import { discoverPortletId, type ListingPage, parseDetail, parseListing } from './parse.ts';
import { extractPdfText } from './pdf-text.ts';

const START_PATH = '/web/publicaciones-procesales/inicio';

export interface PublicacionesConnectorOptions {
  fuenteId: FuenteId;
  /** e.g. https://publicacionesprocesales.ramajudicial.gov.co */
  baseUrl: string;
  http: PoliteHttpClient;
  /** Skips discovery when known; normally read from the start page. */
  portletId?: string;
  pageSize?: number;
  maxPages?: number;
}

export class PublicacionesConnector implements PublicationConnector {
  readonly fuenteId: FuenteId;
  private readonly baseUrl: string;
  private portletId: string | undefined;

  constructor(private readonly options: PublicacionesConnectorOptions) {
    this.fuenteId = options.fuenteId;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.portletId = options.portletId;
  }

  /** The radicado's despacho (first 12 digits), when the portal publishes for it. */
  async findRadicado(radicado: string): Promise<ProcesoEnFuente[]> {
    if (!isRadicado(radicado)) throw new RangeError('El radicado debe tener 23 dígitos');
    const codigoDespacho = radicado.slice(0, 12);
    const page = await this.fetchListing(codigoDespacho, null, 1);
    const newest = page.publicaciones[0];
    if (!newest) return [];
    return [
      {
        ref: { radicado, idProceso: codigoDespacho },
        radicado,
        despacho: newest.despacho,
        sujetos: [],
        demandantes: [],
        demandados: [],
        fechaProceso: null,
        fechaUltimaActuacion: newest.fecha,
        esPrivado: false,
      },
    ];
  }

  async getDetail(ref: ProcessRef): Promise<DetalleProceso> {
    const [found] = await this.findRadicado(ref.radicado);
    return {
      ref,
      radicado: ref.radicado,
      esPrivado: false,
      codigoDespacho: ref.idProceso,
      despacho: found?.despacho ?? '',
      ponente: null,
      ubicacion: null,
      recurso: null,
      contenidoRadicacion: null,
      tipoProceso: null,
      claseProceso: null,
      nombreCiudad: null,
      nombreCorporacion: null,
      demandantes: [],
      demandados: [],
      fechaProceso: null,
      urlDespacho: await this.listingUrl(ref.idProceso, null, 1),
    };
  }

  /** Publication sources yield coincidencias, not actuaciones. */
  async getActuacionesSince(): Promise<ActuacionFuente[]> {
    return [];
  }

  async getDocuments(): Promise<DocumentoFuente[]> {
    return [];
  }

  async listPublications(codigoDespacho: string, date: string): Promise<Publicacion[]> {
    const all: Publicacion[] = [];
    const maxPages = this.options.maxPages ?? 20;
    for (let pagina = 1; pagina <= maxPages; pagina += 1) {
      const page = await this.fetchListing(codigoDespacho, date, pagina);
      all.push(...page.publicaciones);
      if (page.pagina >= page.totalPaginas) break;
    }
    // The portal's date filter is trusted, but a row from another day must never be matched as today's.
    return all.filter((publicacion) => publicacion.fecha === date);
  }

  async getPublicationDocuments(articleId: string): Promise<DocumentoPublicacion[]> {
    const portletId = await this.resolvePortletId();
    const query = new URLSearchParams({
      p_p_id: portletId,
      p_p_lifecycle: '0',
      p_p_state: 'normal',
      p_p_mode: 'view',
      [`_${portletId}_jspPage`]: '/META-INF/resources/detail.jsp',
      [`_${portletId}_articleId`]: articleId,
    });
    const response = await this.get(`${this.baseUrl}${START_PATH}?${query}`);
    return parseDetail(response.text(), portletId, this.baseUrl);
  }

  /**
   * The document a publication's page links to, read only on the portal's own host: a page naming
   * another site (a drive, a shortener, anything) is not fetched — the server must not be sent
   * anywhere a court page says (issue 20, item 12). Such a document has no text for the matcher.
   */
  async getDocumentText(url: string): Promise<string[]> {
    const target = new URL(url, this.baseUrl);
    if (target.hostname !== new URL(this.baseUrl).hostname) return [];
    const response = await this.get(target.toString());
    return extractPdfText(response.body);
  }

  private async fetchListing(
    codigoDespacho: string,
    date: string | null,
    pagina: number,
  ): Promise<ListingPage> {
    const response = await this.get(await this.listingUrl(codigoDespacho, date, pagina));
    return parseListing(response.text(), await this.resolvePortletId());
  }

  private async listingUrl(codigoDespacho: string, date: string | null, pagina: number): Promise<string> {
    const portletId = await this.resolvePortletId();
    const param = (name: string) => `_${portletId}_${name}`;
    const query = new URLSearchParams({
      p_p_id: portletId,
      p_p_lifecycle: '0',
      p_p_state: 'normal',
      p_p_mode: 'view',
      [param('action')]: 'busqueda',
      [param('idDepto')]: codigoDespacho.slice(0, 2),
      [param('idMuni')]: codigoDespacho.slice(0, 5),
      [param('idEntidad')]: codigoDespacho.slice(5, 7),
      [param('idEspecialidad')]: codigoDespacho.slice(7, 9),
      [param('idDespacho')]: codigoDespacho,
      [param('delta')]: String(this.options.pageSize ?? 50),
      [param('cur')]: String(pagina),
      [param('resetCur')]: 'false',
    });
    if (date) {
      query.set(param('fechaInicio'), date);
      query.set(param('fechaFin'), date);
    }
    return `${this.baseUrl}${START_PATH}?${query}`;
  }

  private async resolvePortletId(): Promise<string> {
    if (!this.portletId) {
      const response = await this.get(`${this.baseUrl}${START_PATH}`);
      this.portletId = discoverPortletId(response.text());
    }
    return this.portletId;
  }

  private async get(url: string): Promise<SourceResponse> {
    const response = await this.options.http.request(url, {
      headers: { Accept: 'text/html,application/pdf' },
    });
    if (response.status !== 200) {
      throw new SchemaDriftError(`Publicaciones: respuesta ${response.status} inesperada`, [url], {
        url,
        status: response.status,
      });
    }
    return response;
  }
}
