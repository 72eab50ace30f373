/** Resolves the account (tenant) of a signed-in user from the database. */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection.ts';
import { preparada } from '../db/preparadas.ts';
import { abogados } from '../db/schema.ts';
import type { AccountResolver } from './auth.ts';

const titulares = alias(abogados, 'titular');

export function databaseAccountResolver(db: Database): AccountResolver {
  return async (idUsuario) => {
    // Every authenticated request asks this, so it is prepared (db/preparadas.ts) and brings the
    // account's feature flags along (one query fewer for the case list and detail).
    const [row] = await preparada(db, 'cuenta_del_usuario', (executor) =>
      executor
        .select({
          id: abogados.id,
          esTitular: abogados.esTitular,
          idTitular: abogados.idTitular,
          funcionalidades: abogados.funcionalidades,
          funcionalidadesTitular: titulares.funcionalidades,
          versionSesion: abogados.versionSesion,
        })
        .from(abogados)
        .leftJoin(titulares, eq(titulares.id, abogados.idTitular))
        .where(eq(abogados.id, sql.placeholder('idUsuario')))
        .prepare('cuenta_del_usuario'),
    ).execute({ idUsuario });
    if (!row) return null;
    if (row.esTitular || row.idTitular === null)
      return { idAbogado: row.id, funcionalidades: row.funcionalidades, versionSesion: row.versionSesion };
    return {
      idAbogado: row.idTitular,
      funcionalidades: row.funcionalidadesTitular ?? {},
      versionSesion: row.versionSesion,
    };
  };
}
