/** The signed-in user's summary and flags (seed 002 §3 ResumenGeneral, UsuarioExpedienteDigital). */
import type { ResumenGeneral, UsuarioExpedienteDigital } from '@expediente/domain/contrato/cuenta';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { unauthorized } from '../../http/errors.ts';
import { leerPreferencias } from '../notificaciones/index.ts';

async function findAbogado(deps: AppDeps, idAbogado: number) {
  const [abogado] = await deps.db.select().from(abogados).where(eq(abogados.id, idAbogado));
  // A token for a deleted account is no longer a valid session.
  if (!abogado) throw unauthorized();
  return abogado;
}

export async function leerResumenGeneral(deps: AppDeps, idAbogado: number): Promise<ResumenGeneral> {
  const abogado = await findAbogado(deps, idAbogado);
  return {
    nombre: abogado.nombre,
    apellido: abogado.apellido,
    email: abogado.email,
    master: abogado.esTitular,
    id: abogado.id,
  };
}

/** Flags are the signed-in user's; idAbogado is the account, the key of its real-time channel. */
export async function leerUsuarioExpedienteDigital(
  deps: AppDeps,
  session: SessionClaims,
): Promise<UsuarioExpedienteDigital> {
  const abogado = await findAbogado(deps, session.idUsuario);
  return {
    ...(await leerPreferencias(deps, session)),
    idAbogado: session.idAbogado,
    perfilCliente: abogado.perfilCliente,
    yaAccedioPorPrimeraVez: abogado.yaAccedioPorPrimeraVez,
    guiaNotificacionesVista: abogado.guiaNotificacionesVista,
    yaAccedioPorPrimeraVezNotificaciones: abogado.yaAccedioPorPrimeraVezNotificaciones,
    haVistoTutorialDependiente: abogado.haVistoTutorialDependiente,
    haVistoTutorialCoordinador: abogado.haVistoTutorialCoordinador,
    existe: true,
    yaVioElInformedeVerificacion: abogado.yaVioElInformeDeVerificacion,
    // Not in the seed: lets the menu show the administrators' pages without probing for a 403.
    esAdministrador: abogado.esAdministrador,
    // Ours: until the address is confirmed the account sends nothing to third parties (issue 20).
    correoVerificado: abogado.correoVerificadoEn !== null,
  };
}
