/**
 * What the request log may keep of a URL (issue 20, item 4; ASVS 5.0 14.2.4 and chapter V16): no query string (the
 * WebSocket's ?access_token=, attachment and unsubscribe ?token=, any future one) and no
 * token-bearing path segment (the calendar feed's /calendario/{token}.ics, a shared yearly
 * summary's id, and as a safety net any long opaque segment). A radicado (digits only) stays.
 */
import type { FastifyRequest } from 'fastify';

const OCULTO = '[oculto]';

/** Paths whose next segment is a secret: whoever knows it reads the data. */
const PREFIJOS_SECRETOS = ['/calendario/', '/api/Wrapped/shared/'];

/** 24+ letters, digits, '-', '_' or '.' with at least one letter: a token, never a radicado or id. */
const PARECE_TOKEN = /^(?=.*[A-Za-z])[A-Za-z0-9_.~%-]{24,}$/;

export function redactarUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const prefijo = PREFIJOS_SECRETOS.find((p) => path.toLowerCase().startsWith(p.toLowerCase()));
  const segmentos = path.split('/').map((segmento, index) => {
    if (prefijo && index === prefijo.split('/').length - 1 && segmento) return OCULTO;
    return PARECE_TOKEN.test(segmento) ? OCULTO : segmento;
  });
  return segmentos.join('/') + (query === -1 ? '' : `?${OCULTO}`);
}

/** pino's request serializer as Fastify's default, with the URL redacted. */
export const serializadoresRegistro = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactarUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
