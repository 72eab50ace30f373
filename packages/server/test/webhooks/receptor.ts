/**
 * A webhook receiver on loopback, as a firm would write one from the Standard Webhooks text: it
 * checks the signature with its own HMAC code (not the app's), refuses stale timestamps, and
 * processes each `webhook-id` once (a repeat is answered 200 and not processed again).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recibido {
  id: string;
  timestamp: number;
  firma: string;
  cuerpo: string;
  firmaValida: boolean;
  llegadaMs: number;
}

/** Standard Webhooks verification, written here from the specification. */
export function verificar(
  secreto: string,
  id: string,
  timestamp: string,
  cuerpo: string,
  firmas: string,
): boolean {
  const clave = Buffer.from(secreto.replace(/^whsec_/, ''), 'base64');
  const esperada = createHmac('sha256', clave).update(`${id}.${timestamp}.${cuerpo}`).digest();
  return firmas.split(' ').some((firma) => {
    const [version, valor] = firma.split(',');
    if (version !== 'v1' || !valor) return false;
    const dada = Buffer.from(valor, 'base64');
    return dada.length === esperada.length && timingSafeEqual(dada, esperada);
  });
}

export interface Receptor {
  url: string;
  /** Every request that arrived, repeats included, in order. */
  llegadas: Recibido[];
  /** Ids processed (once each). */
  procesados: Map<string, Recibido>;
  /** The status to answer the next request with (default 200), and an optional delay. */
  responder: (recibido: Recibido) => { estado: number; demoraMs?: number };
  cerrar(): Promise<void>;
}

export async function iniciarReceptor(secreto: () => string): Promise<Receptor> {
  const receptor: Omit<Receptor, 'url' | 'cerrar'> = {
    llegadas: [],
    procesados: new Map(),
    responder: () => ({ estado: 200 }),
  };
  const servidor = http.createServer((request, response) => {
    const partes: Buffer[] = [];
    request.on('data', (parte: Buffer) => partes.push(parte));
    request.on('end', () => {
      const cuerpo = Buffer.concat(partes).toString('utf8');
      const id = String(request.headers['webhook-id'] ?? '');
      const timestamp = String(request.headers['webhook-timestamp'] ?? '');
      const firma = String(request.headers['webhook-signature'] ?? '');
      const recibido: Recibido = {
        id,
        timestamp: Number(timestamp),
        firma,
        cuerpo,
        firmaValida:
          verificar(secreto(), id, timestamp, cuerpo, firma) &&
          Math.abs(Date.now() / 1000 - Number(timestamp)) < 300,
        llegadaMs: Date.now(),
      };
      receptor.llegadas.push(recibido);
      const { estado, demoraMs = 0 } = receptor.responder(recibido);
      setTimeout(() => {
        if (estado >= 200 && estado < 300 && recibido.firmaValida && !receptor.procesados.has(id))
          receptor.procesados.set(id, recibido);
        if (!response.destroyed) response.writeHead(recibido.firmaValida ? estado : 401).end();
      }, demoraMs);
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  return Object.assign(receptor, {
    url: `http://127.0.0.1:${port}/eventos`,
    cerrar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  });
}
