/**
 * How many times a password may be guessed (issue 20, item 2; ASVS 5.0 chapter V6, anti-automation). Two counters of failed
 * sign-ins, both in this process:
 * - per account, keyed on the address exactly as sign-in compares it (trimmed, lower-cased), so
 *   '  Ana@X.co\t' and 'ana@x.co' share one budget: after `maxPorCuenta` failures each further
 *   attempt waits 1 minute, then 2, 4… up to 15 (even with the right password: otherwise the
 *   wait would tell the guesser nothing); a success starts the account over;
 * - per client address (the socket's, or a proxy's X-Forwarded-For only when TRUST_PROXY names
 *   that proxy): `maxPorCliente` failures in 15 minutes, whatever the accounts tried.
 * Counters idle for 15 minutes (after any wait) are forgotten; at most 50,000 are kept.
 */

const MINUTO = 60_000;
const VENTANA_MS = 15 * MINUTO;
const MAX_ESPERA_MS = 15 * MINUTO;
const MAX_CLAVES = 50_000;

interface Contador {
  fallos: number;
  /** Until when the next attempt is refused (ms since epoch). */
  bloqueadoHasta: number;
  ultimoFallo: number;
}

/** The address as sign-in looks it up: `lower(email) = trim(input).toLowerCase()`. */
export const claveCuenta = (email: unknown) =>
  String(email ?? '')
    .trim()
    .toLowerCase();

export interface LimiteIngreso {
  /** Milliseconds to wait before this attempt may be tried, or 0. */
  espera(email: unknown, cliente: string): number;
  fallo(email: unknown, cliente: string): void;
  exito(email: unknown): void;
}

export function crearLimiteIngreso(options: {
  maxPorCuenta: number;
  maxPorCliente: number;
  now?: () => number;
}): LimiteIngreso {
  const now = options.now ?? Date.now;
  const cuentas = new Map<string, Contador>();
  const clientes = new Map<string, Contador>();

  const vigente = (mapa: Map<string, Contador>, clave: string): Contador | undefined => {
    const contador = mapa.get(clave);
    if (contador && now() - Math.max(contador.ultimoFallo, contador.bloqueadoHasta) > VENTANA_MS) {
      mapa.delete(clave);
      return undefined;
    }
    return contador;
  };

  const contar = (mapa: Map<string, Contador>, clave: string): Contador => {
    let contador = vigente(mapa, clave);
    if (!contador) {
      // Oldest first in a Map: the least recently started counter goes when the map is full.
      if (mapa.size >= MAX_CLAVES) mapa.delete(mapa.keys().next().value as string);
      contador = { fallos: 0, bloqueadoHasta: 0, ultimoFallo: 0 };
      mapa.set(clave, contador);
    }
    contador.fallos += 1;
    contador.ultimoFallo = now();
    return contador;
  };

  return {
    espera(email, cliente) {
      const t = now();
      const cuenta = vigente(cuentas, claveCuenta(email));
      const porCliente = vigente(clientes, cliente);
      return Math.max(0, (cuenta?.bloqueadoHasta ?? 0) - t, (porCliente?.bloqueadoHasta ?? 0) - t);
    },
    fallo(email, cliente) {
      const cuenta = contar(cuentas, claveCuenta(email));
      const exceso = cuenta.fallos - options.maxPorCuenta;
      if (exceso >= 0)
        cuenta.bloqueadoHasta = now() + Math.min(MAX_ESPERA_MS, MINUTO * 2 ** Math.min(exceso, 10));
      const porCliente = contar(clientes, cliente);
      if (porCliente.fallos >= options.maxPorCliente)
        porCliente.bloqueadoHasta = porCliente.ultimoFallo + VENTANA_MS;
    },
    exito(email) {
      cuentas.delete(claveCuenta(email));
    },
  };
}
