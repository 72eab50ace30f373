/**
 * The night's tier 2a (decision 0019): a hearing or diligence an actuación fixed is stored with the
 * source when the check writes the actuación, and on that day the plan checks the source before
 * the floor takes the budget — no estado announces what the court does at a hearing, and on the
 * captured CPNU timelines it acted on 16 of the 19 days fixed (docs/actividad-de-los-juzgados.md).
 */
import { sumarDias } from '@expediente/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expedientes, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { planearElementosDelBarrido } from '../../src/monitoring/barrido.ts';
import { guardarActuaciones } from '../../src/monitoring/guardar-actuaciones.ts';
import { consultarNombradosEstaNoche } from '../../src/monitoring/nombrados-esta-noche.ts';
import type { ActuacionFuente } from '../../src/sources/types.ts';
import { createAbogado, insertarExpediente } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

// A day no other test file plans: the night's plan is stored per day and host.
const FIJADA = '2026-10-13';
const AUDIENCIA = '2026-10-21';
const UNIFICADA = 2;
// Room for a few checks only: the floor alone would take it all.
const { deps } = await createTestApp({ SWEEP_BUDGET_PER_HOST: '8' }, { today: FIJADA });
const abogado = await createAbogado(deps, { nombre: 'Lucía' });

/** A case watched in Unificada, last fully checked `hace` days before the hearing. */
async function vigilar(consecutivo: number, hace: number) {
  const radicado = `1100140030082024${String(consecutivo).padStart(5, '0')}00`;
  const idExpediente = await insertarExpediente(deps, abogado.id, { numero: radicado });
  const [fila] = await deps.db
    .insert(procesosEnFuente)
    .values({
      idAbogado: abogado.id,
      idExpediente,
      tipoFuente: UNIFICADA,
      estado: 2,
      idProceso: `7${consecutivo}`,
      idActualizacion: 'ultima',
      fechaUltimaActuacion: '2026-03-02',
      ultimaConsultaCompleta: sumarDias(AUDIENCIA, -hace),
      creadoEn: new Date('2026-01-05T12:00:00Z'),
    })
    .returning({ id: procesosEnFuente.id, idExpediente: procesosEnFuente.idExpediente });
  return { ...fila, radicado };
}

const fijaAudiencia: ActuacionFuente = {
  key: 'fija-audiencia',
  descripcion: 'Auto fija fecha audiencia',
  anotacion: 'SE SEÑALA EL 21 DE OCTUBRE DE 2026 A LAS 9:00 A.M. PARA LA AUDIENCIA DEL ART. 372 C.G.P.',
  fechaActuacion: FIJADA,
  fechaRegistro: FIJADA,
  fechaInicioTermino: null,
  fechaFinalizaTermino: null,
  tieneDocumentos: false,
};

describe('a hearing fixed by an actuación', () => {
  it('is stored with the source and checked on its day before the floor', async () => {
    // Checked two days before the hearing: not due for the floor, and quiet since March.
    const conAudiencia = await vigilar(1, 2);
    const atrasados = await Promise.all(Array.from({ length: 12 }, (_, i) => vigilar(10 + i, 30)));
    const proceso = {
      id: conAudiencia.id,
      idAbogado: abogado.id,
      idExpediente: conAudiencia.idExpediente,
      tipoFuente: UNIFICADA,
    };
    await deps.db.transaction((tx) => guardarActuaciones(tx, proceso, [fijaAudiencia], FIJADA));
    const [guardada] = await deps.db
      .select({ audiencia: procesosEnFuente.audiencia })
      .from(procesosEnFuente)
      .where(eq(procesosEnFuente.id, conAudiencia.id));
    expect(guardada?.audiencia).toBe(AUDIENCIA);
    // The check left the source as checked before the hearing (guardarActuaciones does not).
    await deps.db
      .update(procesosEnFuente)
      .set({ ultimaConsultaCompleta: sumarDias(AUDIENCIA, -2) })
      .where(eq(procesosEnFuente.id, conAudiencia.id));

    const plan = await planearElementosDelBarrido(deps, AUDIENCIA, { idAbogado: abogado.id });
    expect(plan.checksPrioritarios.map((c) => c.id)).toEqual([conAudiencia.id]);
    const motivos = await deps.db
      .select({ id: procesosEnFuente.id, motivo: procesosEnFuente.motivoNoche })
      .from(procesosEnFuente)
      .where(inArray(procesosEnFuente.id, [conAudiencia.id, ...atrasados.map((f) => f.id)]));
    const porId = new Map(motivos.map((m) => [m.id, m.motivo]));
    expect(porId.get(conAudiencia.id)).toBe('audiencia');
    // The floor still takes what is left, and some overdue ones wait for another night.
    const deLosAtrasados = atrasados.map((f) => porId.get(f.id));
    expect(deLosAtrasados).toContain('piso');
    expect(deLosAtrasados).toContain('sinCupo');
    // Named by tonight's own list as well: already queued with tiers 1–2, not queued again.
    expect(await consultarNombradosEstaNoche(deps, [conAudiencia.idExpediente], AUDIENCIA)).toBe(0);

    // The night after, the hearing is behind the check that saw it: a night like any other.
    await deps.db
      .update(procesosEnFuente)
      .set({ ultimaConsultaCompleta: AUDIENCIA })
      .where(eq(procesosEnFuente.id, conAudiencia.id));
    const siguiente = await planearElementosDelBarrido(deps, sumarDias(AUDIENCIA, 1), {
      idAbogado: abogado.id,
    });
    expect(siguiente.checksPrioritarios).toEqual([]);
  });
});
