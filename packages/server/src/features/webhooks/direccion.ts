/**
 * Which addresses may receive events (decision 0016). HTTPS only: the body names the firm's
 * cases. Outside production plain http is allowed to this machine (tests, the demo). In
 * production the obvious internal targets are refused — loopback, private and link-local
 * literals (169.254.169.254 is a cloud's metadata service) — so a webhook is not a way to make
 * the server call its own network. Names resolving to such addresses are not checked here
 * (see the decision's limits).
 */
import { AppError } from '../../http/errors.ts';

const NO_VALIDA = (detalle: string) => new AppError(400, 'UrlWebhookNoValida', detalle);

const LOCALES = new Set(['localhost', '127.0.0.1', '[::1]']);

function esDireccionInterna(host: string): boolean {
  if (LOCALES.has(host) || host.endsWith('.localhost') || host.startsWith('[')) return true;
  const octetos = host.split('.').map(Number);
  if (octetos.length !== 4 || octetos.some((octeto) => !Number.isInteger(octeto))) return false;
  const [a, b] = octetos;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** The address as it will be called, or a 400 with the reason in Spanish. */
export function validarDireccion(texto: string, esProduccion: boolean): string {
  let url: URL;
  try {
    url = new URL(texto.trim());
  } catch {
    throw NO_VALIDA(
      'La dirección del webhook no es una URL válida (ejemplo: https://miempresa.com/webhooks).',
    );
  }
  if (url.username || url.password)
    throw NO_VALIDA('La dirección del webhook no puede llevar usuario ni contraseña.');
  if (url.hash) throw NO_VALIDA('La dirección del webhook no puede llevar fragmento (#).');
  const local = LOCALES.has(url.hostname);
  if (url.protocol === 'https:') {
    if (esProduccion && esDireccionInterna(url.hostname))
      throw NO_VALIDA('La dirección del webhook debe ser pública, no de una red interna.');
    return url.toString();
  }
  if (url.protocol === 'http:' && local && !esProduccion) return url.toString();
  throw NO_VALIDA('La dirección del webhook debe empezar por https://.');
}
