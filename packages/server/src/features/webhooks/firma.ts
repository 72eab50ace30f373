/**
 * Standard Webhooks signing (decision 0016): the secret is 'whsec_' + base64 of 32 random bytes;
 * a delivery carries `webhook-id`, `webhook-timestamp` (unix seconds) and `webhook-signature`
 * 'v1,' + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed with the decoded secret. The
 * id and timestamp are inside the signed text, so a receiver can refuse a replayed or re-dated
 * request; the id is the event's, the same on every attempt, so it is the receiver's dedupe key.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const PREFIJO_SECRETO = 'whsec_';

export function nuevoSecreto(): string {
  return `${PREFIJO_SECRETO}${randomBytes(32).toString('base64')}`;
}

export function firmar(secreto: string, id: string, timestamp: number, cuerpo: string): string {
  const clave = Buffer.from(secreto.slice(PREFIJO_SECRETO.length), 'base64');
  const firma = createHmac('sha256', clave).update(`${id}.${timestamp}.${cuerpo}`, 'utf8').digest('base64');
  return `v1,${firma}`;
}

export function cabecerasFirmadas(
  secreto: string,
  id: string,
  cuerpo: string,
  ahora: Date = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(ahora.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'ExpedienteDigital-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': firmar(secreto, id, timestamp, cuerpo),
  };
}
