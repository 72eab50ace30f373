/**
 * What the engine stored for a case in a source, in each source's own shape (seed 000 §3
 * "Actuacion by source", "Process detail", "Document with matches"). Always scoped by lawyer.
 */
import { producesCoincidencias } from '@expediente/domain';
import type {
  ActuacionRamaTyba,
  ActuacionSamai,
  ActuacionUnificada,
  DetalleProceso,
  DocumentosConCoincidencias,
  VistaDocumento,
} from '@expediente/domain/contrato/fuentes';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import {
  actuaciones,
  coincidencias,
  consultas,
  documentosPublicados,
  expedientes,
  procesosEnFuente,
} from '../../db/schema-expedientes.ts';
import { appError } from '../../http/errors.ts';
import { presentarTermino } from '../../terminos/index.ts';

export const FUENTE_IDS = { Rama: 0, Tyba: 1, Unificada: 2, Samai: 4 } as const;
export type ActuacionesFuente = keyof typeof FUENTE_IDS;

/** The case's own row in a source (not an additional result), or 404 for another lawyer's case. */
export async function filaPrincipal(
  deps: AppDeps,
  idAbogado: number,
  idExpediente: number,
  tipoFuente: number,
) {
  const [row] = await deps.db
    .select({ proceso: procesosEnFuente, expediente: expedientes })
    .from(procesosEnFuente)
    .innerJoin(expedientes, eq(expedientes.id, procesosEnFuente.idExpediente))
    .where(
      and(
        eq(procesosEnFuente.idExpediente, idExpediente),
        eq(procesosEnFuente.idAbogado, idAbogado),
        eq(procesosEnFuente.tipoFuente, tipoFuente),
        eq(procesosEnFuente.esResultadoAdicional, false),
      ),
    );
  if (!row) throw appError(404, 'ExpedienteNoEncontrado');
  return row;
}

export async function listarActuaciones(
  deps: AppDeps,
  idAbogado: number,
  fuente: ActuacionesFuente,
  idExpediente: number,
): Promise<Array<ActuacionSamai | ActuacionUnificada | ActuacionRamaTyba>> {
  const { proceso, expediente } = await filaPrincipal(deps, idAbogado, idExpediente, FUENTE_IDS[fuente]);
  const rows = await deps.db
    .select()
    .from(actuaciones)
    .where(eq(actuaciones.idProcesoEnFuente, proceso.id))
    .orderBy(desc(actuaciones.fechaActuacion), desc(actuaciones.id));
  const ultimoDia = await ultimoDiaConsultado(deps, proceso.idUltimaConsulta);
  const hoy = await deps.clock.today();
  return rows.map((row) => ({
    ...shapeActuacion(fuente, row),
    esNuevo: esNueva(row, ultimoDia),
    // Ours, beside the source's own dates (decision 0008).
    terminoCalculado: presentarTermino(row, hoy, expediente.numero),
  }));
}

/** The day (YYYY-MM-DD) of the source's last consultation, null when never consulted. */
async function ultimoDiaConsultado(deps: AppDeps, idConsulta: number | null): Promise<string | null> {
  if (idConsulta === null) return null;
  const [consulta] = await deps.db
    .select({ fecha: consultas.fecha })
    .from(consultas)
    .where(eq(consultas.id, idConsulta));
  return consulta?.fecha ?? null;
}

/**
 * Seed 000 §3 lists esNuevo on the case-detail rows. New means brought by the source's last
 * consultation (what the morning's change control reports); the history read at activation and
 * older findings are not new.
 */
function esNueva(row: { fechaDeteccion: string | null }, ultimoDia: string | null): boolean {
  return ultimoDia !== null && row.fechaDeteccion === ultimoDia;
}

/** Each source's own field names (seed 000 §3 'Actuacion by source'). */
function shapeActuacion(
  fuente: ActuacionesFuente,
  row: typeof actuaciones.$inferSelect,
):
  | Omit<ActuacionSamai, 'esNuevo' | 'terminoCalculado'>
  | Omit<ActuacionUnificada, 'esNuevo' | 'terminoCalculado'>
  | Omit<ActuacionRamaTyba, 'esNuevo' | 'terminoCalculado'> {
  if (fuente === 'Samai') {
    return {
      id: row.clave,
      descripcionActuacion: row.descripcion,
      anotacion: row.anotacion,
      fechaRegistro: row.fechaRegistro,
      fechaActuacion: row.fechaActuacion,
      fechaIniciaTermino: row.fechaInicioTermino,
      fechaFinalizaTermino: row.fechaFinalizaTermino,
    };
  }
  if (fuente === 'Unificada') {
    return {
      textoActuacion: textoActuacion(row),
      fechaDeRegistro: row.fechaRegistro,
      fechaDeActuacion: row.fechaActuacion,
    };
  }
  return {
    textoActuacion: textoActuacion(row),
    registro: row.fechaRegistro,
    fechaActuacion: row.fechaActuacion,
    fechaInicio: row.fechaInicioTermino,
    fechaTermino: row.fechaFinalizaTermino,
  };
}

function textoActuacion(row: { descripcion: string; anotacion: string | null }) {
  return row.anotacion ? `${row.descripcion} - ${row.anotacion}` : row.descripcion;
}

export async function leerDetalleProceso(
  deps: AppDeps,
  idAbogado: number,
  fuente: ActuacionesFuente,
  idExpediente: number,
): Promise<DetalleProceso> {
  const { proceso, expediente } = await filaPrincipal(deps, idAbogado, idExpediente, FUENTE_IDS[fuente]);
  const detalle = (proceso.detalle ?? {}) as Record<string, string | null>;
  return {
    ponente: detalle.ponente ?? null,
    ubicacion: detalle.ubicacion ?? null,
    recurso: detalle.recurso ?? null,
    contenidoRadicacion: detalle.contenidoRadicacion ?? null,
    nombreCiudad: detalle.nombreCiudad ?? expediente.ciudad,
    nombreCorporacion: detalle.nombreCorporacion ?? expediente.corporacion,
    despacho: detalle.despacho ?? expediente.despacho,
    demandantes: expediente.demandantes,
    demandados: expediente.demandados,
    urlDespacho: detalle.urlDespacho ?? null,
  };
}

/** GET /v2/procesos/{id}: documents where the case's parties or radicado were found. */
export async function listarDocumentosConCoincidencias(
  deps: AppDeps,
  idAbogado: number,
  idExpediente: number,
  tipoFuente?: number,
): Promise<DocumentosConCoincidencias> {
  const [expediente] = await deps.db
    .select({ id: expedientes.id })
    .from(expedientes)
    .where(and(eq(expedientes.id, idExpediente), eq(expedientes.idAbogado, idAbogado)));
  if (!expediente) throw appError(404, 'ExpedienteNoEncontrado');
  const filters = [eq(coincidencias.idExpediente, idExpediente), eq(coincidencias.idAbogado, idAbogado)];
  if (tipoFuente !== undefined) {
    if (!producesCoincidencias(tipoFuente)) throw appError(400, 'FuenteDesconocida');
    filters.push(eq(coincidencias.tipoFuente, tipoFuente));
  }
  const matches = await deps.db
    .select()
    .from(coincidencias)
    .where(and(...filters));
  const ids = [...new Set(matches.map((match) => match.idDocumento))];
  const documentos = ids.length
    ? await deps.db.select().from(documentosPublicados).where(inArray(documentosPublicados.id, ids))
    : [];
  const list = documentos.map((documento) => {
    const own = matches.filter((match) => match.idDocumento === documento.id);
    const isAuto = /auto/i.test(documento.nombre) || /auto/i.test(documento.titulo);
    return {
      id: documento.id,
      idDocumento: documento.uuid,
      nombreDocumento: documento.nombre,
      fecha: documento.fechaPublicacion,
      seccion: documento.titulo,
      tipoFuente: documento.tipoFuente,
      linkAlDocumento: documento.url,
      urlDespacho: documento.urlDespacho,
      esAuto: isAuto,
      coincidenciasDelDocumento: own.map((match) => ({
        id: match.id,
        extracto: match.extracto,
        fecha: match.fechaDeteccion,
        pagina: match.pagina,
        resumenEncontrado: match.resumenEncontrado,
        certeza: match.certeza,
        url: documento.url,
        screenshot: null,
        urlDespachoUsuario: documento.urlDespacho,
        linkDeAutoProvidencia: isAuto ? documento.url : null,
        textoDeLinkDeAutoProvidencia: isAuto ? documento.nombre : null,
        tipo: match.tipo,
        driveFileLink: null,
        autos: [],
      })),
    };
  });
  // Seed 000 §7: auto links first, then the newest.
  list.sort((a, b) => Number(b.esAuto) - Number(a.esAuto) || b.fecha.localeCompare(a.fecha));
  return { documentosDondeSeEncuentra: list };
}

/** GET /Documentos/{id}/Box: the view URL of a published document the lawyer has a match in. */
export async function leerVistaDocumento(
  deps: AppDeps,
  idAbogado: number,
  idDocumento: number,
): Promise<VistaDocumento> {
  const [row] = await deps.db
    .select({ url: documentosPublicados.url, nombre: documentosPublicados.nombre })
    .from(documentosPublicados)
    .innerJoin(coincidencias, eq(coincidencias.idDocumento, documentosPublicados.id))
    .where(and(eq(documentosPublicados.id, idDocumento), eq(coincidencias.idAbogado, idAbogado)))
    .limit(1);
  if (!row) throw appError(404, 'NoEncontrado');
  return { urlView: row.url, nombreDocumento: row.nombre };
}
