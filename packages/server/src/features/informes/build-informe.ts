/**
 * The unified report (seed 000 §2 'Descargar todos los procesos'): one row per case of one lawyer,
 * read in pages of BATCH_SIZE by radicado (keyset on the per-lawyer unique index), so a lawyer with
 * thousands of cases never has all of them as objects in memory — only the CSV text grows.
 * Every query is scoped by idAbogado.
 */
import { fuenteById } from '@expediente/domain';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { expedientes, listaMaestra, procesosEnFuente } from '../../db/schema-expedientes.ts';
import { ETAPA_PROCESAL } from '../expedientes/lista-maestra.ts';
import { formatDay, formatInstant } from '../expedientes/present-expedientes.ts';
import { csvRow, digitsCell, textCell, UTF8_BOM } from './csv.ts';
import { resumenToText } from './resumen-texto.ts';

export const BATCH_SIZE = 500;

type SourceRow = Pick<
  typeof procesosEnFuente.$inferSelect,
  'idExpediente' | 'tipoFuente' | 'estado' | 'activo' | 'idActualizacion' | 'fechaUltimaActuacion'
>;

/** The source card's state in a word (seed 000 §4; same labels as the case card's chips). */
export function estadoFuente(row: SourceRow | undefined): string {
  if (!row?.activo) return 'No activa';
  if (row.estado === 0 || row.estado === 1) return 'Activando';
  if (row.estado === 3) return 'Error';
  if (row.estado === 2 && !row.idActualizacion) return 'Error en la activacion';
  return 'Activada';
}

const nombreFuente = (id: number | null) => (id === null ? '' : (fuenteById(id)?.nombre ?? String(id)));

/** Sources the lawyer has on any case, in the sources' own order: one pair of columns each. */
async function fuentesDelAbogado(db: Executor, idAbogado: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tipoFuente: procesosEnFuente.tipoFuente })
    .from(procesosEnFuente)
    .where(and(eq(procesosEnFuente.idAbogado, idAbogado), eq(procesosEnFuente.esResultadoAdicional, false)))
    .orderBy(asc(procesosEnFuente.tipoFuente));
  return rows.map((row) => row.tipoFuente);
}

function header(fuentes: number[]): string {
  return csvRow(
    [
      'Radicado',
      'Ciudad',
      'Despacho',
      'Clase',
      'Demandantes',
      'Demandados',
      'Etiqueta',
      'Etapa procesal',
      ...fuentes.flatMap((id) => [
        `${nombreFuente(id)}: estado`,
        `${nombreFuente(id)}: fecha última actuación`,
      ]),
      'Último cambio: fuente',
      'Último cambio: fecha',
      'Resumen',
    ].map(textCell),
  );
}

async function readBatch(db: Executor, idAbogado: number, after: string | null) {
  return db
    .select({
      id: expedientes.id,
      numero: expedientes.numero,
      ciudad: expedientes.ciudad,
      despacho: expedientes.despacho,
      clase: expedientes.clase,
      demandantes: expedientes.demandantes,
      demandados: expedientes.demandados,
      etiqueta: expedientes.etiqueta,
      etapa: listaMaestra.valor,
      fuenteUltimoCambio: expedientes.fuenteUltimoCambio,
      fechaUltimoCambio: expedientes.fechaUltimoCambio,
      resumen: expedientes.resumen,
    })
    .from(expedientes)
    .leftJoin(
      listaMaestra,
      and(
        eq(listaMaestra.id, expedientes.idEtapaProcesal),
        eq(listaMaestra.codigo, ETAPA_PROCESAL),
        or(isNull(listaMaestra.idAbogado), eq(listaMaestra.idAbogado, idAbogado)),
      ),
    )
    .where(
      and(eq(expedientes.idAbogado, idAbogado), after === null ? undefined : gt(expedientes.numero, after)),
    )
    .orderBy(asc(expedientes.numero))
    .limit(BATCH_SIZE);
}

async function readSources(db: Executor, idAbogado: number, ids: number[]) {
  const rows = await db
    .select({
      idExpediente: procesosEnFuente.idExpediente,
      tipoFuente: procesosEnFuente.tipoFuente,
      estado: procesosEnFuente.estado,
      activo: procesosEnFuente.activo,
      idActualizacion: procesosEnFuente.idActualizacion,
      fechaUltimaActuacion: procesosEnFuente.fechaUltimaActuacion,
    })
    .from(procesosEnFuente)
    .where(
      and(
        eq(procesosEnFuente.idAbogado, idAbogado),
        inArray(procesosEnFuente.idExpediente, ids),
        eq(procesosEnFuente.esResultadoAdicional, false),
      ),
    );
  return new Map(rows.map((row) => [`${row.idExpediente}:${row.tipoFuente}`, row]));
}

export interface Informe {
  /** UTF-8 bytes, BOM included. */
  content: Buffer;
  totalProcesos: number;
}

export async function buildInforme(db: Executor, idAbogado: number): Promise<Informe> {
  const fuentes = await fuentesDelAbogado(db, idAbogado);
  const chunks: Buffer[] = [Buffer.from(UTF8_BOM + header(fuentes), 'utf8')];
  let totalProcesos = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await readBatch(db, idAbogado, after);
    if (batch.length === 0) break;
    const sources = await readSources(
      db,
      idAbogado,
      batch.map((row) => row.id),
    );
    let text = '';
    for (const row of batch) {
      const cells = [
        digitsCell(row.numero),
        textCell(row.ciudad),
        textCell(row.despacho),
        textCell(row.clase),
        textCell(row.demandantes),
        textCell(row.demandados),
        textCell(row.etiqueta),
        textCell(row.etapa),
        ...fuentes.flatMap((tipoFuente) => {
          const source = sources.get(`${row.id}:${tipoFuente}`);
          return [textCell(estadoFuente(source)), textCell(formatDay(source?.fechaUltimaActuacion ?? null))];
        }),
        textCell(nombreFuente(row.fuenteUltimoCambio)),
        textCell(formatInstant(row.fechaUltimoCambio)),
        textCell(resumenToText(row.resumen)),
      ];
      text += csvRow(cells);
    }
    chunks.push(Buffer.from(text, 'utf8'));
    totalProcesos += batch.length;
    if (batch.length < BATCH_SIZE) break;
    after = batch[batch.length - 1].numero;
  }
  return { content: Buffer.concat(chunks), totalProcesos };
}
