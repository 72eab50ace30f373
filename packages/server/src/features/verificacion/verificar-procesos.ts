/**
 * The automatic verification of an account's cases (seed 001 §2 'Verification report'; issue
 * 'Telling the lawyer', item 6): for each case, the sources that find cases by radicado (Unificada
 * always, Samai for administrative courts) where the case is not active are asked for it; where
 * the source has it, the source is activated. Run after a bulk load (its cases) and on request
 * (every case). One verification per account at a time.
 */
import { type FuenteId, formatMessage, parseRadicado, VERIFICACIONES_POR_DIA } from '@expediente/domain';
import type { FuenteFaltante, VerificacionSolicitada } from '@expediente/domain/contrato/verificacion';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { AppError, appError } from '../../http/errors.ts';
import { defineJob } from '../../jobs/queue.ts';
import { activarFuente, registrarFilaDeFuente } from '../fuentes/index.ts';

/** 0 Nuevo, 2 En proceso, 4 Verificado (seed 001 §4); a case with a source activated is 6. */
export const ESTADO_VERIFICACION = {
  nuevo: 0,
  enProceso: 2,
  verificado: 4,
  verificadoConActivaciones: 6,
} as const;

/** Administrative jurisdiction (Consejo de Estado, tribunales and juzgados administrativos): Samai. */
const ENTIDADES_ADMINISTRATIVAS = new Set(['03', '23', '33']);

export function fuentesVerificables(radicado: string): FuenteId[] {
  const entidad = parseRadicado(radicado)?.entidad ?? '';
  return ENTIDADES_ADMINISTRATIVAS.has(entidad) ? [2, 4] : [2];
}

export const verificarProcesosJob = defineJob({
  name: 'verificar-procesos',
  payload: z.object({ idVerificacion: z.number().int() }),
  retryLimit: 2,
  handler: (deps, { idVerificacion }) => verificarProcesos(deps, idVerificacion),
});

/** Creates a verification and queues it; 409 while another one of the account is running. */
export async function solicitarVerificacion(
  deps: AppDeps,
  idAbogado: number,
  origen: 'carga' | 'solicitud',
  idRegistroAutomatico: number | null = null,
): Promise<VerificacionSolicitada> {
  if (origen === 'solicitud') await exigirVerificacionesDisponibles(deps, idAbogado);
  const [creada] = (
    await deps.db.execute<{ id: number }>(sql`
      insert into verificaciones_procesos (id_abogado, origen, id_registro_automatico)
      select ${idAbogado}, ${origen}, ${idRegistroAutomatico}
      where not exists (select 1 from verificaciones_procesos
        where id_abogado = ${idAbogado} and estado < ${ESTADO_VERIFICACION.verificado}
          and creado_en > now() - interval '30 minutes')
      returning id`)
  ).rows;
  if (!creada) throw appError(409, 'VerificacionEnCurso');
  await deps.jobs.send(verificarProcesosJob, { idVerificacion: creada.id });
  return { id: creada.id };
}

/**
 * A verification asks the sources for every case of the account that misses them (a hundred cases,
 * a hundred searches), and one ended could be asked again at once: in a loop, an account kept the
 * courts busy without end. The ones a bulk load starts are not counted; they come with the load.
 */
async function exigirVerificacionesDisponibles(deps: AppDeps, idAbogado: number): Promise<void> {
  const [{ pedidas }] = (
    await deps.db.execute<{ pedidas: number }>(sql`
      select count(*)::int as pedidas from verificaciones_procesos
      where id_abogado = ${idAbogado} and origen = 'solicitud' and creado_en > now() - interval '1 day'`)
  ).rows;
  if (pedidas >= VERIFICACIONES_POR_DIA)
    throw new AppError(
      429,
      'DemasiadasVerificaciones',
      formatMessage('DemasiadasVerificaciones', { max: VERIFICACIONES_POR_DIA }),
    );
}

export function solicitarVerificacionDeCuenta(deps: AppDeps, session: SessionClaims) {
  return solicitarVerificacion(deps, session.idAbogado, 'solicitud');
}

interface Caso extends Record<string, unknown> {
  id: number;
  numero: string;
  activas: number[];
}

export async function verificarProcesos(deps: AppDeps, idVerificacion: number) {
  // Claimed once: a second runner (the job and a retry, say) finds it taken. One left 'En proceso'
  // by a killed worker is taken again after half an hour.
  const [verificacion] = (
    await deps.db.execute<{ id_abogado: number; id_registro_automatico: number | null }>(sql`
      update verificaciones_procesos set estado = ${ESTADO_VERIFICACION.enProceso}
      where id = ${idVerificacion} and (estado = ${ESTADO_VERIFICACION.nuevo}
        or (estado = ${ESTADO_VERIFICACION.enProceso} and creado_en < now() - interval '30 minutes'))
      returning id_abogado, id_registro_automatico`)
  ).rows;
  if (!verificacion) return;
  const idAbogado = verificacion.id_abogado;
  const casos = await deps.db.execute<Caso>(sql`
    select e.id, e.numero,
      coalesce(array_agg(p.tipo_fuente) filter (where p.activo and not p.es_resultado_adicional), '{}') as activas
    from expedientes e
    left join procesos_en_fuente p on p.id_expediente = e.id
    where e.id_abogado = ${idAbogado}
      and (${verificacion.id_registro_automatico}::int is null or e.id in (
        select id_expediente from procesos_a_cargar where id_registro_automatico = ${verificacion.id_registro_automatico}))
    group by e.id order by e.id`);
  await deps.db.execute(sql`
    update verificaciones_procesos set total_procesos = ${casos.rows.length} where id = ${idVerificacion}`);
  for (const caso of casos.rows) {
    const faltantes = fuentesVerificables(caso.numero).filter((fuente) => !caso.activas.includes(fuente));
    const resultado: FuenteFaltante[] = [];
    for (const tipoFuente of faltantes) {
      try {
        const encontrados = await deps.sources.get(tipoFuente).findRadicado(caso.numero);
        if (encontrados.length === 0) {
          resultado.push({ idFuente: tipoFuente, estadoVerificacionFuenteFaltante: 'noEncontrada' });
          continue;
        }
        const id = await deps.db.transaction((tx) =>
          registrarFilaDeFuente(tx, { idAbogado, idExpediente: caso.id, tipoFuente, parametros: {} }),
        );
        await activarFuente(deps, id, { isLastAttempt: true });
        resultado.push({ idFuente: tipoFuente, estadoVerificacionFuenteFaltante: 'activada' });
      } catch (error) {
        deps.log.warn(
          { err: error, idExpediente: caso.id, tipoFuente },
          'verificación: fuente no consultada',
        );
        resultado.push({ idFuente: tipoFuente, estadoVerificacionFuenteFaltante: 'error' });
      }
    }
    const estado = resultado.some((r) => r.estadoVerificacionFuenteFaltante === 'activada')
      ? ESTADO_VERIFICACION.verificadoConActivaciones
      : ESTADO_VERIFICACION.verificado;
    await deps.db.execute(sql`
      insert into verificaciones_expedientes (id_verificacion, id_expediente, estado_verificacion, fuentes_faltantes)
      values (${idVerificacion}, ${caso.id}, ${estado}, ${JSON.stringify(resultado)}::jsonb)
      on conflict (id_verificacion, id_expediente) do update
        set estado_verificacion = excluded.estado_verificacion, fuentes_faltantes = excluded.fuentes_faltantes`);
  }
  await deps.db.execute(sql`
    update verificaciones_procesos set estado = ${ESTADO_VERIFICACION.verificado}, terminado_en = now()
    where id = ${idVerificacion}`);
}
