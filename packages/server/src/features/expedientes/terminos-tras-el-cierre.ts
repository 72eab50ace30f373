/**
 * After the day's close the worker brings every account's stored términos up to date (decision
 * 0020), so that the lawyer's first 'Termino' read of the morning finds nothing to compute: the
 * night's new actuaciones, the términos that ended, a new calendar (a closure, new rules) — a
 * 50,000-case account took 5.8 s on that first read. Each account under its own advisory lock,
 * exactly as a read would do it; a read that comes first simply leaves nothing here.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { abogados } from '../../db/schema.ts';
import { expedientesTerminos } from '../../db/schema-expedientes.ts';
import { defineJob } from '../../jobs/queue.ts';
import { refrescarTerminosDeCuenta } from './orden-por-termino.ts';

export const refrescarTerminosJob = defineJob({
  name: 'refrescar-terminos-orden',
  /** One account (a scoped close, as sweeps and tests run them), or every account. */
  payload: z.object({ idAbogado: z.number().int().optional() }),
  retryLimit: 1,
  async handler(deps, { idAbogado }) {
    const hoy = await deps.clock.today();
    const { rows } = await deps.db.execute<{ id: number }>(sql`
      select a.id from ${abogados} a
      where exists (select 1 from ${expedientesTerminos} t where t.id_abogado = a.id)
        and (${idAbogado ?? null}::int is null or a.id = ${idAbogado ?? null})
      order by a.id`);
    let casos = 0;
    for (const { id } of rows) casos += await refrescarTerminosDeCuenta(deps.db, id, hoy);
    if (casos === 0) return;
    // Each row written cleared its page's all-visible bit: until a vacuum sets them again, a deep
    // 'Termino' page's index-only scan reads the table for every entry it skips (13,910 buffers at
    // page 2,000 of 50,000 cases), and autovacuum waits for a fifth of the table to change. A
    // night's few thousand rows make this vacuum short; it also brings the statistics up to date.
    await deps.db.execute(sql`vacuum (analyze) ${expedientesTerminos}`);
    deps.log.info({ cuentas: rows.length, casos }, 'términos del orden calculados tras el cierre');
  },
});
