/**
 * The one outbox of the server's background sends (decision 0023): the morning reports
 * (`envios_informe_diario`) and the webhook deliveries (`webhook_entregas`) are rows of a table
 * that this module claims, completes and releases; what is sent and how stays in the feature.
 * - claim: one statement takes up to N due rows with a lease and a new attempt number
 *   (`intentos` + 1), `for update skip locked`, so two senders never hold the same row and one left
 *   by a killed worker is taken again when its lease ends;
 * - the send happens outside any transaction (the feature's, bounded well inside the lease);
 * - complete and release are guarded on the claimed attempt (`id`, `intentos`, the claimed state):
 *   a claim whose lease ran out and was taken again changes nothing ('perdido');
 * - a failure waits the outbox's backoff (a parameter), and ends as the failed state when the
 *   feature says the refusal is definitive or the outbox's give-up rule holds (a parameter);
 * - every due time, lease and give-up reads one clock, the outbox's `reloj` (the database's
 *   `now()`, or a virtual instant for benches and tests).
 * Table and column names come from the outbox's fixed definition, never from a request.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';

export interface DefinicionBandeja {
  tabla: string;
  columnas: {
    estado: string;
    intentos: string;
    /** When the row is due (next attempt). */
    proximo: string;
    /**
     * Where the lease ends. It may be `proximo` itself (the claim moves the due time to the lease
     * end, and the claimed state is claimable again past it), or a column of its own, emptied
     * when the claim is released or completed.
     */
    reserva: string;
  };
  /** `enCurso` may equal `pendiente`: then only the lease tells a held row from a waiting one. */
  estados: { pendiente: string; enCurso: string; hecho: string; fallido: string };
  reservaSegundos: number;
  /** The order due rows are taken in (columns of the outbox table, unqualified). */
  orden: SQL;
  /** "Now" for due times, leases and the give-up rule. */
  reloj: () => SQL;
  /** Backoff: seconds to wait after the failed attempt number `intentos` (1 for the first). */
  espera: (intentos: number) => number;
  /** Give-up rule after a failed attempt, besides a definitive refusal (SQL reads the row). */
  rendirse: (intentos: number, ahora: SQL) => boolean | SQL;
  /** The latest a retry may be due (SQL on the row), e.g. the end of a retry window. */
  tope?: (ahora: SQL) => SQL;
}

/** What a claim holds: the row and the attempt number its guard checks. */
export interface Reclamada extends Record<string, unknown> {
  id: number;
  intentos: number;
}

export type Liberada = 'reintento' | 'fallido' | 'perdido';

export interface OpcionesReclamar {
  cuantas?: number;
  /** Extra columns to return, on alias `e` (the outbox row) and the tables of `desde`. */
  devolver?: SQL;
  /** Tables joined to the claimed rows (`from` list) and their join condition. */
  desde?: SQL;
  unidas?: SQL;
}

export function crearBandeja(definicion: DefinicionBandeja) {
  const { tabla, columnas, estados, reloj } = definicion;
  const t = sql.identifier(tabla);
  const estado = sql.identifier(columnas.estado);
  const intentos = sql.identifier(columnas.intentos);
  const proximo = sql.identifier(columnas.proximo);
  const reserva = sql.identifier(columnas.reserva);
  const reservaAparte = columnas.reserva !== columnas.proximo;
  const soltarReserva = reservaAparte ? sql`, ${reserva} = null` : sql``;

  const guarda = (fila: Reclamada) =>
    sql`id = ${fila.id} and ${intentos} = ${fila.intentos} and ${estado} = ${estados.enCurso}`;

  return {
    reloj,

    /** Takes up to `cuantas` due rows (1 by default) with a lease; none when nothing is due. */
    async reclamar<Fila extends Reclamada>(db: Executor, opciones: OpcionesReclamar = {}): Promise<Fila[]> {
      const ahora = reloj();
      const libre = reservaAparte ? sql`and (${reserva} is null or ${reserva} <= ${ahora})` : sql``;
      const resultado = await db.execute<Fila>(sql`
        with debidas as (
          select id from ${t}
          where ${estado} in (${estados.pendiente}, ${estados.enCurso}) and ${proximo} <= ${ahora} ${libre}
          order by ${definicion.orden}
          for update skip locked
          limit ${opciones.cuantas ?? 1})
        update ${t} e set ${estado} = ${estados.enCurso}, ${intentos} = e.${intentos} + 1,
          ${reserva} = ${ahora} + make_interval(secs => ${definicion.reservaSegundos})
        from debidas${opciones.desde ? sql`, ${opciones.desde}` : sql``}
        where e.id = debidas.id${opciones.unidas ? sql` and ${opciones.unidas}` : sql``}
        returning e.id, e.${intentos} as intentos${opciones.devolver ? sql`, ${opciones.devolver}` : sql``}`);
      return resultado.rows as Fila[];
    },

    /** Marks the row done, with the feature's columns, only if this claim still holds it. */
    async completar(db: Executor, fila: Reclamada, valores: SQL): Promise<boolean> {
      const marcada = await db.execute(sql`
        update ${t} set ${estado} = ${estados.hecho}${soltarReserva}, ${valores}
        where ${guarda(fila)}`);
      return marcada.rowCount === 1;
    },

    /**
     * After a failed attempt: back to the queue after the backoff (at least `esperaMinima`, never
     * past `tope`), or the failed state when `definitivo` or the give-up rule holds. `valores`
     * receives that decision as SQL, for columns that tell the two apart. A row given up keeps
     * its due time: it is not due again.
     */
    async liberar(
      db: Executor,
      fila: Reclamada,
      fallo: { definitivo?: boolean; esperaMinima?: number; valores?: (seRinde: SQL) => SQL },
    ): Promise<Liberada> {
      const ahora = reloj();
      const regla = definicion.rendirse(fila.intentos, ahora);
      const seRinde = sql`(${fallo.definitivo ?? false}::boolean or ${typeof regla === 'boolean' ? sql`${regla}::boolean` : regla})`;
      const segundos = Math.max(fallo.esperaMinima ?? 0, definicion.espera(fila.intentos));
      const siguiente = sql`${ahora} + make_interval(secs => ${segundos})`;
      const debida = definicion.tope ? sql`least(${siguiente}, ${definicion.tope(ahora)})` : siguiente;
      const marcada = await db.execute<{ estado: string }>(sql`
        update ${t} set
          ${estado} = case when ${seRinde} then ${estados.fallido} else ${estados.pendiente} end,
          ${proximo} = case when ${seRinde} then ${proximo} else ${debida} end${soltarReserva}
          ${fallo.valores ? sql`, ${fallo.valores(seRinde)}` : sql``}
        where ${guarda(fila)}
        returning ${estado} as estado`);
      const final = marcada.rows[0]?.estado;
      return final === undefined ? 'perdido' : final === estados.fallido ? 'fallido' : 'reintento';
    },

    /** Ends the row as failed without another attempt (e.g. its destination is gone), if still held. */
    async abandonar(db: Executor, fila: Reclamada, valores: SQL): Promise<boolean> {
      const marcada = await db.execute(sql`
        update ${t} set ${estado} = ${estados.fallido}${soltarReserva}, ${valores}
        where ${guarda(fila)}`);
      return marcada.rowCount === 1;
    },
  };
}

export type Bandeja = ReturnType<typeof crearBandeja>;

/** Backoff doubling from `base` seconds up to `maximo`. */
export function esperaExponencial(base: number, maximo: number): (intentos: number) => number {
  return (intentos) => Math.min(maximo, base * 2 ** Math.max(0, intentos - 1));
}

/** Backoff read from a list: the n-th failure waits the n-th value, then the last one. */
export function esperaEscalonada(esperas: readonly number[]): (intentos: number) => number {
  return (intentos) => esperas[Math.min(Math.max(intentos, 1), esperas.length) - 1];
}
