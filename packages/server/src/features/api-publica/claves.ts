/**
 * API keys (decision 0012): `edk_` + 8 characters of prefix + '_' + 43 characters of secret
 * (256 random bits, base64url). The key is answered once, at creation; the table keeps its
 * SHA-256 and the prefix. A call is authenticated by hashing what it presents and finding an
 * unrevoked row; the account is the row's, never the caller's input.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AlcanceClaveApi } from '@expediente/domain/contrato/api-publica';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { clavesApi } from '../../db/schema-credenciales.ts';

/** The whole key as it is shown and sent. */
export const FORMATO_CLAVE = /^edk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;

/** Keys an account may have unrevoked at once. */
export const MAXIMO_CLAVES_ACTIVAS = 20;

export function hashDeClave(clave: string): string {
  return createHash('sha256').update(clave, 'utf8').digest('hex');
}

const ALFANUMERICO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function prefijoAleatorio(): string {
  const bytes = randomBytes(8);
  let prefijo = 'edk_';
  for (const byte of bytes) prefijo += ALFANUMERICO[byte % ALFANUMERICO.length];
  return prefijo;
}

export interface ClaveApiVista {
  id: number;
  nombre: string;
  prefijo: string;
  alcances: AlcanceClaveApi[];
  creadaEn: string;
  ultimoUso: string | null;
  revocadaEn: string | null;
}

type Fila = typeof clavesApi.$inferSelect;

function vista(fila: Fila): ClaveApiVista {
  return {
    id: fila.id,
    nombre: fila.nombre,
    prefijo: fila.prefijo,
    alcances: [...fila.alcances].sort() as AlcanceClaveApi[],
    creadaEn: fila.creadaEn.toISOString(),
    ultimoUso: fila.ultimoUsoEn?.toISOString() ?? null,
    revocadaEn: fila.revocadaEn?.toISOString() ?? null,
  };
}

export async function listarClaves(deps: Pick<AppDeps, 'db'>, idAbogado: number): Promise<ClaveApiVista[]> {
  const filas = await deps.db
    .select()
    .from(clavesApi)
    .where(eq(clavesApi.idAbogado, idAbogado))
    .orderBy(desc(clavesApi.id));
  return filas.map(vista);
}

export async function contarClavesActivas(deps: Pick<AppDeps, 'db'>, idAbogado: number): Promise<number> {
  const [fila] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(clavesApi)
    .where(and(eq(clavesApi.idAbogado, idAbogado), isNull(clavesApi.revocadaEn)));
  return fila?.total ?? 0;
}

/** A new key for the account. Returns the key itself: it is never stored. */
export async function crearClave(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  datos: { nombre: string; alcances: AlcanceClaveApi[] },
): Promise<ClaveApiVista & { clave: string }> {
  const prefijo = prefijoAleatorio();
  const clave = `${prefijo}_${randomBytes(32).toString('base64url')}`;
  const [fila] = await deps.db
    .insert(clavesApi)
    .values({
      idAbogado,
      nombre: datos.nombre,
      prefijo,
      hash: hashDeClave(clave),
      alcances: [...new Set(datos.alcances)],
    })
    .returning();
  if (!fila) throw new Error('clave no creada');
  return { ...vista(fila), clave };
}

/** Revokes one of the account's keys; false when the account has no such key. Idempotent. */
export async function revocarClave(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  id: number,
): Promise<boolean> {
  const filas = await deps.db
    .update(clavesApi)
    .set({ revocadaEn: sql`coalesce(${clavesApi.revocadaEn}, now())` })
    .where(and(eq(clavesApi.id, id), eq(clavesApi.idAbogado, idAbogado)))
    .returning({ id: clavesApi.id });
  return filas.length > 0;
}

export interface ClaveAutenticada {
  id: number;
  idAbogado: number;
  alcances: AlcanceClaveApi[];
  limitePorMinuto: number;
}

/**
 * The unrevoked key a call presents, or null (unknown, malformed or revoked). Notes its use at
 * most once a minute.
 */
export async function claveDeLlamada(
  deps: Pick<AppDeps, 'db'>,
  clave: string,
): Promise<ClaveAutenticada | null> {
  if (!FORMATO_CLAVE.test(clave)) return null;
  const [fila] = await deps.db
    .select()
    .from(clavesApi)
    .where(and(eq(clavesApi.hash, hashDeClave(clave)), isNull(clavesApi.revocadaEn)));
  if (!fila) return null;
  if (!fila.ultimoUsoEn || Date.now() - fila.ultimoUsoEn.getTime() > 60_000)
    await deps.db.update(clavesApi).set({ ultimoUsoEn: sql`now()` }).where(eq(clavesApi.id, fila.id));
  return {
    id: fila.id,
    idAbogado: fila.idAbogado,
    alcances: fila.alcances,
    limitePorMinuto: fila.limitePorMinuto,
  };
}
