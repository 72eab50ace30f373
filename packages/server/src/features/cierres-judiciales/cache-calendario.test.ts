import type { CierreJudicial } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { crearCacheCalendario, type FuenteDeCierres } from './cache-calendario.ts';

const DESPACHO = '050013103012';
/** 02/03/2026 is a Monday with no holiday: business on the national calendar. */
const LUNES = '2026-03-02';
const cierreDelLunes: CierreJudicial = {
  desde: LUNES,
  hasta: LUNES,
  ambito: { tipo: 'despacho', codigo: DESPACHO },
  motivo: 'traslado de sede',
};

/** A table the tests change by hand, counting how often the cache reads it. */
function tablaDePrueba() {
  const estado = { cierres: [] as CierreJudicial[], ultimoId: 0, versiones: 0, lecturas: 0 };
  const fuente: FuenteDeCierres = {
    async leerVersion() {
      estado.versiones += 1;
      return `${estado.cierres.length}:${estado.ultimoId}`;
    },
    async leerCierres() {
      estado.lecturas += 1;
      return [...estado.cierres];
    },
  };
  const agregar = (cierre: CierreJudicial) => {
    estado.cierres.push(cierre);
    estado.ultimoId += 1;
  };
  return { estado, fuente, agregar };
}

function reloj(inicio = 0) {
  let ms = inicio;
  return { ahora: () => ms, avanzar: (delta: number) => (ms += delta) };
}

describe('the calendar cache', () => {
  it('starts national and loads the stored closures on the first check', async () => {
    const tabla = tablaDePrueba();
    tabla.agregar(cierreDelLunes);
    const cache = crearCacheCalendario({ ttlMs: 1000, ahora: reloj().ahora });
    expect(cache.actual().esHabil(LUNES, DESPACHO)).toBe(true);
    const calendario = await cache.asegurar(tabla.fuente);
    expect(calendario.esHabil(LUNES, DESPACHO)).toBe(false);
    expect(calendario.esHabil(LUNES, '110013103001')).toBe(true);
    expect(cache.actual()).toBe(calendario);
  });

  it('within the TTL answers from memory, without asking the table', async () => {
    const tabla = tablaDePrueba();
    const tiempo = reloj();
    const cache = crearCacheCalendario({ ttlMs: 1000, ahora: tiempo.ahora });
    await cache.asegurar(tabla.fuente);
    tabla.agregar(cierreDelLunes);
    tiempo.avanzar(999);
    const calendario = await cache.asegurar(tabla.fuente);
    expect(tabla.estado.versiones).toBe(1);
    expect(calendario.esHabil(LUNES, DESPACHO)).toBe(true);
  });

  it('past the TTL checks the version and sees another process’s closure', async () => {
    const tabla = tablaDePrueba();
    const tiempo = reloj();
    const cache = crearCacheCalendario({ ttlMs: 1000, ahora: tiempo.ahora });
    await cache.asegurar(tabla.fuente);
    tabla.agregar(cierreDelLunes);
    tiempo.avanzar(1000);
    const calendario = await cache.asegurar(tabla.fuente);
    expect(tabla.estado.versiones).toBe(2);
    expect(calendario.esHabil(LUNES, DESPACHO)).toBe(false);
  });

  it('rebuilds only when the version moved: an unchanged table costs one small query', async () => {
    const tabla = tablaDePrueba();
    tabla.agregar(cierreDelLunes);
    const tiempo = reloj();
    const cache = crearCacheCalendario({ ttlMs: 1000, ahora: tiempo.ahora });
    const primero = await cache.asegurar(tabla.fuente);
    tiempo.avanzar(5000);
    const segundo = await cache.asegurar(tabla.fuente);
    expect(tabla.estado.versiones).toBe(2);
    expect(tabla.estado.lecturas).toBe(1);
    expect(segundo).toBe(primero);
  });

  it('after an invalidation (a write in this process) checks at once, whatever the TTL', async () => {
    const tabla = tablaDePrueba();
    const cache = crearCacheCalendario({ ttlMs: 60_000, ahora: reloj().ahora });
    await cache.asegurar(tabla.fuente);
    tabla.agregar(cierreDelLunes);
    cache.invalidar();
    expect((await cache.asegurar(tabla.fuente)).esHabil(LUNES, DESPACHO)).toBe(false);
  });

  it('sees a removal even when the count is back where it was (ids are never reused)', async () => {
    const tabla = tablaDePrueba();
    tabla.agregar(cierreDelLunes);
    const cache = crearCacheCalendario({ ttlMs: 60_000, ahora: reloj().ahora });
    expect((await cache.asegurar(tabla.fuente)).esHabil(LUNES, DESPACHO)).toBe(false);
    // One removed, another added: same count, higher id.
    tabla.estado.cierres = [];
    tabla.agregar({ ...cierreDelLunes, ambito: { tipo: 'ciudad', codigo: '11001' } });
    cache.invalidar();
    const calendario = await cache.asegurar(tabla.fuente);
    expect(calendario.esHabil(LUNES, DESPACHO)).toBe(true);
    expect(calendario.esHabil(LUNES, '110013103001')).toBe(false);
  });

  it('shares one check among concurrent callers', async () => {
    const tabla = tablaDePrueba();
    const cache = crearCacheCalendario({ ttlMs: 1000, ahora: reloj().ahora });
    const [a, b, c] = await Promise.all([
      cache.asegurar(tabla.fuente),
      cache.asegurar(tabla.fuente),
      cache.asegurar(tabla.fuente),
    ]);
    expect(tabla.estado.versiones).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('does not let a check begun before an invalidation overwrite the newer calendar', async () => {
    const tabla = tablaDePrueba();
    let soltar: (version: string) => void = () => {};
    const lenta: FuenteDeCierres = {
      leerVersion: () => new Promise((resolve) => (soltar = resolve)),
      leerCierres: async () => [],
    };
    const cache = crearCacheCalendario({ ttlMs: 60_000, ahora: reloj().ahora });
    const vieja = cache.asegurar(lenta);
    tabla.agregar(cierreDelLunes);
    cache.invalidar();
    const nueva = await cache.asegurar(tabla.fuente);
    soltar('0:0');
    await vieja;
    expect(nueva.esHabil(LUNES, DESPACHO)).toBe(false);
    expect(cache.actual().esHabil(LUNES, DESPACHO)).toBe(false);
  });

  it('keeps the last calendar when the table cannot be read, and tries again on the next call', async () => {
    const tabla = tablaDePrueba();
    tabla.agregar(cierreDelLunes);
    const cache = crearCacheCalendario({ ttlMs: 60_000, ahora: reloj().ahora });
    await cache.asegurar(tabla.fuente);
    cache.invalidar();
    const rota: FuenteDeCierres = {
      leerVersion: async () => {
        throw new Error('sin conexión');
      },
      leerCierres: async () => [],
    };
    await expect(cache.asegurar(rota)).rejects.toThrow('sin conexión');
    expect(cache.actual().esHabil(LUNES, DESPACHO)).toBe(false);
    expect((await cache.asegurar(tabla.fuente)).esHabil(LUNES, DESPACHO)).toBe(false);
    expect(tabla.estado.versiones).toBe(2);
  });
});
