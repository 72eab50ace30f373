/**
 * The unified report (seed 000 §2 'Descargar todos los procesos'): one entry per case of one
 * lawyer, read in pages of BATCH_SIZE by radicado (keyset on the per-lawyer unique index) inside
 * one read-only repeatable-read transaction, so the count in the title and the pages agree. Each
 * page is handed to the file writer (Excel, Word or PDF) and dropped, so a lawyer with thousands
 * of cases never has all of them as objects in memory — only the file's bytes grow.
 * Every query is scoped by idAbogado.
 */
import { formatearDia, formatearInstante, fuenteById } from '@expediente/domain';
import type { TipoInforme } from '@expediente/domain/contrato/informes';
import { and, asc, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/connection.ts';
import { expedientes, listaMaestra, procesosEnFuente } from '../../db/schema-expedientes.ts';
import { reglaDeLaFuente, type TerminoPendiente, terminosPendientes } from '../../terminos/index.ts';
import { asegurarCalendario } from '../cierres-judiciales/index.ts';
import { ETAPA_PROCESAL } from '../expedientes/index.ts';
import type { EncabezadoInforme, EscritorInforme, FilaInforme } from './escritor.ts';
import { crearEscritorExcel } from './escritor-excel.ts';
import { crearEscritorPdf } from './escritor-pdf.ts';
import { crearEscritorWord } from './escritor-word.ts';
import { resumenComoTexto } from './resumen-texto.ts';

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
  if (row.estado === 2 && !row.idActualizacion) return 'Error en la activación';
  return 'Activada';
}

/** Characters XML 1.0 (inside xlsx and docx) cannot carry, and a PDF would not show: dropped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly these is the point.
const NO_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const texto = (value: string | null) => (value ?? '').replace(NO_XML, '');

const nombreFuente = (id: number | null) => (id === null ? '' : (fuenteById(id)?.nombre ?? String(id)));

const ESCRITORES: Record<TipoInforme, (encabezado: EncabezadoInforme) => EscritorInforme> = {
  0: crearEscritorPdf,
  1: crearEscritorWord,
  2: crearEscritorExcel,
};

/** Sources the lawyer has on any case, in the sources' own order. */
async function fuentesDelAbogado(db: Executor, idAbogado: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tipoFuente: procesosEnFuente.tipoFuente })
    .from(procesosEnFuente)
    .where(and(eq(procesosEnFuente.idAbogado, idAbogado), eq(procesosEnFuente.esResultadoAdicional, false)))
    .orderBy(asc(procesosEnFuente.tipoFuente));
  return rows.map((row) => row.tipoFuente);
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

/** The lawyer's cases, a page at a time, by radicado. */
async function* leerFilas(
  db: Executor,
  idAbogado: number,
  fuentes: number[],
  hoy: string,
): AsyncGenerator<FilaInforme[]> {
  let after: string | null = null;
  for (;;) {
    const batch = await readBatch(db, idAbogado, after);
    if (batch.length === 0) return;
    const [sources, terminos] = await Promise.all([
      readSources(
        db,
        idAbogado,
        batch.map((row) => row.id),
      ),
      terminosPendientes(db, batch, hoy),
    ]);
    yield batch.map((row) => ({
      radicado: row.numero,
      ciudad: texto(row.ciudad),
      despacho: texto(row.despacho),
      clase: texto(row.clase),
      demandantes: texto(row.demandantes),
      demandados: texto(row.demandados),
      etiqueta: texto(row.etiqueta),
      etapa: texto(row.etapa),
      ...terminoDeFila(terminos.get(row.id)),
      fuentes: fuentes.map((tipoFuente) => {
        const source = sources.get(`${row.id}:${tipoFuente}`);
        return {
          estado: estadoFuente(source),
          fechaUltimaActuacion: formatearDia(source?.fechaUltimaActuacion ?? null),
        };
      }),
      fuenteUltimoCambio: nombreFuente(row.fuenteUltimoCambio),
      fechaUltimoCambio: formatearInstante(row.fechaUltimoCambio),
      resumen: texto(resumenComoTexto(row.resumen)),
    }));
    if (batch.length < BATCH_SIZE) return;
    after = batch[batch.length - 1].numero;
  }
}

function terminoDeFila(termino: TerminoPendiente | undefined) {
  if (!termino) return { terminoVence: null, terminoRegla: '' };
  return {
    terminoVence: termino.vence,
    terminoRegla: texto(termino.regla ?? reglaDeLaFuente(termino.actuacion)),
  };
}

export interface Informe {
  content: Buffer;
  totalProcesos: number;
}

export async function construirInformeUnificado(
  db: Database,
  idAbogado: number,
  tipo: TipoInforme,
  /** `hoy`: the engine's day (yyyy-mm-dd), against which a término is still pending. */
  meta: { titular: string; fecha: string; hoy: string },
): Promise<Informe> {
  // Built in the worker, outside any request: the términos need the stored closures.
  await asegurarCalendario(db);
  return db.transaction(
    async (tx) => {
      const fuentes = await fuentesDelAbogado(tx, idAbogado);
      const [{ total }] = await tx
        .select({ total: count() })
        .from(expedientes)
        .where(eq(expedientes.idAbogado, idAbogado));
      const escritor = ESCRITORES[tipo]({
        titular: meta.titular,
        fecha: meta.fecha,
        fuentes: fuentes.map(nombreFuente),
        totalProcesos: total,
      });
      let totalProcesos = 0;
      for await (const filas of leerFilas(tx, idAbogado, fuentes, meta.hoy)) {
        await escritor.escribir(filas);
        totalProcesos += filas.length;
      }
      return { content: await escritor.terminar(), totalProcesos };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
