import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expedientes, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { createExpediente, foundRadicados, watch } from '../monitoring/support.ts';
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

  it('takes the parties typed for a states source when it had none, so the next activation starts from them', async () => {
    const abogado = await createAbogado(deps);
    const [sinPartes, conPartes, tribunal] = foundRadicados(3, 32);
    const activar = (id: number, sitio: string, demandante: string, demandado: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/Expedientes/${id}/ProcesosEnFuente/EstadosElectronicos/Activar`,
        headers: abogado.auth,
        payload: { demandante, demandado, idJuzgado: '110014003027', sitioWebDondeSeConsulta: sitio },
      });
    const partes = async (id: number) => {
      const caso = (await app.inject({ url: `/api/Expedientes/${id}`, headers: abogado.auth })).json();
      return [caso.demandantes, caso.demandados];
    };

    const id = await createExpediente(deps, abogado.id, sinPartes);
    expect((await activar(id, 'EstadosElectronicos', ' ANA PÉREZ ', 'BANCO X')).statusCode).toBe(200);
    expect(await partes(id)).toEqual(['ANA PÉREZ', 'BANCO X']);
    // A second source's parties do not overwrite the case's.
    expect((await activar(id, 'SIUGJ', 'OTRA PERSONA', 'OTRO')).statusCode).toBe(200);
    expect(await partes(id)).toEqual(['ANA PÉREZ', 'BANCO X']);

    const idConPartes = await createExpediente(deps, abogado.id, conPartes);
    await deps.db
      .update(expedientes)
      .set({ demandantes: 'LUIS GÓMEZ', demandados: null })
      .where(eq(expedientes.id, idConPartes));
    await activar(idConPartes, 'EstadosElectronicos', 'NO ES ÉL', 'EMPRESA S.A.');
    expect(await partes(idConPartes)).toEqual(['LUIS GÓMEZ', 'EMPRESA S.A.']);

    // A tribunal's fixed 'NO APLICA' is not a party.
    const idTribunal = await createExpediente(deps, abogado.id, tribunal);
    await activar(idTribunal, 'PublicacionesProcesales', 'NO APLICA', 'NO APLICA');
    expect(await partes(idTribunal)).toEqual([null, null]);
  });
});
