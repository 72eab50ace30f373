/**
 * Product communications (seed 002 §2 'Welcome and tutorial flows', §3 'Product communication',
 * §7 ComunicacionesProducto): the kinds, the publishing rules and their Spanish messages, shared
 * by the administrator's form and the server so both say the same words.
 *
 * Readings (decision 0015): tipo 1 is a survey (a form framed from its https address), 2 an HTML
 * message (sanitised by the server), 3 a video (framed from its https address); the seed fixes
 * only 3 = video. The title and limits are ours.
 */

export const TIPOS_COMUNICACION_PRODUCTO = { encuesta: 1, html: 2, video: 3 } as const;
export type TipoComunicacionProducto =
  (typeof TIPOS_COMUNICACION_PRODUCTO)[keyof typeof TIPOS_COMUNICACION_PRODUCTO];

export const NOMBRES_TIPO_COMUNICACION: Record<TipoComunicacionProducto, string> = {
  1: 'Encuesta',
  2: 'Mensaje HTML',
  3: 'Video',
};

export const MAX_TITULO_COMUNICACION = 120;
export const MAX_HTML_COMUNICACION = 20_000;
export const MAX_URL_COMUNICACION = 2_000;

export const MENSAJES_COMUNICACION = {
  tipoInvalido: 'Selecciona el tipo de comunicación: encuesta, mensaje HTML o video.',
  tituloRequerido: 'El título es obligatorio.',
  tituloLargo: `El título no puede tener más de ${MAX_TITULO_COMUNICACION} caracteres.`,
  htmlRequerido: 'El mensaje HTML es obligatorio y debe tener texto visible.',
  htmlLargo: `El mensaje no puede tener más de ${MAX_HTML_COMUNICACION} caracteres.`,
  urlRequerida: 'La dirección de la encuesta o del video es obligatoria.',
  urlInvalida: 'La dirección debe ser un enlace https:// válido.',
  invalida: 'Revisa los campos de la comunicación.',
  noEncontrada: 'La comunicación no existe o ya fue retirada.',
  soloAdministrador: 'Solo un administrador puede publicar o retirar comunicaciones.',
} as const;

export interface ComunicacionEntrada {
  tipo: number;
  titulo: string;
  contenidoHtml?: string | null;
  url?: string | null;
}

/** Only https addresses may be framed: no javascript:, data: or plain http pages in the app. */
export function esUrlHttps(valor: string): boolean {
  try {
    const url = new URL(valor);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function esTipoComunicacion(tipo: number): tipo is TipoComunicacionProducto {
  return Object.values(TIPOS_COMUNICACION_PRODUCTO).includes(tipo as TipoComunicacionProducto);
}

/**
 * Field errors of a communication to publish (empty when valid). The HTML is checked for length
 * here; whether any visible text survives sanitising is the server's check.
 */
export function validarComunicacion(entrada: ComunicacionEntrada): Record<string, string> {
  const campos: Record<string, string> = {};
  if (!esTipoComunicacion(entrada.tipo)) campos.tipo = MENSAJES_COMUNICACION.tipoInvalido;
  const titulo = entrada.titulo.trim();
  if (!titulo) campos.titulo = MENSAJES_COMUNICACION.tituloRequerido;
  else if (titulo.length > MAX_TITULO_COMUNICACION) campos.titulo = MENSAJES_COMUNICACION.tituloLargo;
  const html = entrada.contenidoHtml?.trim() ?? '';
  if (html.length > MAX_HTML_COMUNICACION) campos.contenidoHtml = MENSAJES_COMUNICACION.htmlLargo;
  else if (entrada.tipo === TIPOS_COMUNICACION_PRODUCTO.html && !html)
    campos.contenidoHtml = MENSAJES_COMUNICACION.htmlRequerido;
  // A survey or a video is nothing without its address; an HTML message needs none.
  if (esTipoComunicacion(entrada.tipo) && entrada.tipo !== TIPOS_COMUNICACION_PRODUCTO.html) {
    const url = entrada.url?.trim() ?? '';
    if (!url) campos.url = MENSAJES_COMUNICACION.urlRequerida;
    else if (url.length > MAX_URL_COMUNICACION || !esUrlHttps(url))
      campos.url = MENSAJES_COMUNICACION.urlInvalida;
  }
  return campos;
}
