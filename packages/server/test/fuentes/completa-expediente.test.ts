import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { foundRadicados, watch } from '../monitoring/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp({}, { today: '2026-11-10' });

describe('a case activated in a source', () => {
  it("takes the class, the judge and the city the source's detail gives when the lawyer left them blank", async () => {
    const abogado = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 31);
    const { idExpediente, rows } = await watch(deps, abogado.id, radicado, [2]);
    const [row] = await deps.db.select().from(procesosEnFuente).where(eq(procesosEnFuente.id, rows[0]));
    const expediente = await app.inject({ url: `/api/Expedientes/${idExpediente}`, headers: abogado.auth });
    expect(expediente.json().clase).toBeTruthy();
    expect(expediente.json().clase).toBe(row.detalle?.claseProceso);
    expect(expediente.json().juezEncargado).toBe(row.detalle?.ponente ?? null);
    expect(expediente.json().ciudad).toBeTruthy();
  });
});
