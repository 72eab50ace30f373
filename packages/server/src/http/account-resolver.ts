/** Resolves the account (tenant) of a signed-in user from the database. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { preparada } from '../db/preparadas.ts';
import { abogados } from '../db/schema.ts';
import type { AccountResolver } from './auth.ts';

export function databaseAccountResolver(db: Database): AccountResolver {
  return async (idUsuario) => {
    // Every authenticated request asks this: prepared (db/preparadas.ts).
    const [row] = await preparada(db, 'cuenta_del_usuario', (executor) =>
      executor
        .select({ id: abogados.id, esTitular: abogados.esTitular, idTitular: abogados.idTitular })
        .from(abogados)
        .where(eq(abogados.id, sql.placeholder('idUsuario')))
        .prepare('cuenta_del_usuario'),
    ).execute({ idUsuario });
    if (!row) return null;
    return row.esTitular || row.idTitular === null ? row.id : row.idTitular;
  };
}
