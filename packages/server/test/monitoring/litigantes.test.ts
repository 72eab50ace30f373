/**
 * Repeat litigants (issue 23) end to end over real HTTP against the court simulator: K watched
 * radicados of one bank in one despacho are read at night with one CPNU search by name (a few
 * pages: the bank's other processes there are listed too) plus a page read per radicado that
 * moved — far fewer requests than one search per radicado — and the radicado that changed is found.
 */
import {
  actuacionesUntil,
  hasSegundoProceso,
  isNotFound,
  isPrivate,
  litiganteFrecuente,
  procesosOf,
  radicadosDeLitigante,
  toDay,
} from '@expediente/court-sim';
import { sumarDias } from '@expediente/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actuaciones, consultas, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { busquedasLitigantes } from '../../src/db/schema-presupuesto.ts';
import { WORKER_JOBS } from '../../src/jobs/registry.ts';
import { barrerAhora } from '../../src/monitoring/barrer-ahora.ts';
import { claveLitigante, MINIMO_LITIGANTE_POR_DEFECTO } from '../../src/monitoring/presupuesto/litigantes.ts';
import { createAbogado } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { createTestApp } from '../support/test-app.ts';
import { watch } from './support.ts';

const START = '2026-06-01';
const DESPACHO = '050014003001';
const K = 16;
const { deps, sim } = await createTestApp(
  {
    JOB_RETRY_DELAY_SECONDS: '1',
    EGRESS_ID: 'prueba-litigantes',
    SWEEP_LITIGANT_MIN: String(MINIMO_LITIGANTE_POR_DEFECTO),
  },
  // Its own database: the litigant memory, the night's stored plan and the egress's spending are
  // installation-wide, and on the suite's shared database another file's nights could meet them
  // (it once counted 23 CPNU requests in a loaded full run; the cause was not pinned down).
  { today: START, databaseUrl: await createOwnDatabase('litigantes') },
);
await deps.jobs.work(deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });

const radicados: string[] = [];
for (let year = 2016; radicados.length < K && year <= 2026; year++)
  for (const radicado of radicadosDeLitigante(DESPACHO, year))
    if (!isNotFound(radicado) && !isPrivate(radicado) && !hasSegundoProceso(radicado) && radicados.length < K)
      radicados.push(radicado);

/** The day of a radicado's last actuación on the simulator's `fecha`. */
const ultimaEn = (radicado: string, fecha: string) =>
  actuacionesUntil(procesosOf(radicado)[0] as never, toDay(fecha)).at(-1)?.fechaActuacion ?? null;

describe('repeat litigants: one search by party name per despacho', () => {
  it('checks K radicados of one bank with far fewer than K CPNU requests and finds the ones that moved', {
    timeout: 60_000,
  }, async () => {
    expect(radicados).toHaveLength(K);
    const abogado = await createAbogado(deps);
    const rows: number[] = [];
    for (const radicado of radicados) rows.push(...(await watch(deps, abogado.id, radicado, [2])).rows);
    // Registered long ago: tonight no row is a check the lawyer asked for.
    await deps.db
      .update(procesosEnFuente)
      .set({ creadoEn: sql`${sumarDias(START, -90)}::timestamptz` })
      .where(inArray(procesosEnFuente.id, rows));

    // Night 1 establishes the last full check (each radicado on its own, as just registered) and
    // probes the bank's search (one page: its count); a later night is measured, one on which some
    // of them moved, with the search planned at the pages remembered.
    let fecha = sumarDias(START, 1);
    sim.clock.set(fecha);
    const primera = await barrerAhora(deps, fecha, { idAbogado: abogado.id });
    expect(primera.busquedasPorNombre).toBe(1);
    // The probe's rows are checked on their own: counted once in the night's summary, not twice.
    expect(primera.checks).toBe(K);
    let movidos: string[] = [];
    do {
      const antes = fecha;
      fecha = sumarDias(fecha, 1);
      movidos = radicados.filter((r) => ultimaEn(r, fecha) !== ultimaEn(r, antes));
      if (movidos.length === 0) {
        sim.clock.set(fecha);
        await barrerAhora(deps, fecha, { idAbogado: abogado.id });
      }
    } while (movidos.length === 0);
    sim.clock.set(fecha);
    const banco = litiganteFrecuente(DESPACHO);
    const nombre = banco.tipo === 'juridica' ? banco.razonSocial : '';
    const consulta = new URLSearchParams({
      nombre,
      tipoPersona: 'jur',
      SoloActivos: 'false',
      codificacionDespacho: DESPACHO,
      pagina: '1',
    });
    const respuesta = await fetch(`${sim.url}/cpnu/api/v2/Procesos/Consulta/NombreRazonSocial?${consulta}`);
    const registros = (
      (await respuesta.json()) as { paginacion: { cantidadRegistros: number; cantidadPaginas: number } }
    ).paginacion;
    expect(registros.cantidadRegistros).toBeGreaterThan(K);

    sim.resetStats();
    const result = await barrerAhora(deps, fecha, { idAbogado: abogado.id });
    const cpnu = sim.stats().bySource.cpnu;

    expect(result.busquedasPorNombre).toBe(1);
    const uso = result.presupuesto.find((u) => u.host === 'cpnu');
    expect(uso?.porMotivo.litigante).toBe(K);
    // Planned at the pages an earlier night's search counted (the bank's unwatched processes too),
    // not at the watched radicados' ceil(K / 20).
    expect(uso?.paginasPorNombre).toBe(registros.cantidadPaginas);
    expect(registros.cantidadPaginas).toBeGreaterThan(Math.ceil(K / 20));
    const recordada = await deps.db
      .select({ cantidadRegistros: busquedasLitigantes.cantidadRegistros, fecha: busquedasLitigantes.fecha })
      .from(busquedasLitigantes)
      .where(
        and(
          eq(busquedasLitigantes.codificacionDespacho, DESPACHO),
          eq(busquedasLitigantes.nombre, claveLitigante(nombre)),
        ),
      );
    expect(recordada).toEqual([{ cantidadRegistros: registros.cantidadRegistros, fecha }]);
    // The search's pages, and one page of actuaciones per radicado that moved (or whose last
    // actuación was from the last day, read directly as always).
    expect(cpnu).toBeGreaterThanOrEqual(registros.cantidadPaginas + movidos.length);
    expect(cpnu).toBeLessThan(K / 2);
    // Every radicado was fully checked that night, and those that moved have their news.
    const dia = await deps.db
      .select({ estado: consultas.estado, solicitudes: consultas.solicitudes })
      .from(consultas)
      .where(and(eq(consultas.fecha, fecha), inArray(consultas.idProcesoEnFuente, rows)));
    expect(dia).toHaveLength(K);
    expect(dia.every((c) => c.estado === 'consultado')).toBe(true);
    const nuevas = await deps.db.execute<{ numero: string }>(sql`
      select distinct e.numero from ${actuaciones} a
      join ${procesosEnFuente} p on p.id = a.id_proceso_en_fuente join expedientes e on e.id = p.id_expediente
      where a.fecha_deteccion = ${fecha} and p.id in (${sql.join(
        rows.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    expect(nuevas.rows.map((row) => row.numero).sort()).toEqual([...movidos].sort());
    const [motivos] = await deps.db
      .select({
        litigante: sql<number>`count(*) filter (where ${procesosEnFuente.motivoNoche} = 'litigante')::int`,
      })
      .from(procesosEnFuente)
      .where(inArray(procesosEnFuente.id, rows));
    expect(motivos?.litigante).toBe(K);
  });
});
