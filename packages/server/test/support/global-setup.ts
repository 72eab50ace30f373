/**
 * Starts one PostgreSQL for the API suite: the embedded server in a temporary folder, or a fresh
 * database on the server named by TEST_DATABASE_URL (dropped afterwards). Migrations run once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/db/connection.ts';
import { startEmbeddedDatabase } from '../../src/db/embedded.ts';
import { applyMigrations } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `expediente_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let url: string;
  let teardown: () => Promise<void>;
  if (serverUrl) {
    const database = await createServerDatabase(serverUrl);
    url = database.url;
    teardown = database.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expediente-test-'));
    // The embedded server runs as the unprivileged postgres user when we are root.
    fs.chmodSync(dataDir, 0o755);
    const port = 55_000 + Math.floor(Math.random() * 5_000);
    const embedded = await startEmbeddedDatabase(dataDir, port);
    url = embedded.url;
    teardown = async () => {
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const handle = connectDatabase(url, 2);
  await applyMigrations(handle.db);
  await handle.close();
  console.log(`Suite de API sobre PostgreSQL ${serverUrl ? 'del servidor (TEST_DATABASE_URL)' : 'embebido'}`);
  project.provide('databaseUrl', url);
  return teardown;
}
