/**
 * The worker process's webhook loop: every WEBHOOKS_POLL_MS it delivers what is due (one indexed
 * read when nothing is). A loop rather than a pg-boss cron because the first retry is 30 s away
 * and crons fire once a minute; several workers may run it, the claim's lock keeps them apart.
 */
import type { AppDeps } from '../../app-deps.ts';
import { entregarPendientes } from './entregar.ts';

export function iniciarRepartoWebhooks(deps: Pick<AppDeps, 'db' | 'config' | 'log'>): () => Promise<void> {
  let parado = false;
  let vueltaEnCurso: Promise<void> = Promise.resolve();
  let temporizador: NodeJS.Timeout | undefined;
  const vuelta = () => {
    vueltaEnCurso = entregarPendientes(deps)
      .then((recuento) => {
        if (recuento.entregado + recuento.reintento + recuento.fallido + recuento.perdido > 0)
          deps.log.info(recuento, 'webhooks');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'webhooks: vuelta fallida'))
      .finally(() => {
        if (!parado) temporizador = setTimeout(vuelta, deps.config.WEBHOOKS_POLL_MS);
      });
  };
  temporizador = setTimeout(vuelta, 0);
  return async () => {
    parado = true;
    clearTimeout(temporizador);
    await vueltaEnCurso;
  };
}
