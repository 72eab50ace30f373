/**
 * When a closure is added or removed, the end dates already stored beside the cases (the source
 * row's termino and the case's fecha_termino, which the Procesos list's 'Termino' order reads)
 * are recomputed for the cases the closure covers, so the order follows the real pending date and
 * not the one computed before the closure existed. Only a date still pending is moved: an ended
 * término is history, and a case with none keeps none (those are set when a change is found).
 * Closures are global data, so this runs across accounts; it only rewrites dates, never owners.
 *
 * The day's close also moves on the dates that ended (`recalcularTerminosVencidos`): a case whose
 * nearest término ran out while a later one is still running takes that later date, so the order
 * reads the real pending date every morning, not the one stored when the change was found.
 */

import { sumarDias } from '@expediente/domain';
import type { Ambito } from '@expediente/domain/contrato/cierres-judiciales';
import { and, gte, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { actuaciones, expedientes } from '../../db/schema-expedientes.ts';
import { columnasDelTermino, venceActuacion } from '../../terminos/index.ts';

/** The longest term read (30 business days) plus notification, vacancia and Holy Week fits here. */
const DIAS_ATRAS = 200;

export function recalcularTerminosCubiertos(
  db: Executor,
  alcance: { ambito: Ambito; codigo: string },
  hoy: string,
): Promise<{ procesos: number; expedientes: number }> {
  const cubiertos =
    alcance.ambito === 'nacional' ? undefined : like(expedientes.numero, `${alcance.codigo}%`);
  return recalcular(db, hoy, { casos: cubiertos, fechasGuardadas: 'pendientes' });
}

export function recalcularTerminosVencidos(db: Executor, hoy: string) {
  return recalcular(db, hoy, {
    casos: sql`${expedientes.fechaTermino} < ${hoy}::date`,
    fechasGuardadas: 'vencidas',
  });
}

/**
 * Recomputes the nearest pending end date of the given cases and writes it where the stored one
 * is of the given kind: still pending (a closure moved it) or already ended (a later one takes over).
 */
async function recalcular(
  db: Executor,
  hoy: string,
  opciones: { casos: SQL | undefined; fechasGuardadas: 'pendientes' | 'vencidas' },
): Promise<{ procesos: number; expedientes: number }> {
  const cubiertos = opciones.casos;
  const filas = await db
    .select({
      idProceso: actuaciones.idProcesoEnFuente,
      idExpediente: actuaciones.idExpediente,
      numero: expedientes.numero,
      ...columnasDelTermino,
    })
    .from(actuaciones)
    .innerJoin(expedientes, sql`${expedientes.id} = ${actuaciones.idExpediente}`)
    .where(
      and(
        cubiertos,
        or(
          gte(actuaciones.fechaActuacion, sumarDias(hoy, -DIAS_ATRAS)),
          gte(actuaciones.fechaRegistro, sumarDias(hoy, -DIAS_ATRAS)),
          gte(actuaciones.fechaFinalizaTermino, hoy),
        ),
      ),
    );
  const porProceso = new Map<number, string>();
  const porExpediente = new Map<number, string>();
  for (const fila of filas) {
    const vence = venceActuacion(fila, fila.numero);
    if (!vence || vence < hoy) continue;
    const masCercana = (mapa: Map<number, string>, id: number) => {
      const actual = mapa.get(id);
      if (actual === undefined || vence < actual) mapa.set(id, vence);
    };
    if (fila.idProceso !== null) masCercana(porProceso, fila.idProceso);
    masCercana(porExpediente, fila.idExpediente);
  }
  return {
    procesos: await actualizar(
      db,
      'procesos_en_fuente',
      'termino',
      porProceso,
      hoy,
      opciones.fechasGuardadas,
    ),
    expedientes: await actualizar(
      db,
      'expedientes',
      'fecha_termino',
      porExpediente,
      hoy,
      opciones.fechasGuardadas,
    ),
  };
}

async function actualizar(
  db: Executor,
  tabla: 'procesos_en_fuente' | 'expedientes',
  columna: 'termino' | 'fecha_termino',
  fechas: Map<number, string>,
  hoy: string,
  fechasGuardadas: 'pendientes' | 'vencidas',
): Promise<number> {
  if (fechas.size === 0) return 0;
  const valores = sql.join(
    [...fechas].map(([id, fecha]) => sql`(${id}::int, ${fecha}::date)`),
    sql`, `,
  );
  const resultado = await db.execute(sql`
    update ${sql.identifier(tabla)} t set ${sql.identifier(columna)} = v.fecha
    from (values ${valores}) as v(id, fecha)
    where t.id = v.id and t.${sql.identifier(columna)} ${sql.raw(fechasGuardadas === 'pendientes' ? '>=' : '<')} ${hoy}::date
      and t.${sql.identifier(columna)} <> v.fecha`);
  return resultado.rowCount ?? 0;
}
