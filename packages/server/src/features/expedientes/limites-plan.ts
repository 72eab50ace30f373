/**
 * Per-plan and trial limits (issue 20 item 8): cases per account, radicados per bulk load and
 * attachment storage. The account is on trial until its billing data is saved (the moment billing
 * starts, seed 002 §1); the numbers live in domain/cuenta/seguridad.ts.
 */
import { formatMessage, LIMITES_PLAN, type TipoLimite } from '@expediente/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { expedientes, procesosACargar, registrosAutomaticos } from '../../db/schema-expedientes.ts';
import { datosFacturacion } from '../../db/schema-facturacion.ts';
import { AppError } from '../../http/errors.ts';

export async function tipoLimite(db: Executor, idAbogado: number): Promise<TipoLimite> {
  const [datos] = await db
    .select({ id: datosFacturacion.idAbogado })
    .from(datosFacturacion)
    .where(eq(datosFacturacion.idAbogado, idAbogado));
  return datos ? 'plan' : 'prueba';
}

/**
 * Refuses `nuevos` more cases past the account's limit. Called inside the registering transaction
 * after an account-wide advisory lock, so two requests racing cannot both pass the last slot.
 * A running bulk load's radicados still being searched count too: its job creates their cases
 * later without asking, and cases registered by hand meanwhile took those slots, so a trial
 * account ended with its load and a hundred more (adversarial audit).
 */
export async function exigirCupoProcesos(tx: Executor, idAbogado: number, nuevos: number): Promise<void> {
  if (nuevos <= 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cupo_procesos'), ${idAbogado})`);
  const tipo = await tipoLimite(tx, idAbogado);
  const max = LIMITES_PLAN[tipo].procesos;
  const [{ total }] = (
    await tx.execute<{ total: number }>(sql`
      select (select count(*)::int from ${expedientes} where ${expedientes.idAbogado} = ${idAbogado})
        + (select count(*)::int from ${procesosACargar} p
             join ${registrosAutomaticos} r on r.id = p.id_registro_automatico
           where r.id_abogado = ${idAbogado} and r.estado = 'EnProceso' and p.estado = 'Registrando') as total`)
  ).rows;
  if (total + nuevos <= max) return;
  const code = tipo === 'prueba' ? 'LimiteProcesosPrueba' : 'LimiteProcesosPlan';
  throw new AppError(403, code, formatMessage(code, { max }));
}

/** Refuses a bulk load longer than the account's plan allows. */
export async function exigirTamanoCarga(db: Executor, idAbogado: number, radicados: number): Promise<void> {
  const tipo = await tipoLimite(db, idAbogado);
  const max = LIMITES_PLAN[tipo].radicadosPorCarga;
  if (radicados <= max) return;
  // The plan's bound is also the request schema's; only the trial's is said in words here.
  throw new AppError(400, 'LimiteCargaPrueba', formatMessage('LimiteCargaPrueba', { max }));
}
