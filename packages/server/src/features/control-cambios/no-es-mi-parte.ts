/**
 * 'No es mi parte' (homonyms): the reviewer says a name match is not their party. The name is
 * remembered for that court and account, this change is closed as reviewed with that conclusion,
 * and the account's other unreviewed matches of the same name in the same court are suppressed.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { leerCambio } from './actualizar-cambio.ts';
import { sqlNormalizado } from './construir-controles.ts';

const CONCLUSION = JSON.stringify([
  { type: 'paragraph', children: [{ text: 'No es mi parte: coincidencia con un homónimo.' }] },
]);

export async function noEsMiParte(deps: AppDeps, session: SessionClaims, idCambio: number) {
  const suppressed = await deps.db.transaction(async (tx) => {
    const found = await tx.execute<{ nombre: string; codigo_despacho: string }>(sql`
      select ${sqlNormalizado(sql`co.resumen_encontrado`)} as nombre, d.codigo_despacho
      from cambios c join coincidencias co on co.id = c.referencia
      join documentos_publicados d on d.id = co.id_documento
      where c.id = ${idCambio} and c.id_abogado = ${session.idAbogado} and c.tipo = 'coincidencia'
        and c.suprimido is null`);
    const match = found.rows[0];
    if (!match) {
      await leerCambio(tx, session.idAbogado, idCambio); // 404 when it is not this account's change
      throw appError(400, 'NoEsCoincidencia');
    }
    await tx.execute(sql`
      insert into coincidencias_descartadas (id_abogado, nombre, codigo_despacho, id_usuario)
      values (${session.idAbogado}, ${match.nombre}, ${match.codigo_despacho}, ${session.idUsuario})
      on conflict do nothing`);
    await tx.execute(sql`
      update cambios set es_importante = false, conclusion = ${CONCLUSION}, estado = greatest(estado, 1),
        fecha_revisado = coalesce(fecha_revisado, now()), fecha_actualizacion = now(),
        id_usuario_revision = ${session.idUsuario}
      where id = ${idCambio}`);
    const others = await tx.execute(sql`
      update cambios c set suprimido = 'noEsMiParte'
      from coincidencias co join documentos_publicados d on d.id = co.id_documento
      where co.id = c.referencia and c.tipo = 'coincidencia' and c.id_abogado = ${session.idAbogado}
        and c.id <> ${idCambio} and c.suprimido is null and c.estado = 0
        and d.codigo_despacho = ${match.codigo_despacho}
        and ${sqlNormalizado(sql`co.resumen_encontrado`)} = ${match.nombre}`);
    return others.rowCount ?? 0;
  });
  return { cambio: await leerCambio(deps.db, session.idAbogado, idCambio), cambiosSuprimidos: suppressed };
}
