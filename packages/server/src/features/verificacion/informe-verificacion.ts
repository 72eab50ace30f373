/**
 * The verification report's reads (seed 001 §7): its statistics and its cases, 20 a page. Only
 * the owner account opens it: another account gets the seed's 400 (owner mismatch), a missing one
 * a 404.
 */
import { fuenteById } from '@expediente/domain';
import type {
  EstadisticasVerificacion,
  FuenteFaltante,
  ProcesosVerificados,
  Verificacion,
} from '@expediente/domain/contrato/verificacion';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';

export const TAMANO_PAGINA_VERIFICACION = 20;

async function propia(deps: AppDeps, session: SessionClaims, id: number) {
  const [fila] = (
    await deps.db.execute<{
      id_abogado: number;
      estado: number;
      total_procesos: number;
      origen: string;
      creado_en: Date;
      terminado_en: Date | null;
    }>(sql`select id_abogado, estado, total_procesos, origen, creado_en, terminado_en
      from verificaciones_procesos where id = ${id}`)
  ).rows;
  // Another account's report is as missing as an id never issued (issue 20, item 10).
  if (!fila || fila.id_abogado !== session.idAbogado) throw appError(404, 'InformeVerificacionNoEncontrado');
  return fila;
}

export async function estadisticas(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
): Promise<EstadisticasVerificacion> {
  const verificacion = await propia(deps, session, id);
  const [totales] = (
    await deps.db.execute<{ verificados: number; con_activaciones: number; fuentes_activadas: number }>(sql`
      select count(*)::int as verificados,
        count(*) filter (where estado_verificacion = 6)::int as con_activaciones,
        coalesce(sum((select count(*) from jsonb_array_elements(fuentes_faltantes) f
          where f->>'estadoVerificacionFuenteFaltante' = 'activada')), 0)::int as fuentes_activadas
      from verificaciones_expedientes where id_verificacion = ${id}`)
  ).rows;
  return {
    id,
    estado: verificacion.estado,
    origen: verificacion.origen,
    fechaCreacion: new Date(verificacion.creado_en).toISOString(),
    fechaFinalizacion: verificacion.terminado_en ? new Date(verificacion.terminado_en).toISOString() : null,
    totalProcesos: verificacion.total_procesos,
    procesosVerificados: totales.verificados,
    procesosActivados: totales.con_activaciones,
    fuentesActivadas: totales.fuentes_activadas,
    procesosCompletos: totales.verificados - totales.con_activaciones,
  };
}

interface FilaCaso extends Record<string, unknown> {
  id_expediente: number;
  numero: string;
  demandantes: string | null;
  demandados: string | null;
  etiqueta: string | null;
  estado_verificacion: number;
  fuentes_faltantes: FuenteFaltante[];
  procesos: { tipoFuente: number; estado: number; idActualizacion: string | null }[];
}

function textoFaltante(faltante: FuenteFaltante): string {
  const fuente = fuenteById(faltante.idFuente)?.nombre ?? 'la fuente';
  if (faltante.estadoVerificacionFuenteFaltante === 'activada')
    return `Activamos la consulta en ${fuente} puesto que no estaba activa.`;
  if (faltante.estadoVerificacionFuenteFaltante === 'noEncontrada')
    return `Buscamos el proceso en ${fuente} y no está publicado allí.`;
  return `No pudimos consultar ${fuente}; lo intentaremos en la próxima verificación.`;
}

export async function procesosAVerificar(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  pagina: number,
): Promise<ProcesosVerificados> {
  const verificacion = await propia(deps, session, id);
  const filas = await deps.db.execute<FilaCaso>(sql`
    select v.id_expediente, e.numero, e.demandantes, e.demandados, e.etiqueta, v.estado_verificacion,
      v.fuentes_faltantes,
      coalesce((select jsonb_agg(jsonb_build_object('tipoFuente', p.tipo_fuente, 'estado', p.estado,
          'idActualizacion', p.id_actualizacion) order by p.tipo_fuente)
        from procesos_en_fuente p where p.id_expediente = e.id and p.activo and not p.es_resultado_adicional), '[]') as procesos
    from verificaciones_expedientes v
    join expedientes e on e.id = v.id_expediente
    where v.id_verificacion = ${id}
    order by v.estado_verificacion desc, v.id
    limit ${TAMANO_PAGINA_VERIFICACION + 1} offset ${(pagina - 1) * TAMANO_PAGINA_VERIFICACION}`);
  return {
    estado: verificacion.estado,
    procesos: filas.rows.slice(0, TAMANO_PAGINA_VERIFICACION).map((fila) => ({
      idExpediente: fila.id_expediente,
      numeroProceso: fila.numero,
      demandantes: fila.demandantes ?? '',
      demandados: fila.demandados ?? '',
      etiqueta: fila.etiqueta,
      estadoVerificacion: fila.estado_verificacion,
      procesosEnFuentesDatos: fila.procesos,
      verificacionProcesosEnFuentesFaltantes: fila.fuentes_faltantes,
      resumen: fila.fuentes_faltantes.map(textoFaltante),
    })),
    pagina,
    hayMas: filas.rows.length > TAMANO_PAGINA_VERIFICACION,
  };
}

/** The user's latest verification, for the side menu's link to it (null when none). */
export async function ultimaVerificacion(
  deps: AppDeps,
  session: SessionClaims,
): Promise<Verificacion | null> {
  const [fila] = (
    await deps.db.execute<{ id: number; estado: number }>(sql`
      select id, estado from verificaciones_procesos where id_abogado = ${session.idAbogado}
      order by id desc limit 1`)
  ).rows;
  return fila ? { id: fila.id, estado: fila.estado } : null;
}

export async function marcarInformeVisto(deps: AppDeps, session: SessionClaims) {
  await deps.db
    .update(abogados)
    .set({ yaVioElInformeDeVerificacion: true })
    .where(eq(abogados.id, session.idUsuario));
}
