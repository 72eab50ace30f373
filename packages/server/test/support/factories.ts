/** Factories: a fresh lawyer per test, so tests never need to truncate anything. */
import { createHash, randomUUID } from 'node:crypto';
import type { AppDeps } from '../../src/app-deps.ts';
import { abogados } from '../../src/db/schema.ts';
import { tokensCuenta } from '../../src/db/schema-credenciales.ts';
import { expedientes } from '../../src/db/schema-expedientes.ts';
import { hashDeContrasena } from '../../src/features/cuenta/passwords.ts';

export const FACTORY_PASSWORD = 'ClaveSegura123';

let passwordHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'abogado'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@pruebas.co`;
}

export interface CreatedAbogado {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

export async function createAbogado(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  overrides: Partial<typeof abogados.$inferInsert> = {},
): Promise<CreatedAbogado> {
  passwordHash ??= hashDeContrasena(FACTORY_PASSWORD);
  const [row] = await deps.db
    .insert(abogados)
    .values({
      email: uniqueEmail(),
      nombre: 'Abogado de Prueba',
      passwordHash: await passwordHash,
      // A factory account has confirmed its e-mail (sign-up's unconfirmed state has its own tests).
      correoVerificadoEn: new Date(),
      ...overrides,
    })
    .returning({ id: abogados.id, email: abogados.email, versionSesion: abogados.versionSesion });
  const token = await deps.tokens.sign({
    idAbogado: row.id,
    email: row.email,
    versionSesion: row.versionSesion,
  });
  return { id: row.id, email: row.email, token, auth: { authorization: `Bearer ${token}` } };
}

export async function createInvitedAbogado(deps: Pick<AppDeps, 'db' | 'tokens'>, idTitular: number) {
  const idControlCambios = randomUUID();
  const invited = await createAbogado(deps, {
    passwordHash: null,
    estado: 'invitado',
    esTitular: false,
    idTitular,
  });
  await deps.db.insert(tokensCuenta).values({
    idUsuario: invited.id,
    proposito: 'invitacion',
    tokenHash: createHash('sha256').update(idControlCambios, 'utf8').digest('hex'),
    venceEn: new Date(Date.now() + 7 * 86_400_000),
  });
  return { ...invited, idControlCambios };
}

/** A case row of `idAbogado` (no sources yet): tests add the sources they watch it in. */
export async function insertarExpediente(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  valores: { numero: string; demandantes?: string; demandados?: string },
): Promise<number> {
  const [expediente] = await deps.db
    .insert(expedientes)
    .values({ idAbogado, ...valores })
    .returning({ id: expedientes.id });
  return expediente.id;
}
