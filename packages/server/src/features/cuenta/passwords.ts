/** argon2id password hashing. */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export function hashDeContrasena(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export function verificarContrasena(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** A hash to compare against when the user does not exist, so timing does not reveal it. */
export const DUMMY_HASH = hashDeContrasena('contraseña-inexistente');
