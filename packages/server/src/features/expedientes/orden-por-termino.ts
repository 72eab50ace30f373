/**
 * The 'Termino' order at any size (decision 0020): each case's pending término — the very one
 * terminos/termino-pendiente.ts computes for its card — is stored in `expedientes_terminos` and
 * the page is read off its index `expedientes_terminos_orden`. A stored término stays right
 * until one of these, and then it is computed again before the page is read:
 * - an actuación of the case is added, changed or removed, or its radicado changes (triggers of
 *   migration 0024 move `cambios` away from `leidos`);
 * - its date passes (a later término may take over): `termino < hoy`;
 * - the calendar changes (a closure added or removed, or the rules below), or the engine's day
 *   goes back: the whole account, once (`terminos_orden_cuentas`).
 * A término computed on day D with date T ≥ D is still the nearest on any day from D to T: the
 * pending ones then are a subset of those of day D, and T is among them.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { expedientes, expedientesTerminos, terminosOrdenCuentas } from '../../db/schema-expedientes.ts';
import { terminosPendientes } from '../../terminos/index.ts';
import { versionDelCalendario } from '../cierres-judiciales/index.ts';

/**
 * The término rules' edition: raise it with any change to how a término is read or counted
 * (packages/domain calcularTermino, terminos/), so that every stored término is computed again.
 */
export const EDICION_REGLAS_TERMINO = 1;

/** Cases computed per query: the actuaciones read for 5,000 cases fit comfortably in memory. */
const LOTE = 5_000;

/** Computing this many cases (an account's first read, a calendar change) refreshes the statistics. */
const CASOS_PARA_ANALIZAR = 1_000;

type EstadoCuenta = {
  calendario: string | null;
  dia: string | null;
  cambiados: boolean;
  vencidos: boolean;
};

/** One read: is anything of this account to compute before its 'Termino' page? */
async function leerEstado(db: Executor, idAbogado: number, hoy: string): Promise<EstadoCuenta> {
  const { rows } = await db.execute<EstadoCuenta>(sql`
    select c.calendario, c.dia::text as dia,
      exists (select 1 from ${expedientesTerminos} t where t.id_abogado = ${idAbogado}
        and t.pendiente) as cambiados,
      exists (select 1 from ${expedientesTerminos} t where t.id_abogado = ${idAbogado}
        and t.termino < ${hoy}::date) as vencidos
    from (select 1) as una
    left join ${terminosOrdenCuentas} c on c.id_abogado = ${idAbogado}`);
  return rows[0] as EstadoCuenta;
}

const calendarioVigente = () => `${versionDelCalendario()} reglas ${EDICION_REGLAS_TERMINO}`;

/**
 * Brings the account's stored términos up to date for `hoy`; returns how many cases it computed
 * (0 on the usual read: one query). Two processes refreshing one account take turns (an advisory
 * lock), so rows and the account's calendar label are always written by the same one.
 */
export async function refrescarTerminosDeCuenta(db: Executor, idAbogado: number, hoy: string) {
  const calendario = calendarioVigente();
  const vistazo = await leerEstado(db, idAbogado, hoy);
  const todaLaCuenta = (estado: EstadoCuenta) =>
    estado.calendario !== calendario || estado.dia === null || estado.dia > hoy;
  if (!todaLaCuenta(vistazo) && !vistazo.cambiados && !vistazo.vencidos) return 0;
  const calculados = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('terminos_orden'), ${idAbogado})`);
    const estado = await leerEstado(tx, idAbogado, hoy);
    const todos = todaLaCuenta(estado);
    const { rows: casos } = await tx.execute<{ id: number; numero: string; cambios: number }>(sql`
      select e.id, e.numero, t.cambios from ${expedientesTerminos} t
      join ${expedientes} e on e.id = t.id_expediente and e.id_abogado = t.id_abogado
      where t.id_abogado = ${idAbogado}
        ${todos ? sql`` : sql`and (t.pendiente or t.termino < ${hoy}::date)`}`);
    for (let desde = 0; desde < casos.length; desde += LOTE) {
      const lote = casos.slice(desde, desde + LOTE);
      const terminos = await terminosPendientes(tx, lote, hoy);
      // Written only where no actuación changed since `cambios` was read: such a case stays
      // pending and is computed on the next read.
      const valores = sql.join(
        lote.map(
          (caso) =>
            sql`(${caso.id}::int, ${terminos.get(caso.id)?.fecha ?? null}::date, ${caso.cambios}::int)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${expedientesTerminos} t set termino = v.fecha, leidos = v.cambios
        from (values ${valores}) as v(id, fecha, cambios)
        where t.id_expediente = v.id and t.id_abogado = ${idAbogado} and t.cambios = v.cambios
          and (t.leidos is distinct from v.cambios or t.termino is distinct from v.fecha)`);
    }
    if (todos || (estado.dia ?? '') < hoy)
      await tx
        .insert(terminosOrdenCuentas)
        .values({ idAbogado, calendario, dia: hoy })
        .onConflictDoUpdate({ target: terminosOrdenCuentas.idAbogado, set: { calendario, dia: hoy } });
    return casos.length;
  });
  // Many rows just went from pending to computed: until autovacuum's analyze sees it, the
  // statistics say most are pending, and the state check above reads the table whole (a Seq Scan,
  // 6–10 ms on every read at 100,000 cases) instead of the partial index that holds none.
  if (calculados >= CASOS_PARA_ANALIZAR) await db.execute(sql`analyze ${expedientesTerminos}`);
  return calculados;
}
