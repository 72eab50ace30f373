/**
 * POST /api/GenerarSolicitudInformeUnificado: queue the report and answer at once.
 *
 * The body may name the file type (`tipoInforme`: 0 PDF, 1 Word, 2 Excel, the contract's
 * TIPO_INFORME); without one the report is the Excel workbook.
 *
 * One request per lawyer and type at a time: while a report of that type is queued or being built,
 * asking for it again answers 409 InformeEnCurso (a double click never builds and mails the same
 * report twice). Another type is queued beside it and both arrive: Word asked right after PDF is
 * what the lawyer wants, not a mistake to explain (issue 21, item 14). Once the job is done (sent,
 * or failed for good) the same type is accepted again.
 *
 * The pending check reads pg-boss's own job table (the queue lives in the same database), under a
 * per-lawyer advisory lock so two racing requests cannot both see "nothing pending": the job is
 * inserted (and committed by pg-boss) before the lock is released. pg-boss's singletonKey does not
 * help here: with the queues' standard policy it does not deduplicate.
 *
 * At most INFORMES_POR_DIA in 24 hours (the reports e-mailed plus the ones still pending): each one
 * reads every case and mails a file, and one that arrived could be asked again at once — in a loop,
 * to an address nobody had to confirm (adversarial audit). Counted from the e-mails, which stay,
 * because pg-boss moves finished jobs out of its job table after twelve hours.
 */
import { formatMessage, INFORMES_POR_DIA } from '@expediente/domain';
import {
  type SolicitudInforme,
  TIPO_INFORME_POR_DEFECTO,
  type TipoInforme,
} from '@expediente/domain/contrato/informes';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados, correos } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { informeUnificadoJob } from './informe-job.ts';

export async function solicitarInformeUnificado(
  deps: AppDeps,
  idAbogado: number,
  tipoInforme: TipoInforme,
): Promise<SolicitudInforme> {
  const [abogado] = await deps.db
    .select({ email: abogados.email })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  if (!abogado) throw notFound();
  const jobTable = sql.identifier(deps.config.JOBS_SCHEMA);
  const idSolicitud = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('informe_unificado'), ${idAbogado})`);
    const pending = await tx.execute(
      sql`select 1 from ${jobTable}.job
          where name = ${informeUnificadoJob.name} and state < 'completed'
            and (data ->> 'idAbogado')::int = ${idAbogado}
            and coalesce((data ->> 'tipoInforme')::int, ${TIPO_INFORME_POR_DEFECTO}) = ${tipoInforme}
          limit 1`,
    );
    if (pending.rows.length > 0) throw conflict('InformeEnCurso');
    const [{ pedidos }] = (
      await tx.execute<{ pedidos: number }>(
        sql`select (select count(*) from ${correos}
                     where ${correos.idAbogado} = ${idAbogado} and ${correos.plantilla} = 'informe-unificado'
                       and ${correos.creadoEn} > now() - interval '1 day')
                 + (select count(*) from ${jobTable}.job
                     where name = ${informeUnificadoJob.name} and state < 'completed'
                       and (data ->> 'idAbogado')::int = ${idAbogado}) as pedidos`,
      )
    ).rows;
    if (Number(pedidos) >= INFORMES_POR_DIA)
      throw new AppError(
        429,
        'DemasiadosInformes',
        formatMessage('DemasiadosInformes', { max: INFORMES_POR_DIA }),
      );
    return deps.jobs.send(informeUnificadoJob, { idAbogado, tipoInforme });
  });
  if (!idSolicitud) throw new Error('La cola no aceptó la solicitud del informe unificado');
  return { idSolicitud, tipoInforme, correo: abogado.email };
}
