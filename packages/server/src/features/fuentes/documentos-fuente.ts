/**
 * Documents of a case's process in Rama, Tyba, Unificada or Samai (seed 000 §2 Documents tab, §7
 * `/Procesos/{id}/Documentos` and `/Documentos/{docId}/View`). The engine's sweeps do not read
 * them — CPNU wants one request per actuación with documents — so they are read from the source
 * when the lawyer opens the tab, through the same connector the engine uses, and kept in
 * documentos_fuente: a source that is down, or a document that left the source's newest page,
 * still shows what was read. Always scoped by lawyer.
 */
import type { FuenteId } from '@expediente/domain';
import type { DocumentoFuente, VistaDocumento } from '@expediente/domain/contrato/fuentes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { documentosFuente, lecturasDocumentosFuente } from '../../db/schema-expedientes.ts';
import { AppError, appError } from '../../http/errors.ts';
import {
  NotFoundInSourceError,
  SchemaDriftError,
  type DocumentoFuente as SourceDocumento,
  SourceError,
} from '../../sources/types.ts';
import { reservarConsultas } from './cupo-consultas.ts';
import { type ActuacionesFuente, FUENTE_IDS, filaPrincipal } from './datos-de-fuente.ts';

/**
 * The source is asked at most once per process in this window, whatever the answer was. A CPNU
 * read costs 1 + N requests (N = actuaciones with documents on the newest page, up to 40) at about
 * one request a second per host in production, and documents come with actuaciones, which the
 * engine finds once a day: a lawyer switching tabs or reopening the case within minutes gets the
 * stored list. Ten minutes is also what the seed's unavailable-source message asks the lawyer to
 * wait, so a failed source is left alone for as long as the message says.
 */
export const DOCUMENTOS_FRESCOS_SEGUNDOS = 10 * 60;

function motivoDe(error: SourceError): string {
  if (error instanceof SchemaDriftError) return 'CambioDeFormatoEnLaFuente';
  if (error instanceof NotFoundInSourceError) return 'ProcesoNoEncontradoEnLaFuente';
  return 'ErrorTecnico';
}

/**
 * Takes the right to ask the source: `leer` when there is no read yet or the last attempt is older
 * than the window. One statement, so two requests racing for the same process do not both go.
 * A read is also one of the account's daily lookups (cupo-consultas.ts): the window is per
 * process, so an account with a hundred cases, reading each tab every ten minutes, asked the
 * courts for thousands of requests an hour (adversarial audit). With the quota spent the read is
 * not taken (`sinCupo`) and the stored documents answer.
 */
async function claimRead(
  deps: AppDeps,
  idProcesoEnFuente: number,
  idAbogado: number,
): Promise<{ leer: boolean; sinCupo?: AppError }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(lecturasDocumentosFuente)
        .values({ idProcesoEnFuente, idAbogado, estado: 'leyendo' })
        .onConflictDoUpdate({
          target: lecturasDocumentosFuente.idProcesoEnFuente,
          set: { estado: 'leyendo', intentadoEn: sql`now()` },
          setWhere: sql`${lecturasDocumentosFuente.intentadoEn} < now() - make_interval(secs => ${DOCUMENTOS_FRESCOS_SEGUNDOS})`,
        })
        .returning({ id: lecturasDocumentosFuente.idProcesoEnFuente });
      if (claimed.length === 0) return { leer: false };
      await reservarConsultas(tx, idAbogado, 1);
      return { leer: true };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'LimiteConsultasDia')
      return { leer: false, sinCupo: error };
    throw error;
  }
}

async function storeRead(
  deps: AppDeps,
  proceso: { id: number; idAbogado: number; idExpediente: number; tipoFuente: number },
  documentos: SourceDocumento[],
) {
  // The same id twice in one answer would make the upsert touch a row twice: keep the first.
  const unicos = [...new Map(documentos.map((documento) => [documento.id, documento])).values()];
  await deps.db.transaction(async (tx) => {
    if (unicos.length > 0) {
      await tx
        .insert(documentosFuente)
        .values(
          unicos.map((documento) => ({
            idAbogado: proceso.idAbogado,
            idExpediente: proceso.idExpediente,
            idProcesoEnFuente: proceso.id,
            tipoFuente: proceso.tipoFuente,
            clave: documento.id,
            claveActuacion: documento.actuacionKey,
            nombre: documento.nombre,
            url: documento.url,
            fecha: documento.fecha,
            descripcion: documento.descripcion,
          })),
        )
        .onConflictDoUpdate({
          target: [documentosFuente.idProcesoEnFuente, documentosFuente.clave],
          set: {
            claveActuacion: sql`excluded.clave_actuacion`,
            nombre: sql`excluded.nombre`,
            url: sql`excluded.url`,
            fecha: sql`excluded.fecha`,
            descripcion: sql`excluded.descripcion`,
          },
        });
    }
    await tx
      .update(lecturasDocumentosFuente)
      .set({ estado: 'leido', leidoEn: sql`now()`, motivo: null })
      .where(eq(lecturasDocumentosFuente.idProcesoEnFuente, proceso.id));
  });
}

async function storedDocumentos(deps: AppDeps, idProcesoEnFuente: number): Promise<DocumentoFuente[]> {
  const rows = await deps.db
    .select()
    .from(documentosFuente)
    .where(eq(documentosFuente.idProcesoEnFuente, idProcesoEnFuente))
    // Same day: the order the source listed them in (newest first) is the order they were stored.
    .orderBy(sql`${documentosFuente.fecha} desc nulls last`, asc(documentosFuente.id));
  return rows.map((row) => ({
    id: row.id,
    idDocumento: row.clave,
    nombreDocumento: row.nombre,
    fecha: row.fecha,
    descripcion: row.descripcion,
    tipoFuente: row.tipoFuente,
  }));
}

/** GET /{Fuente}/Procesos/{id}/Documentos: read from the source when due, answered from what is stored. */
export async function listarDocumentosFuente(
  deps: AppDeps,
  idAbogado: number,
  fuente: ActuacionesFuente,
  idExpediente: number,
) {
  const { proceso, expediente } = await filaPrincipal(deps, idAbogado, idExpediente, FUENTE_IDS[fuente]);
  // Only a process found in the source and still watched is asked for; a private one publishes nothing.
  const readable = proceso.activo && proceso.idProceso !== null && !proceso.esPrivado;
  let failed = false;
  const turno = readable ? await claimRead(deps, proceso.id, idAbogado) : { leer: false };
  if (turno.leer) {
    try {
      const documentos = await deps.sources
        .get(proceso.tipoFuente as FuenteId)
        .getDocuments({ radicado: expediente.numero, idProceso: proceso.idProceso ?? '' });
      await storeRead(deps, proceso, documentos);
    } catch (error) {
      const isSourceError = error instanceof SourceError;
      await deps.db
        .update(lecturasDocumentosFuente)
        .set({ estado: 'error', motivo: isSourceError ? motivoDe(error) : 'ErrorTecnico' })
        .where(eq(lecturasDocumentosFuente.idProcesoEnFuente, proceso.id));
      if (!isSourceError) throw error;
      deps.log.warn({ err: error, idProcesoEnFuente: proceso.id }, 'no se pudieron leer los documentos');
      failed = true;
    }
  } else if (readable) {
    const [lectura] = await deps.db
      .select({ estado: lecturasDocumentosFuente.estado })
      .from(lecturasDocumentosFuente)
      .where(eq(lecturasDocumentosFuente.idProcesoEnFuente, proceso.id));
    failed = lectura?.estado === 'error';
  }
  const stored = await storedDocumentos(deps, proceso.id);
  // Nothing read before and no lookups left today: say why, rather than "no documents".
  if (turno.sinCupo && stored.length === 0) throw turno.sinCupo;
  // A failed source with documents read before still shows them; with none it is not "no documents".
  if (failed && stored.length === 0) throw appError(503, 'ErrorAlConsultarFuente');
  return stored;
}

/** GET /{Fuente}/Documentos/{docId}/View: where the source serves a document the lawyer was shown. */
export async function leerVistaDocumentoFuente(
  deps: AppDeps,
  idAbogado: number,
  fuente: ActuacionesFuente,
  idDocumento: number,
): Promise<VistaDocumento> {
  const [row] = await deps.db
    .select({ url: documentosFuente.url, nombre: documentosFuente.nombre })
    .from(documentosFuente)
    .where(
      and(
        eq(documentosFuente.id, idDocumento),
        eq(documentosFuente.idAbogado, idAbogado),
        eq(documentosFuente.tipoFuente, FUENTE_IDS[fuente]),
      ),
    );
  if (!row) throw appError(404, 'NoEncontrado');
  return { urlView: row.url, nombreDocumento: row.nombre };
}
