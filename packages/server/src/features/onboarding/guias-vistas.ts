/**
 * The welcome and notification guides' seen flags (seed 002 §3 session-user flags, §7 PUT
 * UsuarioExpedienteDigital/…/Visto). They belong to the person who signed in, not the account:
 * an associated user gets its own welcome even when the holder has seen it.
 */
import type { BANDERA_DE_GUIA, Guia } from '@expediente/domain/contrato/onboarding';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import type { SessionClaims } from '../../http/auth.ts';

/** Path segment of each call → the column it sets: the contract's flag of that guide (BANDERA_DE_GUIA). */
const COLUMNA_DE_GUIA = {
  GuiaBienvenida: { yaAccedioPorPrimeraVez: true },
  GuiaNotificaciones: { guiaNotificacionesVista: true },
  pestanyaNotificaciones: { yaAccedioPorPrimeraVezNotificaciones: true },
} as const satisfies {
  [G in Guia]: Record<(typeof BANDERA_DE_GUIA)[G], true> & Partial<typeof abogados.$inferInsert>;
};

export async function marcarGuiaVista(deps: Pick<AppDeps, 'db'>, session: SessionClaims, guia: Guia) {
  await deps.db.update(abogados).set(COLUMNA_DE_GUIA[guia]).where(eq(abogados.id, session.idUsuario));
}
