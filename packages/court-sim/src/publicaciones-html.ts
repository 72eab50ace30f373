/** Liferay markup of Publicaciones Procesales (sources.md §1.2–1.3): listing and detail pages. */
import type { Despacho } from './despacho.ts';

export const PORTLET =
  'co_com_avanti_efectosProcesales_PublicacionesEfectosProcesalesPortletV2_INSTANCE_BIyXQFHVaYaq';
export const ESTRUCTURA_ESTADOS = '6098957';
export const GROUP_ID = 4620584;

export interface PublicacionResumen {
  articleId: string;
  titulo: string;
  fecha: string;
  despacho: Despacho;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="es-ES"><head><meta charset="utf-8"><title>${escapeHtml(title)} - Publicaciones Procesales</title></head>
<body class="controls-visible">
<section class="portlet" id="portlet_${PORTLET}">
<div id="p_p_id_${PORTLET}_" class="portlet-boundary portlet-boundary_${PORTLET}_">
${body}
</div>
</section>
</body></html>`;
}

export function detailHref(basePath: string, articleId: string, codigoDespacho: string): string {
  const p = `_${PORTLET}_`;
  return `${basePath}/web/publicaciones-procesales/inicio?p_p_id=${PORTLET}&amp;p_p_lifecycle=0&amp;p_p_state=normal&amp;p_p_mode=view&amp;${p}jspPage=/META-INF/resources/detail.jsp&amp;${p}articleId=${articleId}&amp;${p}idDespacho=${codigoDespacho}`;
}

function categorias(publicacion: PublicacionResumen): string {
  const { despacho } = publicacion;
  return [
    ['Tipo de publicación', 'Notificaciones por Estados'],
    ['Departamento', despacho.departamento],
    ['Municipio', despacho.ciudad],
    ['Entidad', despacho.nombreEntidad],
    ['Especialidad', despacho.nombreEspecialidad],
    ['Despacho', despacho.nombre],
  ]
    .map(([clave, valor]) => `<span class="categoria-ep">${clave}: ${escapeHtml(valor)}</span>`)
    .join('\n');
}

export function renderListing(
  basePath: string,
  publicaciones: PublicacionResumen[],
  pagina: number,
  paginas: number,
  nextHref: string | null,
): string {
  const rows = publicaciones
    .map(
      (publicacion) => `<tr class=" col-xs-12 tramites ">
<td class="table-cell">
<div class="titulo-publicacion"><a title="${escapeHtml(publicacion.titulo)}" href="${detailHref(basePath, publicacion.articleId, publicacion.despacho.codigo)}">${escapeHtml(publicacion.titulo)}</a></div>
<p class="publish-date">Fecha de Publicación: ${publicacion.fecha}</p>
${categorias(publicacion)}
</td>
</tr>`,
    )
    .join('\n');
  const empty =
    publicaciones.length === 0 ? '<div class="alert alert-info">No se encontraron publicaciones.</div>' : '';
  const next = nextHref ? `<li><a class="page-link" href="${nextHref}">Siguiente</a></li>` : '';
  return page(
    'Inicio',
    `${empty}
<table class="table table-autofit"><tbody class="table-data">
${rows}
</tbody></table>
<div class="pagination-bar"><div class="pagination-results">Página ${pagina} de ${paginas}</div><ul class="pagination">${next}</ul></div>`,
  );
}

export function renderDetail(
  titulo: string,
  despacho: Despacho,
  fecha: string,
  articleId: string,
  fileHref: string,
  fileName: string,
): string {
  return page(
    titulo,
    `<div class="detalle-publicacion">
<h2 class="titulo-detalle">${escapeHtml(titulo)}</h2>
<p class="publish-date">Fecha de Publicación: ${fecha}</p>
<span class="categoria-ep">Despacho: ${escapeHtml(despacho.nombre)}</span>
<table id="tabla-docs-${articleId}" class="table"><thead><tr><th>Documento</th></tr></thead><tbody>
<tr><td><a href="${fileHref}" target="_blank">${escapeHtml(fileName)}</a></td></tr>
</tbody></table>
</div>`,
  );
}

export function renderNotFound(): string {
  return page(
    'Publicación no encontrada',
    '<div class="alert alert-danger">La publicación solicitada no existe.</div>',
  );
}
