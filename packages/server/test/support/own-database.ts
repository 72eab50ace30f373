/**
 * A database of the test file's own on the suite's PostgreSQL server, migrated, dropped after the
 * file: for tests whose workers act on every due row (the morning reports' senders), so that no
 * other file's rows are touched.
 */
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { connectDatabase } from '../../src/db/connection.ts';
import { applyMigrations } from '../../src/db/migrate.ts';

export async function createOwnDatabase(prefix: string): Promise<string> {
  const serverUrl = inject('databaseUrl');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), 2);
  await applyMigrations(handle.db);
  await handle.close();
  afterAll(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  return url.toString();
}
