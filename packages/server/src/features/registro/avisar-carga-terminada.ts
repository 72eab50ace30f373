/** After a load closes by itself, the lawyer gets the result by e-mail ('Notificame cuando termine'). */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { procesosACargar, registrosAutomaticos } from '../../db/schema-expedientes.ts';
import { cargaFinalizadaEmail } from '../../mail/templates/carga-finalizada.ts';

/** Runs after commit; a mail failure is logged and never undoes the load. */
export async function avisarCargaTerminada(deps: AppDeps, idRegistro: number): Promise<void> {
  try {
    const [row] = await deps.db
      .select({
        idAbogado: registrosAutomaticos.idAbogado,
        email: abogados.email,
        nombre: abogados.nombre,
        total: registrosAutomaticos.totalNumProcesos,
      })
      .from(registrosAutomaticos)
      .innerJoin(abogados, eq(abogados.id, registrosAutomaticos.idAbogado))
      .where(eq(registrosAutomaticos.id, idRegistro));
    if (!row) return;
    const [counts] = await deps.db
      .select({
        registrados: sql<number>`(count(*) filter (where ${procesosACargar.estado} = 'Registrado'))::int`,
        noEncontrados: sql<number>`(count(*) filter (where ${procesosACargar.estado} = 'NoEncontrado'))::int`,
        conErrorTecnico: sql<number>`(count(*) filter (where ${procesosACargar.estado} = 'ErrorTecnico'))::int`,
      })
      .from(procesosACargar)
      .where(eq(procesosACargar.idRegistroAutomatico, idRegistro));
    const message = cargaFinalizadaEmail({
      nombre: row.nombre || 'abogado',
      idRegistroAutomatico: idRegistro,
      total: row.total,
      registrados: counts?.registrados ?? 0,
      noEncontrados: counts?.noEncontrados ?? 0,
      conErrorTecnico: counts?.conErrorTecnico ?? 0,
      appUrl: deps.appUrl,
    });
    await deps.mailer.send(deps.db, row.email, message, row.idAbogado);
  } catch (error) {
    deps.log.warn({ err: error, idRegistro }, 'no se pudo enviar el correo de fin de carga');
  }
}
