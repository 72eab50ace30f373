/**
 * The three events' payloads (decision 0016), built where the data is stored and written to the
 * outbox in that same transaction. Dates are ISO (yyyy-mm-dd) because a receiver is a program;
 * field names are the app's (the seeds'), as in /api/v1.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { expedientes, procesosACargar, registrosAutomaticos } from '../../db/schema-expedientes.ts';
import type { ActuacionFuente } from '../../sources/types.ts';
import { terminoDeActuacion } from '../../terminos/index.ts';
import { asegurarCalendario } from '../cierres-judiciales/index.ts';
import { type EventoNuevo, emitirEventos } from './emitir.ts';

interface Proceso {
  idAbogado: number;
  idExpediente: number;
  tipoFuente: number;
  radicado?: string;
}

async function numeroExpediente(db: Executor, proceso: Proceso): Promise<string | null> {
  const [fila] = await db
    .select({ numero: expedientes.numero })
    .from(expedientes)
    .where(and(eq(expedientes.id, proceso.idExpediente), eq(expedientes.idAbogado, proceso.idAbogado)));
  return fila?.numero ?? null;
}

const soloFecha = (valor: string | null) => valor?.slice(0, 10) ?? null;

/**
 * A night's new actuaciones of one process: 'cambio.creado' for each change row this call
 * created, 'termino.creado' for each new actuación whose término we compute from its text.
 */
export async function emitirActuacionesNuevas(
  db: Executor,
  proceso: Proceso,
  fecha: string,
  nuevas: { idActuacion: number; actuacion: ActuacionFuente }[],
  cambiosCreados: { idCambio: number; idActuacion: number }[],
): Promise<void> {
  if (nuevas.length === 0) return;
  await emitirEventos(db, proceso.idAbogado, async () => {
    const numero = await numeroExpediente(db, proceso);
    // The same término the app shows: today's closures, and the case's court and city (its radicado).
    await asegurarCalendario(db);
    const porId = new Map(nuevas.map((nueva) => [nueva.idActuacion, nueva.actuacion]));
    const base = {
      idExpediente: proceso.idExpediente,
      numeroExpediente: numero,
      tipoFuente: proceso.tipoFuente,
    };
    const eventos: EventoNuevo[] = [];
    for (const cambio of cambiosCreados) {
      const actuacion = porId.get(cambio.idActuacion);
      eventos.push({
        tipo: 'cambio.creado',
        datos: {
          idCambio: cambio.idCambio,
          ...base,
          fecha,
          tipo: 'actuacion',
          idActuacion: cambio.idActuacion,
          descripcion: actuacion?.descripcion ?? null,
          anotacion: actuacion?.anotacion ?? null,
          fechaActuacion: soloFecha(actuacion?.fechaActuacion ?? null),
        },
      });
    }
    for (const { idActuacion, actuacion } of nuevas) {
      const termino = terminoDeActuacion(actuacion, proceso.radicado ?? numero);
      if (!termino) continue;
      eventos.push({
        tipo: 'termino.creado',
        datos: {
          idActuacion,
          ...base,
          fecha,
          descripcion: actuacion.descripcion,
          fechaActuacion: soloFecha(actuacion.fechaActuacion),
          vence: termino.vence,
          regla: termino.regla,
          venceFuente: soloFecha(actuacion.fechaFinalizaTermino),
        },
      });
    }
    return eventos;
  });
}

/** A publication that names a watched case above the alerting threshold: 'cambio.creado'. */
export async function emitirCoincidencia(
  db: Executor,
  proceso: Proceso,
  datos: { idCambio: number; fecha: string; idCoincidencia: number; documento: string; pagina: number },
): Promise<void> {
  await emitirEventos(db, proceso.idAbogado, async () => [
    {
      tipo: 'cambio.creado',
      datos: {
        idCambio: datos.idCambio,
        idExpediente: proceso.idExpediente,
        numeroExpediente: await numeroExpediente(db, proceso),
        tipoFuente: proceso.tipoFuente,
        fecha: datos.fecha,
        tipo: 'coincidencia',
        idCoincidencia: datos.idCoincidencia,
        documento: datos.documento,
        pagina: datos.pagina,
      },
    },
  ]);
}

/** A bulk load closed (by itself or by 'Finalizar carga'): 'carga.finalizada' with its counts. */
export async function emitirCargaFinalizada(
  db: Executor,
  idAbogado: number,
  idRegistro: number,
): Promise<void> {
  await emitirEventos(db, idAbogado, async () => {
    const [carga] = await db
      .select({
        estado: registrosAutomaticos.estado,
        total: registrosAutomaticos.totalNumProcesos,
        finalizadoEn: registrosAutomaticos.finalizadoEn,
      })
      .from(registrosAutomaticos)
      .where(and(eq(registrosAutomaticos.id, idRegistro), eq(registrosAutomaticos.idAbogado, idAbogado)));
    if (!carga) return [];
    const [cuentas] = await db
      .select({
        registrados: sql<number>`(count(*) filter (where ${procesosACargar.estado} = 'Registrado'))::int`,
        noEncontrados: sql<number>`(count(*) filter (where ${procesosACargar.estado} = 'NoEncontrado'))::int`,
        conErrorTecnico: sql<number>`(count(*) filter (where ${procesosACargar.estado} = 'ErrorTecnico'))::int`,
      })
      .from(procesosACargar)
      .where(eq(procesosACargar.idRegistroAutomatico, idRegistro));
    return [
      {
        tipo: 'carga.finalizada',
        datos: {
          idRegistroAutomatico: idRegistro,
          estado: carga.estado,
          total: carga.total,
          registrados: cuentas?.registrados ?? 0,
          noEncontrados: cuentas?.noEncontrados ?? 0,
          conErrorTecnico: cuentas?.conErrorTecnico ?? 0,
          finalizadoEn: carga.finalizadoEn?.toISOString() ?? null,
        },
      },
    ];
  });
}
