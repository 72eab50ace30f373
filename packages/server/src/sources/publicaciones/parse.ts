/** Pure parsers for the Publicaciones Procesales Liferay portlet (sources.md §1.2, §1.3): HTML → typed lists. */
import * as cheerio from 'cheerio';
import { SchemaDriftError } from '../errors.ts';
import { toIsoDate } from '../parse-helpers.ts';
import type { DocumentoPublicacion, Publicacion } from '../types.ts';

export const PORTLET_BASE = 'co_com_avanti_efectosProcesales_PublicacionesEfectosProcesalesPortletV2';
/** Liferay folder of the portal's fixed help documents, never court publications. */
const HELP_FOLDER_ID = '20135';

/** The portlet's INSTANCE suffix changes with redeploys, so it is read from the page, not hardcoded. */
export function discoverPortletId(html: string): string {
  const match = new RegExp(`p_p_id_(${PORTLET_BASE}_INSTANCE_[A-Za-z0-9]+)_`).exec(html);
  if (!match) throw new SchemaDriftError('Publicaciones: no se encontró el portlet', [PORTLET_BASE]);
  return match[1];
}

function loadPortlet(html: string, portletId: string, what: string) {
  // A page cut short by a dropped connection still parses; without its end it may hide rows.
  if (!/<\/html>\s*$/i.test(html))
    throw new SchemaDriftError(`${what}: página incompleta`, [html.slice(-80)]);
  const $ = cheerio.load(html);
  const portlet = $(`[id="p_p_id_${portletId}_"]`);
  if (portlet.length === 0) throw new SchemaDriftError(`${what}: falta el portlet`, [portletId]);
  return { $, portlet };
}

export interface ListingPage {
  publicaciones: Publicacion[];
  pagina: number;
  totalPaginas: number;
}

/** "Clave: Valor" spans → a lookup by lower-cased key. */
function categories($: cheerio.CheerioAPI, row: cheerio.Cheerio<never>): Map<string, string> {
  const found = new Map<string, string>();
  row.find('span.categoria-ep').each((_, span) => {
    const text = $(span).text().replace(/\s+/g, ' ').trim();
    const separator = text.indexOf(':');
    if (separator > 0)
      found.set(text.slice(0, separator).trim().toLowerCase(), text.slice(separator + 1).trim());
  });
  return found;
}

export function parseListing(html: string, portletId: string): ListingPage {
  const what = 'Publicaciones listado';
  const { $, portlet } = loadPortlet(html, portletId, what);
  const body = portlet.find('tbody.table-data');
  const isEmptyMessage = /no se encontraron|no hay (resultados|publicaciones)/i.test(portlet.text());
  if (body.length === 0 && !isEmptyMessage) throw new SchemaDriftError(what, ['falta tbody.table-data']);

  const articleParam = new RegExp(`_${portletId}_articleId=([^&#]+)`);
  const publicaciones = body
    .children('tr')
    .toArray()
    .map((element, index): Publicacion => {
      const row = $(element) as cheerio.Cheerio<never>;
      const link = row.find('div.titulo-publicacion a[href]').first();
      const articleId = articleParam.exec(link.attr('href') ?? '')?.[1];
      const dateText = row
        .find('p.publish-date')
        .text()
        .replace(/^[^:]*:/, '');
      const fecha = toIsoDate(dateText, what);
      const found = categories($, row);
      const despacho = found.get('despacho');
      const tipo = found.get('tipo de publicación') ?? found.get('tipo de publicacion');
      if (!articleId || !fecha || !despacho || !tipo) {
        const missing = { articleId, fecha, despacho, tipo };
        const names = Object.entries(missing)
          .filter(([, value]) => !value)
          .map(([name]) => name);
        throw new SchemaDriftError(what, [`fila ${index + 1}: falta ${names.join(', ')}`]);
      }
      const titulo = (link.attr('title') ?? link.text()).replace(/\s+/g, ' ').trim();
      return { articleId, titulo, fecha, despacho, tipo };
    });

  const pager = /P[áa]gina\s+(\d+)\s+de\s+(\d+)/i.exec(portlet.text());
  return {
    publicaciones,
    pagina: pager ? Number(pager[1]) : 1,
    totalPaginas: pager ? Number(pager[2]) : 1,
  };
}

/** `/documents/<groupId>/<folderId>/<name>/<uuid>`: the uuid is the last path segment. */
function documentLibraryLink(href: string, baseUrl: string): { uuid: string; folderId: string } | null {
  const url = new URL(href, baseUrl);
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] !== 'documents' || parts.length < 5) return null;
  return { folderId: parts[2], uuid: parts[parts.length - 1] };
}

export function parseDetail(html: string, portletId: string, baseUrl: string): DocumentoPublicacion[] {
  const what = 'Publicaciones detalle';
  const { $, portlet } = loadPortlet(html, portletId, what);
  const documents = new Map<string, DocumentoPublicacion>();
  const nameOf = (anchor: cheerio.Cheerio<never>) =>
    (anchor.attr('title') ?? anchor.text()).replace(/\s+/g, ' ').trim();

  const table = portlet.find('table[id^="tabla-docs"]');
  table.find('tbody tr a[href]').each((_, element) => {
    const anchor = $(element) as cheerio.Cheerio<never>;
    const url = new URL(anchor.attr('href') ?? '', baseUrl);
    const uuid = url.searchParams.get('uuid');
    if (!uuid) throw new SchemaDriftError(what, [`enlace sin uuid: ${url.pathname}`]);
    documents.set(uuid, { uuid, nombre: nameOf(anchor), url: url.toString() });
  });

  portlet.find('a[href*="/documents/"]').each((_, element) => {
    const anchor = $(element) as cheerio.Cheerio<never>;
    const href = anchor.attr('href') ?? '';
    const link = documentLibraryLink(href, baseUrl);
    if (!link || link.folderId === HELP_FOLDER_ID || documents.has(link.uuid)) return;
    documents.set(link.uuid, {
      uuid: link.uuid,
      nombre: nameOf(anchor),
      url: new URL(href, baseUrl).toString(),
    });
  });

  if (table.length === 0 && documents.size === 0)
    throw new SchemaDriftError(what, ['falta la tabla de documentos']);
  return [...documents.values()];
}
