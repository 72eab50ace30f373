/**
 * A repeat litigant's search tonight (issue 23): one CPNU search by party name in one despacho
 * (/Procesos/Consulta/NombreRazonSocial, every page) reads the last-action date of all its watched
 * radicados there. Each radicado whose watched processes all appear in the answer gets that answer
 * as the night's shared search (lectura-compartida.ts, the key consultar-proceso.ts reads), so its check
 * asks CPNU nothing when the date did not move and reads only its page of actuaciones when it did.
 * Then the rows are checked as any other: an unchanged radicado is recorded as consulted, a
 * vanished or failing one goes through the usual paths.
 *
 * The search's pages count against the night's budget like any request (gasto.ts). When the search
 * fails, is refused past a thousand matches, would take as many pages as the searches it replaces,
 * or the budget stops it, nothing is stored and every row is checked on its own: never a lost check.
 * Whatever count the court gave is remembered (memoria-litigantes.ts): the next night plans the
 * search at its real pages. A probe (a group never searched) reads one page only, to learn that count;
 * its rows are checked on their own. An answer that reads none of the watched radicados is
 * remembered as unusable (as a refusal), so that the group is not searched again for a while.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { expedientes, procesosEnFuente } from '../db/schema-expedientes.ts';
import { defineJob } from '../jobs/queue.ts';
import { CpnuConnector, type ProcesoEnFuente, type ResultadoPorNombre } from '../sources/index.ts';
import { consultarProcesoJob } from './consultar-proceso.ts';
import { gastando } from './presupuesto/gasto.ts';
import { HOST_CPNU } from './presupuesto/hosts.ts';
import { recordarBusqueda } from './presupuesto/memoria-litigantes.ts';
import type { BusquedaLitigante } from './presupuesto/planificar-barrido.ts';

const UNIFICADA = 2;

/**
 * Searches by name and stores, per radicado it fully answers, the night's shared search. Returns
 * what the court said (null when the connector cannot search by name).
 */
export async function buscarLitigante(
  deps: AppDeps,
  busqueda: BusquedaLitigante,
  fecha: string,
  { enPresupuesto = false } = {},
): Promise<ResultadoPorNombre | null> {
  const connector = deps.sources.get(UNIFICADA);
  if (!(connector instanceof CpnuConnector)) return null;
  const buscar = () =>
    connector.findByParty(
      {
        nombre: busqueda.nombre,
        tipoPersona: busqueda.tipoPersona,
        codificacionDespacho: busqueda.codificacionDespacho,
      },
      busqueda.maxPaginas,
    );
  const resultado = enPresupuesto ? await gastando(deps, fecha, HOST_CPNU, buscar) : await buscar();
  // The count is remembered whether or not the pages were read; a refusal past a thousand as null.
  if (!resultado.completa) {
    await recordarBusqueda(deps.db, busqueda, fecha, resultado.cantidadRegistros);
    return resultado;
  }

  const vigiladas = await deps.db
    .select({ radicado: expedientes.numero, idProceso: procesosEnFuente.idProceso })
    .from(procesosEnFuente)
    .innerJoin(expedientes, eq(expedientes.id, procesosEnFuente.idExpediente))
    .where(and(inArray(procesosEnFuente.id, busqueda.filas), gte(procesosEnFuente.estado, 2)));
  const porRadicado = new Map<string, ProcesoEnFuente[]>();
  for (const proceso of resultado.procesos) {
    const lista = porRadicado.get(proceso.radicado) ?? [];
    lista.push(proceso);
    porRadicado.set(proceso.radicado, lista);
  }
  const esperados = new Map<string, Set<string>>();
  for (const fila of vigiladas) {
    const ids = esperados.get(fila.radicado) ?? new Set<string>();
    if (fila.idProceso) ids.add(fila.idProceso);
    esperados.set(fila.radicado, ids);
  }
  let leidos = 0;
  for (const [radicado, ids] of esperados) {
    const encontrados = porRadicado.get(radicado) ?? [];
    // A watched process missing from the answer (another name, another despacho) is not "gone":
    // its radicado keeps its own search.
    if (![...ids].every((id) => encontrados.some((p) => p.ref.idProceso === id))) continue;
    leidos++;
    await deps.db.execute(sql`
      insert into lecturas_fuente_dia (clave, fecha, resultado)
      values (${`cpnu:buscar:${radicado}`}, ${fecha}, ${JSON.stringify(encontrados)}::jsonb)
      on conflict (clave, fecha) do nothing`);
  }
  // An answer that reads none of the watched radicados (CPNU writes the party otherwise) is no
  // use: remembered as unusable, as a refusal is, so that it is not paid for every night.
  const inutil = leidos === 0 && esperados.size > 0;
  await recordarBusqueda(deps.db, busqueda, fecha, inutil ? null : resultado.cantidadRegistros);
  return resultado;
}

const payload = z.object({
  fecha: z.string(),
  nombre: z.string(),
  tipoPersona: z.literal('jur'),
  codificacionDespacho: z.string().regex(/^\d{12}$/),
  radicados: z.number().int().positive(),
  maxPaginas: z.number().int().positive(),
  sondeo: z.boolean(),
  filas: z.array(z.number().int()),
});

export const buscarLitiganteJob = defineJob({
  name: 'buscar-litigante',
  payload,
  // Never retried: whatever happens, its rows are handed to their own checks below.
  retryLimit: 0,
  async handler(deps, { fecha, ...busqueda }) {
    try {
      const resultado = await buscarLitigante(deps, busqueda, fecha, { enPresupuesto: true });
      deps.log.info(
        {
          nombre: busqueda.nombre,
          despacho: busqueda.codificacionDespacho,
          radicados: busqueda.radicados,
          completa: resultado?.completa ?? false,
          registros: resultado?.cantidadRegistros ?? null,
          solicitudes: resultado?.solicitudes ?? 0,
        },
        'búsqueda por nombre de un litigante frecuente',
      );
    } catch (error) {
      deps.log.warn(
        { err: error, nombre: busqueda.nombre },
        'búsqueda por nombre fallida; cada radicado se consulta solo',
      );
    }
    // A probe's rows are checked on their own, queued by the sweep.
    if (busqueda.sondeo) return;
    await deps.jobs.sendMany(
      consultarProcesoJob,
      busqueda.filas.map((idProcesoEnFuente) => ({ idProcesoEnFuente, fecha })),
    );
  },
});
