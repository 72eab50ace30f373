/** The PostgreSQL pool and the drizzle handle used by every feature. */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as cuentas from './schema.ts';
import * as expedientesSchema from './schema-expedientes.ts';

const schema = { ...cuentas, ...expedientesSchema };

export type Database = NodePgDatabase<typeof cuentas & typeof expedientesSchema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: use cases accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  url: string;
  close(): Promise<void>;
}

// Dates stay as ISO text ('YYYY-MM-DD') instead of being shifted through the local time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function connectDatabase(url: string, maxConnections = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  pool.on('error', () => {
    // An idle client lost its connection (e.g. the server restarted); the pool replaces it.
  });
  pool.on('connect', (client) => {
    // The pool listens only to idle clients. One checked out between two queries (a transaction
    // awaiting other work) whose connection the server ends (Ctrl-C reaches PostgreSQL too) would
    // raise an unhandled 'error' event and end the process with code 1; its next query fails
    // instead, where the caller handles it.
    client.on('error', () => {});
  });
  const db = drizzle(pool, { schema });
  return { pool, db, url, close: () => pool.end() };
}
