/** POST /api/Expedientes/ConsultarRadicados: which of these radicados the lawyer already registered. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { expedientes } from '../../db/schema-expedientes.ts';

export async function consultarRadicados(db: Executor, idAbogado: number, radicados: string[]) {
  const wanted = [...new Set(radicados.map((radicado) => radicado.trim()).filter(Boolean))];
  if (wanted.length === 0) return { radicados: [] };
  const rows = await db
    .select({ numero: expedientes.numero })
    .from(expedientes)
    .where(and(eq(expedientes.idAbogado, idAbogado), inArray(expedientes.numero, wanted)));
  const registered = new Set(rows.map((row) => row.numero));
  return { radicados: wanted.filter((radicado) => registered.has(radicado)) };
}
