/** Applies the drizzle migrations in packages/server/drizzle; the same set serves every database. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './connection.ts';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Web and worker processes may start together: one applies the migrations, the others wait. */
const MIGRATION_LOCK = 7_202_611;

export async function applyMigrations(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migrate(tx as unknown as Database, { migrationsFolder });
  });
}
