import { MESSAGES, PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER } from '@expediente/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, correos } from '../../src/db/schema.ts';
import { tokensCuenta } from '../../src/db/schema-credenciales.ts';
import { createAbogado, createInvitedAbogado, FACTORY_PASSWORD, uniqueEmail } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

let address = 0;
/** Each call from its own client address, so the per-address limit is tested only where meant. */
const nextAddress = () => `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

function solicitar(email: string, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/RestablecerContrasena/Solicitud',
    remoteAddress,
    payload: { email },
  });
}

function restablecer(body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/RestablecerContrasena',
    remoteAddress: nextAddress(),
    payload: body,
  });
}

function login(email: string, pwd: string) {
  return app.inject({
    method: 'POST',
    url: '/api/Login',
    remoteAddress: nextAddress(),
    headers: { [PUBLIC_API_KEY_HEADER]: PUBLIC_API_KEY },
    payload: { email, pwd },
  });
}

async function correosDe(para: string) {
  return deps.db
    .select()
    .from(correos)
    .where(and(eq(correos.para, para), eq(correos.plantilla, 'restablecer-contrasena')))
    .orderBy(desc(correos.id));
}

/** The secret of the newest reset e-mail sent to `para` (it rides in the link's fragment). */
async function tokenDelCorreo(para: string): Promise<string> {
  const [mail] = await correosDe(para);
  const match = /\/auth\/restablecer-contrasena#token=([A-Za-z0-9_-]+)/.exec(mail?.texto ?? '');
  if (!match) throw new Error('sin enlace en el correo');
  return match[1];
}

describe('He olvidado mi contraseña', () => {
  it('e-mails a 30-minute link whose secret is stored only as a hash', async () => {
    const abogado = await createAbogado(deps);
    const response = await solicitar(abogado.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.SolicitudRestablecerEnviada });
    const token = await tokenDelCorreo(abogado.email);
    const [row] = await deps.db
      .select({
        tokenHash: tokensCuenta.tokenHash,
        minutos: sql<number>`round(extract(epoch from ${tokensCuenta.venceEn} - ${tokensCuenta.creadoEn}) / 60)::int`,
      })
      .from(tokensCuenta)
      .where(eq(tokensCuenta.idUsuario, abogado.id));
    expect(row.minutos).toBe(30);
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same words for an address without an account, and sends nothing', async () => {
    const email = uniqueEmail('nadie');
    const response = await solicitar(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.SolicitudRestablecerEnviada });
    expect(await correosDe(email)).toHaveLength(0);
  });

  it('sends nothing to an invited user who has not activated (the invitation is their way in)', async () => {
    const titular = await createAbogado(deps);
    const invitado = await createInvitedAbogado(deps, titular.id);
    expect((await solicitar(invitado.email)).statusCode).toBe(200);
    expect(await correosDe(invitado.email)).toHaveLength(0);
  });

  it('refuses a malformed address with a Spanish 400', async () => {
    const response = await solicitar('no-es-correo');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CorreoInvalido');
  });

  it('sets the new password once: the old one and the used link stop working', async () => {
    const abogado = await createAbogado(deps);
    await solicitar(abogado.email);
    const token = await tokenDelCorreo(abogado.email);
    const nueva = 'OtraClave2026';
    const response = await restablecer({ token, password: nueva, passwordRepetida: nueva });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.ContrasenaRestablecida });
    expect((await login(abogado.email, nueva)).statusCode).toBe(200);
    expect((await login(abogado.email, FACTORY_PASSWORD)).statusCode).toBe(401);
    const again = await restablecer({ token, password: 'TerceraClave1', passwordRepetida: 'TerceraClave1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'EnlaceRestablecerInvalido',
      message: MESSAGES.EnlaceRestablecerInvalido,
    });
  });

  it('ends every session the user had open', async () => {
    const abogado = await createAbogado(deps);
    expect((await app.inject({ url: '/api/ResumenGeneral', headers: abogado.auth })).statusCode).toBe(200);
    await solicitar(abogado.email);
    const token = await tokenDelCorreo(abogado.email);
    await restablecer({ token, password: 'OtraClave2026', passwordRepetida: 'OtraClave2026' });
    const after = await app.inject({ url: '/api/ResumenGeneral', headers: abogado.auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SesionExpirada');
  });

  it('refuses a link past its 30 minutes', async () => {
    const abogado = await createAbogado(deps);
    await solicitar(abogado.email);
    const token = await tokenDelCorreo(abogado.email);
    await deps.db
      .update(tokensCuenta)
      .set({ venceEn: sql`now() - interval '1 second'` })
      .where(eq(tokensCuenta.idUsuario, abogado.id));
    const response = await restablecer({
      token,
      password: 'OtraClave2026',
      passwordRepetida: 'OtraClave2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('EnlaceRestablecerInvalido');
    expect((await login(abogado.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['corta', 'corta1', 'corta1', 'ContrasenaCorta'],
    ['con #', 'clave#larga1', 'clave#larga1', 'ContrasenaConNumeral'],
    ['distintas', 'ClaveLarga01', 'ClaveLarga02', 'ContrasenasNoCoinciden'],
  ])(
    'applies the seeds’ password rules (%s) and keeps the link usable',
    async (_label, password, passwordRepetida, code) => {
      const abogado = await createAbogado(deps);
      await solicitar(abogado.email);
      const token = await tokenDelCorreo(abogado.email);
      const response = await restablecer({ token, password, passwordRepetida });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code, message: MESSAGES[code as keyof typeof MESSAGES] });
      expect(
        (await restablecer({ token, password: 'ClaveBuena01', passwordRepetida: 'ClaveBuena01' })).statusCode,
      ).toBe(200);
    },
  );

  it('refuses an unknown link', async () => {
    const response = await restablecer({
      token: 'inventado',
      password: 'ClaveBuena01',
      passwordRepetida: 'ClaveBuena01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('EnlaceRestablecerInvalido');
  });

  it('sends at most three links per person and hour, and limits requests per client address', async () => {
    const abogado = await createAbogado(deps);
    for (let i = 0; i < 5; i += 1) expect((await solicitar(abogado.email)).statusCode).toBe(200);
    expect(await correosDe(abogado.email)).toHaveLength(3);
    const ip = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await solicitar(uniqueEmail(), ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps the stored password hash when nothing was reset', async () => {
    const abogado = await createAbogado(deps);
    const [before] = await deps.db.select().from(abogados).where(eq(abogados.id, abogado.id));
    await restablecer({ token: 'x', password: 'ClaveBuena01', passwordRepetida: 'ClaveBuena01' });
    const [after] = await deps.db.select().from(abogados).where(eq(abogados.id, abogado.id));
    expect(after.passwordHash).toBe(before.passwordHash);
  });
});
