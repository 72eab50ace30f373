/**
 * The review actions on one change (seed 001 §4): a non-empty conclusion marks it reviewed,
 * Finalizado after its call, importance yes/no/unset. Each answer carries the control so the
 * client sees the review-complete transition; when an associated user completes the day's review
 * the important-changes report goes out by itself (to the coordinator, else the holder).
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { publishEvent } from '../../events/publish.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { validarResumen } from '../expedientes/index.ts';
import { enviarInformeAutomatico } from './informe.ts';
import { leerControl } from './leer-control.ts';
import { type CambioRow, presentarCambio, seleccionarCambios } from './presentar-cambio.ts';
import { textoDeConclusion } from './texto-de-conclusion.ts';

/** Validates a conclusion and tells whether it holds text. Empty input clears it. */
function readConclusion(conclusion: string): { value: string | null; hasText: boolean } {
  if (conclusion.trim() === '') return { value: null, hasText: false };
  const value = validarResumen(conclusion);
  return { value, hasText: textoDeConclusion(value) !== '' };
}

interface Lock extends Record<string, unknown> {
  id_control: number | null;
  estado: number;
}

async function lockCambio(
  tx: Executor,
  idAbogado: number,
  idCambio: number,
): Promise<Lock & { id_control: number }> {
  const result = await tx.execute<Lock>(sql`
    select c.id_control, c.estado from cambios c
    where c.id = ${idCambio} and c.id_abogado = ${idAbogado} and c.suprimido is null and c.id_control is not null`);
  const row = result.rows[0];
  if (!row || row.id_control === null) throw appError(404, 'CambioNoEncontrado');
  // One reviewer at a time per control: the review-complete transition is seen exactly once.
  await tx.execute(sql`select id from controles_cambios_dia where id = ${row.id_control} for update`);
  return { ...row, id_control: row.id_control };
}

export async function leerCambio(db: Executor, idAbogado: number, idCambio: number) {
  const result = await db.execute<CambioRow>(
    seleccionarCambios(sql`c.id = ${idCambio} and c.id_abogado = ${idAbogado} and c.suprimido is null`),
  );
  const row = result.rows[0];
  if (!row) throw appError(404, 'CambioNoEncontrado');
  return presentarCambio(row);
}

/**
 * The inbox notification of a reviewed change is no longer new (issue 21.3): once every change it
 * tells about is reviewed (estado 1 or more, or suppressed), it is marked seen. One notification
 * per account, case, source and day, found through its unique key's columns.
 */
async function marcarNotificacionesRevisadas(tx: Executor, idAbogado: number, idCambio: number) {
  await tx.execute(sql`
    update notificaciones_cambio n set visto = true, visto_en = coalesce(n.visto_en, now())
    from cambios c
    where c.id = ${idCambio} and c.id_abogado = ${idAbogado} and c.estado >= 1
      and n.id_abogado = c.id_abogado and n.id_expediente_origen = c.id_expediente and n.fecha = c.fecha
      and not n.visto
      and n.cambios @> jsonb_build_array(jsonb_build_object('idCambio', c.id))
      and not exists (
        select 1 from jsonb_array_elements(n.cambios) e
        join cambios otro on otro.id = (e ->> 'idCambio')::bigint
        where otro.estado < 1 and otro.suprimido is null)`);
}

type Change = (tx: Executor, lock: Lock) => Promise<void>;

async function applyChange(deps: AppDeps, session: SessionClaims, idCambio: number, change: Change) {
  const outcome = await deps.db.transaction(async (tx) => {
    const lock = await lockCambio(tx, session.idAbogado, idCambio);
    const before = await leerControl(tx, session.idAbogado, lock.id_control);
    await change(tx, lock);
    await tx.execute(sql`
      update cambios set fecha_actualizacion = now(), id_usuario_revision = ${session.idUsuario}
      where id = ${idCambio}`);
    await marcarNotificacionesRevisadas(tx, session.idAbogado, idCambio);
    const control = await leerControl(tx, session.idAbogado, lock.id_control);
    // Delivered when this transaction commits: the menu's counts of every open tab of the account.
    await publishEvent(tx, session.idAbogado, 'ControlCambiosActualizado', {
      idControl: control.id,
      totalCambios: control.totalCambios,
      totalCambiosRevisados: control.totalCambiosRevisados,
    });
    const isComplete = (value: typeof control) =>
      value.totalCambios > 0 && value.totalCambiosRevisados >= value.totalCambios;
    return { control, revisionCompletada: !isComplete(before) && isComplete(control) };
  });
  let informeEnviadoA: string | null = null;
  const isAssociate = session.idUsuario !== session.idAbogado;
  if (outcome.revisionCompletada && isAssociate && !outcome.control.haCompartidoInforme) {
    informeEnviadoA = await enviarInformeAutomatico(deps, session, outcome.control.id);
  }
  const control = informeEnviadoA
    ? await leerControl(deps.db, session.idAbogado, outcome.control.id)
    : outcome.control;
  return {
    cambio: await leerCambio(deps.db, session.idAbogado, idCambio),
    control,
    revisionCompletada: outcome.revisionCompletada,
    informeEnviadoA,
  };
}

export function marcarRevisado(deps: AppDeps, session: SessionClaims, idCambio: number, conclusion: string) {
  const read = readConclusion(conclusion);
  if (!read.hasText) throw appError(400, 'ConclusionVacia');
  return applyChange(deps, session, idCambio, async (tx) => {
    await tx.execute(sql`
      update cambios set conclusion = ${read.value}, estado = greatest(estado, 1),
        fecha_revisado = coalesce(fecha_revisado, now())
      where id = ${idCambio}`);
  });
}

export function guardarConclusion(
  deps: AppDeps,
  session: SessionClaims,
  idCambio: number,
  conclusion: string,
) {
  const read = readConclusion(conclusion);
  return applyChange(deps, session, idCambio, async (tx) => {
    await tx.execute(sql`
      update cambios set conclusion = ${read.value},
        estado = case when ${read.hasText} then greatest(estado, 1) else estado end,
        fecha_revisado = case when ${read.hasText} then coalesce(fecha_revisado, now()) else fecha_revisado end
      where id = ${idCambio}`);
  });
}

export function marcarImportante(
  deps: AppDeps,
  session: SessionClaims,
  idCambio: number,
  importante: boolean | null,
) {
  return applyChange(deps, session, idCambio, async (tx) => {
    await tx.execute(sql`update cambios set es_importante = ${importante} where id = ${idCambio}`);
  });
}

export function marcarFinalizado(deps: AppDeps, session: SessionClaims, idCambio: number) {
  return applyChange(deps, session, idCambio, async (tx) => {
    await tx.execute(sql`
      update cambios set estado = 3, fecha_revisado = coalesce(fecha_revisado, now()) where id = ${idCambio}`);
  });
}
