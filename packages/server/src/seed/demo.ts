/** The demo account (and, as features land, its demo data); safe to run on every start. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { abogados } from '../db/schema.ts';
import { hashPassword } from '../features/cuenta/passwords.ts';

export const DEMO_EMAIL = 'demo@expedientedigital.co';
export const DEMO_PASSWORD = 'Demo12345';

export async function seedDemo(db: Database): Promise<{ idAbogado: number }> {
  const [existing] = await db
    .select({ id: abogados.id })
    .from(abogados)
    .where(sql`lower(${abogados.email}) = ${DEMO_EMAIL}`);
  if (existing) return { idAbogado: existing.id };
  const [created] = await db
    .insert(abogados)
    .values({
      email: DEMO_EMAIL,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      nombre: 'Laura',
      apellido: 'Martínez Gómez',
      esAdministrador: true,
      yaAccedioPorPrimeraVez: true,
    })
    .returning({ id: abogados.id });
  return { idAbogado: created.id };
}
