/**
 * Which addresses may receive events (decision 0016). HTTPS only: the body names the firm's
 * cases. Outside production plain http is allowed to this machine (tests, the demo). In
 * production a webhook must not be a way to make the server call its own network: a literal
 * address, and every address a name resolves to, must be global unicast (ipaddr.js's ranges;
 * an IPv4-mapped IPv6 address is judged as the IPv4 it carries). Names are resolved at
 * registration and again at every delivery, where the connection is made to the addresses that
 * were checked (`lookupVerificado`), so a name re-pointed between check and connect gains nothing.
 */
import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../http/errors.ts';

const NO_VALIDA = (detalle: string) => new AppError(400, 'UrlWebhookNoValida', detalle);

const LOCALES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A name's addresses (all of them): node:dns in the app, a fake in the tests. */
export type Resolver = (nombre: string) => Promise<LookupAddress[]>;

export const resolverDelSistema: Resolver = (nombre) => dns.lookup(nombre, { all: true, verbatim: true });

/** The host as an address would be written without the URL's IPv6 brackets. */
const sinCorchetes = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

const UNICAST_GLOBAL_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Only global unicast is public: loopback, private, link-local (169.254.169.254 is a cloud's
 * metadata service), carrier-grade NAT, unique-local, NAT64/6to4/Teredo (they carry an IPv4 that
 * may be internal), reserved and multicast ranges are all something else in ipaddr.js's table.
 */
export function esDireccionPublica(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const direccion = ipaddr.process(ip);
  if (direccion.range() !== 'unicast') return false;
  // IPv6: only the global unicast block IANA allocates from (2000::/3); the rest is unassigned
  // or special, and ipaddr.js calls much of it 'unicast' too.
  return direccion.kind() === 'ipv4' || direccion.match(UNICAST_GLOBAL_V6);
}

function esDireccionInterna(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const ip = sinCorchetes(host);
  return isIP(ip) !== 0 && !esDireccionPublica(ip);
}

/** The address as it will be called, or a 400 with the reason in Spanish (no DNS here). */
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

/**
 * Registration: `validarDireccion`, and in production the name resolved with every address
 * public. The refusal does not say which address the name gave: the answer must not become a
 * way to read the server's internal DNS.
 */
export async function validarDestino(
  texto: string,
  opciones: { esProduccion: boolean; resolver?: Resolver },
): Promise<string> {
  const url = validarDireccion(texto, opciones.esProduccion);
  if (!opciones.esProduccion) return url;
  const host = sinCorchetes(new URL(url).hostname);
  if (isIP(host)) return url;
  let direcciones: LookupAddress[];
  try {
    direcciones = await (opciones.resolver ?? resolverDelSistema)(host);
  } catch {
    direcciones = [];
  }
  if (direcciones.length === 0)
    throw NO_VALIDA(`No encontramos el dominio ${host}: revisa la dirección del webhook.`);
  if (direcciones.some((direccion) => !esDireccionPublica(direccion.address)))
    throw NO_VALIDA(`La dirección del webhook debe ser pública: ${host} apunta a una red interna.`);
  return url;
}

/** A delivery refused because its destination is internal: final, not retried. */
export class DestinoInterno extends Error {
  constructor() {
    super('La dirección del webhook apunta a una red interna: el evento no se envió.');
    this.name = 'DestinoInterno';
  }
}

/** At delivery, before connecting: a literal host is not looked up, so it is judged here. */
export function comprobarHostLiteral(url: URL, permitirInternas: boolean): void {
  const host = sinCorchetes(url.hostname);
  if (!permitirInternas && isIP(host) && !esDireccionPublica(host)) throw new DestinoInterno();
}

const FAMILIAS: Record<string, number> = { IPv4: 4, IPv6: 6 };

/**
 * The `lookup` the delivery's socket uses: one resolution, every address checked, and the
 * socket connects only to those addresses — no second DNS answer between check and connect.
 * It answers in both shapes net.connect asks for (`all` with happy eyeballs, or one address).
 */
export function lookupVerificado(resolver: Resolver, permitirInternas: boolean): LookupFunction {
  return (nombre: string, opciones: LookupOptions, callback) => {
    const elegir = async () => {
      const direcciones = await resolver(nombre);
      if (!permitirInternas && direcciones.some((direccion) => !esDireccionPublica(direccion.address)))
        throw new DestinoInterno();
      const familia = typeof opciones.family === 'string' ? FAMILIAS[opciones.family] : opciones.family || 0;
      const elegidas = familia
        ? direcciones.filter((direccion) => direccion.family === familia)
        : direcciones;
      if (elegidas.length === 0)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${nombre}`), { code: 'ENOTFOUND' });
      return elegidas;
    };
    elegir().then(
      (elegidas) => {
        if (opciones.all) callback(null, elegidas);
        else callback(null, elegidas[0].address, elegidas[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
