/** Starting a bulk load: one active load per lawyer, each radicado searched by a background job. */
import { isRadicado } from '@expediente/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { expedientes, procesosACargar, registrosAutomaticos } from '../../db/schema-expedientes.ts';
import { publishEvent } from '../../events/publish.ts';
import { appError } from '../../http/errors.ts';
import { exigirCupoProcesos, exigirTamanoCarga } from '../expedientes/index.ts';
import { exigirFacturacionAlDia } from '../facturacion/index.ts';
import { reservarConsultas } from '../fuentes/index.ts';
import { emitirCargaFinalizada } from '../webhooks/index.ts';
import { encolarBusquedas } from './buscar-proceso-de-carga.ts';
import { buscarCargaPropia, listarProcesosDeCarga, presentarCarga } from './presentar-carga.ts';

/** Seed 000 §5: 23 digits, and not all the same digit. */
export function esRadicadoDeCargaValido(value: string): boolean {
  return isRadicado(value) && !/^(\d)\1{22}$/.test(value);
}

/** Time the search is expected to take: the countdown of the progress dialog. */
export function plazoDeCarga(now: Date, total: number): Date {
  const minutes = Math.max(10, total * 2);
  return new Date(now.getTime() + minutes * 60_000);
}

export async function solicitarCarga(deps: AppDeps, idAbogado: number, numerosProcesos: string[]) {
  const campos: Record<string, string> = {};
  numerosProcesos.forEach((numero, index) => {
    if (!esRadicadoDeCargaValido(numero.trim())) campos[`numerosProcesos.${index}`] = numero;
  });
  if (Object.keys(campos).length > 0) throw appError(400, 'RadicadoInvalido', campos);
  const radicados = [...new Set(numerosProcesos.map((numero) => numero.trim()))];
  await exigirFacturacionAlDia(deps.db, idAbogado);
  await exigirTamanoCarga(deps.db, idAbogado, radicados.length);

  const { load, items } = await deps.db.transaction(async (tx) => {
    // One load at a time per lawyer, even for two requests racing each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('registro_automatico'), ${idAbogado})`);
    const [active] = await tx
      .select({ id: registrosAutomaticos.id })
      .from(registrosAutomaticos)
      .where(and(eq(registrosAutomaticos.idAbogado, idAbogado), eq(registrosAutomaticos.estado, 'EnProceso')))
      .limit(1);
    if (active) throw appError(409, 'CargaActiva');
    const [created] = await tx
      .insert(registrosAutomaticos)
      .values({
        idAbogado,
        totalNumProcesos: radicados.length,
        fechaLimiteFinalizacion: plazoDeCarga(new Date(), radicados.length),
      })
      .returning();
    // Radicados the lawyer already registered are reported as registered without a search.
    const existing = await tx
      .select({ id: expedientes.id, numero: expedientes.numero })
      .from(expedientes)
      .where(and(eq(expedientes.idAbogado, idAbogado), inArray(expedientes.numero, radicados)));
    const byNumero = new Map(existing.map((row) => [row.numero, row.id]));
    // Every radicado not yet registered will become a case: the account's limit counts them now.
    const nuevos = radicados.filter((numero) => !byNumero.has(numero)).length;
    await exigirCupoProcesos(tx, idAbogado, nuevos);
    // Each new radicado is searched in the sources at once: the account's daily lookups count it.
    await reservarConsultas(tx, idAbogado, nuevos);
    const inserted = await tx
      .insert(procesosACargar)
      .values(
        radicados.map((numeroProceso) => ({
          idRegistroAutomatico: created.id,
          idAbogado,
          numeroProceso,
          estado: byNumero.has(numeroProceso) ? 'Registrado' : 'Registrando',
          idExpediente: byNumero.get(numeroProceso) ?? null,
          observaciones: byNumero.has(numeroProceso) ? ['YaRegistrado'] : [],
        })),
      )
      .returning({ id: procesosACargar.id, estado: procesosACargar.estado });
    const pending = inserted.filter((item) => item.estado === 'Registrando');
    if (pending.length === 0) {
      await tx
        .update(registrosAutomaticos)
        .set({ estado: 'Finalizado', finalizadoEn: new Date() })
        .where(eq(registrosAutomaticos.id, created.id));
    }
    await publishEvent(tx, idAbogado, 'ActualizacionRegistroAutomatico', {
      idRegistroAutomatico: created.id,
      estado: pending.length === 0 ? 'Finalizado' : 'EnProceso',
    });
    // Every radicado was already registered: the load is over as it starts.
    if (pending.length === 0) await emitirCargaFinalizada(tx, idAbogado, created.id);
    return { load: created, items: pending.map((item) => item.id) };
  });
  await encolarBusquedas(deps, items);
  return { id: load.id, totalNumProcesosProcesos: load.totalNumProcesos };
}

/** GET /api/RegistroAutomaticoProcesos: whether a load is running, and the latest load. */
export async function leerCargaActiva(deps: Pick<AppDeps, 'db'>, idAbogado: number) {
  const [latest] = await deps.db
    .select()
    .from(registrosAutomaticos)
    .where(eq(registrosAutomaticos.idAbogado, idAbogado))
    .orderBy(desc(registrosAutomaticos.id))
    .limit(1);
  return {
    existeRegistroActivo: latest?.estado === 'EnProceso',
    registroAutomatico: latest ? await presentarCarga(deps.db, latest) : null,
  };
}

export async function leerCarga(deps: Pick<AppDeps, 'db'>, idAbogado: number, id: number, limit?: number) {
  const load = await buscarCargaPropia(deps.db, idAbogado, id);
  return presentarCarga(deps.db, load, await listarProcesosDeCarga(deps.db, idAbogado, id, undefined, limit));
}

export async function leerProcesosDeCarga(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  id: number,
  estado?: string,
) {
  await buscarCargaPropia(deps.db, idAbogado, id);
  return listarProcesosDeCarga(deps.db, idAbogado, id, estado);
}
