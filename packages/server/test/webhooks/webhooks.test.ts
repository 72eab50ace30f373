/**
 * Webhooks (decision 0016) against a real PostgreSQL (a database of this file's own, since the
 * deliverer acts on every due row) and a real receiver on loopback:
 * - the holder registers, lists and revokes; the secret is answered once; bad input is a Spanish
 *   400 and saves nothing; associated users 403; another account sees and touches nothing;
 * - events are written with the night's data (same transaction: a rollback leaves none; a repeated
 *   check adds none; an account without webhooks gets none);
 * - each delivery is signed so the receiver's own Standard Webhooks check passes and a tampered
 *   body or a wrong secret is detected;
 * - a failing receiver is retried with growing waits, never earlier, until 24 h, then 'fallido';
 *   'Reenviar' sends it again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cambios,
  documentosPublicados,
  expedientes,
  listadosLeidos,
  procesosEnFuente,
} from '../../src/db/schema-expedientes.ts';
import { webhookEntregas, webhookEventos } from '../../src/db/schema-webhooks.ts';
import { terminarCarga } from '../../src/features/registro/actualizar-carga.ts';
import { solicitarCarga } from '../../src/features/registro/solicitar-carga.ts';
import { entregarPendientes, RETRASOS_SEGUNDOS } from '../../src/features/webhooks/entregar.ts';
import { cuerpoEventoWebhook, datosCargaFinalizada } from '../../src/features/webhooks/openapi.ts';
import { guardarActuaciones } from '../../src/monitoring/guardar-actuaciones.ts';
import { leerPublicaciones } from '../../src/monitoring/leer-publicaciones.ts';
import type { ActuacionFuente } from '../../src/sources/types.ts';
import { terminoDeActuacion } from '../../src/terminos/termino-de-actuacion.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from '../expedientes/factories.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { iniciarReceptor, type Receptor, verificar } from './receptor.ts';

let t: TestApp;
let receptor: Receptor;
let secretoActual = '';
const PUBLICACIONES = 6;
const NOMBRE = 'Pedro Antonio Zapateiro Quiñónez';

interface WebhookCreado {
  id: number;
  url: string;
  secreto: string;
  revocadoEn: string | null;
}

async function crearWebhook(abogado: CreatedAbogado, url = receptor.url): Promise<WebhookCreado> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Webhooks',
    headers: abogado.auth,
    payload: { url, descripcion: 'Sistema del bufete' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function actuacion(key: string, descripcion: string, anotacion: string | null): ActuacionFuente {
  return {
    key,
    descripcion,
    anotacion,
    fechaActuacion: '2026-11-20T00:00:00',
    fechaRegistro: '2026-11-20T00:00:00',
    fechaInicioTermino: null,
    fechaFinalizaTermino: null,
  } as ActuacionFuente;
}

const CON_TERMINO = () =>
  actuacion(
    `k-${Math.random()}`,
    'Fijacion estado',
    'AUTO QUE CORRE TRASLADO DE LA LIQUIDACIÓN POR EL TÉRMINO DE CINCO (5) DÍAS',
  );
const SIN_TERMINO = () => actuacion(`k-${Math.random()}`, 'Al despacho', null);

/** A watched case of the account with a SAMAI row, as the night sees it. */
async function procesoDe(abogado: CreatedAbogado) {
  const expediente = await createExpedienteRow(t.deps, abogado.id);
  const fila = await createProcesoEnFuenteRow(t.deps, expediente);
  return {
    numero: expediente.numero,
    proceso: { id: fila.id, idAbogado: abogado.id, idExpediente: expediente.id, tipoFuente: fila.tipoFuente },
  };
}

async function eventosDe(idAbogado: number) {
  return t.deps.db.select().from(webhookEventos).where(eq(webhookEventos.idAbogado, idAbogado));
}

async function entregasDe(idWebhook: number) {
  return t.deps.db.select().from(webhookEntregas).where(eq(webhookEntregas.idWebhook, idWebhook));
}

beforeAll(async () => {
  t = await createTestApp(
    { WEBHOOKS_TIMEOUT_MS: '2000' },
    { databaseUrl: await createOwnDatabase('webhooks') },
  );
  receptor = await iniciarReceptor(() => secretoActual);
});
afterAll(() => receptor.cerrar());

describe('registrar, listar y revocar', () => {
  it('answers the secret once, lists without it and revokes', async () => {
    const dueno = await createAbogado(t.deps);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Webhooks',
      headers: dueno.auth,
      payload: { url: receptor.url },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const creado = response.json();
    expect(creado).toMatchObject({ url: receptor.url, descripcion: '', revocadoEn: null });
    expect(creado.secreto).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const lista = await t.app.inject({ method: 'GET', url: '/api/Webhooks', headers: dueno.auth });
    expect(lista.json()).toEqual([expect.objectContaining({ id: creado.id, url: receptor.url })]);
    expect(lista.body).not.toContain(creado.secreto);

    for (let vez = 0; vez < 2; vez++) {
      const revocado = await t.app.inject({
        method: 'DELETE',
        url: `/api/Webhooks/${creado.id}`,
        headers: dueno.auth,
      });
      expect(revocado.statusCode).toBe(204);
    }
    const despues = await t.app.inject({ method: 'GET', url: '/api/Webhooks', headers: dueno.auth });
    expect(despues.json()[0].revocadoEn).toEqual(expect.any(String));
  });

  it('refuses bad addresses and bodies with a Spanish 400 and saves nothing', async () => {
    const dueno = await createAbogado(t.deps);
    for (const [payload, texto] of [
      [{ url: 'no es una url' }, 'no es una URL válida'],
      [{ url: 'http://bufete.example.co/hooks' }, 'https://'],
      [{ url: 'https://usuario:clave@bufete.example.co/hooks' }, 'usuario ni contraseña'],
      [{ url: 'ftp://bufete.example.co/' }, 'https://'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Webhooks',
        headers: dueno.auth,
        payload,
      });
      expect(response.statusCode, payload.url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'UrlWebhookNoValida' });
      expect(response.json().message).toContain(texto);
    }
    for (const payload of [
      {},
      { url: '' },
      { url: 42 },
      { url: receptor.url, descripcion: 'x'.repeat(201) },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Webhooks',
        headers: dueno.auth,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const lista = await t.app.inject({ method: 'GET', url: '/api/Webhooks', headers: dueno.auth });
    expect(lista.json()).toEqual([]);
  });

  it('allows 10 active webhooks per account (409 after), counting only unrevoked ones', async () => {
    const dueno = await createAbogado(t.deps);
    const creados = [];
    for (let i = 0; i < 10; i++) creados.push(await crearWebhook(dueno));
    const once = await t.app.inject({
      method: 'POST',
      url: '/api/Webhooks',
      headers: dueno.auth,
      payload: { url: receptor.url },
    });
    expect(once.statusCode).toBe(409);
    expect(once.json()).toMatchObject({
      code: 'DemasiadosWebhooks',
      message: expect.stringContaining('revoque'),
    });
    await t.app.inject({ method: 'DELETE', url: `/api/Webhooks/${creados[0].id}`, headers: dueno.auth });
    await crearWebhook(dueno);
  });

  it('refuses associated users (403) and isolates accounts (404, nothing leaked or changed)', async () => {
    const dueno = await createAbogado(t.deps);
    const otro = await createAbogado(t.deps);
    const asociado = await createAbogado(t.deps, { esTitular: false, idTitular: dueno.id });
    const webhook = await crearWebhook(dueno, `${receptor.url}?cuenta=secreta-dueno`);
    const { proceso } = await procesoDe(dueno);
    await t.deps.db.transaction((tx) => guardarActuaciones(tx, proceso, [SIN_TERMINO()], '2026-11-24'));
    const [entrega] = await entregasDe(webhook.id);

    for (const [method, url] of [
      ['GET', '/api/Webhooks'],
      ['POST', '/api/Webhooks'],
      ['DELETE', `/api/Webhooks/${webhook.id}`],
      ['GET', `/api/Webhooks/${webhook.id}/Entregas`],
      ['POST', `/api/Webhooks/Entregas/${entrega.id}/Reenviar`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: asociado.auth,
        payload: { url: receptor.url },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'SoloCuentaPrincipal' });
    }

    const listaOtro = await t.app.inject({ method: 'GET', url: '/api/Webhooks', headers: otro.auth });
    expect(listaOtro.json()).toEqual([]);
    await expectIsolated(t.app, otro, [
      { method: 'DELETE', url: `/api/Webhooks/${webhook.id}` },
      { method: 'GET', url: `/api/Webhooks/${webhook.id}/Entregas`, secrets: [entrega.idEvento] },
      { method: 'POST', url: `/api/Webhooks/Entregas/${entrega.id}/Reenviar`, secrets: [entrega.idEvento] },
    ]);
    const lista = await t.app.inject({ method: 'GET', url: '/api/Webhooks', headers: dueno.auth });
    expect(lista.json()[0]).toMatchObject({ id: webhook.id, revocadoEn: null, pendientes: 1 });

    // The other account's own webhook never receives the owner's events.
    const webhookOtro = await crearWebhook(otro);
    await t.deps.db.transaction((tx) => guardarActuaciones(tx, proceso, [SIN_TERMINO()], '2026-11-24'));
    expect(await entregasDe(webhookOtro.id)).toEqual([]);
    expect(await entregasDe(webhook.id)).toHaveLength(2);
  });
});

describe('eventos en la misma transacción', () => {
  it("writes 'cambio.creado' per new change and 'termino.creado' per computed término, once", async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    const { proceso, numero } = await procesoDe(dueno);
    const conTermino = CON_TERMINO();
    const sinTermino = SIN_TERMINO();
    expect(terminoDeActuacion(conTermino)).not.toBeNull();
    expect(terminoDeActuacion(sinTermino)).toBeNull();

    await t.deps.db.transaction((tx) =>
      guardarActuaciones(tx, proceso, [conTermino, sinTermino], '2026-11-24'),
    );
    // The same check again (a retried job): nothing new, no new events.
    await t.deps.db.transaction((tx) =>
      guardarActuaciones(tx, proceso, [conTermino, sinTermino], '2026-11-24'),
    );

    const eventos = await eventosDe(dueno.id);
    const cambios = eventos.filter((evento) => evento.tipo === 'cambio.creado');
    const terminos = eventos.filter((evento) => evento.tipo === 'termino.creado');
    expect(cambios).toHaveLength(2);
    expect(terminos).toHaveLength(1);
    expect(cambios.map((evento) => evento.datos)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tipo: 'actuacion',
          numeroExpediente: numero,
          descripcion: 'Fijacion estado',
          fecha: '2026-11-24',
        }),
        expect.objectContaining({
          tipo: 'actuacion',
          descripcion: 'Al despacho',
          fechaActuacion: '2026-11-20',
        }),
      ]),
    );
    expect(terminos[0].datos).toMatchObject({
      idExpediente: proceso.idExpediente,
      vence: terminoDeActuacion(conTermino, numero)?.vence,
      regla: terminoDeActuacion(conTermino, numero)?.regla,
    });
    expect(await entregasDe(webhook.id)).toHaveLength(3);
  });

  it('leaves no event when the night rolls back, and none for an account without webhooks', async () => {
    const dueno = await createAbogado(t.deps);
    await crearWebhook(dueno);
    const { proceso } = await procesoDe(dueno);
    await expect(
      t.deps.db.transaction(async (tx) => {
        await guardarActuaciones(tx, proceso, [CON_TERMINO()], '2026-11-24');
        throw new Error('la fuente falló a mitad');
      }),
    ).rejects.toThrow('a mitad');
    expect(await eventosDe(dueno.id)).toEqual([]);

    const sinWebhooks = await createAbogado(t.deps);
    const otro = await procesoDe(sinWebhooks);
    expect(
      await t.deps.db.transaction((tx) =>
        guardarActuaciones(tx, otro.proceso, [CON_TERMINO()], '2026-11-24'),
      ),
    ).toBe(1);
    expect(await eventosDe(sinWebhooks.id)).toEqual([]);
  });

  it("writes 'carga.finalizada' when a bulk load closes", async () => {
    const dueno = await createAbogado(t.deps);
    await crearWebhook(dueno);
    const { numero } = await procesoDe(dueno);
    // Every radicado already registered: the load closes as it starts.
    const carga = await solicitarCarga(t.deps, dueno.id, [numero]);
    const eventos = await eventosDe(dueno.id);
    expect(eventos).toHaveLength(1);
    expect(datosCargaFinalizada.safeParse(eventos[0].datos).error).toBeUndefined();
    expect(eventos[0]).toMatchObject({
      tipo: 'carga.finalizada',
      datos: {
        idRegistroAutomatico: carga.id,
        estado: 'Finalizado',
        total: 1,
        registrados: 1,
        noEncontrados: 0,
      },
    });
  });

  it("writes 'carga.finalizada' when the lawyer finishes a load early ('Finalizar carga')", async () => {
    const dueno = await createAbogado(t.deps);
    await crearWebhook(dueno);
    const { numero } = await procesoDe(dueno);
    // One radicado not registered yet keeps the load open (its search waits in the queue).
    const nuevo = `${numero.slice(0, 12)}${String(Number(numero.slice(12, 21)) + 1).padStart(9, '0')}${numero.slice(21)}`;
    const carga = await solicitarCarga(t.deps, dueno.id, [numero, nuevo]);
    expect(await eventosDe(dueno.id)).toEqual([]);
    await terminarCarga(t.deps, dueno.id, carga.id);
    // Finishing again changes nothing and emits nothing.
    await terminarCarga(t.deps, dueno.id, carga.id);
    const eventos = await eventosDe(dueno.id);
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({
      tipo: 'carga.finalizada',
      datos: { idRegistroAutomatico: carga.id, estado: 'FinalizadoPorUsuario', total: 2, registrados: 1 },
    });
  });
});

describe('coincidencias en publicaciones', () => {
  /** A watched case whose despacho published, that day, one document with the given page. */
  async function leerPublicacion(abogado: CreatedAbogado, codigoDespacho: string, pagina: string) {
    const [expediente] = await t.deps.db
      .insert(expedientes)
      .values({ idAbogado: abogado.id, numero: `${codigoDespacho}20250045100`, demandantes: NOMBRE })
      .returning({ id: expedientes.id });
    await t.deps.db.insert(procesosEnFuente).values({
      idAbogado: abogado.id,
      idExpediente: expediente.id,
      tipoFuente: PUBLICACIONES,
      estado: 2,
      idProceso: codigoDespacho,
      idActualizacion: 'inicial',
      parametros: { demandante: NOMBRE, demandado: 'BANCO POPULAR S.A.', idJuzgado: codigoDespacho },
    });
    // The day's listing was already read: leerPublicaciones goes straight to matching.
    await t.deps.db
      .insert(listadosLeidos)
      .values({ tipoFuente: PUBLICACIONES, codigoDespacho, fecha: '2026-11-24', publicaciones: 1 });
    await t.deps.db.insert(documentosPublicados).values({
      tipoFuente: PUBLICACIONES,
      uuid: `doc-${codigoDespacho}`,
      articleId: `${codigoDespacho}00001`,
      codigoDespacho,
      fechaPublicacion: '2026-11-24',
      titulo: 'Estados',
      nombre: 'ESTADO 2026-11-24.pdf',
      url: `https://example.invalid/${codigoDespacho}.pdf`,
      paginas: [pagina],
    });
    await leerPublicaciones(t.deps, PUBLICACIONES, codigoDespacho, '2026-11-24');
    return expediente.id;
  }
  const aviso = (nombre: string) =>
    `AVISOS Y EDICTOS\nEL SECRETARIO NOTIFICA POR AVISO A ${nombre}, EN CALIDAD DE DEMANDADO, LA PROVIDENCIA PROFERIDA.`;

  it("writes 'cambio.creado' for an alerting match only", async () => {
    const dueno = await createAbogado(t.deps);
    await crearWebhook(dueno);
    const idExpediente = await leerPublicacion(
      dueno,
      '110014003071',
      aviso('PEDRO ANTONIO ZAPATEIRO QUINONEZ'),
    );
    const [cambio] = await t.deps.db.select().from(cambios).where(eq(cambios.idExpediente, idExpediente));
    const eventos = await eventosDe(dueno.id);
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({
      tipo: 'cambio.creado',
      datos: {
        idCambio: cambio.id,
        idExpediente,
        tipo: 'coincidencia',
        idCoincidencia: cambio.referencia,
        pagina: 1,
      },
    });
    // Below the alerting threshold: kept for the viewer, no change, no event.
    await leerPublicacion(dueno, '110014003072', aviso('PEDRO ANTONIO ZAPATEIRO'));
    expect(await eventosDe(dueno.id)).toHaveLength(1);
  });
});

describe('entrega firmada', () => {
  it('delivers each event signed: the receiver verifies it, a tampered body or a wrong secret fails', async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    secretoActual = webhook.secreto;
    receptor.responder = () => ({ estado: 200 });
    const { proceso } = await procesoDe(dueno);
    await t.deps.db.transaction((tx) =>
      guardarActuaciones(tx, proceso, [CON_TERMINO(), SIN_TERMINO()], '2026-11-24'),
    );
    const eventos = await eventosDe(dueno.id);
    const antes = receptor.llegadas.length;

    // Earlier tests' deliveries (other accounts) may go in the same round: only ours are looked at.
    const nuestros = new Set(eventos.map((evento) => evento.id));
    const deEstaCuenta = () => receptor.llegadas.slice(antes).filter((llegada) => nuestros.has(llegada.id));
    const recuento = await entregarPendientes(t.deps);
    expect(recuento.entregado).toBeGreaterThanOrEqual(eventos.length);
    const llegadas = deEstaCuenta();
    expect(llegadas.map((llegada) => llegada.id).sort()).toEqual(eventos.map((evento) => evento.id).sort());
    for (const llegada of llegadas) {
      expect(llegada.firmaValida).toBe(true);
      const evento = eventos.find((candidato) => candidato.id === llegada.id);
      // The body is what the OpenAPI document promises.
      expect(cuerpoEventoWebhook.safeParse(JSON.parse(llegada.cuerpo)).error).toBeUndefined();
      expect(JSON.parse(llegada.cuerpo)).toEqual({
        type: evento?.tipo,
        timestamp: evento?.creadoEn.toISOString(),
        data: evento?.datos,
      });
      // Detectable forgeries: another body, another secret, another id under the same signature.
      const ts = String(llegada.timestamp);
      expect(
        verificar(
          webhook.secreto,
          llegada.id,
          ts,
          llegada.cuerpo.replace('"data"', '"datos"'),
          llegada.firma,
        ),
      ).toBe(false);
      expect(
        verificar('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', llegada.id, ts, llegada.cuerpo, llegada.firma),
      ).toBe(false);
      expect(verificar(webhook.secreto, 'evt_otro', ts, llegada.cuerpo, llegada.firma)).toBe(false);
    }
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/Webhooks/${webhook.id}/Entregas`,
      headers: dueno.auth,
    });
    expect(log.json().entregas).toHaveLength(eventos.length);
    for (const entrega of log.json().entregas)
      expect(entrega).toMatchObject({
        estado: 'entregado',
        intentos: 1,
        ultimoEstadoHttp: 200,
        proximoIntentoEn: null,
      });
    // Delivered once: another round sends nothing.
    await entregarPendientes(t.deps);
    expect(deEstaCuenta()).toHaveLength(eventos.length);
  });

  it('a receiver holding another secret refuses (401): the delivery stays pending with the reason', async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    secretoActual = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const { proceso } = await procesoDe(dueno);
    await t.deps.db.transaction((tx) => guardarActuaciones(tx, proceso, [SIN_TERMINO()], '2026-11-24'));
    await entregarPendientes(t.deps);
    const [entrega] = await entregasDe(webhook.id);
    expect(entrega).toMatchObject({ estado: 'pendiente', intentos: 1, ultimoEstadoHttp: 401 });
    expect(entrega.ultimoError).toContain('HTTP 401');
    expect(receptor.procesados.has(entrega.idEvento)).toBe(false);
  });
});

describe('reintentos', () => {
  it('backs off 30 s, 2 min, 10 min … never earlier, and gives up 24 h after the event', async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    secretoActual = webhook.secreto;
    receptor.responder = () => ({ estado: 503 });
    const { proceso } = await procesoDe(dueno);
    await t.deps.db.transaction((tx) => guardarActuaciones(tx, proceso, [SIN_TERMINO()], '2026-11-24'));
    const [{ id, idEvento }] = await entregasDe(webhook.id);
    const llegadasDe = () => receptor.llegadas.filter((llegada) => llegada.id === idEvento).length;

    const esperas: number[] = [];
    for (let intento = 1; intento <= 5; intento++) {
      await entregarPendientes(t.deps);
      expect(llegadasDe()).toBe(intento);
      // Not due yet: another round sends nothing.
      await entregarPendientes(t.deps);
      expect(llegadasDe()).toBe(intento);
      const [{ espera }] = (
        await t.deps.db.execute<{ espera: number }>(sql`
          select extract(epoch from e.proximo_intento_en - i.intentado_en)::float as espera
          from webhook_entregas e join webhook_intentos i on i.id_entrega = e.id
          where e.id = ${id} order by i.id desc limit 1`)
      ).rows;
      esperas.push(Math.round(espera));
      // The wait passes: the delivery is due now.
      await t.deps.db
        .update(webhookEntregas)
        .set({ proximoIntentoEn: sql`now()` })
        .where(eq(webhookEntregas.id, id));
    }
    for (const [indice, espera] of esperas.entries())
      expect(Math.abs(espera - RETRASOS_SEGUNDOS[indice])).toBeLessThanOrEqual(1);
    for (let i = 1; i < esperas.length; i++) expect(esperas[i]).toBeGreaterThan(esperas[i - 1]);

    // A day after the event: the next failure is the last.
    await t.deps.db
      .update(webhookEntregas)
      .set({ creadaEn: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(webhookEntregas.id, id));
    await entregarPendientes(t.deps);
    const [fallida] = await entregasDe(webhook.id);
    expect(fallida).toMatchObject({ estado: 'fallido', intentos: 6, ultimoEstadoHttp: 503 });
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/Webhooks/${webhook.id}/Entregas`,
      headers: dueno.auth,
    });
    expect(log.json().entregas[0]).toMatchObject({
      estado: 'fallido',
      proximoIntentoEn: null,
      ultimoError: expect.stringContaining('503'),
    });

    // 'Reenviar' with the receiver back: delivered, with the same event id.
    receptor.responder = () => ({ estado: 204 });
    const reenvio = await t.app.inject({
      method: 'POST',
      url: `/api/Webhooks/Entregas/${id}/Reenviar`,
      headers: dueno.auth,
    });
    expect(reenvio.statusCode).toBe(200);
    expect(reenvio.json()).toMatchObject({ id, estado: 'pendiente' });
    await entregarPendientes(t.deps);
    expect(await entregasDe(webhook.id)).toEqual([
      expect.objectContaining({ estado: 'entregado', ultimoEstadoHttp: 204 }),
    ]);
    expect(receptor.procesados.get(idEvento)?.firmaValida).toBe(true);
  });

  it("refuses 'Reenviar' while a worker holds the delivery and on a revoked webhook (409)", async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    const { proceso } = await procesoDe(dueno);
    await t.deps.db.transaction((tx) => guardarActuaciones(tx, proceso, [SIN_TERMINO()], '2026-11-24'));
    const [{ id }] = await entregasDe(webhook.id);
    await t.deps.db
      .update(webhookEntregas)
      .set({ reclamadaHasta: sql`now() + interval '1 minute'` })
      .where(eq(webhookEntregas.id, id));
    const enCurso = await t.app.inject({
      method: 'POST',
      url: `/api/Webhooks/Entregas/${id}/Reenviar`,
      headers: dueno.auth,
    });
    expect(enCurso.statusCode).toBe(409);
    expect(enCurso.json()).toMatchObject({ code: 'EntregaEnCurso' });

    await t.app.inject({ method: 'DELETE', url: `/api/Webhooks/${webhook.id}`, headers: dueno.auth });
    const [revocada] = await entregasDe(webhook.id);
    expect(revocada).toMatchObject({ estado: 'fallido', ultimoError: 'El webhook fue revocado.' });
    const tras = await t.app.inject({
      method: 'POST',
      url: `/api/Webhooks/Entregas/${id}/Reenviar`,
      headers: dueno.auth,
    });
    expect(tras.statusCode).toBe(409);
    expect(tras.json()).toMatchObject({ code: 'WebhookRevocado' });
    expect(
      await t.deps.db
        .select()
        .from(webhookEntregas)
        .where(and(eq(webhookEntregas.id, id), eq(webhookEntregas.estado, 'fallido'))),
    ).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents the routes and the three event bodies as callbacks of POST /api/Webhooks', async () => {
    const documento = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const ruta of [
      '/api/Webhooks',
      '/api/Webhooks/{id}',
      '/api/Webhooks/{id}/Entregas',
      '/api/Webhooks/Entregas/{id}/Reenviar',
    ])
      expect(documento.paths[ruta], ruta).toBeDefined();
    const callback = documento.paths['/api/Webhooks'].post.callbacks.evento['{$request.body#/url}'].post;
    const texto = JSON.stringify(callback);
    for (const tipo of ['cambio.creado', 'termino.creado', 'carga.finalizada']) expect(texto).toContain(tipo);
    expect(callback.requestBody.description).toContain('webhook-signature');
  });
});
