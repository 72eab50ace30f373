/**
 * Issue 20 items 6 and 7: invitations capped per account and day, no links in the invited name,
 * secrets kept hashed and valid 7 days, a pending invitation never blocks its owner's sign-up, and
 * sign-ups limited per client address.
 */
import { MESSAGES } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, correos } from '../../src/db/schema.ts';
import { tokensCuenta } from '../../src/db/schema-credenciales.ts';
import { INVITACIONES_POR_DIA } from '../../src/features/control-cambios/usuarios.ts';
import { createAbogado, uniqueEmail } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp({ SIGNUP_RATE_LIMIT: '3' });

let address = 0;
const nextAddress = () => `10.30.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

function invitar(auth: { authorization: string }, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/Abogado/UsuariosAsociados', headers: auth, payload });
}

function registrar(email: string, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/Account',
    remoteAddress,
    payload: { nombre: 'Laura Gómez', email, password: 'ClaveSegura1', aceptaTerminos: true },
  });
}

async function invitacionesEnviadas(idAbogado: number) {
  return deps.db
    .select()
    .from(correos)
    .where(and(eq(correos.idAbogado, idAbogado), eq(correos.plantilla, 'invitacion-usuario-asociado')));
}

function secretoDe(texto: string): string {
  const match = /idControlCambios=([^\s&"]+)/.exec(texto);
  if (!match) throw new Error('sin enlace de activación');
  return decodeURIComponent(match[1]);
}

function activar(id: number, secreto: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/UsuariosActivos/${id}/ActivarInvitacion?idControlCambios=${encodeURIComponent(secreto)}`,
    payload: { password: 'ClaveSegura1', passwordRepetida: 'ClaveSegura1', aceptaTerminos: true },
  });
}

describe('invitations of associated users', () => {
  it.each([
    ['a URL', 'Gana dinero en https://estafa.example'],
    ['a www address', 'Visita www ejemplo'],
    ['a domain', 'Premio en ganador.com'],
    ['markup', '<b>Pedro</b>'],
  ])('refuse a name with %s, and send nothing', async (_label, nombre) => {
    const titular = await createAbogado(deps);
    const response = await invitar(titular.auth, { email: uniqueEmail('inv'), nombre });
    expect(response.statusCode).toBe(400);
    expect(['NombreConEnlaces', 'NombreCaracteresEspeciales']).toContain(response.json().code);
    expect(await invitacionesEnviadas(titular.id)).toHaveLength(0);
  });

  it(`send at most ${INVITACIONES_POR_DIA} a day per account, with a Spanish 429`, async () => {
    const titular = await createAbogado(deps);
    const otro = await createAbogado(deps);
    expect((await invitar(titular.auth, { email: uniqueEmail('inv'), nombre: 'Ana Ruiz' })).statusCode).toBe(
      201,
    );
    // The rest of the day's budget, as e-mails already sent.
    const [primera] = await invitacionesEnviadas(titular.id);
    await deps.db.insert(correos).values(
      Array.from({ length: INVITACIONES_POR_DIA - 1 }, () => ({
        idAbogado: titular.id,
        para: uniqueEmail('x'),
        asunto: primera.asunto,
        texto: '',
        html: '',
        plantilla: 'invitacion-usuario-asociado',
        estado: 'guardado' as const,
      })),
    );
    const refused = await invitar(titular.auth, { email: uniqueEmail('inv'), nombre: 'Luis Mora' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'DemasiadasInvitaciones',
      message: `Ya enviaste ${INVITACIONES_POR_DIA} invitaciones hoy. Podrás invitar a más personas mañana.`,
    });
    // Another account's budget is its own.
    expect((await invitar(otro.auth, { email: uniqueEmail('inv'), nombre: 'Luis Mora' })).statusCode).toBe(
      201,
    );
  });

  it('keep only the hash of the e-mailed secret, valid for 7 days', async () => {
    const titular = await createAbogado(deps);
    const email = uniqueEmail('inv');
    const invited = await invitar(titular.auth, { email, nombre: 'Ana Ruiz' });
    const [mail] = await deps.db.select().from(correos).where(eq(correos.para, email));
    const secreto = secretoDe(mail.texto);
    const [row] = await deps.db.select().from(abogados).where(eq(abogados.id, invited.json().id));
    expect(JSON.stringify(row)).not.toContain(secreto);
    const [token] = await deps.db
      .select({
        tokenHash: tokensCuenta.tokenHash,
        dias: sql<number>`round(extract(epoch from ${tokensCuenta.venceEn} - ${tokensCuenta.creadoEn}) / 86400)::int`,
      })
      .from(tokensCuenta)
      .where(eq(tokensCuenta.idUsuario, row.id));
    expect(token.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token.tokenHash).not.toContain(secreto);
    expect(token.dias).toBe(7);
    expect((await activar(row.id, secreto)).statusCode).toBe(200);
  });

  it('expire after 7 days', async () => {
    const titular = await createAbogado(deps);
    const email = uniqueEmail('inv');
    const invited = await invitar(titular.auth, { email, nombre: 'Ana Ruiz' });
    const [mail] = await deps.db.select().from(correos).where(eq(correos.para, email));
    await deps.db
      .update(tokensCuenta)
      .set({ venceEn: sql`now() - interval '1 minute'` })
      .where(eq(tokensCuenta.idUsuario, invited.json().id));
    const response = await activar(invited.json().id, secretoDe(mail.texto));
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ code: 'InvitacionVencida', message: MESSAGES.InvitacionVencida });
  });

  it('never block sign-up: the invited person who signs up gets an account of their own', async () => {
    const titular = await createAbogado(deps);
    const email = uniqueEmail('inv');
    const invited = await invitar(titular.auth, { email, nombre: 'Ana Ruiz' });
    const response = await registrar(email.toUpperCase());
    expect(response.statusCode).toBe(201);
    const [own] = await deps.db.select().from(abogados).where(sql`lower(${abogados.email}) = ${email}`);
    expect(own).toMatchObject({ esTitular: true, idTitular: null, estado: 'activo' });
    expect(own.id).not.toBe(invited.json().id);
    const list = await app.inject({ url: '/api/Abogado/UsuariosAsociados', headers: titular.auth });
    expect(list.json()).toEqual([]);
    // An active account still keeps its address.
    expect((await registrar(email)).statusCode).toBe(409);
  });
});

describe('sign-up per client address', () => {
  it('allows a few accounts an hour from one address, then answers a Spanish 429', async () => {
    const ip = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await registrar(uniqueEmail('r'), ip)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const refused = await registrar(uniqueEmail('r'), ip);
    expect(refused.json()).toEqual({ code: 'DemasiadosRegistros', message: MESSAGES.DemasiadosRegistros });
    expect((await registrar(uniqueEmail('r'))).statusCode).toBe(201);
  });

  it('counts probes of taken addresses, not forms with a typo', async () => {
    const ip = nextAddress();
    const taken = await createAbogado(deps);
    for (let i = 0; i < 5; i += 1)
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/Account',
            remoteAddress: ip,
            payload: { nombre: 'Laura', email: 'mal', password: 'x', aceptaTerminos: true },
          })
        ).statusCode,
      ).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await registrar(taken.email, ip)).statusCode);
    expect(codes).toEqual([409, 409, 409, 429]);
  });
});
