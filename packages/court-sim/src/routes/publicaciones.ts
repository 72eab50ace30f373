/**
 * Publicaciones Procesales under /publicaciones (also the Estados Electrónicos source), and the
 * same Liferay format for SIUGJ courts under /siugj/publicaciones.
 */
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.ts';
import { isIsoDate, toDay, toIso } from '../dates.ts';
import { decodeDespacho, ENTIDADES_SAMAI } from '../despacho.ts';
import {
  articleIdOf,
  cantidadEnEstado,
  estadoDelDia,
  estadoUuid,
  numeroEstado,
  parseArticleId,
  parseEstadoUuid,
} from '../estados.ts';
import { Lru } from '../lru.ts';
import { renderEstadoPdf } from '../pdf.ts';
import { combine, hashString, unit } from '../prng.ts';
import {
  ESTRUCTURA_ESTADOS,
  GROUP_ID,
  PORTLET,
  type PublicacionResumen,
  renderDetail,
  renderListing,
  renderNotFound,
} from '../publicaciones-html.ts';

type Query = Record<string, string | undefined>;

/** About 30% of ordinary despachos already run on SIUGJ (it is rolled out district by district). */
export function isSiugjDespacho(codigoDespacho: string): boolean {
  if (ENTIDADES_SAMAI.has(codigoDespacho.slice(5, 7))) return false;
  return unit(combine(hashString(codigoDespacho), 50)) < 0.3;
}

/** Liferay namespaces every parameter; accept any portlet instance, as the real portal does. */
function param(query: Query, name: string): string | undefined {
  const exact = query[`_${PORTLET}_${name}`];
  if (exact !== undefined) return exact;
  const key = Object.keys(query).find((candidate) => candidate.endsWith(`_${name}`));
  return key ? query[key] : query[name];
}

function parseFecha(value: string | undefined): number | null {
  if (!value) return null;
  if (isIsoDate(value)) return toDay(value);
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return match && isIsoDate(`${match[3]}-${match[2]}-${match[1]}`)
    ? toDay(`${match[3]}-${match[2]}-${match[1]}`)
    : null;
}

const MAX_RANGE_DAYS = 366;
const pdfCache = new Lru<string, Buffer>(300);

export function registerPublicacionesRoutes(
  app: FastifyInstance,
  context: SimContext,
  options: { prefix: string; onlySiugj: boolean },
): void {
  const { prefix, onlySiugj } = options;
  const servesDespacho = (codigo: string) =>
    /^\d{12}$/.test(codigo) && (!onlySiugj || isSiugjDespacho(codigo));
  const fileHref = (codigo: string, day: number) =>
    `${prefix}/c/document_library/get_file?uuid=${estadoUuid(codigo, day)}&amp;groupId=${GROUP_ID}`;
  const titulo = (day: number) => `ESTADO No. ${numeroEstado(day)} DE ${toIso(day)}`;

  app.get(`${prefix}/web/publicaciones-procesales/inicio`, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const query = request.query as Query;
    const today = context.clock.todayDay();
    const articleId = param(query, 'articleId');
    if (articleId !== undefined && (param(query, 'jspPage') ?? '').includes('detail.jsp')) {
      const article = parseArticleId(articleId);
      if (!article || article.day > today || !servesDespacho(article.codigoDespacho)) {
        return reply.code(404).send(renderNotFound());
      }
      if (cantidadEnEstado(article.codigoDespacho, article.day, context.actividad) === 0)
        return reply.code(404).send(renderNotFound());
      const despacho = decodeDespacho(article.codigoDespacho);
      const fileName = `ESTADO ${toIso(article.day)}.pdf`;
      return renderDetail(
        titulo(article.day),
        despacho,
        toIso(article.day),
        articleId,
        fileHref(article.codigoDespacho, article.day),
        fileName,
      );
    }
    const codigo = param(query, 'idDespacho') ?? '';
    const estructura = param(query, 'idStructure');
    const hasta = Math.min(today, parseFecha(param(query, 'fechaFin')) ?? today);
    const desde = Math.max(parseFecha(param(query, 'fechaInicio')) ?? today - 30, hasta - MAX_RANGE_DAYS);
    const delta = Math.min(200, Math.max(1, Number(param(query, 'delta') ?? '20') || 20));
    const cur = Math.max(1, Number(param(query, 'cur') ?? '1') || 1);
    const publicaciones: PublicacionResumen[] = [];
    if (servesDespacho(codigo) && (estructura === undefined || estructura === ESTRUCTURA_ESTADOS)) {
      const despacho = decodeDespacho(codigo);
      for (let day = hasta; day >= desde; day--) {
        if (cantidadEnEstado(codigo, day, context.actividad) === 0) continue;
        publicaciones.push({
          articleId: articleIdOf(codigo, day),
          titulo: titulo(day),
          fecha: toIso(day),
          despacho,
        });
      }
    }
    const paginas = Math.max(1, Math.ceil(publicaciones.length / delta));
    const pageItems = publicaciones.slice((cur - 1) * delta, cur * delta);
    const nextHref =
      cur < paginas
        ? `${request.url.replace(/&?_[A-Za-z0-9_]*_cur=\d+/, '').replaceAll('&', '&amp;')}&amp;_${PORTLET}_cur=${cur + 1}`
        : null;
    return renderListing(prefix, pageItems, cur, paginas, nextHref);
  });

  app.get(`${prefix}/c/document_library/get_file`, async (request, reply) => {
    const { uuid } = request.query as Query;
    const estado = uuid ? parseEstadoUuid(uuid) : null;
    if (!estado || estado.day > context.clock.todayDay() || !servesDespacho(estado.codigoDespacho)) {
      return reply.code(404).type('text/html; charset=utf-8').send(renderNotFound());
    }
    const filas = estadoDelDia(estado.codigoDespacho, estado.day, context.actividad);
    if (filas.length === 0) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFound());
    let pdf = pdfCache.get(uuid as string);
    if (!pdf) {
      pdf = await renderEstadoPdf(
        decodeDespacho(estado.codigoDespacho),
        toIso(estado.day),
        numeroEstado(estado.day),
        filas,
      );
      pdfCache.set(uuid as string, pdf);
    }
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="ESTADO ${toIso(estado.day)}.pdf"`)
      .send(pdf);
  });
}
