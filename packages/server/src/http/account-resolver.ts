/** Resolves the account (tenant) of a signed-in user from the database. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { abogados } from '../db/schema.ts';
import type { AccountResolver } from './auth.ts';

export function databaseAccountResolver(db: Database): AccountResolver {
  return async (idUsuario) => {
    const [row] = await db
      .select({ id: abogados.id, esTitular: abogados.esTitular, idTitular: abogados.idTitular })
      .from(abogados)
      .where(eq(abogados.id, idUsuario));
    if (!row) return null;
    return row.esTitular || row.idTitular === null ? row.id : row.idTitular;
  };
}
