/**
 * The public API's keys (decision 0012): created, listed and revoked by the account holder only;
 * only the SHA-256 and the prefix stored; a revoked or unknown key 401; a key reads only its
 * account's cases and changes (tenant isolation); scopes enforced ('lectura' cannot register);
 * a per-key limit answering 429 with { code, message }; and the OpenAPI document's schemes.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clavesApi } from '../../src/db/schema-credenciales.ts';
import { cambios } from '../../src/db/schema-expedientes.ts';
import { createExpedienteRow, uniqueRadicado } from '../expedientes/factories.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let dueno: CreatedAbogado;
let otro: CreatedAbogado;
let caso: { id: number; numero: string };
let casoOtro: { id: number; numero: string };

interface ClaveCreada {
  id: number;
  nombre: string;
  prefijo: string;
  alcances: string[];
  clave: string;
  revocadaEn: string | null;
}

async function crearClave(
  abogado: CreatedAbogado,
  alcances: string[] = ['lectura'],
  nombre = 'Sistema del bufete',
): Promise<ClaveCreada> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ClavesApi',
    headers: abogado.auth,
    payload: { nombre, alcances },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function conClave(clave: string, como: 'x-api-key' | 'bearer' = 'x-api-key') {
  return como === 'bearer' ? { authorization: `Bearer ${clave}` } : { 'x-api-key': clave };
}

beforeAll(async () => {
  t = await createTestApp();
  dueno = await createAbogado(t.deps);
  otro = await createAbogado(t.deps);
  caso = await createExpedienteRow(t.deps, dueno.id, { demandantes: 'Secreto Dueño SAS' });
  casoOtro = await createExpedienteRow(t.deps, otro.id, { demandantes: 'Confidencial Otro Ltda' });
  for (const [idAbogado, expediente] of [
    [dueno.id, caso],
    [otro.id, casoOtro],
  ] as const)
    await t.deps.db.insert(cambios).values({
      idAbogado,
      idExpediente: expediente.id,
      fecha: '2026-11-20',
      tipo: 'actuacion',
      tipoFuente: 2,
      referencia: expediente.id,
    });
});

describe('the holder manages the account keys', () => {
  it('creates a key shown once, stores only its hash and prefix, lists and revokes it', async () => {
    const creada = await crearClave(dueno, ['lectura', 'registro'], 'Integración ERP');
    expect(creada.clave).toMatch(/^edk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(creada.clave.startsWith(`${creada.prefijo}_`)).toBe(true);
    expect(creada.alcances).toEqual(['lectura', 'registro']);

    const [fila] = await t.deps.db.select().from(clavesApi).where(eq(clavesApi.id, creada.id));
    expect(fila?.hash).toBe(createHash('sha256').update(creada.clave).digest('hex'));
    expect(JSON.stringify(fila)).not.toContain(creada.clave.slice(13));
    const enTexto = await t.deps.db.execute(
      sql`select count(*)::int as n from claves_api where row_to_json(claves_api)::text like ${`%${creada.clave}%`}`,
    );
    expect(enTexto.rows[0]).toEqual({ n: 0 });

    const lista = await t.app.inject({ method: 'GET', url: '/api/ClavesApi', headers: dueno.auth });
    expect(lista.statusCode).toBe(200);
    const claves = lista.json() as ClaveCreada[];
    expect(claves.find((clave) => clave.id === creada.id)).toMatchObject({
      nombre: 'Integración ERP',
      prefijo: creada.prefijo,
      revocadaEn: null,
    });
    expect(lista.body).not.toContain(creada.clave);

    const revocada = await t.app.inject({
      method: 'DELETE',
      url: `/api/ClavesApi/${creada.id}`,
      headers: dueno.auth,
    });
    expect(revocada.statusCode).toBe(204);
    const despues = (
      await t.app.inject({ method: 'GET', url: '/api/ClavesApi', headers: dueno.auth })
    ).json() as ClaveCreada[];
    expect(despues.find((clave) => clave.id === creada.id)?.revocadaEn).toEqual(expect.any(String));
  });

  it('refuses associated users (403) and another account revoking the key (404)', async () => {
    const asociado = await createAbogado(t.deps, { esTitular: false, idTitular: dueno.id });
    for (const [method, url, payload] of [
      ['GET', '/api/ClavesApi', undefined],
      ['POST', '/api/ClavesApi', { nombre: 'x', alcances: ['lectura'] }],
      ['DELETE', '/api/ClavesApi/1', undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: asociado.auth, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'SoloCuentaPrincipal', message: expect.any(String) });
    }
    const creada = await crearClave(dueno);
    const ajena = await t.app.inject({
      method: 'DELETE',
      url: `/api/ClavesApi/${creada.id}`,
      headers: otro.auth,
    });
    expect(ajena.statusCode).toBe(404);
    const lista = await t.app.inject({ method: 'GET', url: '/api/ClavesApi', headers: otro.auth });
    expect(lista.body).not.toContain(creada.prefijo);
  });

  it('validates the name and the scopes', async () => {
    for (const payload of [
      { nombre: '', alcances: ['lectura'] },
      { nombre: 'x', alcances: [] },
      { nombre: 'x', alcances: ['admin'] },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ClavesApi',
        headers: dueno.auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('calls with a key', () => {
  it('reads only its own account: cases, one case and changes (tenant isolation)', async () => {
    const { clave } = await crearClave(dueno);
    for (const como of ['x-api-key', 'bearer'] as const) {
      const lista = await t.app.inject({
        method: 'GET',
        url: '/api/v1/expedientes',
        headers: conClave(clave, como),
      });
      expect(lista.statusCode, lista.body).toBe(200);
      const numeros = (lista.json().expedientes as { numero: string }[]).map((e) => e.numero);
      expect(numeros).toContain(caso.numero);
      expect(lista.body).not.toContain(casoOtro.numero);
      expect(lista.body).not.toContain('Confidencial Otro');
    }
    const propio = await t.app.inject({
      method: 'GET',
      url: `/api/v1/expedientes/${caso.id}`,
      headers: conClave(clave),
    });
    expect(propio.statusCode).toBe(200);
    expect(propio.json()).toMatchObject({ id: caso.id, numero: caso.numero });

    const ajeno = await t.app.inject({
      method: 'GET',
      url: `/api/v1/expedientes/${casoOtro.id}`,
      headers: conClave(clave),
    });
    expect([403, 404]).toContain(ajeno.statusCode);
    expect(ajeno.body).not.toContain(casoOtro.numero);
    expect(ajeno.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });

    const cambiosRespuesta = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cambios?desde=2026-11-01',
      headers: conClave(clave),
    });
    expect(cambiosRespuesta.statusCode, cambiosRespuesta.body).toBe(200);
    const lista = cambiosRespuesta.json().cambios as { idExpediente: number; fecha: string }[];
    expect(lista.map((c) => c.idExpediente)).toEqual([caso.id]);
    expect(lista[0]?.fecha).toBe('2026-11-20');
    expect(cambiosRespuesta.body).not.toContain(casoOtro.numero);

    const despues = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cambios?desde=2026-11-21',
      headers: conClave(clave),
    });
    expect(despues.json().cambios).toEqual([]);

    // The other account's key sees its own case and not the owner's.
    const claveOtro = (await crearClave(otro)).clave;
    const listaOtro = await t.app.inject({
      method: 'GET',
      url: '/api/v1/expedientes',
      headers: conClave(claveOtro),
    });
    expect(listaOtro.body).toContain(casoOtro.numero);
    expect(listaOtro.body).not.toContain(caso.numero);
  });

  it('refuses a revoked, unknown or missing key with 401, and a session token is not a key', async () => {
    const creada = await crearClave(dueno);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/expedientes', headers: conClave(creada.clave) }))
        .statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/ClavesApi/${creada.id}`, headers: dueno.auth });

    const otraClave = `${creada.prefijo}_${'A'.repeat(43)}`;
    for (const headers of [
      conClave(creada.clave),
      conClave(creada.clave, 'bearer'),
      conClave(otraClave),
      {},
      dueno.auth,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/expedientes', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'ClaveApiNoValida', message: expect.any(String) });
    }
    const registro = await t.app.inject({
      method: 'POST',
      url: '/api/v1/expedientes',
      headers: conClave(creada.clave),
      payload: { nada: true },
    });
    expect(registro.statusCode).toBe(401);
  });

  it("registers a case only with the 'registro' scope, in the key's account", async () => {
    const payload = {
      radicado: uniqueRadicado(),
      demandantes: 'Demandante API',
      fuentesDatos: [{ idFuenteDatos: '2', informacionRegistro: [] }],
    };
    const lectura = await crearClave(dueno, ['lectura']);
    const negado = await t.app.inject({
      method: 'POST',
      url: '/api/v1/expedientes',
      headers: conClave(lectura.clave),
      payload,
    });
    expect(negado.statusCode).toBe(403);
    expect(negado.json()).toEqual({ code: 'ClaveApiSinAlcance', message: expect.any(String) });

    const registro = await crearClave(otro, ['registro']);
    const creado = await t.app.inject({
      method: 'POST',
      url: '/api/v1/expedientes',
      headers: conClave(registro.clave, 'bearer'),
      payload,
    });
    expect(creado.statusCode, creado.body).toBe(201);
    expect(creado.json()).toMatchObject({ numero: payload.radicado, idAbogado: otro.id });

    // A 'registro'-only key does not read.
    const lee = await t.app.inject({
      method: 'GET',
      url: '/api/v1/expedientes',
      headers: conClave(registro.clave),
    });
    expect(lee.statusCode).toBe(403);
  });

  it('limits the calls per key: 429 with the Spanish { code, message }, other keys unaffected', async () => {
    const limitada = await crearClave(dueno);
    await t.deps.db.update(clavesApi).set({ limitePorMinuto: 3 }).where(eq(clavesApi.id, limitada.id));
    const otra = await crearClave(dueno);
    const estados: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/expedientes',
        headers: conClave(limitada.clave),
      });
      estados.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          code: 'DemasiadosIntentos',
          message: 'Demasiados intentos. Espera un momento e intenta de nuevo.',
        });
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(estados).toEqual([200, 200, 200, 429, 429]);
    const libre = await t.app.inject({
      method: 'GET',
      url: '/api/v1/expedientes',
      headers: conClave(otra.clave),
    });
    expect(libre.statusCode).toBe(200);
  });

  it('notes the last use of a key', async () => {
    const creada = await crearClave(dueno);
    await t.app.inject({ method: 'GET', url: '/api/v1/expedientes', headers: conClave(creada.clave) });
    const lista = (
      await t.app.inject({ method: 'GET', url: '/api/ClavesApi', headers: dueno.auth })
    ).json() as { id: number; ultimoUso: string | null }[];
    expect(lista.find((clave) => clave.id === creada.id)?.ultimoUso).toEqual(expect.any(String));
  });
});

describe('the OpenAPI document', () => {
  it('declares the key schemes and puts them on the /api/v1 operations', () => {
    const documento = t.app.swagger() as unknown as {
      components: { securitySchemes: Record<string, Record<string, string>> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(documento.components.securitySchemes.claveApi).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    expect(documento.components.securitySchemes.claveApiBearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const [ruta, metodo] of [
      ['/api/v1/expedientes', 'get'],
      ['/api/v1/expedientes', 'post'],
      ['/api/v1/expedientes/{id}', 'get'],
      ['/api/v1/cambios', 'get'],
    ] as const)
      expect(documento.paths[ruta]?.[metodo]?.security, `${metodo} ${ruta}`).toEqual([
        { claveApi: [] },
        { claveApiBearer: [] },
      ]);
  });
});
