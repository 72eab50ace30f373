/**
 * What Node's HTTP parser refuses before Fastify sees a request (a URL or headers past the size
 * limit, a request that takes too long to arrive, bytes that are not HTTP) is answered by Fastify's
 * `clientErrorHandler`, whose default writes an English body of another shape. Here it is the
 * { code, message } of every other error, in Spanish (adversarial audit: a 20 KB query answered
 * '{"error":"Request Header Fields Too Large",…}').
 */
import type { Socket } from 'node:net';
import { MESSAGES } from '@expediente/domain';

const RESPUESTAS: Record<
  string,
  { status: number; texto: string; code: 'EncabezadosMuyGrandes' | 'SolicitudIncompleta' }
> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    texto: 'Request Header Fields Too Large',
    code: 'EncabezadosMuyGrandes',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, texto: 'Request Timeout', code: 'SolicitudIncompleta' },
};

export function responderErrorDeCliente(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection, or one already closed, has nobody to read an answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const conocida = RESPUESTAS[error.code ?? ''];
  const status = conocida?.status ?? 400;
  const code = conocida?.code ?? 'SolicitudInvalida';
  const cuerpo = Buffer.from(JSON.stringify({ code, message: MESSAGES[code] }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${conocida?.texto ?? 'Bad Request'}\r\nContent-Length: ${cuerpo.length}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n',
    );
    socket.write(cuerpo);
  }
  socket.destroy(error);
}
