/**
 * Listing, adding and removing stored closures. Every write invalidates this process's calendar
 * at once and moves the stored pending dates of the cases the closure covers.
 */
import type { CierreJudicial } from '@expediente/domain/contrato/cierres-judiciales';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { cierresJudiciales } from '../../db/schema-administracion.ts';
import { AppError } from '../../http/errors.ts';
import { asegurarCalendario, type FilaCierre, invalidarCalendario } from './calendario-vigente.ts';
import { recalcularTerminosCubiertos } from './recalcular-terminos.ts';
import { type CierreEntrada, validarCierre } from './validar-cierre.ts';

function presentar(fila: FilaCierre): CierreJudicial {
  return {
    id: fila.id,
    desde: fila.desde,
    hasta: fila.hasta,
    ambito: fila.ambito,
    codigo: fila.codigo,
    motivo: fila.motivo,
    fuente: fila.fuente,
    creadoEn: fila.creadoEn.toISOString(),
  };
}

export async function listarCierres(deps: Pick<AppDeps, 'db'>) {
  const filas = await deps.db
    .select()
    .from(cierresJudiciales)
    .orderBy(desc(cierresJudiciales.desde), desc(cierresJudiciales.id));
  return filas.map(presentar);
}

/** The calendar is rebuilt before the stored dates are, so they are recomputed with the change. */
async function despuesDeCambiar(deps: Pick<AppDeps, 'db' | 'clock'>, fila: FilaCierre) {
  invalidarCalendario();
  await asegurarCalendario(deps.db);
  await recalcularTerminosCubiertos(deps.db, fila, await deps.clock.today());
}

export async function crearCierre(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idUsuario: number,
  entrada: CierreEntrada,
) {
  const resultado = validarCierre(entrada);
  if (!resultado.ok) {
    const [primero] = Object.values(resultado.campos);
    throw new AppError(400, 'CierreJudicialInvalido', primero, resultado.campos);
  }
  const [fila] = await deps.db
    .insert(cierresJudiciales)
    .values({ ...resultado.cierre, creadoPor: idUsuario })
    .returning();
  await despuesDeCambiar(deps, fila);
  return presentar(fila);
}

export async function eliminarCierre(deps: Pick<AppDeps, 'db' | 'clock'>, id: number) {
  const [fila] = await deps.db.delete(cierresJudiciales).where(eq(cierresJudiciales.id, id)).returning();
  if (!fila) throw new AppError(404, 'CierreJudicialNoEncontrado', 'El cierre judicial no existe.');
  await despuesDeCambiar(deps, fila);
  return presentar(fila);
}
