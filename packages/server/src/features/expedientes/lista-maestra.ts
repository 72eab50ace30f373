/**
 * Master lists (seed 000 §3, §7): shared values (idAbogado null) plus each lawyer's own. The
 * procedural-stage picker reads codigo 'EtapaProcesal' and may create a new stage by name.
 */
import { formatMessage, VALORES_PROPIOS_LISTA_MAESTRA } from '@expediente/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { listaMaestra } from '../../db/schema-expedientes.ts';
import { AppError, badRequest } from '../../http/errors.ts';

export const ETAPA_PROCESAL = 'EtapaProcesal';

/** Shared stages, in procedural order. */
export const ETAPAS_PROCESALES = [
  'Admisión',
  'Notificación',
  'Contestación',
  'Pruebas',
  'Alegatos',
  'Sentencia',
  'Recursos',
  'Ejecución',
  'Archivo',
];

/** Idempotent: call at start-up. */
export async function sembrarEtapasProcesales(db: Executor): Promise<void> {
  await db
    .insert(listaMaestra)
    .values(ETAPAS_PROCESALES.map((valor) => ({ codigo: ETAPA_PROCESAL, valor, idAbogado: null })))
    .onConflictDoNothing();
}

const visibleTo = (idAbogado: number) =>
  or(isNull(listaMaestra.idAbogado), eq(listaMaestra.idAbogado, idAbogado));

export async function listarListaMaestra(db: Executor, idAbogado: number, codigo: string) {
  return db
    .select({ id: listaMaestra.id, valor: listaMaestra.valor })
    .from(listaMaestra)
    .where(and(eq(listaMaestra.codigo, codigo), visibleTo(idAbogado)))
    .orderBy(sql`${listaMaestra.idAbogado} is not null`, asc(listaMaestra.id));
}

/** A visible value with the same name (ignoring case) is reused instead of duplicated. */
export async function crearValorDeListaMaestra(
  db: Executor,
  idAbogado: number,
  input: { codigo: string; valor: string },
): Promise<{ id: number; created: boolean }> {
  const valor = input.valor.trim().replace(/\s+/g, ' ');
  if (!valor) throw badRequest('EtapaVacia');
  const findExisting = async () => {
    const [row] = await db
      .select({ id: listaMaestra.id })
      .from(listaMaestra)
      .where(
        and(
          eq(listaMaestra.codigo, input.codigo),
          visibleTo(idAbogado),
          sql`lower(${listaMaestra.valor}) = lower(${valor})`,
        ),
      )
      .orderBy(sql`${listaMaestra.idAbogado} is not null`, asc(listaMaestra.id))
      .limit(1);
    return row;
  };
  const existing = await findExisting();
  if (existing) return { id: existing.id, created: false };
  const [inserted] = await db.transaction(async (tx) => {
    // Every distinct name was a new row, and the picker lists them all: one account's loop of
    // names grew the table and the list without end (adversarial audit). Serialised per account.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lista_maestra'), ${idAbogado})`);
    const [{ propios }] = await tx
      .select({ propios: sql<number>`count(*)::int` })
      .from(listaMaestra)
      .where(eq(listaMaestra.idAbogado, idAbogado));
    if (propios >= VALORES_PROPIOS_LISTA_MAESTRA)
      throw new AppError(
        403,
        'LimiteListaMaestra',
        formatMessage('LimiteListaMaestra', { max: VALORES_PROPIOS_LISTA_MAESTRA }),
      );
    return tx
      .insert(listaMaestra)
      .values({ codigo: input.codigo, valor, idAbogado })
      .onConflictDoNothing()
      .returning({ id: listaMaestra.id });
  });
  if (inserted) return { id: inserted.id, created: true };
  // A concurrent request created it first.
  const raced = await findExisting();
  if (!raced) throw badRequest('ErrorListaMaestra');
  return { id: raced.id, created: false };
}
