/**
 * The delivery log keeps 30 days (decision 0016): a daily job deletes deliveries created before
 * that (their attempts go with them, `on delete cascade`) and then the events left without any
 * delivery. Retries end 24 h after a delivery is created, so a 30-day-old delivery is settled;
 * one still 'pendiente' (a late 'Reenviar', or a worker holding it) is left for a later day,
 * so a worker never records an attempt for a row deleted under it.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { defineJob } from '../../jobs/queue.ts';

export const DIAS_CONSERVADAS = 30;
/** Rows per statement: a large backlog is deleted in short transactions, not one long lock. */
const LOTE = 5000;

export async function podarEntregas(
  deps: Pick<AppDeps, 'db'>,
  { dias = DIAS_CONSERVADAS, lote: tamanoLote = LOTE } = {},
): Promise<{ entregas: number; eventos: number }> {
  const total = { entregas: 0, eventos: 0 };
  for (;;) {
    const lote = await deps.db.transaction(async (tx) => {
      // The oldest first, through the primary key: ids grow with creation time.
      const borradas = await tx.execute<{ id_evento: string }>(sql`
        delete from webhook_entregas where id in (
          select id from webhook_entregas
          where creada_en < now() - make_interval(days => ${dias}) and estado <> 'pendiente'
          order by id limit ${tamanoLote})
        returning id_evento`);
      const idsEvento = [...new Set(borradas.rows.map((fila) => fila.id_evento))];
      if (idsEvento.length === 0) return { entregas: 0, eventos: 0 };
      // Another endpoint's delivery of the same event may still be kept (pending): then the event stays.
      const eventos = await tx.execute(sql`
        delete from webhook_eventos ev
        where ev.id = any(${sql.param(idsEvento)}::text[])
          and not exists (select 1 from webhook_entregas e where e.id_evento = ev.id)`);
      return { entregas: borradas.rowCount ?? 0, eventos: eventos.rowCount ?? 0 };
    });
    total.entregas += lote.entregas;
    total.eventos += lote.eventos;
    if (lote.entregas < tamanoLote) return total;
  }
}

/** Daily at 22:30 in Bogotá: clear of the night (sweep from 01:00, close and reports 06:00–08:00). */
export const podarEntregasWebhooksJob = defineJob({
  name: 'podar-entregas-webhooks',
  payload: z.object({}).passthrough(),
  cron: '30 22 * * *',
  retryLimit: 2,
  async handler(deps) {
    const borradas = await podarEntregas(deps);
    if (borradas.entregas > 0) deps.log.info(borradas, 'webhooks: entregas antiguas borradas');
  },
});
