/**
 * The budget as a hard stop while the night's checks run (issue 23): every court request a check
 * makes is first counted in `gasto_egresos` for (night, host, egress) by one conditional upsert,
 * and refused when the egress has spent its SWEEP_BUDGET_PER_HOST — the request is never made.
 * The plan (planificar.ts) only expects to fit; this is what guarantees it.
 *
 * A check refused mid-way is deferred, not failed: handed to another live egress that still has
 * budget for that host, or, when none has, marked `sinCupo` for the night (the day close then says
 * it was not checked because the budget ran out).
 *
 * Tiers 1–2 first, at run time too: the plan queues them first, but retries, a check a person asks
 * for later in the night, or another egress taking lower-tier jobs first could still leave them
 * without budget. So each egress keeps a reserve R per host — what the night's plan expects tiers
 * 1–2 to need per egress (`planes_noche.reserva_prioritaria`) plus SWEEP_USER_RESERVE_PERCENT of
 * its budget for checks asked for during the night — and a check that is not `prioritaria` may
 * only spend while the part of R tiers 1–2 have not spent yet stays free: the lower tiers stop at
 * N − R, tiers 1–2 spend up to N. One conditional upsert still decides (no read-then-write).
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { conReserva } from '../../sources/http/reserva.ts';
import { margenUsuario } from './presupuesto.ts';

export class PresupuestoAgotadoError extends Error {
  constructor(
    readonly host: string,
    readonly egreso: string,
  ) {
    super(`El egreso ${egreso} agotó el presupuesto de la noche para ${host}`);
    this.name = 'PresupuestoAgotadoError';
  }
}

export interface Egreso {
  egreso: string;
  presupuesto: number;
  /** Requests of the budget kept for checks a person asks for during the night. */
  margenUsuario: number;
}

export const egresoDe = (config: AppDeps['config']): Egreso => ({
  egreso: config.EGRESS_ID,
  presupuesto: config.SWEEP_BUDGET_PER_HOST,
  margenUsuario: margenUsuario(config.SWEEP_BUDGET_PER_HOST, config.SWEEP_USER_RESERVE_PERCENT),
});

/** Whether the requests are a tiers 1–2 check's (user-triggered, named in the day's lists). */
export interface Prioridad {
  prioritaria?: boolean;
}

/**
 * Counts `n` requests of `egreso` to `host` on the night of `fecha` (all or none), or throws when
 * they do not fit in what is left — for a check that is not `prioritaria`, in what is left outside
 * the part of the reserve tiers 1–2 have not spent (`reserva − prioritarias`). The reserve is read
 * from the night's plan inside the same statement; the plan is written before its checks are sent.
 */
export async function reservarSolicitudes(
  db: Executor,
  fecha: string,
  host: string,
  egreso: Egreso,
  n = 1,
  { prioritaria = false }: Prioridad = {},
) {
  const reservada = await db.execute(sql`
    with reserva as (
      select least(${egreso.presupuesto}::int, ${egreso.margenUsuario}::int + coalesce((
        select reserva_prioritaria from planes_noche where fecha = ${fecha}::date and host = ${host}), 0)) as r
    )
    insert into gasto_egresos (fecha, host, egreso, solicitudes, prioritarias, presupuesto, reserva)
    select ${fecha}::date, ${host}, ${egreso.egreso}, ${n}::int, ${prioritaria ? n : 0}::int,
      ${egreso.presupuesto}::int, r
    from reserva
    where ${n}::int + (case when ${prioritaria}::boolean then 0 else r end) <= ${egreso.presupuesto}::int
    on conflict (fecha, host, egreso) do update
      set solicitudes = gasto_egresos.solicitudes + excluded.solicitudes,
        prioritarias = gasto_egresos.prioritarias + excluded.prioritarias,
        presupuesto = excluded.presupuesto, reserva = excluded.reserva
      where gasto_egresos.solicitudes + excluded.solicitudes
        + (case when ${prioritaria}::boolean then 0
            else greatest(0, excluded.reserva - gasto_egresos.prioritarias) end)
        <= excluded.presupuesto
    returning solicitudes`);
  if (reservada.rows.length === 0) throw new PresupuestoAgotadoError(host, egreso.egreso);
}

/** Gives back reserved requests that were not made. */
async function devolverSolicitudes(
  db: Executor,
  fecha: string,
  host: string,
  egreso: Egreso,
  n: number,
  { prioritaria = false }: Prioridad,
) {
  if (n <= 0) return;
  await db.execute(sql`
    update gasto_egresos set solicitudes = greatest(0, solicitudes - ${n}::int),
      prioritarias = greatest(0, prioritarias - ${prioritaria ? n : 0}::int)
    where fecha = ${fecha} and host = ${host} and egreso = ${egreso.egreso}`);
}

/**
 * What a check claims before its first request: the search and one page read. Claimed together,
 * so that near the end of the budget a check either has room to finish or makes no request at
 * all — checks running side by side must not each spend a search and then stop short of the page.
 * Further pages are claimed one by one; what is not used is given back when the check ends.
 */
const SOLICITUDES_POR_ADELANTADO = 2;

/**
 * Runs a check with each of its court requests counted against the egress's budget for `host`;
 * a `prioritaria` check (tiers 1–2) may spend the reserve.
 */
export async function gastando<T>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  fecha: string,
  host: string,
  work: () => Promise<T>,
  prioridad: Prioridad = {},
): Promise<T> {
  const egreso = egresoDe(deps.config);
  let adelantadas = Math.min(SOLICITUDES_POR_ADELANTADO, egreso.presupuesto);
  await reservarSolicitudes(deps.db, fecha, host, egreso, adelantadas, prioridad);
  const reservar = async () => {
    if (adelantadas > 0) adelantadas -= 1;
    else await reservarSolicitudes(deps.db, fecha, host, egreso, 1, prioridad);
  };
  try {
    return await conReserva(reservar, work);
  } finally {
    await devolverSolicitudes(deps.db, fecha, host, egreso, adelantadas, prioridad);
  }
}

/** How long after its last beat an egress worker still counts as alive. */
export const VIDA_EGRESO_SEGUNDOS = 30;
const LATIDO_MS = 10_000;

/**
 * Another live egress whose budget for `host` tonight still holds a check's first claim (the search
 * and one page; or that never asked it yet) — for a check that is not `prioritaria`, outside the
 * reserve tiers 1–2 still hold: else two egresses with only reserve left would hand a lower-tier
 * check to each other all night. Room for one request is not room for a check: an egress with one
 * left refuses every claim, and two such egresses passed three checks back and forth every 2 s
 * until the end of the run (bench/escala-punta-a-punta.ts, `--orden produccion`).
 */
export async function otroEgresoConCupo(
  deps: Pick<AppDeps, 'db' | 'config'>,
  fecha: string,
  host: string,
  { prioritaria = false }: Prioridad = {},
): Promise<boolean> {
  const filas = await deps.db.execute(sql`
    select 1 from egresos_vivos e
    left join gasto_egresos g on g.egreso = e.egreso and g.fecha = ${fecha} and g.host = ${host}
    where e.cola = ${deps.config.JOBS_SCHEMA} and e.egreso <> ${deps.config.EGRESS_ID}
      and e.visto_en > now() - make_interval(secs => ${VIDA_EGRESO_SEGUNDOS})
      and (g.egreso is null or g.solicitudes + least(${SOLICITUDES_POR_ADELANTADO}::int, g.presupuesto)
        + (case when ${prioritaria}::boolean then 0 else greatest(0, g.reserva - g.prioritarias) end)
        <= g.presupuesto)
    limit 1`);
  return filas.rows.length > 0;
}

/** The egresses serving this queue alive now (at least 1: the process planning is one). */
export async function egresosVivos(deps: Pick<AppDeps, 'db' | 'config'>): Promise<number> {
  const filas = await deps.db.execute<{ vivos: number }>(sql`
    select count(*)::int as vivos from egresos_vivos
    where cola = ${deps.config.JOBS_SCHEMA} and visto_en > now() - make_interval(secs => ${VIDA_EGRESO_SEGUNDOS})`);
  return Math.max(1, filas.rows[0]?.vivos ?? 0);
}

/** A worker process says its egress is alive now and every few seconds; returns the stop. */
export async function latirEgreso(
  deps: Pick<AppDeps, 'db' | 'config' | 'log'>,
): Promise<() => Promise<void>> {
  const latir = () =>
    deps.db.execute(sql`
      insert into egresos_vivos (cola, egreso, visto_en)
      values (${deps.config.JOBS_SCHEMA}, ${deps.config.EGRESS_ID}, now())
      on conflict (cola, egreso) do update set visto_en = now()`);
  await latir();
  const timer = setInterval(() => {
    latir().catch((error: unknown) => deps.log.warn({ err: error }, 'latido del egreso'));
  }, LATIDO_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
