/**
 * 'Enviar evento de prueba' and 'Reenviar' make the server call the webhook's address at once:
 * without a cap, an account could aim the server at a third party's host as a request pump
 * (issue 20, item 11). At most `MAX_PRUEBAS_POR_MINUTO` of them per webhook in a sliding minute,
 * and `MAX_PRUEBAS_POR_MINUTO_CUENTA` per account: counted per webhook only, revoking a webhook and
 * registering the same address again gave a fresh budget each time (adversarial audit). In this
 * process; the nightly events are not counted (they go out by the delivery loop).
 */
import { AppError } from '../../http/errors.ts';

export const MAX_PRUEBAS_POR_MINUTO = 5;
export const MAX_PRUEBAS_POR_MINUTO_CUENTA = 10;
const VENTANA_MS = 60_000;

/** The instants of the last minute, per key (a webhook's id or an account's). */
function ventanaDeslizante(now: () => number) {
  const recientes = new Map<number, number[]>();
  const vigentes = (clave: number): number[] => {
    const t = now();
    const lista = (recientes.get(clave) ?? []).filter((instante) => t - instante < VENTANA_MS);
    recientes.set(clave, lista);
    return lista;
  };
  return {
    cuantas: (clave: number) => vigentes(clave).length,
    contar(clave: number): void {
      const t = now();
      vigentes(clave).push(t);
      // Forget keys idle for a minute, so the map holds only the last minute's.
      if (recientes.size > 10_000)
        for (const [id, lista] of recientes) if (t - (lista.at(-1) ?? 0) >= VENTANA_MS) recientes.delete(id);
    },
  };
}

export function crearLimitePruebas(now: () => number = Date.now) {
  const porWebhook = ventanaDeslizante(now);
  const porCuenta = ventanaDeslizante(now);
  return {
    /** Counts one test or resend for the webhook and its account, or throws a Spanish 429 past a cap. */
    contar(idWebhook: number, idAbogado: number): void {
      if (porWebhook.cuantas(idWebhook) >= MAX_PRUEBAS_POR_MINUTO)
        throw new AppError(
          429,
          'DemasiadasPruebasWebhook',
          `Ya enviaste ${MAX_PRUEBAS_POR_MINUTO} pruebas o reenvíos a este webhook en el último minuto. Espera un momento e inténtalo de nuevo.`,
        );
      if (porCuenta.cuantas(idAbogado) >= MAX_PRUEBAS_POR_MINUTO_CUENTA)
        throw new AppError(
          429,
          'DemasiadasPruebasWebhook',
          `Ya enviaste ${MAX_PRUEBAS_POR_MINUTO_CUENTA} pruebas o reenvíos desde tu cuenta en el último minuto. Espera un momento e inténtalo de nuevo.`,
        );
      porWebhook.contar(idWebhook);
      porCuenta.contar(idAbogado);
    },
  };
}

export type LimitePruebas = ReturnType<typeof crearLimitePruebas>;

/**
 * The default one, for callers outside the routes. The routes make one per app (routes.ts): the
 * keys are database ids, and two apps in one process (the tests' own databases) reuse them.
 */
export const limitePruebas = crearLimitePruebas();
