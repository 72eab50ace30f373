/**
 * What the cached case answers (GET /api/Expedientes and GET /api/Expedientes/{id}, decision 0018)
 * are made of, written once: the tables whose rows they read, and the context — everything else
 * they depend on. A kept answer is right only while both hold, so each side is checked:
 * - `cache-respuestas-tarjeta.test.ts` reads pg_trigger on a migrated database: every table below
 *   has its notifying triggers, and no other table notifies;
 * - the same test reads the case routes' answers and fails when they read a table that is neither
 *   below nor in TABLAS_DEL_CONTEXTO (PostgreSQL's own per-table read counters).
 * A new card field read from a new table goes below, and gets its triggers in a migration
 * (0025's `instalar_avisos_de_cuenta('tabla')` installs them).
 */

/**
 * How a table's writes tell the listening servers (channel `expediente_cuentas`):
 * - 'cuenta': INSERT, UPDATE and DELETE notify each account a statement touched (the table has
 *   `id_abogado`; function `avisar_cuentas_cambiadas`), TRUNCATE notifies all;
 * - 'todas': rows without an account, read by every account's cards; UPDATE, DELETE and TRUNCATE
 *   notify all (`avisar_todas_las_cuentas`). A new row is read by no card until an account's row
 *   points to it, and that row's insert notifies its account.
 */
export type AvisoDeTabla = 'cuenta' | 'todas';

/**
 * The tables the case answers read, and by whom (features/expedientes):
 * list-expedientes.ts (`listExpedientes`: the page, its total, the 'termino' order),
 * get-expedientes.ts (`getExpediente`), present-expedientes.ts (`presentExpedientes`: sources,
 * last consultas, last documents) and terminos/termino-pendiente.ts (the pending término).
 */
export const TABLAS_DE_LAS_RESPUESTAS: Readonly<Record<string, AvisoDeTabla>> = {
  /** The card itself; the page of every order but 'termino'. */
  expedientes: 'cuenta',
  /** The list's total (kept by migration 0024's triggers on `expedientes`). */
  expedientes_conteos: 'cuenta',
  /** The 'termino' order's page (kept by orden-por-termino.ts and 0024's triggers). */
  expedientes_terminos: 'cuenta',
  /** The card's sources. */
  procesos_en_fuente: 'cuenta',
  /** Each source's last consulta (date and state). */
  consultas: 'cuenta',
  /** The pending término. */
  actuaciones: 'cuenta',
  /** The last document in which the case was found… */
  coincidencias: 'cuenta',
  /** …and that document's name, date and source. */
  documentos_publicados: 'todas',
};

/**
 * Tables the answers read that are context, not rows: `abogados` (the session's account and its
 * feature flags: `ultimoDocumento`), `terminos_orden_cuentas` (only whether the 'termino' order's
 * stored términos must be computed again: the términos themselves are `expedientes_terminos`,
 * and what makes them change is an actuación or the context's day and calendar).
 */
export const TABLAS_DEL_CONTEXTO = ['abogados', 'terminos_orden_cuentas'] as const;

/**
 * What a case answer depends on besides its account's rows. A field added here must be added to
 * the routes' context (features/expedientes/routes.ts), which the type checker enforces.
 */
export type ContextoTarjeta = {
  /** The engine's day (`deps.clock`): the 'termino' order, the términos' wording. */
  diaMotor: string;
  /** The calendar day in Bogotá: whether a término is still pending. */
  diaCalendario: string;
  /** The account's last-document flag (the session's feature flags). */
  ultimoDocumento: boolean;
  /** The judicial calendar in use: a closure added or removed makes a new object. */
  calendario: object;
};
