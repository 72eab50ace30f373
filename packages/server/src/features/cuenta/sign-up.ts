import { normalizeNombre, validateSignUp } from '@expediente/domain';
import type { AccountBody } from '@expediente/domain/contrato/cuenta';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { appError } from '../../http/errors.ts';
import { welcomeEmail } from '../../mail/templates/welcome.ts';
import { vincularReferido } from '../referidos/index.ts';
import type { LimiteRegistros } from './limite-registros.ts';
import { hashDeContrasena } from './passwords.ts';
import { crearEnlaceVerificacion } from './verificar-correo.ts';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

/**
 * A pending invitation (an associated user who never set a password) never blocks its address:
 * the person who signs up by themselves gets their own account and the invitation is withdrawn
 * (issue 20 item 6). An active account keeps its address.
 */
async function crearCuenta(deps: AppDeps, values: typeof abogados.$inferInsert) {
  return deps.db.transaction(async (tx) => {
    await tx
      .delete(abogados)
      .where(
        and(
          sql`lower(${abogados.email}) = ${values.email.toLowerCase()}`,
          eq(abogados.estado, 'invitado'),
          isNull(abogados.passwordHash),
        ),
      );
    const [created] = await tx
      .insert(abogados)
      .values(values)
      .returning({ id: abogados.id, email: abogados.email });
    return created;
  });
}

export interface SignUpOrigin {
  limite: LimiteRegistros;
  clientAddress: string;
}

export async function signUp(deps: AppDeps, input: AccountBody, origin?: SignUpOrigin) {
  const request = {
    nombre: input.nombre ?? '',
    email: (input.email ?? '').trim(),
    password: input.password ?? '',
    aceptaTerminos: input.aceptaTerminos === true,
  };
  const invalid = validateSignUp(request);
  // The server answers the seeds' server-side wording for invalid name characters.
  if (invalid === 'NombreCaracteresEspeciales') throw appError(400, 'NombreCaracteresEspecialesServidor');
  if (invalid) throw appError(400, invalid);
  if (origin && !origin.limite.allows(origin.clientAddress)) throw appError(429, 'DemasiadosRegistros');
  const nombre = normalizeNombre(request.nombre);
  const passwordHash = await hashDeContrasena(request.password);
  const created = await crearCuenta(deps, {
    email: request.email,
    passwordHash,
    nombre,
    idInvitacionReferido: input.idInvitacionUsuarioReferido,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) {
      // A taken address counts too: the budget also bounds probing which addresses have accounts.
      origin?.limite.record(origin.clientAddress);
      throw appError(409, 'CorreoEnUso');
    }
    throw error;
  });
  origin?.limite.record(origin.clientAddress);
  if (input.idInvitacionUsuarioReferido) {
    // The referral is a bonus for the referrer: a failure to link it must not refuse the sign-up.
    await vincularReferido(deps.db, input.idInvitacionUsuarioReferido, created.id).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'no se pudo vincular la invitación de referido'),
    );
  }
  // After the account is committed: a failed welcome e-mail must not undo the sign-up.
  const verificarUrl = await crearEnlaceVerificacion(deps.db, deps.appUrl, created.id);
  await deps.mailer
    .send(deps.db, request.email, welcomeEmail({ nombre, appUrl: deps.appUrl, verificarUrl }), created.id)
    .catch((error: unknown) => deps.log.warn({ err: error }, 'no se pudo enviar el correo de bienvenida'));
  const token = await deps.tokens.sign({ idAbogado: created.id, email: created.email });
  return { token, tokenExpedienteDigital: token, message: 'Cuenta creada correctamente' };
}
