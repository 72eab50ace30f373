/**
 * The worker process's webhook loop: every WEBHOOKS_POLL_MS it drains the deliveries' outbox (one
 * indexed read when nothing is due). A loop rather than a pg-boss cron because the first retry is
 * 30 s away and crons fire once a minute; several workers may run it, the claim's lock keeps them
 * apart (decision 0023: the loop is the shared outbox's `repetirCada`).
 */
import type { AppDeps } from '../../app-deps.ts';
import { repetirCada } from '../../outbox/carriles.ts';
import { entregarPendientes } from './entregar.ts';

export function iniciarRepartoWebhooks(deps: Pick<AppDeps, 'db' | 'config' | 'log'>): () => Promise<void> {
  return repetirCada(
    deps.config.WEBHOOKS_POLL_MS,
    async () => {
      const recuento = await entregarPendientes(deps);
      if (recuento.entregado + recuento.reintento + recuento.fallido + recuento.perdido > 0)
        deps.log.info(recuento, 'webhooks');
    },
    (error) => deps.log.error({ err: error }, 'webhooks: vuelta fallida'),
  );
}
