/**
 * The HTML of a product communication is written by an administrator but shown inside every
 * user's session, so it is cut down to an allow-list before it is stored. The cutting is
 * sanitize-html's (a maintained sanitizer on htmlparser2): anything not listed — scripts, styles,
 * frames, forms, event handlers, style attributes, non-http links — is dropped, and text is
 * escaped again when the tree is written back, so no markup can come through as text.
 */
import { load } from 'cheerio';
import sanitizeHtml from 'sanitize-html';

/** Tags kept with their markup; any other tag loses its markup but keeps its text. */
const ETIQUETAS_PERMITIDAS = [
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
];

/** Removed with everything inside: their content is code or chrome, never message text. */
const ETIQUETAS_DESCARTADAS = [
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
  'option',
  'textarea',
  'link',
  'meta',
  'base',
  'head',
  'title',
];

const ENLACE = ['https', 'http', 'mailto'];
const IMAGEN = ['https'];

const OPCIONES: sanitizeHtml.IOptions = {
  allowedTags: ETIQUETAS_PERMITIDAS,
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  // Links also to mail; images only from https (no tracking over http, no data: blobs).
  allowedSchemes: ENLACE,
  allowedSchemesByTag: { img: IMAGEN },
  allowProtocolRelative: false,
  nonTextTags: ETIQUETAS_DESCARTADAS,
  disallowedTagsMode: 'discard',
  // An image whose source was refused, or is relative, shows nothing: drop the element.
  exclusiveFilter: (frame) => frame.tag === 'img' && !esEnlaceSeguro(frame.attribs.src ?? '', IMAGEN),
};

/** An absolute address with a scheme the message may link to (relative ones point into the app). */
function esEnlaceSeguro(valor: string, esquemas: string[]): boolean {
  try {
    return esquemas.includes(new URL(valor.trim()).protocol.replace(':', ''));
  } catch {
    return false;
  }
}

/**
 * Links leave the app in a new tab without handing it a reference to our window. sanitize-html
 * transforms a tag before it filters its schemes, so this runs as a second pass over what the
 * first kept: an anchor keeps an address only if it is absolute and allowed, and then opens apart.
 */
const ENLACES_APARTE: sanitizeHtml.IOptions = {
  ...OPCIONES,
  allowedAttributes: { ...OPCIONES.allowedAttributes, a: ['href', 'title', 'target', 'rel'] },
  transformTags: {
    a: (tagName, { href, title }) => {
      const attribs: sanitizeHtml.Attributes = title ? { title } : {};
      if (href && esEnlaceSeguro(href, ENLACE)) {
        Object.assign(attribs, { href, target: '_blank', rel: 'noopener noreferrer' });
      }
      return { tagName, attribs };
    },
  },
};

/** The allow-listed HTML, safe to show with innerHTML in the app. */
export function sanitizarHtml(html: string): string {
  return sanitizeHtml(sanitizeHtml(html, OPCIONES), ENLACES_APARTE).trim();
}

/** Whether the message still says something after sanitising (text or an image). */
export function tieneContenidoVisible(htmlSanitizado: string): boolean {
  const $ = load(htmlSanitizado, null, false);
  return $.root().text().trim().length > 0 || $('img').length > 0;
}
