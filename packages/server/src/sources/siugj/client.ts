/**
 * SIUGJ connector (SGJ, id 5). Publications (where coincidencias are matched) come from a Liferay
 * portal in the Publicaciones Procesales format. The buscador backend (search, actuaciones) sits behind
 * a reCAPTCHA page on the real site: sources.md §1.5 advises keeping it behind a flag until legal review
 * or a formal request to CENDOJ, so `useBuscador` is an explicit choice of the caller.
 */
import { type FuenteId, isRadicado } from '@expediente/domain';
import { NotFoundInSourceError, SchemaDriftError } from '../errors.ts';
import type { PoliteHttpClient, SourceResponse } from '../http/polite-client.ts';
import { PublicacionesConnector } from '../publicaciones/client.ts';
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
import { actuacionesUntilKey, parseActuaciones, parseBusqueda, type SiugjProceso } from './parse.ts';

const BUSCADOR_PATH = '/modulosEspeciales_SIUGJ/paginasFunciones/funcionesBuscadorProceso.php';
const PORTAL_PAGE = '/principalPortal/consultarProceso.php';

export interface SiugjConnectorOptions {
  fuenteId: FuenteId;
  /** e.g. https://siugj.ramajudicial.gov.co */
  baseUrl: string;
  /** Liferay portal holding SIUGJ courts' publications. */
  publicacionesBaseUrl: string;
  http: PoliteHttpClient;
  useBuscador: boolean;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export class SiugjConnector implements PublicationConnector {
  readonly fuenteId: FuenteId;
  private readonly baseUrl: string;
  private readonly publicaciones: PublicacionesConnector;

  constructor(private readonly options: SiugjConnectorOptions) {
    this.fuenteId = options.fuenteId;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.publicaciones = new PublicacionesConnector({
      fuenteId: options.fuenteId,
      baseUrl: options.publicacionesBaseUrl,
      http: options.http,
    });
  }

  async findRadicado(radicado: string): Promise<ProcesoEnFuente[]> {
    if (!isRadicado(radicado)) throw new RangeError('El radicado debe tener 23 dígitos');
    if (!this.options.useBuscador) return this.publicaciones.findRadicado(radicado);
    return (await this.search(radicado)).map(({ tipoProceso: _tipoProceso, ...proceso }) => proceso);
  }

  async getDetail(ref: ProcessRef): Promise<DetalleProceso> {
    if (!this.options.useBuscador) return this.publicaciones.getDetail(ref);
    const [found] = await this.search(ref.radicado);
    if (!found) throw new NotFoundInSourceError(`SIUGJ no tiene el proceso ${ref.radicado}`);
    return {
      ref,
      radicado: ref.radicado,
      esPrivado: false,
      codigoDespacho: ref.radicado.slice(0, 12),
      despacho: found.despacho,
      ponente: null,
      ubicacion: null,
      recurso: null,
      contenidoRadicacion: null,
      tipoProceso: found.tipoProceso,
      claseProceso: null,
      nombreCiudad: null,
      nombreCorporacion: null,
      demandantes: found.demandantes,
      demandados: found.demandados,
      fechaProceso: null,
      urlDespacho: `${this.baseUrl}${PORTAL_PAGE}`,
    };
  }

  async getActuacionesSince(ref: ProcessRef, lastKnownKey?: string): Promise<ActuacionFuente[]> {
    if (!this.options.useBuscador) return [];
    const response = await this.post({ funcion: '3', cA: base64(ref.idProceso) });
    return actuacionesUntilKey(parseActuaciones(response.text()), lastKnownKey);
  }

  async getDocuments(): Promise<DocumentoFuente[]> {
    return [];
  }

  listPublications(codigoDespacho: string, date: string): Promise<Publicacion[]> {
    return this.publicaciones.listPublications(codigoDespacho, date);
  }

  getPublicationDocuments(articleId: string): Promise<DocumentoPublicacion[]> {
    return this.publicaciones.getPublicationDocuments(articleId);
  }

  getDocumentText(url: string): Promise<string[]> {
    return this.publicaciones.getDocumentText(url);
  }

  private async search(radicado: string): Promise<SiugjProceso[]> {
    // "remino" (sic) is the backend's own field name.
    const response = await this.post({
      funcion: '2',
      cadObj: base64(JSON.stringify({ remino: radicado, pagina: 1 })),
    });
    return parseBusqueda(response.text(), radicado);
  }

  private async post(form: Record<string, string>): Promise<SourceResponse> {
    const url = `${this.baseUrl}${BUSCADOR_PATH}`;
    const response = await this.options.http.request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
        Accept: 'application/json',
        Origin: this.baseUrl,
        Referer: `${this.baseUrl}${PORTAL_PAGE}`,
      },
      body: new URLSearchParams(form).toString(),
    });
    if (response.status !== 200) {
      throw new SchemaDriftError(
        `SIUGJ: respuesta ${response.status} inesperada`,
        [response.text().slice(0, 200)],
        {
          url,
          status: response.status,
        },
      );
    }
    return response;
  }
}
