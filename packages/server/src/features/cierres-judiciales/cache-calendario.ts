/**
 * The judicial calendar built from the stored closures, kept in memory per process. The web and
 * the worker are separate processes sharing PostgreSQL, so a write in one cannot tell the other:
 * each process asks the table for a cheap version (row count and highest id; ids are never
 * reused, so any insert or delete changes it) at most once per TTL and rebuilds the calendar only
 * when that version moved. A write in this process invalidates at once, so its own next read sees
 * it; the other process sees it within the TTL.
 */
import { type CalendarioJudicial, type CierreJudicial, crearCalendarioJudicial } from '@expediente/domain';

/** How stale another process's closure may be: the nightly engine and the lists can live with it. */
export const TTL_CALENDARIO_MS = 30_000;

export interface FuenteDeCierres {
  /** Changes whenever a closure is added or removed. */
  leerVersion(): Promise<string>;
  leerCierres(): Promise<CierreJudicial[]>;
}

export interface CacheCalendario {
  /** The last calendar built; the national one until the first refresh. */
  actual(): CalendarioJudicial;
  /** The closures' version the last calendar was built from; null while it is the national one. */
  versionActual(): string | null;
  /**
   * Checks the version when the TTL ran out (or after an invalidation) and rebuilds if it moved.
   * The source comes with each call: a caller inside a transaction reads through it.
   */
  asegurar(fuente: FuenteDeCierres): Promise<CalendarioJudicial>;
  /** Makes the next `asegurar` check the table, whatever the TTL. */
  invalidar(): void;
}

export function crearCacheCalendario(
  opciones: { ttlMs?: number; ahora?: () => number } = {},
): CacheCalendario {
  const ttlMs = opciones.ttlMs ?? TTL_CALENDARIO_MS;
  const ahora = opciones.ahora ?? Date.now;
  let calendario = crearCalendarioJudicial();
  let version: string | null = null;
  let revisadoEn = Number.NEGATIVE_INFINITY;
  // Concurrent requests past the TTL share one check instead of each querying the table.
  let enCurso: Promise<CalendarioJudicial> | null = null;
  // A check begun before an invalidation may have read the old version: it must not win.
  let generacion = 0;

  const revisar = async (fuente: FuenteDeCierres) => {
    const propia = generacion;
    const vista = await fuente.leerVersion();
    if (vista === version) {
      if (propia === generacion) revisadoEn = ahora();
      return calendario;
    }
    const cierres = await fuente.leerCierres();
    if (propia === generacion) {
      calendario = crearCalendarioJudicial(cierres);
      version = vista;
      revisadoEn = ahora();
    }
    return calendario;
  };

  return {
    actual: () => calendario,
    versionActual: () => version,
    asegurar(fuente) {
      if (ahora() - revisadoEn < ttlMs) return Promise.resolve(calendario);
      if (enCurso) return enCurso;
      const revision = revisar(fuente).finally(() => {
        if (enCurso === revision) enCurso = null;
      });
      enCurso = revision;
      return revision;
    },
    invalidar() {
      generacion += 1;
      revisadoEn = Number.NEGATIVE_INFINITY;
      enCurso = null;
    },
  };
}
