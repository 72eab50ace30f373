import { MESSAGES } from '@expediente/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expedientes, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { sembrarEtapasProcesales } from '../../src/features/expedientes/lista-maestra.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from './factories.ts';

const { app, deps } = await createTestApp();
await sembrarEtapasProcesales(deps.db);

const resumen = JSON.stringify([
  {
    type: 'paragraph',
    children: [
      { text: 'Audiencia ', bold: true },
      { text: 'el lunes', italic: true },
    ],
  },
  {
    type: 'bulleted-list',
    children: [{ type: 'list-item', children: [{ text: 'Llevar pruebas', underline: true }] }],
  },
]);

describe('case edits', () => {
  it('sets and clears the tag', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const set = await app.inject({
      method: 'PUT',
      url: `/api/Expedientes/${expediente.id}/Etiqueta?etiqueta=${encodeURIComponent('  Urgente ')}`,
      headers: abogado.auth,
    });
    expect(set.json()).toEqual({ id: expediente.id, etiqueta: 'Urgente' });
    const cleared = await app.inject({
      method: 'PUT',
      url: `/api/Expedientes/${expediente.id}/Etiqueta?etiqueta=`,
      headers: abogado.auth,
    });
    expect(cleared.json()).toEqual({ id: expediente.id, etiqueta: null });
  });

  it('refuses a tag over 200 characters with its message and keeps the saved one', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const put = (etiqueta: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/Expedientes/${expediente.id}/Etiqueta?etiqueta=${encodeURIComponent(etiqueta)}`,
        headers: abogado.auth,
      });
    expect((await put('Cliente VIP')).statusCode).toBe(200);
    expect((await put('é'.repeat(200))).statusCode).toBe(200);
    const tooLong = await put('a'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ code: 'EtiquetaMuyLarga', message: MESSAGES.EtiquetaMuyLarga });
    const read = await app.inject({ url: `/api/Expedientes/${expediente.id}`, headers: abogado.auth });
    expect(read.json().etiqueta).toBe('é'.repeat(200));
  });

  it('stores a Slate-shaped summary as given', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/Expedientes/${expediente.id}/Resumen`,
      headers: abogado.auth,
      payload: { Resumen: resumen },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await deps.db.select().from(expedientes).where(eq(expedientes.id, expediente.id));
    expect(row.resumen).toBe(resumen);
  });

  it.each([
    ['not JSON', '{nope'],
    ['not an array', JSON.stringify({ type: 'paragraph', children: [{ text: 'a' }] })],
    ['an unknown block type', JSON.stringify([{ type: 'script', children: [{ text: 'a' }] }])],
    [
      'a leaf with extra marks',
      JSON.stringify([{ type: 'paragraph', children: [{ text: 'a', color: 'red' }] }]),
    ],
    ['a non-boolean mark', JSON.stringify([{ type: 'paragraph', children: [{ text: 'a', bold: 'yes' }] }])],
    ['a block without children', JSON.stringify([{ type: 'paragraph', children: [] }])],
    ['too long', JSON.stringify([{ type: 'paragraph', children: [{ text: 'a'.repeat(20_001) }] }])],
  ])('refuses a summary that is %s', async (_label, value) => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/Expedientes/${expediente.id}/Resumen`,
      headers: abogado.auth,
      payload: { Resumen: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ResumenInvalido', message: MESSAGES.ResumenInvalido });
  });

  it('refuses a summary body without Resumen', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/Expedientes/${expediente.id}/Resumen`,
      headers: abogado.auth,
      payload: { resumen: resumen },
    });
    expect(response.statusCode).toBe(400);
  });

  it('sets a shared or own procedural stage, not another lawyer stage', async () => {
    const abogado = await createAbogado(deps);
    const other = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const etapas = await app.inject({ url: '/api/ListaMaestra?codigo=EtapaProcesal', headers: abogado.auth });
    const pruebas = etapas.json().find((etapa: { valor: string }) => etapa.valor === 'Pruebas');
    const ok = await app.inject({
      method: 'PUT',
      url: `/api/Expedientes/${expediente.id}/EtapaProcesal/${pruebas.id}`,
      headers: abogado.auth,
    });
    expect(ok.json()).toEqual({ id: expediente.id, idEtapaProcesal: pruebas.id });
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/ListaMaestra',
      headers: other.auth,
      payload: { codigo: 'EtapaProcesal', valor: 'Etapa privada' },
    });
    for (const stageId of [foreign.json().id, 999_999]) {
      const refused = await app.inject({
        method: 'PUT',
        url: `/api/Expedientes/${expediente.id}/EtapaProcesal/${stageId}`,
        headers: abogado.auth,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'ErrorEtapaProcesal', message: MESSAGES.ErrorEtapaProcesal });
    }
  });

  it('deletes a case only when no source is registering', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const proceso = await createProcesoEnFuenteRow(deps, expediente, { estado: 1 });
    const blocked = await app.inject({
      method: 'DELETE',
      url: `/api/Expedientes/${expediente.id}`,
      headers: abogado.auth,
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      code: 'DebesEsperarActivacion',
      message: MESSAGES.DebesEsperarActivacion,
    });
    await deps.db.update(procesosEnFuente).set({ estado: 2 }).where(eq(procesosEnFuente.id, proceso.id));
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/Expedientes/${expediente.id}`,
      headers: abogado.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await app.inject({ url: `/api/Expedientes/${expediente.id}`, headers: abogado.auth });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'ExpedienteNoEncontrado', message: MESSAGES.ExpedienteNoEncontrado });
  });

  it('refuses non-numeric ids with 400', async () => {
    const abogado = await createAbogado(deps);
    for (const url of ['/api/Expedientes/abc', '/api/Expedientes/-1', '/api/Expedientes/99999999999']) {
      const response = await app.inject({ url, headers: abogado.auth });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('PATCH /api/Expedientes/Ids', () => {
  it('answers the caller cases in the asked order and leaves out others', async () => {
    const abogado = await createAbogado(deps);
    const other = await createAbogado(deps);
    const first = await createExpedienteRow(deps, abogado.id);
    const second = await createExpedienteRow(deps, abogado.id);
    const foreign = await createExpedienteRow(deps, other.id, { demandantes: 'Cliente Ajeno' });
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/Expedientes/Ids',
      headers: abogado.auth,
      payload: { ids: [second.id, foreign.id, first.id, 0x7fff_fff0] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((expediente: { id: number }) => expediente.id)).toEqual([second.id, first.id]);
    expect(response.body).not.toContain('Cliente Ajeno');
  });

  it('refuses more than 20 ids', async () => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/Expedientes/Ids',
      headers: abogado.auth,
      payload: { ids: Array.from({ length: 21 }, (_, index) => index + 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SolicitudInvalida' });
  });
});

describe('ListaMaestra', () => {
  it('lists the shared stages in order plus the lawyer own, and reuses duplicates', async () => {
    const abogado = await createAbogado(deps);
    const other = await createAbogado(deps);
    const created = await app.inject({
      method: 'POST',
      url: '/api/ListaMaestra',
      headers: abogado.auth,
      payload: { codigo: 'EtapaProcesal', valor: '  Conciliación  ' },
    });
    expect(created.statusCode).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: '/api/ListaMaestra',
      headers: abogado.auth,
      payload: { codigo: 'EtapaProcesal', valor: 'conciliación' },
    });
    expect(again.json()).toEqual({ id: created.json().id });
    const shared = await app.inject({
      method: 'POST',
      url: '/api/ListaMaestra',
      headers: abogado.auth,
      payload: { codigo: 'EtapaProcesal', valor: 'PRUEBAS' },
    });
    const list = (
      await app.inject({ url: '/api/ListaMaestra?codigo=EtapaProcesal', headers: abogado.auth })
    ).json();
    expect(list.map((item: { valor: string }) => item.valor)).toEqual([
      'Admisión',
      'Notificación',
      'Contestación',
      'Pruebas',
      'Alegatos',
      'Sentencia',
      'Recursos',
      'Ejecución',
      'Archivo',
      'Conciliación',
    ]);
    expect(shared.json().id).toBe(list[3].id);
    const otherList = (
      await app.inject({ url: '/api/ListaMaestra?codigo=EtapaProcesal', headers: other.auth })
    ).json();
    expect(otherList.map((item: { valor: string }) => item.valor)).not.toContain('Conciliación');
  });

  it('seeding twice keeps one copy of each stage', async () => {
    await sembrarEtapasProcesales(deps.db);
    const abogado = await createAbogado(deps);
    const list = (
      await app.inject({ url: '/api/ListaMaestra?codigo=EtapaProcesal', headers: abogado.auth })
    ).json();
    expect(list).toHaveLength(9);
  });

  it.each([
    ['a blank value', { codigo: 'EtapaProcesal', valor: '   ' }, 'EtapaVacia'],
    ['no codigo', { valor: 'X' }, 'SolicitudInvalida'],
  ])('refuses %s', async (_label, payload, code) => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'POST',
      url: '/api/ListaMaestra',
      headers: abogado.auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  it('requires codigo to list', async () => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({ url: '/api/ListaMaestra', headers: abogado.auth });
    expect(response.statusCode).toBe(400);
  });
});

describe('additional results', () => {
  it('lists them in the seed shape and deletes one by its source id', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    await createProcesoEnFuenteRow(deps, expediente, { tipoFuente: 2 });
    await createProcesoEnFuenteRow(deps, expediente, {
      tipoFuente: 2,
      idProceso: 'EXTRA-1',
      esResultadoAdicional: true,
      estado: 3,
      numActuaciones: 4,
      ultimaActuacion: 'Auto admite',
    });
    const url = `/api/Expedientes/${expediente.id}/ResultadosAdicionales`;
    const list = await app.inject({ url, headers: abogado.auth });
    expect(list.json()).toEqual([
      {
        idProceso: 'EXTRA-1',
        tipoFuente: 2,
        estado: 3,
        ultimaActuacion: 'Auto admite',
        numActuaciones: 4,
        idActualizacion: 'A-1',
        idUltimaConsulta: null,
        fechaUltimaActuacion: null,
        termino: null,
      },
    ]);
    const deleteUrl = `/api/Expedientes/${expediente.id}/ProcesoEnFuente/EXTRA-1/ResultadoAdicional`;
    const deleted = await app.inject({ method: 'DELETE', url: deleteUrl, headers: abogado.auth });
    expect(deleted.json()).toEqual({ message: 'Resultado adicional eliminado correctamente' });
    expect((await app.inject({ url, headers: abogado.auth })).json()).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: deleteUrl, headers: abogado.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      code: 'ErrorResultadoAdicional',
      message: MESSAGES.ErrorResultadoAdicional,
    });
    // The main source row is not an additional result and stays.
    const principal = await app.inject({
      method: 'DELETE',
      url: `/api/Expedientes/${expediente.id}/ProcesoEnFuente/P-${expediente.id}/ResultadoAdicional`,
      headers: abogado.auth,
    });
    expect(principal.statusCode).toBe(404);
  });
});
