import { normalizeNombre, validateSignUp } from '@expediente/domain';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { appError } from '../../http/errors.ts';
import { welcomeEmail } from '../../mail/templates/welcome.ts';
import { vincularReferido } from '../referidos/vincular.ts';
import { hashPassword } from './passwords.ts';

export interface SignUpRequest {
  email?: string;
  password?: string;
  nombre?: string;
  aceptaTerminos?: boolean;
  idInvitacionUsuarioReferido?: string;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

export async function signUp(deps: AppDeps, input: SignUpRequest) {
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
  const nombre = normalizeNombre(request.nombre);
  const passwordHash = await hashPassword(request.password);
  const [created] = await deps.db
    .insert(abogados)
    .values({
      email: request.email,
      passwordHash,
      nombre,
      idInvitacionReferido: input.idInvitacionUsuarioReferido,
    })
    .returning({ id: abogados.id, email: abogados.email })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw appError(409, 'CorreoEnUso');
      throw error;
    });
  if (input.idInvitacionUsuarioReferido) {
    // The referral is a bonus for the referrer: a failure to link it must not refuse the sign-up.
    await vincularReferido(deps.db, input.idInvitacionUsuarioReferido, created.id).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'no se pudo vincular la invitación de referido'),
    );
  }
  // After the account is committed: a failed welcome e-mail must not undo the sign-up.
  await deps.mailer
    .send(deps.db, request.email, welcomeEmail({ nombre, appUrl: deps.appUrl }), created.id)
    .catch((error: unknown) => deps.log.warn({ err: error }, 'no se pudo enviar el correo de bienvenida'));
  const token = await deps.tokens.sign({ idAbogado: created.id, email: created.email });
  return { token, tokenExpedienteDigital: token, message: 'Cuenta creada correctamente' };
}
