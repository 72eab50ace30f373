import { validateLogin } from '@expediente/domain';
import type { LoginBody, Tokens } from '@expediente/domain/contrato/cuenta';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { appError } from '../../http/errors.ts';
import { DUMMY_HASH, verificarContrasena } from './passwords.ts';

export async function signIn(deps: AppDeps, input: LoginBody): Promise<Tokens> {
  const email = (input.email ?? '').trim();
  const pwd = input.pwd ?? '';
  const invalid = validateLogin({ email, pwd });
  if (invalid === 'CorreoInvalido') throw appError(400, 'CorreoInvalido');
  if (invalid) throw appError(401, 'CredencialesIncorrectas');
  const [abogado] = await deps.db
    .select({
      id: abogados.id,
      email: abogados.email,
      passwordHash: abogados.passwordHash,
      versionSesion: abogados.versionSesion,
    })
    .from(abogados)
    .where(sql`lower(${abogados.email}) = ${email.toLowerCase()}`);
  const isValid = await verificarContrasena(abogado?.passwordHash ?? (await DUMMY_HASH), pwd);
  if (!abogado?.passwordHash || !isValid) throw appError(401, 'CredencialesIncorrectas');
  const token = await deps.tokens.sign({
    idAbogado: abogado.id,
    email: abogado.email,
    versionSesion: abogado.versionSesion,
  });
  return { token, tokenExpedienteDigital: token };
}
