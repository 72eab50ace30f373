/**
 * Hot reads as prepared statements. Drizzle builds a query's SQL text on every call, which costs
 * ~0.4 ms of CPU per query here (bench/load.ts, decision 0017) — more than PostgreSQL takes to
 * answer a primary-key read. A prepared query is built once per database handle (or transaction)
 * and sent as a named statement, which PostgreSQL also parses and plans once per connection.
 */
import type { Executor } from './connection.ts';

const porEjecutor = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The query `nombre` prepared on `db`, built by `construir` the first time. `construir` must end
 * with `.prepare(nombre)`, and one name always means one SQL text.
 */
export function preparada<T>(db: Executor, nombre: string, construir: (db: Executor) => T): T {
  let consultas = porEjecutor.get(db);
  if (!consultas) {
    consultas = new Map();
    porEjecutor.set(db, consultas);
  }
  let consulta = consultas.get(nombre) as T | undefined;
  if (consulta === undefined) {
    consulta = construir(db);
    consultas.set(nombre, consulta);
  }
  return consulta;
}
