/**
 * The HTML of a product communication is written by an administrator but shown inside every
 * user's session, so it is cut down to an allow-list before it is stored: a parser (cheerio,
 * already used by the connectors) rebuilds the tree, and anything not listed — scripts, styles,
 * frames, forms, event handlers, style attributes, non-http links — is dropped. Text is escaped
 * again when the tree is written back, so no markup can come through as text.
 */
import { load } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** Tags whose text is kept but whose element is not: unknown wrappers lose only their markup. */
const ETIQUETAS_PERMITIDAS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'img',
  'span',
  'div',
  'hr',
  'small',
]);

/** Removed with everything inside: their content is code or chrome, never message text. */
const ETIQUETAS_DESCARTADAS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'head',
  'title',
]);

const ATRIBUTOS_PERMITIDOS: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};

function esEnlaceSeguro(valor: string, etiqueta: string): boolean {
  const limpio = valor.trim();
  try {
    const url = new URL(limpio);
    // Images only from https (no tracking over http, no data: blobs); links also to mail.
    if (etiqueta === 'img') return url.protocol === 'https:';
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

function limpiarAtributos(elemento: Element): void {
  const permitidos = ATRIBUTOS_PERMITIDOS[elemento.name] ?? [];
  for (const nombre of Object.keys(elemento.attribs)) {
    const valor = elemento.attribs[nombre] ?? '';
    const esUrl = nombre === 'href' || nombre === 'src';
    if (!permitidos.includes(nombre) || (esUrl && !esEnlaceSeguro(valor, elemento.name))) {
      delete elemento.attribs[nombre];
    }
  }
  if (elemento.name === 'a' && elemento.attribs.href) {
    // Links leave the app in a new tab without handing it a reference to our window.
    elemento.attribs.target = '_blank';
    elemento.attribs.rel = 'noopener noreferrer';
  }
  if (elemento.name === 'img' && !elemento.attribs.src) elemento.attribs['data-descartada'] = '';
}

function limpiarNodos(nodos: AnyNode[], $: ReturnType<typeof load>): void {
  for (const nodo of [...nodos]) {
    if (nodo.type === 'comment' || nodo.type === 'directive' || nodo.type === 'cdata') {
      $(nodo).remove();
      continue;
    }
    if (nodo.type === 'text') continue;
    if (nodo.type !== 'tag' && nodo.type !== 'script' && nodo.type !== 'style') {
      $(nodo).remove();
      continue;
    }
    const elemento = nodo as Element;
    const nombre = elemento.name.toLowerCase();
    if (ETIQUETAS_DESCARTADAS.has(nombre) || nodo.type !== 'tag') {
      $(elemento).remove();
      continue;
    }
    limpiarNodos(elemento.children, $);
    if (!ETIQUETAS_PERMITIDAS.has(nombre)) {
      $(elemento).replaceWith(elemento.children);
      continue;
    }
    limpiarAtributos(elemento);
    if ('data-descartada' in elemento.attribs) $(elemento).remove();
  }
}

/** The allow-listed HTML, safe to show with innerHTML in the app. */
export function sanitizarHtml(html: string): string {
  const $ = load(html, null, false);
  limpiarNodos($.root().contents().toArray(), $);
  return $.html().trim();
}

/** Whether the message still says something after sanitising (text or an image). */
export function tieneContenidoVisible(htmlSanitizado: string): boolean {
  const $ = load(htmlSanitizado, null, false);
  return $.root().text().trim().length > 0 || $('img').length > 0;
}
