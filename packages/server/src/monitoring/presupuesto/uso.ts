/**
 * The operator's view of a night's budget (GET /api/Monitoreo/Presupuesto): per court host, the
 * plan stored by the sweep (planes_noche) beside the requests the night's checks actually made
 * (consultas.solicitudes; a CPNU reading shared by several rows is counted once, on the row that
 * asked).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { consultas } from '../../db/schema-expedientes.ts';
import { gastoEgresos, planesNoche } from '../../db/schema-presupuesto.ts';
import { hostDeFuente } from './hosts.ts';

export async function usoDelPresupuesto(deps: Pick<AppDeps, 'db' | 'config'>, fecha: string) {
  const planes = await deps.db.select().from(planesNoche).where(eq(planesNoche.fecha, fecha));
  const porFuente = await deps.db
    .select({
      tipoFuente: consultas.tipoFuente,
      solicitudes: sql<number>`coalesce(sum(${consultas.solicitudes}), 0)::int`,
      consultados: sql<number>`count(*) filter (where ${consultas.estado} = 'consultado')::int`,
    })
    .from(consultas)
    .where(eq(consultas.fecha, fecha))
    .groupBy(consultas.tipoFuente);
  const hechas = new Map<string, { solicitudes: number; consultados: number }>();
  for (const fila of porFuente) {
    const host = hostDeFuente(fila.tipoFuente);
    const suma = hechas.get(host) ?? { solicitudes: 0, consultados: 0 };
    suma.solicitudes += fila.solicitudes;
    suma.consultados += fila.consultados;
    hechas.set(host, suma);
  }
  // What each egress spent, counted before each request left (gasto.ts): never above its budget.
  const gastos = await deps.db
    .select({
      host: gastoEgresos.host,
      egreso: gastoEgresos.egreso,
      solicitudes: gastoEgresos.solicitudes,
      presupuesto: gastoEgresos.presupuesto,
      reserva: gastoEgresos.reserva,
      prioritarias: gastoEgresos.prioritarias,
    })
    .from(gastoEgresos)
    .where(eq(gastoEgresos.fecha, fecha))
    .orderBy(gastoEgresos.host, gastoEgresos.egreso);
  const hosts = [...new Set([...planes.map((p) => p.host), ...hechas.keys()])].sort();
  return {
    fecha,
    presupuestoPorHost: deps.config.SWEEP_BUDGET_PER_HOST,
    diasPiso: deps.config.SWEEP_FLOOR_DAYS,
    hosts: hosts.map((host) => {
      const plan = planes.find((p) => p.host === host);
      const hecho = hechas.get(host) ?? { solicitudes: 0, consultados: 0 };
      return {
        host,
        // Publication listings are read once per court and day, outside the checks' budget.
        presupuestoPorEgreso: plan?.presupuestoPorEgreso ?? null,
        egresos: plan?.egresos ?? null,
        previstas: plan?.previstas ?? null,
        candidatos: plan?.candidatos ?? null,
        elegidos: plan?.elegidos ?? null,
        sinCupo: plan?.sinCupo ?? null,
        noElegidos: plan?.noElegidos ?? null,
        porMotivo: plan?.porMotivo ?? null,
        solicitudes: hecho.solicitudes,
        consultados: hecho.consultados,
        porEgreso: gastos
          .filter((gasto) => gasto.host === host)
          .map(({ egreso, solicitudes, presupuesto }) => ({ egreso, solicitudes, presupuesto })),
        // Per egress, the reserve the lower tiers could not spend (tiers 1–2's expected need plus the
        // margin for checks asked for during the night) and what tiers 1–2 spent (of `solicitudes`).
        reservas: gastos
          .filter((gasto) => gasto.host === host)
          .map(({ egreso, reserva, prioritarias }) => ({ egreso, reserva, prioritarias })),
        planificadoEn: plan?.planificadoEn ?? null,
      };
    }),
  };
}
