/**
 * A day of changes written straight into the engine's tables (as the night's checks would), so the
 * change-control tests control exactly what the night found; then the day is closed for real.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../src/app-deps.ts';
import { actuaciones, cambios, expedientes, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { cerrarDia } from '../../src/monitoring/cerrar-dia.ts';

let sequence = 0;

export function radicado(): string {
  sequence += 1;
  return `0500131030${String(Date.now() % 1e9).padStart(9, '0')}${String(sequence).padStart(4, '0')}`.slice(
    0,
    23,
  );
}

export async function createCase(deps: AppDeps, idAbogado: number, fuentes: number[] = [2]) {
  const [expediente] = await deps.db
    .insert(expedientes)
    .values({
      idAbogado,
      numero: radicado(),
      demandantes: 'MARIA FERNANDA ROJAS',
      demandados: 'BANCO DE BOGOTA S.A.',
      despacho: 'JUZGADO 003 CIVIL DEL CIRCUITO DE MEDELLIN',
      fechaUltimoCambio: new Date(),
    })
    .returning({ id: expedientes.id, numero: expedientes.numero });
  const rows: Record<number, number> = {};
  for (const tipoFuente of fuentes) {
    const [row] = await deps.db
      .insert(procesosEnFuente)
      .values({ idAbogado, idExpediente: expediente.id, tipoFuente, estado: 2, idActualizacion: 'k0' })
      .returning({ id: procesosEnFuente.id });
    rows[tipoFuente] = row.id;
  }
  return { ...expediente, rows };
}

/** A new actuación found on `fecha` by one source, with its change row (as store-actuaciones writes it). */
export async function newActuacion(
  deps: AppDeps,
  idAbogado: number,
  caso: { id: number; rows: Record<number, number> },
  tipoFuente: number,
  fecha: string,
  descripcion: string,
  fechaActuacion = fecha,
) {
  const [actuacion] = await deps.db
    .insert(actuaciones)
    .values({
      idAbogado,
      idExpediente: caso.id,
      idProcesoEnFuente: caso.rows[tipoFuente],
      tipoFuente,
      clave: `${descripcion}-${Math.random()}`,
      descripcion,
      anotacion: null,
      fechaActuacion,
      fechaDeteccion: fecha,
    })
    .returning({ id: actuaciones.id });
  await deps.db.insert(cambios).values({
    idAbogado,
    idExpediente: caso.id,
    fecha,
    tipo: 'actuacion',
    tipoFuente,
    referencia: actuacion.id,
  });
  return actuacion.id;
}

/** Every source of the case consulted that day, so closing the day adds no 'not consulted' rows. */
export async function markConsulted(
  deps: AppDeps,
  idAbogado: number,
  caso: { id: number; rows: Record<number, number> },
  fecha: string,
) {
  for (const [tipoFuente, id] of Object.entries(caso.rows)) {
    await deps.db.execute(sql`
      insert into consultas (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, fecha, estado)
      values (${idAbogado}, ${caso.id}, ${id}, ${Number(tipoFuente)}, ${fecha}, 'consultado')
      on conflict do nothing`);
  }
}

export function closeDayFor(deps: AppDeps, fecha: string, idAbogado: number) {
  return cerrarDia(deps, fecha, { idAbogado });
}
