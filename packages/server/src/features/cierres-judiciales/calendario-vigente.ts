/**
 * This process's judicial calendar with the stored closures (decision 0008). The término code
 * reads `calendarioActual()` synchronously; every entry point that computes términos first awaits
 * `asegurarCalendario(db)`: the web through an onRequest hook (routes.ts), the worker where it
 * stores actuaciones and builds the morning e-mail.
 */
import type { CalendarioJudicial, CierreJudicial } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { cierresJudiciales } from '../../db/schema-administracion.ts';
import { crearCacheCalendario, type FuenteDeCierres } from './cache-calendario.ts';

const cache = crearCacheCalendario();

export type FilaCierre = typeof cierresJudiciales.$inferSelect;

export function aCierreDelDominio(
  fila: Pick<FilaCierre, 'desde' | 'hasta' | 'ambito' | 'codigo' | 'motivo'>,
): CierreJudicial {
  return {
    desde: fila.desde,
    hasta: fila.hasta,
    ambito: fila.ambito === 'nacional' ? { tipo: 'nacional' } : { tipo: fila.ambito, codigo: fila.codigo },
    motivo: fila.motivo,
  };
}

function fuenteDe(db: Executor): FuenteDeCierres {
  return {
    async leerVersion() {
      const { rows } = await db.execute<{ n: number; ultimo: number }>(
        sql`select count(*)::int as n, coalesce(max(${cierresJudiciales.id}), 0)::int as ultimo from ${cierresJudiciales}`,
      );
      return `${rows[0]?.n ?? 0}:${rows[0]?.ultimo ?? 0}`;
    },
    async leerCierres() {
      const filas = await db.select().from(cierresJudiciales);
      return filas.map(aCierreDelDominio);
    },
  };
}

export function asegurarCalendario(db: Executor): Promise<CalendarioJudicial> {
  return cache.asegurar(fuenteDe(db));
}

export function calendarioActual(): CalendarioJudicial {
  return cache.actual();
}

/**
 * Names the calendar `calendarioActual()` gives: términos stored for an order (the case list's
 * 'Termino' order) are good while it is the same one.
 */
export function versionDelCalendario(): string {
  return cache.versionActual() ?? 'nacional';
}

/** After this process added or removed a closure: its next read rebuilds. */
export function invalidarCalendario(): void {
  cache.invalidar();
}

/** The court code the closures are matched against: the radicado's first 12 digits. */
export function despachoDelRadicado(radicado: string | null | undefined): string | undefined {
  const digitos = (radicado ?? '').replace(/\D/g, '');
  return digitos.length >= 5 ? digitos.slice(0, 12) : undefined;
}
