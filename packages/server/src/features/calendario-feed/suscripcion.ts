/**
 * The calendar subscription's secret (decision 0011): 256 random bits in the URL, only their
 * SHA-256 in the database. Creating again rotates it (the old URL stops at once); revoking
 * deletes it. A fetch by an unknown or revoked token finds nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { suscripcionesCalendario } from '../../db/schema-credenciales.ts';

/** base64url of 32 bytes: 43 characters. */
export const FORMATO_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashDeTokenDeCalendario(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface EstadoSuscripcion {
  activa: boolean;
  creadaEn: string | null;
  ultimoAcceso: string | null;
}

export async function estadoSuscripcion(
  deps: Pick<AppDeps, 'db'>,
  idUsuario: number,
): Promise<EstadoSuscripcion> {
  const [fila] = await deps.db
    .select()
    .from(suscripcionesCalendario)
    .where(eq(suscripcionesCalendario.idUsuario, idUsuario));
  return {
    activa: Boolean(fila),
    creadaEn: fila?.creadoEn.toISOString() ?? null,
    ultimoAcceso: fila?.ultimoAccesoEn?.toISOString() ?? null,
  };
}

/** A new secret for the user, replacing any earlier one. Returns the token: it is never stored. */
export async function crearOCambiarToken(
  deps: Pick<AppDeps, 'db'>,
  idUsuario: number,
): Promise<{ token: string; creadaEn: string }> {
  const token = randomBytes(32).toString('base64url');
  const [fila] = await deps.db
    .insert(suscripcionesCalendario)
    .values({ idUsuario, tokenHash: hashDeTokenDeCalendario(token) })
    .onConflictDoUpdate({
      target: suscripcionesCalendario.idUsuario,
      set: { tokenHash: hashDeTokenDeCalendario(token), creadoEn: sql`now()`, ultimoAccesoEn: null },
    })
    .returning({ creadoEn: suscripcionesCalendario.creadoEn });
  return { token, creadaEn: (fila?.creadoEn ?? new Date()).toISOString() };
}

export async function revocarToken(deps: Pick<AppDeps, 'db'>, idUsuario: number): Promise<void> {
  await deps.db.delete(suscripcionesCalendario).where(eq(suscripcionesCalendario.idUsuario, idUsuario));
}

/** The user a feed token belongs to, or null; notes the access at most once per 10 minutes. */
export async function usuarioDelToken(deps: Pick<AppDeps, 'db'>, token: string): Promise<number | null> {
  if (!FORMATO_TOKEN.test(token)) return null;
  const tokenHash = hashDeTokenDeCalendario(token);
  const [fila] = await deps.db
    .select({ idUsuario: suscripcionesCalendario.idUsuario, ultimo: suscripcionesCalendario.ultimoAccesoEn })
    .from(suscripcionesCalendario)
    .where(eq(suscripcionesCalendario.tokenHash, tokenHash));
  if (!fila) return null;
  if (!fila.ultimo || Date.now() - fila.ultimo.getTime() > 10 * 60_000)
    await deps.db
      .update(suscripcionesCalendario)
      .set({ ultimoAccesoEn: sql`now()` })
      .where(eq(suscripcionesCalendario.tokenHash, tokenHash));
  return fila.idUsuario;
}

/** The subscription URL: the configured public address, https when it is not this machine. */
export function urlDelFeed(appUrl: string, token: string): { url: string; urlWebcal: string } {
  const base = new URL(appUrl);
  const local = base.hostname === 'localhost' || base.hostname === '127.0.0.1' || base.hostname === '[::1]';
  if (!local) base.protocol = 'https:';
  const url = `${base.origin}${base.pathname.replace(/\/+$/, '')}/calendario/${token}.ics`;
  return { url, urlWebcal: url.replace(/^https?:/, 'webcal:') };
}
