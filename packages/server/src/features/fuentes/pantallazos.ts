/**
 * "Pantallazos" (seed 000 §2 screenshot viewer, §7 Screenshots). The engine keeps no images of the
 * court pages: it keeps, per case, source and Bogotá day, the record of the consultation
 * (consultas) and what it read (actuaciones, with the day each was found). A pantallazo is
 * therefore the stored consultation shown back as the page looked to the engine that day: the
 * outcome and the actuaciones known up to that day. Only the actuaciones sources have one.
 */
import { fuenteById } from '@expediente/domain';
import type { Pantallazo, Pantallazos } from '@expediente/domain/contrato/fuentes';
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { actuaciones, consultas, expedientes, procesosEnFuente } from '../../db/schema-expedientes.ts';
import { appError } from '../../http/errors.ts';

/** Samai, Rama, Unificada, Tyba: the sources the seed gives a screenshot. */
export const PANTALLAZO_FUENTES = [0, 1, 2, 4];
/** How many of the newest actuaciones the page shows, as a source's first page would. */
const ACTUACIONES_POR_PANTALLAZO = 10;

/** The last consultation of each source in each month, newest month first. */
export async function listarPantallazos(
  deps: AppDeps,
  idAbogado: number,
  idExpediente: number,
): Promise<Pantallazos> {
  const [expediente] = await deps.db
    .select({ id: expedientes.id })
    .from(expedientes)
    .where(and(eq(expedientes.id, idExpediente), eq(expedientes.idAbogado, idAbogado)));
  if (!expediente) throw appError(404, 'ExpedienteNoEncontrado');
  const mes = sql<string>`to_char(${consultas.fecha}, 'YYYY-MM')`;
  const rows = await deps.db
    .selectDistinctOn([mes, consultas.tipoFuente], {
      mes,
      idConsulta: consultas.id,
      tipoFuente: consultas.tipoFuente,
      fecha: consultas.fecha,
      estado: consultas.estado,
    })
    .from(consultas)
    .where(
      and(
        eq(consultas.idExpediente, idExpediente),
        eq(consultas.idAbogado, idAbogado),
        inArray(consultas.tipoFuente, PANTALLAZO_FUENTES),
      ),
    )
    .orderBy(desc(mes), consultas.tipoFuente, desc(consultas.fecha));
  return {
    meses: [...new Set(rows.map((row) => row.mes))],
    pantallazos: rows,
  };
}

/** One stored consultation as a page: the outcome and the newest actuaciones known that day. */
export async function leerPantallazo(
  deps: AppDeps,
  idAbogado: number,
  idConsulta: number,
): Promise<Pantallazo> {
  const [row] = await deps.db
    .select({ consulta: consultas, numero: expedientes.numero, detalle: procesosEnFuente.detalle })
    .from(consultas)
    .innerJoin(expedientes, eq(expedientes.id, consultas.idExpediente))
    .innerJoin(procesosEnFuente, eq(procesosEnFuente.id, consultas.idProcesoEnFuente))
    .where(and(eq(consultas.id, idConsulta), eq(consultas.idAbogado, idAbogado)));
  if (!row || !PANTALLAZO_FUENTES.includes(row.consulta.tipoFuente))
    throw appError(404, 'PantallazoNoDisponible');
  const { consulta } = row;
  const vistas = await deps.db
    .select({
      descripcion: actuaciones.descripcion,
      anotacion: actuaciones.anotacion,
      fechaActuacion: actuaciones.fechaActuacion,
      fechaRegistro: actuaciones.fechaRegistro,
    })
    .from(actuaciones)
    .where(
      and(
        eq(actuaciones.idProcesoEnFuente, consulta.idProcesoEnFuente),
        // Read at activation (no day) or found on or before the consultation's day.
        or(isNull(actuaciones.fechaDeteccion), lte(actuaciones.fechaDeteccion, consulta.fecha)),
      ),
    )
    .orderBy(desc(actuaciones.fechaActuacion), desc(actuaciones.id))
    .limit(ACTUACIONES_POR_PANTALLAZO);
  const detalle = (row.detalle ?? {}) as Record<string, unknown>;
  return {
    idConsulta: consulta.id,
    tipoFuente: consulta.tipoFuente,
    fuente: fuenteById(consulta.tipoFuente)?.nombre ?? '',
    numero: row.numero,
    despacho: typeof detalle.despacho === 'string' ? detalle.despacho : null,
    fecha: consulta.fecha,
    consultadoEn: consulta.creadoEn.toISOString(),
    estado: consulta.estado,
    motivo: consulta.motivo,
    actuaciones: vistas,
  };
}
