/**
 * 'Enviar evento de prueba' and 'Reenviar' make the server call the webhook's address at once:
 * without a cap, an account could aim the server at a third party's host as a request pump
 * (issue 20, item 11). At most `MAX_POR_MINUTO` of them per webhook in a sliding minute, in this
 * process; the nightly events are not counted (they go out by the delivery loop).
 */
import { AppError } from '../../http/errors.ts';

export const MAX_PRUEBAS_POR_MINUTO = 5;
const VENTANA_MS = 60_000;

export function crearLimitePruebas(now: () => number = Date.now) {
  const recientes = new Map<number, number[]>();
  return {
    /** Counts one test or resend for the webhook, or throws a Spanish 429 past the cap. */
    contar(idWebhook: number): void {
      const t = now();
      const vigentes = (recientes.get(idWebhook) ?? []).filter((instante) => t - instante < VENTANA_MS);
      if (vigentes.length >= MAX_PRUEBAS_POR_MINUTO) {
        recientes.set(idWebhook, vigentes);
        throw new AppError(
          429,
          'DemasiadasPruebasWebhook',
          `Ya enviaste ${MAX_PRUEBAS_POR_MINUTO} pruebas o reenvíos a este webhook en el último minuto. Espera un momento e inténtalo de nuevo.`,
        );
      }
      vigentes.push(t);
      recientes.set(idWebhook, vigentes);
      // Forget webhooks idle for a minute, so the map holds only the last minute's.
      if (recientes.size > 10_000)
        for (const [id, lista] of recientes) if (t - (lista.at(-1) ?? 0) >= VENTANA_MS) recientes.delete(id);
    },
  };
}

/** One per process, shared by both routes. */
export const limitePruebas = crearLimitePruebas();
