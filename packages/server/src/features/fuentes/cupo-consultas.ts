/**
 * The account's daily quota of source lookups (LIMITES_PLAN.consultasPorDia). Each source of a new
 * case, each activation and each radicado of a bulk load makes the courts be asked at once (search,
 * history, detail: about eight requests in CPNU) and e-mails the result, so without a bound a
 * deactivate-activate or delete-register loop turned one free account into a request pump aimed at
 * the courts, ahead of every other account's activations in the same polite queue.
 */
import { formatMessage, LIMITES_PLAN } from '@expediente/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { consultasPedidas } from '../../db/schema-expedientes.ts';
import { datosFacturacion } from '../../db/schema-facturacion.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Counts `cantidad` lookups for the account, or refuses them with a Spanish 429 past the quota.
 * Call it inside the transaction that registers them: a request refused later (a source already
 * active, a duplicate radicado) rolls its reservation back with it. An account-wide advisory lock
 * keeps two racing requests from both taking the last lookups.
 */
export async function reservarConsultas(tx: Executor, idAbogado: number, cantidad: number): Promise<void> {
  if (cantidad <= 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consultas_pedidas'), ${idAbogado})`);
  const [facturacion] = await tx
    .select({ id: datosFacturacion.idAbogado })
    .from(datosFacturacion)
    .where(eq(datosFacturacion.idAbogado, idAbogado));
  const max = LIMITES_PLAN[facturacion ? 'plan' : 'prueba'].consultasPorDia;
  const [{ pedidas }] = await tx
    .select({ pedidas: sql<number>`coalesce(sum(${consultasPedidas.cantidad}), 0)::int` })
    .from(consultasPedidas)
    .where(
      and(
        eq(consultasPedidas.idAbogado, idAbogado),
        gt(consultasPedidas.creadoEn, sql`now() - interval '1 day'`),
      ),
    );
  if (pedidas + cantidad > max)
    throw new AppError(429, 'LimiteConsultasDia', formatMessage('LimiteConsultasDia', { max }));
  await tx
    .delete(consultasPedidas)
    .where(
      and(
        eq(consultasPedidas.idAbogado, idAbogado),
        lt(consultasPedidas.creadoEn, sql`now() - interval '2 days'`),
      ),
    );
  await tx.insert(consultasPedidas).values({ idAbogado, cantidad });
}
