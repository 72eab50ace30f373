/**
 * Turns a page of expediente rows into the seed's read shape (000 §3) with at most two more
 * queries: their source rows (one inArray) and, when the lawyer has the feature, their last documents.
 */
import { ciudadDelRadicado, diaBogota, formatearDia, formatearInstante } from '@expediente/domain';
import type { Expediente, MotivoNoche } from '@expediente/domain/contrato/expedientes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { preparada } from '../../db/preparadas.ts';
import { abogados } from '../../db/schema.ts';
import {
  coincidencias,
  consultas,
  documentosPublicados,
  type expedientes,
  procesosEnFuente,
} from '../../db/schema-expedientes.ts';
import { type TerminoPendiente, terminosPendientes } from '../../terminos/index.ts';

export type ExpedienteRow = typeof expedientes.$inferSelect;
type ProcesoRow = Pick<
  typeof procesosEnFuente.$inferSelect,
  | 'idExpediente'
  | 'tipoFuente'
  | 'estado'
  | 'activo'
  | 'idProceso'
  | 'idActualizacion'
  | 'idUltimaConsulta'
  | 'ultimaActuacion'
  | 'numActuaciones'
  | 'termino'
  | 'fechaUltimaActuacion'
  | 'motivo'
  | 'ultimaConsultaCompleta'
  | 'fechaMotivoNoche'
> & {
  motivoNoche: MotivoNoche | null;
  fechaUltimaConsulta: string | null;
  estadoUltimaConsulta: (typeof consultas.$inferSelect)['estado'] | null;
};

interface UltimoDocumento {
  idExpediente: number;
  id: number;
  nombre: string;
  tipoFuente: number;
  fecha: string;
}

/** The last-document flag among an account's feature flags (a session carries them). */
export function ultimoDocumentoActivo(funcionalidades: Record<string, unknown>): boolean {
  const flag = funcionalidades.ultimoDocumento;
  return flag === true || flag === 'true';
}

/** The per-account flag that shows the last-document block (seed 000 §2, §6). */
export async function tieneUltimoDocumento(db: Executor, idAbogado: number): Promise<boolean> {
  const [row] = await preparada(db, 'tiene_ultimo_documento', (executor) =>
    executor
      .select({ flag: sql<boolean | null>`(${abogados.funcionalidades} ->> 'ultimoDocumento')::boolean` })
      .from(abogados)
      .where(eq(abogados.id, sql.placeholder('idAbogado')))
      .prepare('tiene_ultimo_documento'),
  ).execute({ idAbogado });
  return row?.flag === true;
}

async function loadProcesos(
  db: Executor,
  idAbogado: number,
  ids: number[],
): Promise<Map<number, ProcesoRow[]>> {
  const rows = await preparada(db, 'procesos_de_expedientes', (executor) =>
    executor
      .select({
        idExpediente: procesosEnFuente.idExpediente,
        tipoFuente: procesosEnFuente.tipoFuente,
        estado: procesosEnFuente.estado,
        activo: procesosEnFuente.activo,
        idProceso: procesosEnFuente.idProceso,
        idActualizacion: procesosEnFuente.idActualizacion,
        idUltimaConsulta: procesosEnFuente.idUltimaConsulta,
        ultimaActuacion: procesosEnFuente.ultimaActuacion,
        numActuaciones: procesosEnFuente.numActuaciones,
        termino: procesosEnFuente.termino,
        fechaUltimaActuacion: procesosEnFuente.fechaUltimaActuacion,
        fechaUltimaConsulta: consultas.fecha,
        estadoUltimaConsulta: consultas.estado,
        motivo: procesosEnFuente.motivo,
        ultimaConsultaCompleta: procesosEnFuente.ultimaConsultaCompleta,
        motivoNoche: sql<MotivoNoche | null>`${procesosEnFuente.motivoNoche}`,
        fechaMotivoNoche: procesosEnFuente.fechaMotivoNoche,
      })
      .from(procesosEnFuente)
      .leftJoin(consultas, eq(consultas.id, procesosEnFuente.idUltimaConsulta))
      .where(
        and(
          sql`${procesosEnFuente.idExpediente} = any(${sql.placeholder('ids')}::int[])`,
          eq(procesosEnFuente.esResultadoAdicional, false),
          eq(procesosEnFuente.idAbogado, sql.placeholder('idAbogado')),
        ),
      )
      .orderBy(asc(procesosEnFuente.tipoFuente))
      .prepare('procesos_de_expedientes'),
  ).execute({ ids, idAbogado });
  const byExpediente = new Map<number, ProcesoRow[]>();
  for (const row of rows) {
    const list = byExpediente.get(row.idExpediente) ?? [];
    list.push(row);
    byExpediente.set(row.idExpediente, list);
  }
  return byExpediente;
}

/** The newest published document in which a match was found, per case. */
async function loadUltimosDocumentos(
  db: Executor,
  idAbogado: number,
  ids: number[],
): Promise<Map<number, UltimoDocumento>> {
  const rows = await db
    .selectDistinctOn([coincidencias.idExpediente], {
      idExpediente: coincidencias.idExpediente,
      id: documentosPublicados.id,
      nombre: documentosPublicados.nombre,
      tipoFuente: documentosPublicados.tipoFuente,
      fecha: documentosPublicados.fechaPublicacion,
    })
    .from(coincidencias)
    .innerJoin(documentosPublicados, eq(documentosPublicados.id, coincidencias.idDocumento))
    .where(and(inArray(coincidencias.idExpediente, ids), eq(coincidencias.idAbogado, idAbogado)))
    .orderBy(
      coincidencias.idExpediente,
      sql`${documentosPublicados.fechaPublicacion} desc`,
      sql`${documentosPublicados.id} desc`,
    );
  return new Map(rows.map((row) => [row.idExpediente, row]));
}

function documentType(nombre: string): string {
  const dot = nombre.lastIndexOf('.');
  return dot > 0 ? nombre.slice(dot + 1).toLowerCase() : 'pdf';
}

export function presentarExpediente(
  row: ExpedienteRow,
  procesos: Omit<ProcesoRow, 'idExpediente'>[],
  documento: UltimoDocumento | undefined,
  terminoPendiente: TerminoPendiente | null = null,
): Expediente {
  return {
    id: row.id,
    numero: row.numero,
    idAbogado: row.idAbogado,
    etiqueta: row.etiqueta,
    resumen: row.resumen,
    idEtapaProcesal: row.idEtapaProcesal,
    despacho: row.despacho,
    clase: row.clase,
    // The radicado names the municipality (DIVIPOLA code): never '(Ciudad sin especificar)' when it does.
    ciudad: row.ciudad ?? ciudadDelRadicado(row.numero),
    corporacion: row.corporacion,
    juezEncargado: row.juezEncargado,
    demandantes: row.demandantes,
    demandados: row.demandados,
    creadoPorCambioEntidad: row.creadoPorCambioEntidad,
    procesosEnFuentesDatos: procesos.map((proceso) => ({
      tipoFuente: proceso.tipoFuente,
      estado: proceso.estado,
      activo: proceso.activo,
      idProceso: proceso.idProceso,
      idActualizacion: proceso.idActualizacion,
      idUltimaConsulta: proceso.idUltimaConsulta,
      ultimaActuacion: proceso.ultimaActuacion,
      numActuaciones: proceso.numActuaciones,
      termino: proceso.termino,
      fechaUltimaActuacion: proceso.fechaUltimaActuacion,
      fechaUltimaConsulta: formatearDia(proceso.fechaUltimaConsulta),
      estadoUltimaConsulta: proceso.estadoUltimaConsulta,
      motivo: proceso.motivo,
      ultimaConsultaCompleta: formatearDia(proceso.ultimaConsultaCompleta),
      motivoNoche: proceso.motivoNoche,
      fechaMotivoNoche: formatearDia(proceso.fechaMotivoNoche),
    })),
    fuenteUltimoCambio: row.fuenteUltimoCambio,
    tieneCambioEnFuente: row.fechaUltimoCambio !== null,
    fechaUltimoCambioFuenteStr: formatearInstante(row.fechaUltimoCambio),
    // The case's one pending término (terminos/termino-pendiente.ts), as 'Término: vence…' says.
    tieneTerminoEnFuente: terminoPendiente !== null,
    fechaTerminoEnFuenteStr: terminoPendiente?.vence ?? null,
    idUltimoDocumento: documento?.id ?? null,
    nombreUltimoDocumento: documento?.nombre ?? null,
    tipoUltimoDocumento: documento ? documentType(documento.nombre) : null,
    fuenteUltimoDocumento: documento?.tipoFuente ?? null,
    fechaUltimoDocumento: formatearDia(documento?.fecha ?? null),
    terminoPendiente: terminoPendiente && {
      vence: terminoPendiente.vence,
      vencimiento: terminoPendiente.vencimiento,
      regla: terminoPendiente.regla,
      actuacion: terminoPendiente.actuacion,
    },
  };
}

/** Presents rows (already scoped to the lawyer) in their given order. */
export async function presentarExpedientes(
  db: Executor,
  idAbogado: number,
  rows: ExpedienteRow[],
  options: { withUltimoDocumento?: boolean; hoy?: string } = {},
): Promise<Expediente[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const withDocumento = options.withUltimoDocumento ?? (await tieneUltimoDocumento(db, idAbogado));
  const [procesos, documentos, terminos] = await Promise.all([
    loadProcesos(db, idAbogado, ids),
    withDocumento
      ? loadUltimosDocumentos(db, idAbogado, ids)
      : Promise.resolve(new Map<number, UltimoDocumento>()),
    terminosPendientes(db, rows, options.hoy ?? diaBogota()),
  ]);
  return rows.map((row) =>
    presentarExpediente(
      row,
      procesos.get(row.id) ?? [],
      documentos.get(row.id),
      terminos.get(row.id) ?? null,
    ),
  );
}
