/**
 * Ending sessions (issue 20): a user's session version is raised, so every token signed with the
 * old one is refused on its next request (http/auth.ts), and an internal event tells every server
 * process to check that account's sockets again (realtime/hub.ts), in the same transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { abogados } from '../../db/schema.ts';
import { publishEvent } from '../../events/publish.ts';

/** Raises the user's session version; answers the new one, or null when the user is gone. */
export async function revocarSesiones(tx: Executor, idUsuario: number): Promise<number | null> {
  const [row] = await tx
    .update(abogados)
    .set({ versionSesion: sql`${abogados.versionSesion} + 1` })
    .where(eq(abogados.id, idUsuario))
    .returning({ versionSesion: abogados.versionSesion, idTitular: abogados.idTitular });
  if (!row) return null;
  await avisarSesionesRevocadas(tx, row.idTitular ?? idUsuario, idUsuario);
  return row.versionSesion;
}

/** Tells the hubs that sessions of `idUsuario` in account `idAbogado` may have ended. */
export async function avisarSesionesRevocadas(tx: Executor, idAbogado: number, idUsuario: number) {
  await publishEvent(tx, idAbogado, 'SesionesRevocadas', { idUsuario });
}
