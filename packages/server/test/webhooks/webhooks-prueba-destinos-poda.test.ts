/**
 * Webhooks (decision 0016), against a real PostgreSQL (a database of this file's own: the
 * deliverer and the pruning act on every row) and a real receiver on loopback:
 * - 'Enviar evento de prueba': POST /api/Webhooks/{id}/Prueba queues one signed 'prueba' event
 *   for that webhook only, delivered like any other and shown in its log;
 * - destinations at delivery under the production policy (a fake resolver stands in for DNS): a
 *   name resolving to an internal address is not called and the delivery ends 'fallido' with a
 *   Spanish reason, once; the socket connects to the address the check saw, not to a second lookup;
 * - the daily pruning deletes deliveries older than 30 days, with their attempts and events.
 */
import { isIP } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEntregas, webhookEventos, webhookIntentos, webhooks } from '../../src/db/schema-webhooks.ts';
import type { Resolver } from '../../src/features/webhooks/direccion.ts';
import { emitirEventos } from '../../src/features/webhooks/emitir.ts';
import { entregarPendientes, type PoliticaDestinos } from '../../src/features/webhooks/entregar.ts';
import { nuevoSecreto } from '../../src/features/webhooks/firma.ts';
import { MENSAJE_PRUEBA } from '../../src/features/webhooks/gestion.ts';
import { MAX_PRUEBAS_POR_MINUTO } from '../../src/features/webhooks/limite-pruebas.ts';
import { cuerpoEventoWebhook } from '../../src/features/webhooks/openapi.ts';
import { podarEntregas, podarEntregasWebhooksJob } from '../../src/features/webhooks/podar-entregas.ts';
import { scheduledJobs, WORKER_JOBS } from '../../src/jobs/registry.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { iniciarReceptor, type Receptor } from './receptor.ts';

let t: TestApp;
let receptor: Receptor;
let secretoActual = '';

beforeAll(async () => {
  t = await createTestApp(
    { WEBHOOKS_TIMEOUT_MS: '2000' },
    { databaseUrl: await createOwnDatabase('webhooks_h2') },
  );
  receptor = await iniciarReceptor(() => secretoActual);
});
afterAll(() => receptor.cerrar());

async function crearWebhook(abogado: CreatedAbogado, url = receptor.url) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Webhooks',
    headers: abogado.auth,
    payload: { url },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; secreto: string };
}

const pedirPrueba = (abogado: CreatedAbogado, idWebhook: number) =>
  t.app.inject({ method: 'POST', url: `/api/Webhooks/${idWebhook}/Prueba`, headers: abogado.auth });

async function entregaDe(id: number) {
  const [fila] = await t.deps.db.select().from(webhookEntregas).where(eq(webhookEntregas.id, id));
  return fila;
}

const llegadasDe = (idEvento: string) => receptor.llegadas.filter((llegada) => llegada.id === idEvento);

describe("'Enviar evento de prueba'", () => {
  it("queues a signed 'prueba' event for that webhook only, delivered and shown in its log", async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    const otro = await crearWebhook(dueno);
    secretoActual = webhook.secreto;
    receptor.responder = () => ({ estado: 200 });

    const response = await pedirPrueba(dueno, webhook.id);
    expect(response.statusCode, response.body).toBe(201);
    const entrega = response.json();
    expect(entrega).toMatchObject({ tipo: 'prueba', estado: 'pendiente', intentos: 0, ultimoError: null });
    // The account's other endpoint is not sent the test.
    expect(
      await t.deps.db.select().from(webhookEntregas).where(eq(webhookEntregas.idWebhook, otro.id)),
    ).toEqual([]);

    await entregarPendientes(t.deps);
    const [llegada] = llegadasDe(entrega.idEvento);
    expect(llegada?.firmaValida).toBe(true);
    const cuerpo = JSON.parse(llegada.cuerpo);
    expect(cuerpoEventoWebhook.safeParse(cuerpo).error).toBeUndefined();
    expect(cuerpo).toMatchObject({
      type: 'prueba',
      data: { idWebhook: webhook.id, mensaje: MENSAJE_PRUEBA },
    });

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/Webhooks/${webhook.id}/Entregas`,
      headers: dueno.auth,
    });
    expect(log.json().entregas).toEqual([
      expect.objectContaining({
        id: entrega.id,
        tipo: 'prueba',
        estado: 'entregado',
        intentos: 1,
        ultimoEstadoHttp: 200,
      }),
    ]);
  });

  it('refuses a revoked webhook (409), associated users (403) and other accounts (404)', async () => {
    const dueno = await createAbogado(t.deps);
    const otraCuenta = await createAbogado(t.deps);
    const asociado = await createAbogado(t.deps, { esTitular: false, idTitular: dueno.id });
    const webhook = await crearWebhook(dueno);

    const deAsociado = await pedirPrueba(asociado, webhook.id);
    expect(deAsociado.statusCode).toBe(403);
    expect(deAsociado.json()).toMatchObject({ code: 'SoloCuentaPrincipal' });
    await expectIsolated(t.app, otraCuenta, [{ method: 'POST', url: `/api/Webhooks/${webhook.id}/Prueba` }]);
    expect((await pedirPrueba(dueno, 999_999_999)).statusCode).toBe(404);

    await t.app.inject({ method: 'DELETE', url: `/api/Webhooks/${webhook.id}`, headers: dueno.auth });
    const revocado = await pedirPrueba(dueno, webhook.id);
    expect(revocado.statusCode).toBe(409);
    expect(revocado.json()).toMatchObject({
      code: 'WebhookRevocado',
      message: expect.stringContaining('revocado'),
    });
    expect(
      await t.deps.db.select().from(webhookEventos).where(eq(webhookEventos.idAbogado, dueno.id)),
    ).toEqual([]);
  });

  it('allows a few tests and resends per webhook a minute, then a Spanish 429', async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    const otro = await crearWebhook(dueno);
    const primeras: number[] = [];
    let ultima = 0;
    for (let i = 0; i < MAX_PRUEBAS_POR_MINUTO - 1; i++) {
      const response = await pedirPrueba(dueno, webhook.id);
      primeras.push(response.statusCode);
      ultima = response.json().id;
    }
    expect(primeras).toEqual(Array(MAX_PRUEBAS_POR_MINUTO - 1).fill(201));
    // A resend counts against the same webhook.
    const reenvio = await t.app.inject({
      method: 'POST',
      url: `/api/Webhooks/Entregas/${ultima}/Reenviar`,
      headers: dueno.auth,
    });
    expect(reenvio.statusCode, reenvio.body).toBe(200);
    const excedida = await pedirPrueba(dueno, webhook.id);
    expect(excedida.statusCode).toBe(429);
    expect(excedida.json()).toMatchObject({
      code: 'DemasiadasPruebasWebhook',
      message: expect.stringContaining('minuto'),
    });
    const reenvioExcedido = await t.app.inject({
      method: 'POST',
      url: `/api/Webhooks/Entregas/${ultima}/Reenviar`,
      headers: dueno.auth,
    });
    expect(reenvioExcedido.statusCode).toBe(429);
    // Another webhook of the account has its own budget; another account's id is still 404.
    expect((await pedirPrueba(dueno, otro.id)).statusCode).toBe(201);
    const intruso = await createAbogado(t.deps);
    expect((await pedirPrueba(intruso, webhook.id)).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/Webhooks/${webhook.id}`, headers: dueno.auth });
    await t.app.inject({ method: 'DELETE', url: `/api/Webhooks/${otro.id}`, headers: dueno.auth });
  });

  it('is in the OpenAPI document, and the prueba body among the callbacks', async () => {
    const documento = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(documento.paths['/api/Webhooks/{id}/Prueba']?.post).toBeDefined();
    const callback = documento.paths['/api/Webhooks'].post.callbacks.evento['{$request.body#/url}'].post;
    expect(JSON.stringify(callback)).toContain('prueba');
  });
});

describe('destinos al entregar (política de producción)', () => {
  /** A fake DNS that counts its questions; unknown names are not found. */
  function resolverFalso(nombres: Record<string, string[]>) {
    const consultas: string[] = [];
    const resolver: Resolver = async (nombre) => {
      consultas.push(nombre);
      const direcciones = nombres[nombre];
      if (!direcciones)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${nombre}`), { code: 'ENOTFOUND' });
      return direcciones.map((address) => ({ address, family: isIP(address) }));
    };
    return { resolver, consultas };
  }

  /**
   * A webhook stored with a name instead of the receiver's literal address, as registration would
   * have kept it (the names end in .invalid, which no real DNS answers).
   */
  async function webhookConNombre(abogado: CreatedAbogado, nombre: string) {
    const secreto = nuevoSecreto();
    const url = new URL(receptor.url);
    url.hostname = nombre;
    const [fila] = await t.deps.db
      .insert(webhooks)
      .values({ idAbogado: abogado.id, url: url.toString(), secreto })
      .returning({ id: webhooks.id });
    return { id: fila.id, secreto };
  }

  it('does not call a name resolving to an internal address (alone or with a public one): fallido once, in Spanish', async () => {
    const dueno = await createAbogado(t.deps);
    receptor.responder = () => ({ estado: 200 });
    const { resolver, consultas } = resolverFalso({
      'receptor-interno.invalid': ['127.0.0.1'],
      'receptor-mixto.invalid': ['190.85.1.10', '127.0.0.1'],
    });
    const produccion: PoliticaDestinos = { resolver, permitirInternas: false };
    const entregas = [];
    for (const nombre of ['receptor-interno.invalid', 'receptor-mixto.invalid']) {
      const webhook = await webhookConNombre(dueno, nombre);
      entregas.push((await pedirPrueba(dueno, webhook.id)).json());
    }

    const recuento = await entregarPendientes(t.deps, { politica: produccion });
    expect(recuento.fallido).toBe(2);
    for (const entrega of entregas) {
      expect(llegadasDe(entrega.idEvento)).toEqual([]);
      expect(await entregaDe(entrega.id)).toMatchObject({
        estado: 'fallido',
        intentos: 1,
        ultimoEstadoHttp: null,
        ultimoError: 'La dirección del webhook apunta a una red interna: el evento no se envió.',
      });
      const intentos = await t.deps.db
        .select()
        .from(webhookIntentos)
        .where(eq(webhookIntentos.idEntrega, entrega.id));
      expect(intentos).toEqual([expect.objectContaining({ error: expect.stringContaining('red interna') })]);
    }
    // Not retried: a later round, even with the retry time come, asks nothing and sends nothing.
    await t.deps.db
      .update(webhookEntregas)
      .set({ proximoIntentoEn: sql`now()` })
      .where(
        inArray(
          webhookEntregas.id,
          entregas.map((entrega) => entrega.id),
        ),
      );
    const consultasAntes = consultas.length;
    await entregarPendientes(t.deps, { politica: produccion });
    expect(consultas).toHaveLength(consultasAntes);
    expect(consultas.every((nombre) => nombre.startsWith('receptor-'))).toBe(true);
  });

  it('does not call a literal internal address stored before, under the production policy', async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    const entrega = (await pedirPrueba(dueno, webhook.id)).json();
    const { resolver } = resolverFalso({});
    await entregarPendientes(t.deps, { politica: { resolver, permitirInternas: false } });
    expect(llegadasDe(entrega.idEvento)).toEqual([]);
    expect(await entregaDe(entrega.id)).toMatchObject({
      estado: 'fallido',
      ultimoError: expect.stringContaining('red interna'),
    });
  });

  it('connects to the address its own check resolved (one resolution per attempt, no second lookup)', async () => {
    const dueno = await createAbogado(t.deps);
    receptor.responder = () => ({ estado: 200 });
    const nombre = 'receptor-fijado.invalid';
    const webhook = await webhookConNombre(dueno, nombre);
    secretoActual = webhook.secreto;
    const entrega = (await pedirPrueba(dueno, webhook.id)).json();
    // Internal addresses allowed (as outside production), so the loopback receiver may be reached:
    // only the checked resolution knows this name; the system's DNS would answer ENOTFOUND.
    const { resolver, consultas } = resolverFalso({ [nombre]: ['127.0.0.1'] });
    await entregarPendientes(t.deps, { politica: { resolver, permitirInternas: true } });
    expect(consultas).toEqual([nombre]);
    expect(llegadasDe(entrega.idEvento)).toEqual([expect.objectContaining({ firmaValida: true })]);
    expect(await entregaDe(entrega.id)).toMatchObject({ estado: 'entregado', ultimoEstadoHttp: 200 });
  });
});

describe('el envío (node:http con la búsqueda verificada)', () => {
  it('a receiver that does not answer in time is retried with the reason; a closed port too', async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    secretoActual = webhook.secreto;
    receptor.responder = () => ({ estado: 200, demoraMs: 3000 });
    const lenta = (await pedirPrueba(dueno, webhook.id)).json();
    const cerrado = await crearWebhook(dueno, 'http://127.0.0.1:9/eventos');
    const sinReceptor = (await pedirPrueba(dueno, cerrado.id)).json();
    await entregarPendientes(t.deps);
    expect(await entregaDe(lenta.id)).toMatchObject({
      estado: 'pendiente',
      intentos: 1,
      ultimoError: 'El receptor no respondió en 2 s.',
    });
    expect(await entregaDe(sinReceptor.id)).toMatchObject({
      estado: 'pendiente',
      intentos: 1,
      // The kind of failure, without the socket's text (address and port reached).
      ultimoError: 'No se pudo conectar con el receptor: rechazó la conexión.',
    });
    receptor.responder = () => ({ estado: 200 });
    // Settled, so the later tests' rounds do not send them again.
    await t.app.inject({ method: 'DELETE', url: `/api/Webhooks/${webhook.id}`, headers: dueno.auth });
    await t.app.inject({ method: 'DELETE', url: `/api/Webhooks/${cerrado.id}`, headers: dueno.auth });
  });
});

describe('poda del registro de entregas', () => {
  const envejecer = (id: number, dias: number) =>
    t.deps.db
      .update(webhookEntregas)
      .set({ creadaEn: sql`now() - make_interval(days => ${dias})` })
      .where(eq(webhookEntregas.id, id));

  it('is a daily job of the worker', () => {
    expect(WORKER_JOBS).toContain(podarEntregasWebhooksJob);
    const programado = scheduledJobs(t.deps.config).find((job) => job.name === podarEntregasWebhooksJob.name);
    expect(programado?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it('deletes deliveries older than 30 days with their attempts and events; keeps newer and pending ones', async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    const segundo = await crearWebhook(dueno);
    secretoActual = webhook.secreto;
    receptor.responder = () => ({ estado: 200 });
    const vieja = (await pedirPrueba(dueno, webhook.id)).json();
    const reciente = (await pedirPrueba(dueno, webhook.id)).json();
    const viejaPendiente = (await pedirPrueba(dueno, webhook.id)).json();
    // One event for both endpoints: delivered to the first, still pending for the second.
    await t.deps.db.transaction((tx) =>
      emitirEventos(tx, dueno.id, () => [{ tipo: 'prueba', datos: { idWebhook: 0, mensaje: 'compartido' } }]),
    );
    const compartidas = await t.deps.db
      .select()
      .from(webhookEntregas)
      .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.idEvento))
      .where(
        and(eq(webhookEventos.idAbogado, dueno.id), sql`${webhookEventos.datos}->>'mensaje' = 'compartido'`),
      );
    const compartidaEntregada = compartidas.find((fila) => fila.webhook_entregas.idWebhook === webhook.id);
    const compartidaPendiente = compartidas.find((fila) => fila.webhook_entregas.idWebhook === segundo.id);
    if (!compartidaEntregada || !compartidaPendiente) throw new Error('faltan las entregas compartidas');
    // The second endpoint is not due yet: only the others are delivered now.
    await t.deps.db
      .update(webhookEntregas)
      .set({ proximoIntentoEn: sql`now() + interval '1 hour'` })
      .where(inArray(webhookEntregas.id, [viejaPendiente.id, compartidaPendiente.webhook_entregas.id]));
    await entregarPendientes(t.deps);
    expect((await entregaDe(vieja.id))?.estado).toBe('entregado');

    await envejecer(vieja.id, 31);
    await envejecer(reciente.id, 29);
    await envejecer(viejaPendiente.id, 31);
    await envejecer(compartidaEntregada.webhook_entregas.id, 31);
    await envejecer(compartidaPendiente.webhook_entregas.id, 31);

    await podarEntregasWebhooksJob.handler(
      t.deps,
      {},
      { jobId: 'prueba', retryCount: 0, isLastAttempt: false },
    );

    expect(await entregaDe(vieja.id)).toBeUndefined();
    expect(
      await t.deps.db.select().from(webhookIntentos).where(eq(webhookIntentos.idEntrega, vieja.id)),
    ).toEqual([]);
    expect(
      await t.deps.db.select().from(webhookEventos).where(eq(webhookEventos.id, vieja.idEvento)),
    ).toEqual([]);
    expect(await entregaDe(reciente.id)).toMatchObject({ estado: 'entregado' });
    expect(await entregaDe(viejaPendiente.id)).toMatchObject({ estado: 'pendiente' });
    expect(await entregaDe(compartidaEntregada.webhook_entregas.id)).toBeUndefined();
    expect(await entregaDe(compartidaPendiente.webhook_entregas.id)).toMatchObject({ estado: 'pendiente' });
    // The shared event stays while one of its deliveries does.
    expect(
      await t.deps.db
        .select()
        .from(webhookEventos)
        .where(eq(webhookEventos.id, compartidaPendiente.webhook_eventos.id)),
    ).toHaveLength(1);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/Webhooks/${webhook.id}/Entregas`,
      headers: dueno.auth,
    });
    expect(
      log
        .json()
        .entregas.map((entrega: { id: number }) => entrega.id)
        .sort(),
    ).toEqual([reciente.id, viejaPendiente.id].sort());
  });

  it('works through a backlog in batches', async () => {
    const dueno = await createAbogado(t.deps);
    const webhook = await crearWebhook(dueno);
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const entrega = (await pedirPrueba(dueno, webhook.id)).json();
      await t.deps.db
        .update(webhookEntregas)
        .set({ estado: 'fallido', creadaEn: sql`now() - interval '40 days'` })
        .where(eq(webhookEntregas.id, entrega.id));
      ids.push(entrega.id);
    }
    expect(await podarEntregas(t.deps, { lote: 2 })).toEqual({ entregas: 3, eventos: 3 });
    expect(await t.deps.db.select().from(webhookEntregas).where(inArray(webhookEntregas.id, ids))).toEqual(
      [],
    );
  });
});
