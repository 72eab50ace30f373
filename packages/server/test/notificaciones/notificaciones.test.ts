/**
 * The inbox (seed 001 §2 'Notifications inbox', §7): notifications written when the night closes,
 * one per case and source (a folded change names both sources), counts per Hoy/Ayer/Antes, the
 * one-source filter, search, paging, mark-seen, the deleted-case flag, the realtime event, tenant
 * isolation; and the settings (formaNotificacion) the holder changes and an associate only reads.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closeDayFor, createCase, markConsulted, newActuacion } from '../control-cambios/support.ts';
import { type CreatedAbogado, createAbogado, createInvitedAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const HOY = '2026-11-10';
const { app, deps } = await createTestApp({}, { today: HOY });

async function night(abogado: CreatedAbogado, fecha: string, casos: number) {
  const creados = [];
  for (let index = 0; index < casos; index++) {
    const caso = await createCase(deps, abogado.id, [2, 4]);
    await newActuacion(deps, abogado.id, caso, 2, fecha, `AUTO ${index} ADMITE DEMANDA`);
    await markConsulted(deps, abogado.id, caso, fecha);
    creados.push(caso);
  }
  await closeDayFor(deps, fecha, abogado.id);
  return creados;
}

const get = (abogado: CreatedAbogado, url: string) => app.inject({ url, headers: abogado.auth });

describe('the notifications inbox', () => {
  it('counts per day group, pages, filters by one source and searches', async () => {
    const abogado = await createAbogado(deps);
    const hoy = await night(abogado, HOY, 23);
    await night(abogado, '2026-11-09', 2);
    await night(abogado, '2026-11-02', 1);
    // The same actuación from Unificada and Samai is one change, so one notification naming both.
    const doble = await createCase(deps, abogado.id, [2, 4]);
    await newActuacion(deps, abogado.id, doble, 2, HOY, 'FIJACION ESTADO');
    await newActuacion(deps, abogado.id, doble, 4, HOY, 'Fijación estado');
    await markConsulted(deps, abogado.id, doble, HOY);
    await closeDayFor(deps, HOY, abogado.id);

    const resumen = await get(abogado, '/api/NotificacionesCambio/Resumen');
    expect(resumen.json()).toEqual({ countHoy: 24, countAyer: 2, countAntes: 1, countNoVistas: 27 });

    const pagina1 = (await get(abogado, '/api/NotificacionesCambio?groupBy=Hoy&pagina=1')).json();
    expect(pagina1.notificaciones).toHaveLength(20);
    expect(pagina1).toMatchObject({ total: 24, pagina: 1, hayMas: true });
    const pagina2 = (await get(abogado, '/api/NotificacionesCambio?groupBy=hoy&pagina=2')).json();
    expect(pagina2.notificaciones).toHaveLength(4);
    expect(pagina2.hayMas).toBe(false);
    const ids = [...pagina1.notificaciones, ...pagina2.notificaciones].map((n: { id: number }) => n.id);
    expect(new Set(ids).size).toBe(24);

    const deDoble = [...pagina1.notificaciones, ...pagina2.notificaciones].find(
      (n: { idExpedienteDigital: number }) => n.idExpedienteDigital === doble.id,
    );
    expect(deDoble).toMatchObject({
      titulo: 'Nueva actuación en Unificada y Samai',
      visto: false,
      fecha: HOY,
      numeroProceso: doble.numero,
      datosExpediente: { numero: doble.numero, demandados: 'BANCO DE BOGOTA S.A.' },
    });
    expect(deDoble.cambios).toHaveLength(1);
    expect(deDoble.cambios[0]).toMatchObject({ tipo: 'actuacion', descripcion: 'FIJACION ESTADO' });

    const ayer = (await get(abogado, '/api/NotificacionesCambio?groupBy=Ayer')).json();
    expect(ayer.total).toBe(2);
    const antes = (await get(abogado, '/api/NotificacionesCambio?groupBy=Antes')).json();
    expect(antes.notificaciones.map((n: { fecha: string }) => n.fecha)).toEqual(['2026-11-02']);

    // One source at a time, by id, code or name: every notification here came from Unificada; the
    // folded one also came from Samai, so the Samai filter finds it and only it.
    for (const filtro of ['2', 'U', 'Unificada']) {
      const unificada = (await get(abogado, `/api/NotificacionesCambio?filtradoPor=${filtro}`)).json();
      expect(unificada.total).toBe(24);
    }
    const samai = (await get(abogado, '/api/NotificacionesCambio?filtradoPor=Samai')).json();
    expect(samai.notificaciones.map((n: { idExpedienteDigital: number }) => n.idExpedienteDigital)).toEqual([
      doble.id,
    ]);
    const rama = (await get(abogado, '/api/NotificacionesCambio?filtradoPor=Rama')).json();
    expect(rama.total).toBe(0);

    const buscado = (
      await get(abogado, `/api/NotificacionesCambio?queryString=${hoy[5].numero.slice(-8)}`)
    ).json();
    expect(buscado.notificaciones.map((n: { numeroProceso: string }) => n.numeroProceso)).toEqual([
      hoy[5].numero,
    ]);
    const porParte = (await get(abogado, '/api/NotificacionesCambio?queryString=banco%20de%20bogota')).json();
    expect(porParte.total).toBe(24);
    const nada = (await get(abogado, '/api/NotificacionesCambio?queryString=%25_%25')).json();
    expect(nada.total).toBe(0);
  });

  it('is written once per night, announced over the channel, and marked seen', async () => {
    const abogado = await createAbogado(deps);
    await night(abogado, HOY, 2);
    await closeDayFor(deps, HOY, abogado.id);
    const { rows } = await deps.db.execute<{ total: number }>(
      sql`select count(*)::int as total from notificaciones_cambio where id_abogado = ${abogado.id}`,
    );
    expect(rows[0].total).toBe(2);
    const eventos = await deps.db.execute<{ datos: { nuevas: number; fecha: string } }>(sql`
      select datos from eventos where id_abogado = ${abogado.id} and nombre = 'NotificacionesCambio'`);
    expect(eventos.rows.map((row) => row.datos)).toEqual([{ nuevas: 2, fecha: HOY }]);

    const [primera] = (await get(abogado, '/api/NotificacionesCambio')).json().notificaciones;
    const visto = await app.inject({
      method: 'PUT',
      url: `/api/NotificacionesCambio/${primera.id}/Visto`,
      headers: abogado.auth,
    });
    expect(visto.statusCode).toBe(200);
    const despues = (await get(abogado, '/api/NotificacionesCambio')).json().notificaciones;
    const marcada = despues.find((n: { id: number }) => n.id === primera.id);
    expect(marcada.visto).toBe(true);
    expect(marcada.fechaVisto).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await get(abogado, '/api/NotificacionesCambio/Resumen')).json().countNoVistas).toBe(1);
  });

  it('is no longer new once its change is reviewed, and the review is announced to the account (issue 21.3)', async () => {
    const abogado = await createAbogado(deps);
    const [caso] = await night(abogado, HOY, 2);
    const { notificaciones } = (await get(abogado, '/api/NotificacionesCambio')).json();
    const delCaso = notificaciones.find(
      (n: { idExpedienteDigital: number }) => n.idExpedienteDigital === caso.id,
    );
    const idCambio = delCaso.cambios[0].idCambio as number;
    const conclusion = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Sin términos.' }] }]);
    const revisado = await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${idCambio}/Revisado`,
      headers: abogado.auth,
      payload: { conclusion },
    });
    expect(revisado.statusCode, revisado.body).toBe(200);

    const despues = (await get(abogado, '/api/NotificacionesCambio')).json().notificaciones;
    const vistos = despues.map((n: { idExpedienteDigital: number; visto: boolean }) => [
      n.idExpedienteDigital === caso.id,
      n.visto,
    ]);
    expect(vistos.sort()).toEqual([
      [false, false],
      [true, true],
    ]);
    expect((await get(abogado, '/api/NotificacionesCambio/Resumen')).json().countNoVistas).toBe(1);
    const eventos = await deps.db.execute<{ datos: Record<string, number> }>(sql`
      select datos from eventos where id_abogado = ${abogado.id} and nombre = 'ControlCambiosActualizado'`);
    expect(eventos.rows.map((row) => row.datos)).toEqual([
      { idControl: revisado.json().control.id, totalCambios: 2, totalCambiosRevisados: 1 },
    ]);
  });

  it('flags a notification whose case was deleted, with the seed message on opening it', async () => {
    const abogado = await createAbogado(deps);
    const [caso] = await night(abogado, HOY, 1);
    const borrado = await app.inject({
      method: 'DELETE',
      url: `/api/Expedientes/${caso.id}`,
      headers: abogado.auth,
    });
    expect(borrado.statusCode).toBeLessThan(300);
    const [notificacion] = (await get(abogado, '/api/NotificacionesCambio')).json().notificaciones;
    expect(notificacion).toMatchObject({ idExpedienteDigital: null, datosExpediente: null });
    expect(notificacion.numeroProceso).toBe(caso.numero);
    const abrir = await app.inject({
      method: 'PUT',
      url: `/api/NotificacionesCambio/${notificacion.id}/Visto`,
      headers: abogado.auth,
    });
    expect(abrir.statusCode).toBe(404);
    expect(abrir.json().message).toBe(
      'La notificación a la que estás intentando acceder pertenece a un expediente que ha sido eliminado.',
    );
  });

  it("never shows or changes another account's notifications; an associate shares the holder's", async () => {
    const titular = await createAbogado(deps);
    const [caso] = await night(titular, HOY, 1);
    const intruso = await createAbogado(deps);
    const asociado = await createInvitedAbogado(deps, titular.id);
    const [notificacion] = (await get(titular, '/api/NotificacionesCambio')).json().notificaciones;

    const ajena = (await get(intruso, '/api/NotificacionesCambio')).json();
    expect(ajena.total).toBe(0);
    expect(JSON.stringify(ajena)).not.toContain(caso.numero);
    expect((await get(intruso, '/api/NotificacionesCambio/Resumen')).json().countHoy).toBe(0);
    const marcar = await app.inject({
      method: 'PUT',
      url: `/api/NotificacionesCambio/${notificacion.id}/Visto`,
      headers: intruso.auth,
    });
    expect(marcar.statusCode).toBe(404);
    const sigue = (await get(titular, '/api/NotificacionesCambio')).json().notificaciones[0];
    expect(sigue.visto).toBe(false);

    const compartida = (await get(asociado, '/api/NotificacionesCambio')).json();
    expect(compartida.notificaciones.map((n: { id: number }) => n.id)).toEqual([notificacion.id]);
  });

  it('answers a clear 400 to bad paging, groups and sources', async () => {
    const abogado = await createAbogado(deps);
    for (const query of [
      'pagina=0',
      'pagina=abc',
      'groupBy=Manana',
      'filtradoPor=Tribunal',
      'pagina=99999999',
    ]) {
      const response = await get(abogado, `/api/NotificacionesCambio?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/\S/);
    }
    const grande = await app.inject({
      method: 'PUT',
      url: '/api/NotificacionesCambio/99999999999999999999/Visto',
      headers: abogado.auth,
    });
    expect(grande.statusCode).toBe(400);
  });
});

describe('the counts the inbox reads (kept by a trigger, migration 0014)', () => {
  /** The counts recomputed from the notifications themselves, as the list's filter reads sources. */
  async function recomputed(idAbogado: number) {
    const { rows } = await deps.db.execute<{
      fecha: string;
      id_fuente: number;
      total: number;
      no_vistas: number;
    }>(sql`
      select to_char(n.fecha, 'YYYY-MM-DD') as fecha, f::int as id_fuente, count(*)::int as total,
        count(*) filter (where not n.visto)::int as no_vistas
      from notificaciones_cambio n,
        unnest(array[-1]::smallint[] || array(
          select distinct x from (
            select n.id_fuente as x where n.id_fuente is not null
            union select (c ->> 0)::smallint from jsonb_array_elements(n.cambios) e,
              jsonb_array_elements(coalesce(e -> 'fuentes', '[]')) c(c) ) s)) f
      where n.id_abogado = ${idAbogado}
      group by 1, 2 order by 1, 2`);
    return rows;
  }
  async function kept(idAbogado: number) {
    const { rows } = await deps.db.execute<{
      fecha: string;
      id_fuente: number;
      total: number;
      no_vistas: number;
    }>(sql`
      select to_char(fecha, 'YYYY-MM-DD') as fecha, id_fuente::int as id_fuente, total, no_vistas
      from notificaciones_conteos where id_abogado = ${idAbogado} and total > 0 order by 1, 2`);
    return rows;
  }

  it('equal a direct count after nights, two-source changes, seen marks, deleted cases and removed rows', async () => {
    const abogado = await createAbogado(deps);
    const casos = await night(abogado, HOY, 4);
    await night(abogado, '2026-11-08', 3);
    const doble = await createCase(deps, abogado.id, [2, 4]);
    await newActuacion(deps, abogado.id, doble, 2, HOY, 'FIJACION ESTADO');
    await newActuacion(deps, abogado.id, doble, 4, HOY, 'Fijación estado');
    await markConsulted(deps, abogado.id, doble, HOY);
    await closeDayFor(deps, HOY, abogado.id);
    expect(await kept(abogado.id)).toEqual(await recomputed(abogado.id));
    // Samai (4) counts only the folded notification, Unificada (2) all five of today.
    const samai = (await get(abogado, '/api/NotificacionesCambio?filtradoPor=Samai')).json();
    expect(samai.total).toBe(1);
    const unificada = (await get(abogado, '/api/NotificacionesCambio?filtradoPor=Unificada')).json();
    expect(unificada.total).toBe(5);

    const [primera] = (await get(abogado, '/api/NotificacionesCambio')).json().notificaciones;
    await app.inject({
      method: 'PUT',
      url: `/api/NotificacionesCambio/${primera.id}/Visto`,
      headers: abogado.auth,
    });
    await app.inject({
      method: 'PUT',
      url: `/api/NotificacionesCambio/${primera.id}/Visto`,
      headers: abogado.auth,
    });
    await deps.db.execute(sql`delete from expedientes where id = ${casos[1].id}`);
    await deps.db.execute(sql`delete from notificaciones_cambio
      where id = (select min(id) from notificaciones_cambio where id_abogado = ${abogado.id} and fecha = '2026-11-08')`);
    expect(await kept(abogado.id)).toEqual(await recomputed(abogado.id));
    const resumen = (await get(abogado, '/api/NotificacionesCambio/Resumen')).json();
    expect(resumen).toEqual({ countHoy: 5, countAyer: 0, countAntes: 2, countNoVistas: 6 });
    // A deleted case's notifications are still found by the radicado they keep.
    const borrado = (await get(abogado, `/api/NotificacionesCambio?queryString=${casos[1].numero}`)).json();
    expect(borrado.total).toBe(1);
    expect(borrado.notificaciones).toMatchObject([{ numeroProceso: casos[1].numero, datosExpediente: null }]);
  });
});

describe('the notification settings', () => {
  it('the holder changes the format; the account reads it; an associate cannot change it', async () => {
    const titular = await createAbogado(deps);
    const asociado = await createInvitedAbogado(deps, titular.id);
    const inicial = (await get(titular, '/api/UsuarioExpedienteDigital')).json();
    expect(inicial).toMatchObject({
      formaNotificacion: null,
      enviarNotificacionesPorDefecto: true,
      esCuentaPrincipal: true,
    });
    const body = { formaNotificacion: 1, enviarResumen: false, enviarNotificacionesPorDefecto: false };
    const guardado = await app.inject({
      method: 'PUT',
      url: '/api/UsuariosMigrados/FormaDeNotificacion',
      headers: titular.auth,
      payload: body,
    });
    expect(guardado.statusCode).toBe(200);
    expect(guardado.json()).toMatchObject(body);
    const delAsociado = (await get(asociado, '/api/UsuarioExpedienteDigital')).json();
    expect(delAsociado).toMatchObject({ ...body, esCuentaPrincipal: false });
    const negado = await app.inject({
      method: 'PUT',
      url: '/api/UsuariosMigrados/FormaDeNotificacion',
      headers: asociado.auth,
      payload: { formaNotificacion: 0, enviarResumen: true, enviarNotificacionesPorDefecto: false },
    });
    expect(negado.statusCode).toBe(403);
    expect(negado.json().message).toBe(
      'Solo la cuenta principal puede cambiar la configuración de las notificaciones de cambios.',
    );
    expect((await get(titular, '/api/UsuarioExpedienteDigital')).json().formaNotificacion).toBe(1);
    const invalido = await app.inject({
      method: 'PUT',
      url: '/api/UsuariosMigrados/FormaDeNotificacion',
      headers: titular.auth,
      payload: { formaNotificacion: 2, enviarResumen: 'si' },
    });
    expect(invalido.statusCode).toBe(400);
    expect((await get(titular, '/api/UsuarioExpedienteDigital')).json().formaNotificacion).toBe(1);
  });
});
