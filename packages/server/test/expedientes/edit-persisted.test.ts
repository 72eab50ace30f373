/** The card's edits as the case detail reads them back, and the delete rule's edges (seed 000 §4). */
import { MESSAGES } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { sembrarEtapasProcesales } from '../../src/features/expedientes/lista-maestra.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from './factories.ts';

const { app, deps } = await createTestApp();
await sembrarEtapasProcesales(deps.db);

const resumen = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Urgente', bold: true }] }]);

describe('card edits read back', () => {
  it('shows the tag, summary and a newly created stage on GET /api/Expedientes/{id} and in the list', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const base = `/api/Expedientes/${expediente.id}`;
    await app.inject({
      method: 'PUT',
      url: `${base}/Etiqueta?etiqueta=Cliente%20VIP`,
      headers: abogado.auth,
    });
    await app.inject({
      method: 'PUT',
      url: `${base}/Resumen`,
      headers: abogado.auth,
      payload: { Resumen: resumen },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/ListaMaestra',
      headers: abogado.auth,
      payload: { codigo: 'EtapaProcesal', valor: 'Audiencia inicial' },
    });
    expect(created.statusCode).toBe(201);
    const stage = await app.inject({
      method: 'PUT',
      url: `${base}/EtapaProcesal/${created.json().id}`,
      headers: abogado.auth,
    });
    expect(stage.statusCode).toBe(200);

    const detail = (await app.inject({ url: base, headers: abogado.auth })).json();
    expect(detail).toMatchObject({ etiqueta: 'Cliente VIP', resumen, idEtapaProcesal: created.json().id });
    const list = (await app.inject({ url: '/api/Expedientes', headers: abogado.auth })).json();
    expect(list.expedientes[0]).toMatchObject({ id: expediente.id, etiqueta: 'Cliente VIP', resumen });
  });

  it('refuses a stage id that is not a number with a Spanish 400', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/Expedientes/${expediente.id}/EtapaProcesal/abc`,
      headers: abogado.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SolicitudInvalida', message: MESSAGES.SolicitudInvalida });
  });

  it('refuses a summary that is not a string', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/Expedientes/${expediente.id}/Resumen`,
      headers: abogado.auth,
      payload: { Resumen: [{ type: 'paragraph', children: [{ text: 'x' }] }] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('deleting a case', () => {
  it('is not blocked by an inactive source or an additional result still registering', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    await createProcesoEnFuenteRow(deps, expediente, { tipoFuente: 2, estado: 2 });
    await createProcesoEnFuenteRow(deps, expediente, { tipoFuente: 4, estado: 1, activo: false });
    await createProcesoEnFuenteRow(deps, expediente, {
      tipoFuente: 2,
      estado: 0,
      idProceso: 'EXTRA-REGISTRANDO',
      esResultadoAdicional: true,
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/Expedientes/${expediente.id}`,
      headers: abogado.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: expediente.id });
    const extras = await app.inject({
      url: `/api/Expedientes/${expediente.id}/ResultadosAdicionales`,
      headers: abogado.auth,
    });
    expect(extras.statusCode).toBe(404);
  });

  it('answers 404 for a case already deleted', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const url = `/api/Expedientes/${expediente.id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: abogado.auth })).statusCode).toBe(200);
    const again = await app.inject({ method: 'DELETE', url, headers: abogado.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      code: 'ExpedienteNoEncontrado',
      message: MESSAGES.ExpedienteNoEncontrado,
    });
  });
});
