/**
 * The small HTML page a person sees when they open a server link in the browser (an e-mail's
 * unsubscribe link, a download or calendar link pasted in the address bar) and it cannot be served:
 * a title, the Spanish message and a way onward, with the error's own 4xx status — never the raw
 * `{code, message}` JSON the web app reads (issue 21, item 12).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../mail/templates/layout.ts';

export interface PaginaHumana {
  titulo: string;
  /** Paragraphs of plain text (escaped here). */
  parrafos: string[];
  /** Where to go from here; the app's start page when left out. */
  enlace?: { texto: string; href: string };
  /** Extra HTML placed after the paragraphs (a form), already safe. */
  htmlExtra?: string;
}

export function paginaHtml({ titulo, parrafos, enlace, htmlExtra = '' }: PaginaHumana): string {
  const adelante = enlace ?? { texto: 'Ir a Expediente Digital', href: '/admin/default' };
  const texto = parrafos.map((parrafo) => `<p>${escapeHtml(parrafo)}</p>`).join('');
  return `<!doctype html><html lang="es-CO"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(titulo)}</title></head>
<body style="font-family:Arial,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1b2559;line-height:1.5"><h1 style="font-size:20px">${escapeHtml(titulo)}</h1>${texto}${htmlExtra}<p><a href="${escapeHtml(adelante.href)}" style="color:#4318ff">${escapeHtml(adelante.texto)}</a></p></body></html>`;
}

export function enviarPagina(reply: FastifyReply, status: number, pagina: PaginaHumana) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(paginaHtml(pagina));
}

/**
 * A browser opening the address itself (navigation), not the web app's fetch: the app asks for
 * JSON, a navigation asks for text/html first.
 */
export function esNavegacion(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  const accept = request.headers.accept ?? '';
  return accept.startsWith('text/html') || accept.startsWith('application/xhtml+xml');
}

/** The page for an API error met by a navigation: the error's message, with its status. */
export function paginaDeError(status: number, message: string): PaginaHumana {
  const titulo =
    status === 404
      ? 'No encontramos lo que buscas'
      : status === 401 || status === 403
        ? 'No pudimos abrir este enlace'
        : status >= 500
          ? 'Algo salió mal'
          : 'No pudimos completar la solicitud';
  return { titulo, parrafos: [message] };
}
