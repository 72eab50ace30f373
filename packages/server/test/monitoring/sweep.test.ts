import { estadoDelDia, toDay } from '@expediente/court-sim';
import { sumarDias } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actuaciones,
  cambios,
  coincidencias,
  consultas,
  procesosEnFuente,
} from '../../src/db/schema-expedientes.ts';
import { WORKER_JOBS } from '../../src/jobs/registry.ts';
import { barrerAhora } from '../../src/monitoring/barrer-ahora.ts';
import { consultarProceso } from '../../src/monitoring/consultar-proceso.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { foundRadicados, isAdministrativo, watch } from './support.ts';

const START = '2026-10-01';
const { app, deps, sim } = await createTestApp({ JOB_RETRY_DELAY_SECONDS: '1' }, { today: START });
await deps.jobs.work(deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });

const abogado = await createAbogado(deps, { nombre: 'Sofía' });
const radicados = foundRadicados(12, 21);
const watched: { idExpediente: number; rows: number[] }[] = [];
for (const radicado of radicados) {
  watched.push(await watch(deps, abogado.id, radicado, isAdministrativo(radicado) ? [2, 4] : [2]));
}

async function countFor(table: typeof actuaciones | typeof cambios, fecha?: string) {
  const where = fecha
    ? table === actuaciones
      ? and(eq(actuaciones.idAbogado, abogado.id), eq(actuaciones.fechaDeteccion, fecha))
      : and(eq(cambios.idAbogado, abogado.id), eq(cambios.fecha, fecha))
    : eq(table.idAbogado, abogado.id);
  const [row] = await deps.db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return row.total;
}

describe('nightly sweep against the simulator', () => {
  it('stores each day’s new actuaciones once, as changes, and every case ends consulted', async () => {
    let fecha = START;
    let found = 0;
    for (let day = 0; day < 6; day++) {
      fecha = sumarDias(fecha, 1);
      sim.clock.set(fecha);
      const result = await barrerAhora(deps, fecha, { idAbogado: abogado.id });
      expect(result.checks).toBeGreaterThanOrEqual(12);
      const nuevas = await countFor(actuaciones, fecha);
      const changes = await deps.db
        .select({ total: sql<number>`count(*)::int` })
        .from(cambios)
        .where(
          and(eq(cambios.idAbogado, abogado.id), eq(cambios.fecha, fecha), eq(cambios.tipo, 'actuacion')),
        );
      expect(changes[0].total).toBe(nuevas);
      found += nuevas;
      const [consulted] = await deps.db
        .select({ total: sql<number>`count(*)::int` })
        .from(consultas)
        .where(
          and(
            eq(consultas.idAbogado, abogado.id),
            eq(consultas.fecha, fecha),
            eq(consultas.estado, 'consultado'),
          ),
        );
      expect(consulted.total).toBe(result.checks);
    }
    expect(found).toBeGreaterThan(0);
    // What we hold equals what the source holds today: nothing lost, nothing duplicated.
    for (const { rows } of watched) {
      const row = (await deps.db.select().from(procesosEnFuente).where(eq(procesosEnFuente.id, rows[0])))[0];
      if (!row.idProceso || row.esPrivado) continue;
      const truth = await deps.sources.get(2).getActuacionesSince({ radicado: '', idProceso: row.idProceso });
      const [stored] = await deps.db
        .select({ total: sql<number>`count(*)::int` })
        .from(actuaciones)
        .where(eq(actuaciones.idProcesoEnFuente, row.id));
      expect(stored.total).toBe(truth.length);
    }
  });

  it('is idempotent: the same day swept again stores nothing new', async () => {
    const fecha = await deps.clock.today();
    const before = [await countFor(actuaciones), await countFor(cambios)];
    await barrerAhora(deps, fecha, { idAbogado: abogado.id });
    for (const { rows } of watched) await consultarProceso(deps, rows[0], fecha);
    expect([await countFor(actuaciones), await countFor(cambios)]).toEqual(before);
  });

  it('costs one court request per unchanged Unificada case', async () => {
    const fecha = sumarDias(await deps.clock.today(), 1);
    sim.clock.set(fecha);
    await barrerAhora(deps, fecha, { idAbogado: abogado.id });
    const rows = await deps.db
      .select({ solicitudes: consultas.solicitudes, id: consultas.idProcesoEnFuente })
      .from(consultas)
      .where(
        and(eq(consultas.idAbogado, abogado.id), eq(consultas.fecha, fecha), eq(consultas.tipoFuente, 2)),
      );
    const changed = new Set(
      (
        await deps.db
          .select({ id: actuaciones.idProcesoEnFuente })
          .from(actuaciones)
          .where(and(eq(actuaciones.idAbogado, abogado.id), eq(actuaciones.fechaDeteccion, fecha)))
      ).map((row) => row.id),
    );
    const unchanged = rows.filter((row) => !changed.has(row.id));
    expect(unchanged.length).toBeGreaterThan(0);
    // Recently active cases skip the search and read the newest page instead: one request too.
    expect(unchanged.map((row) => row.solicitudes)).toEqual(unchanged.map(() => 1));
  });

  it('shows on the case list when and how each source was last consulted', async () => {
    const fecha = await deps.clock.today();
    const response = await app.inject({ url: '/api/Expedientes?pagina=1', headers: abogado.auth });
    expect(response.statusCode).toBe(200);
    const fuentes = response
      .json()
      .expedientes.flatMap(
        (expediente: { procesosEnFuentesDatos: { fechaUltimaConsulta: string | null }[] }) =>
          expediente.procesosEnFuentesDatos,
      )
      .filter((fuente: { idActualizacion: string | null }) => fuente.idActualizacion !== null);
    expect(fuentes.length).toBeGreaterThan(0);
    const [year, month, day] = fecha.split('-');
    for (const fuente of fuentes) {
      expect(fuente).toMatchObject({
        estadoUltimaConsulta: 'consultado',
        fechaUltimaConsulta: `${day}/${month}/${year}`,
      });
    }
  });

  it('finds the parties of a watched case in a court’s published estado, with a certainty', async () => {
    // The simulator's estados are deterministic: find a day when one of our radicados is published.
    const today = await deps.clock.today();
    let target: { radicado: string; fecha: string } | null = null;
    for (let offset = 1; offset < 40 && !target; offset++) {
      const fecha = sumarDias(today, offset);
      for (const radicado of radicados) {
        if (estadoDelDia(radicado.slice(0, 12), toDay(fecha)).some((fila) => fila.radicado === radicado)) {
          target = { radicado, fecha };
          break;
        }
      }
    }
    expect(target).not.toBeNull();
    if (!target) return;
    const fila = estadoDelDia(target.radicado.slice(0, 12), toDay(target.fecha)).find(
      (row) => row.radicado === target.radicado,
    );
    const { idExpediente } = await watch(deps, abogado.id, `${target.radicado.slice(0, 21)}99`, [6], {
      demandante: fila?.demandante.replace(/ Y OTROS?$/, '') ?? '',
      demandado: 'PERSONA QUE NO APARECE',
      idJuzgado: target.radicado.slice(0, 12),
    });
    sim.clock.set(target.fecha);
    await barrerAhora(deps, target.fecha, { idAbogado: abogado.id });
    const matches = await deps.db
      .select()
      .from(coincidencias)
      .where(eq(coincidencias.idExpediente, idExpediente));
    // The same 21 digits also give a radicado match; the name must be found on its own too.
    const byName = matches.filter((match) => match.tipo === 'nombre');
    expect(byName.length).toBeGreaterThan(0);
    expect(byName[0].certeza).toBeGreaterThanOrEqual(70);
    const response = await app.inject({ url: `/api/v2/procesos/${idExpediente}`, headers: abogado.auth });
    const documentos = response.json().documentosDondeSeEncuentra;
    expect(documentos[0].coincidenciasDelDocumento[0]).toMatchObject({
      certeza: matches[0].certeza,
      pagina: matches[0].pagina,
    });
    const view = await app.inject({ url: `/api/Documentos/${documentos[0].id}/Box`, headers: abogado.auth });
    expect(view.json().urlView).toContain('get_file');
  });
});
