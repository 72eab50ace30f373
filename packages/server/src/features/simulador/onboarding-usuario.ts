/**
 * GET /api/OnboardingUsuarioMigrado (seed 002 §7, a sales API there): the account's creation date,
 * from which the web counts the 15-day window of the simulator's 'call you' button.
 */
import type { OnboardingUsuario } from '@expediente/domain/contrato/simulador';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';

export async function leerOnboardingUsuario(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
): Promise<OnboardingUsuario> {
  const [row] = await deps.db
    .select({ creadoEn: abogados.creadoEn })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  if (!row) return { fechaCreacion: null, mensajeError: 'No encontramos la cuenta.' };
  return { fechaCreacion: row.creadoEn.toISOString(), mensajeError: null };
}
