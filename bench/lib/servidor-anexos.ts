/**
 * The real app in a process of its own, for bench/lib/memoria-subida.ts: one lawyer, one case and
 * one change to attach files to. It tells its parent (IPC) where it listens, and on request runs a
 * full garbage collection (it is started with --expose-gc) so every measurement starts from a
 * settled heap. The embedded PostgreSQL is a further process of its own, so the RSS the parent
 * samples from /proc/<pid>/status is the Node server's alone.
 */
import { sql } from 'drizzle-orm';
import { startCaseListServer } from '../list-api.ts';

const pgPort = Number(process.argv[2] ?? 54595);
const server = await startCaseListServer({ cases: 1, pgPort });
const { deps, idAbogado } = server;
const fecha = await deps.clock.today();
const cambio = await deps.db.execute<{ id: number }>(sql`
  insert into cambios (id_abogado, id_expediente, fecha, tipo, tipo_fuente, referencia)
  select ${idAbogado}, id, ${fecha}::date, 'actuacion', 2, 0 from expedientes where id_abogado = ${idAbogado}
  returning id`);

// Peaks of the V8/Node memory figures between two 'gc' requests, to say where RSS growth comes from.
let peaks = { heapUsed: 0, external: 0, arrayBuffers: 0, rss: 0 };
setInterval(() => {
  const now = process.memoryUsage();
  for (const key of Object.keys(peaks) as (keyof typeof peaks)[]) peaks[key] = Math.max(peaks[key], now[key]);
}, 2).unref();

process.on('message', (message: string) => {
  if (message === 'picos') {
    process.send?.(peaks);
  } else if (message === 'gc') {
    global.gc?.();
    global.gc?.();
    const now = process.memoryUsage();
    peaks = { heapUsed: now.heapUsed, external: now.external, arrayBuffers: now.arrayBuffers, rss: now.rss };
    process.send?.({ ...peaks });
  } else if (message === 'cerrar') {
    void server.close().then(() => process.exit(0));
  }
});
process.send?.({
  url: `${server.baseUrl}/api/CambioEnExpedienteDigital/${cambio.rows[0].id}/DocumentoAnexo`,
  token: server.token,
});
