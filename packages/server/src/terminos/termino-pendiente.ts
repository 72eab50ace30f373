/**
 * THE case's pending término (issue 21 item 7): of the case's actuaciones, the one whose end date
 * is the nearest still to come (today included), with its rule — computed when it is read, on the
 * calendar with the court's closures, so it never lags behind a closure or a day passing. Every
 * place that shows a case's término uses this module: the card and the detail
 * (present-expedientes), the 'Termino' order (list-expedientes), 'Últimos cambios', the morning
 * e-mail, the reports (PDF, Word, Excel), and the calendar feed (through `terminoVigente`, the
 * same reading of one actuación).
 */
import { formatearDia, sumarDias, textoVencimiento } from '@expediente/domain';
import { and, gte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { preparada } from '../db/preparadas.ts';
import { actuaciones } from '../db/schema-expedientes.ts';
import {
  type ActuacionConTermino,
  columnasDelTermino,
  finSegunLaFuente,
  terminoDeActuacion,
} from './termino-de-actuacion.ts';

/** The longest term read (30 business days) plus notification, vacancia and Holy Week fits here. */
const DIAS_ATRAS = 200;

/** One actuación's término: ours when its text grants one, else the source's end date. */
export interface TerminoVigente {
  /** yyyy-mm-dd */
  vence: string;
  /** Our rule; null when only the source gives the date (its fechaFinal). */
  regla: string | null;
}

export function terminoVigente(
  actuacion: ActuacionConTermino,
  radicado?: string | null,
): TerminoVigente | null {
  const termino = terminoDeActuacion(actuacion, radicado);
  // The source's end date only when our rules read no term in the text (decision 0008).
  const vence = termino?.vence ?? finSegunLaFuente(actuacion);
  return vence ? { vence, regla: termino?.regla ?? null } : null;
}

/** What a person reads for a término whose date only the source gives. */
export const reglaDeLaFuente = (actuacion: string) => `Fecha indicada por la fuente para '${actuacion}'`;

export interface TerminoPendiente {
  /** dd/mm/yyyy */
  vence: string;
  /** 'vence hoy', 'vence mañana', 'vence el dd/mm/yyyy' */
  vencimiento: string;
  /** Our rule; null when only the source gives the date (its fechaFinal). */
  regla: string | null;
  /** The actuación the término comes from. */
  actuacion: string;
  /** yyyy-mm-dd, for orders and date cells (not part of the API's reply). */
  fecha: string;
}

/** Per case id; `casos` must already be scoped to the account. */
export async function terminosPendientes(
  db: Executor,
  casos: { id: number; numero: string }[],
  hoy: string,
): Promise<Map<number, TerminoPendiente>> {
  const resultado = new Map<number, TerminoPendiente>();
  if (casos.length === 0) return resultado;
  const numeros = new Map(casos.map((caso) => [caso.id, caso.numero]));
  const desde = sumarDias(hoy, -DIAS_ATRAS);
  const filas = await preparada(db, 'actuaciones_con_termino', (executor) =>
    executor
      .select({
        idExpediente: actuaciones.idExpediente,
        ...columnasDelTermino,
      })
      .from(actuaciones)
      .where(
        and(
          sql`${actuaciones.idExpediente} = any(${sql.placeholder('ids')}::int[])`,
          or(
            gte(actuaciones.fechaActuacion, sql.placeholder('desde')),
            gte(actuaciones.fechaRegistro, sql.placeholder('desde')),
            gte(actuaciones.fechaFinalizaTermino, sql.placeholder('hoy')),
          ),
        ),
      )
      .prepare('actuaciones_con_termino'),
  ).execute({ ids: [...numeros.keys()], desde, hoy });
  const elegidas = new Map<number, { vence: string; regla: string | null; actuacion: string }>();
  for (const fila of filas) {
    const termino = terminoVigente(fila, numeros.get(fila.idExpediente));
    if (!termino || termino.vence < hoy) continue;
    const { vence, regla } = termino;
    const actual = elegidas.get(fila.idExpediente);
    // On a tie (the same actuación read in two sources) the one with our rule is kept.
    if (actual && (actual.vence < vence || (actual.vence === vence && (actual.regla !== null || !regla))))
      continue;
    elegidas.set(fila.idExpediente, { vence, regla, actuacion: fila.descripcion.trim() });
  }
  for (const [id, elegida] of elegidas)
    resultado.set(id, {
      vence: formatearDia(elegida.vence),
      vencimiento: textoVencimiento(elegida.vence, hoy),
      regla: elegida.regla,
      actuacion: elegida.actuacion,
      fecha: elegida.vence,
    });
  return resultado;
}
