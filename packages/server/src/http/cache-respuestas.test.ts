import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type ContextoRespuesta, crearCacheRespuestas } from './cache-respuestas.ts';

/** A route behind the cache that counts its reads; the session is the x-cuenta header. */
async function montar(opciones: Parameters<typeof crearCacheRespuestas>[0] = {}) {
  const cache = crearCacheRespuestas(opciones);
  const calendario = { cierres: [] };
  const estado = {
    lecturas: 0,
    contexto: { dia: 'lunes', calendario } as ContextoRespuesta,
    alLeer: () => {},
  };
  const app = Fastify();
  // A new object per request, as the routes build it: compared field by field, not by identity.
  const rutas = cache.rutas(async () => ({ ...estado.contexto }));
  app.get(
    '/lectura',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { pagina: { type: 'integer', default: 1 } },
          additionalProperties: false,
        },
      },
      preHandler: [
        async (request) => {
          request.session = {
            idAbogado: Number(request.headers['x-cuenta']),
            idUsuario: 1,
            email: 'a@b.co',
            funcionalidades: {},
            exp: Number.MAX_SAFE_INTEGER,
          };
        },
        rutas.preHandler,
      ],
      onSend: rutas.onSend,
    },
    async () => {
      estado.lecturas += 1;
      estado.alLeer();
      return { lectura: estado.lecturas };
    },
  );
  const leer = async (cuenta = 7, url = '/lectura') => {
    const response = await app.inject({ url, headers: { 'x-cuenta': String(cuenta) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    return response.json().lectura as number;
  };
  return { cache, estado, leer };
}

const sinEspera = () => Promise.resolve();

describe('answer cache', () => {
  it('serves nothing until the listening connection is up', async () => {
    const { leer } = await montar();
    expect([await leer(), await leer()]).toEqual([1, 2]);
  });

  it('serves a kept answer until its account changes; other accounts keep theirs', async () => {
    const { cache, leer } = await montar();
    cache.conectada(sinEspera);
    expect([await leer(7), await leer(7), await leer(8), await leer(8)]).toEqual([1, 1, 2, 2]);
    cache.invalidar(7);
    expect([await leer(7), await leer(8)]).toEqual([3, 2]);
    cache.invalidar(null);
    expect(await leer(8)).toBe(4);
    expect(cache.estadisticas()).toMatchObject({ servidas: 3, guardadas: 4 });
  });

  it('reads afresh when the context moved (another day)', async () => {
    const { cache, estado, leer } = await montar();
    cache.conectada(sinEspera);
    expect([await leer(), await leer()]).toEqual([1, 1]);
    estado.contexto = { ...estado.contexto, dia: 'martes' };
    expect(await leer()).toBe(2);
  });

  it('compares the context field by field: a field moved, added or missing is another context', async () => {
    const { cache, estado, leer } = await montar();
    cache.conectada(sinEspera);
    const lunes = estado.contexto;
    expect([await leer(), await leer()]).toEqual([1, 1]);
    // Another calendar object with the same closures: a calendar is compared by identity.
    estado.contexto = { ...lunes, calendario: { cierres: [] } };
    expect([await leer(), await leer()]).toEqual([2, 2]);
    estado.contexto = { ...lunes, ultimoDocumento: true };
    expect(await leer()).toBe(3);
    estado.contexto = { dia: 'lunes' };
    expect(await leer()).toBe(4);
    // The same fields in another order are the same context.
    estado.contexto = { calendario: lunes.calendario, dia: 'lunes' };
    expect(await leer()).toBe(5);
    estado.contexto = lunes;
    expect(await leer()).toBe(5);
  });

  it('switched off (RESPUESTAS_EN_CACHE=false) serves and keeps nothing, connected or not', async () => {
    const { cache, leer } = await montar({ activa: false });
    cache.conectada(sinEspera);
    expect([await leer(), await leer()]).toEqual([1, 2]);
    expect(cache.estadisticas()).toEqual({ servidas: 0, leidas: 0, guardadas: 0 });
  });

  it('does not serve an answer whose change the barrier brought in', async () => {
    const { cache, leer } = await montar();
    // The notification of a write committed before the request arrives during the round trip.
    cache.conectada(async () => cache.invalidar(7));
    expect([await leer(), await leer()]).toEqual([1, 2]);
  });

  it('does not keep an answer read while its account changed', async () => {
    const { cache, estado, leer } = await montar();
    cache.conectada(sinEspera);
    estado.alLeer = () => cache.invalidar(7);
    await leer();
    estado.alLeer = () => {};
    expect([await leer(), await leer()]).toEqual([2, 2]);
  });

  it('serves nothing once the connection is lost, and drops what it kept', async () => {
    const { cache, leer } = await montar();
    cache.conectada(sinEspera);
    expect([await leer(), await leer()]).toEqual([1, 1]);
    cache.desconectada();
    expect([await leer(), await leer()]).toEqual([2, 3]);
    cache.conectada(sinEspera);
    expect([await leer(), await leer()]).toEqual([4, 4]);
  });

  it('reads afresh when the barrier fails', async () => {
    const { cache, leer } = await montar();
    cache.conectada(() => Promise.reject(new Error('sin conexión')));
    expect([await leer(), await leer()]).toEqual([1, 2]);
  });

  it('keeps an answer a minute at most', async () => {
    let ahora = 0;
    const { cache, leer } = await montar({ ahora: () => ahora });
    cache.conectada(sinEspera);
    expect([await leer(), await leer()]).toEqual([1, 1]);
    ahora = 60_000;
    expect(await leer()).toBe(2);
  });

  it('keys an answer by the validated query: a parameter the schema drops is the same answer', async () => {
    const { cache, leer } = await montar();
    cache.conectada(sinEspera);
    expect(await leer(7, '/lectura?pagina=1')).toBe(1);
    expect(await leer(7, '/lectura?pagina=1&relleno=abc')).toBe(1);
    expect(await leer(7, '/lectura')).toBe(1);
    expect(await leer(7, '/lectura?pagina=2')).toBe(2);
  });

  it('drops the least recently used answers when full', async () => {
    // Each answer takes 39 units: its key '7 /lectura {} {"pagina":N}' and '{"lectura":N}'.
    const { cache, leer } = await montar({ capacidad: 6 * 39 });
    cache.conectada(sinEspera);
    for (let pagina = 1; pagina <= 6; pagina++)
      expect(await leer(7, `/lectura?pagina=${pagina}`)).toBe(pagina);
    // Page 1 read again is the most recent; a seventh answer pushes out page 2, now the oldest.
    expect(await leer(7, '/lectura?pagina=1')).toBe(1);
    expect(await leer(7, '/lectura?pagina=7')).toBe(7);
    expect(await leer(7, '/lectura?pagina=1')).toBe(1);
    expect(await leer(7, '/lectura?pagina=3')).toBe(3);
    expect(await leer(7, '/lectura?pagina=2')).toBe(8);
  });
});
