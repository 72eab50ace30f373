import { MESSAGES } from '@expediente/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, correos } from '../../src/db/schema.ts';
import { uniqueEmail } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

function signUp(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/Account', payload: body });
}

const valid = () => ({
  nombre: 'María José Núñez',
  email: uniqueEmail(),
  password: 'clave12345',
  aceptaTerminos: true,
});

describe('POST /api/Account', () => {
  it('creates the account, answers a token and sends the welcome e-mail', async () => {
    const body = valid();
    const response = await signUp(body);
    expect(response.statusCode).toBe(201);
    const reply = response.json();
    expect(reply.message).toBe('Cuenta creada correctamente');
    expect(reply.tokenExpedienteDigital).toBe(reply.token);
    const [stored] = await deps.db.select().from(abogados).where(eq(abogados.email, body.email));
    expect(stored.nombre).toBe('María José Núñez');
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    const [mail] = await deps.db.select().from(correos).where(eq(correos.idAbogado, stored.id));
    expect(mail).toMatchObject({
      para: body.email,
      asunto: 'Te damos la bienvenida a Expediente Digital',
      estado: 'guardado',
    });
    expect(mail.texto).toContain('Hola, María José Núñez');
    expect(mail.html).toContain('<a href="http://localhost:3000/auth/sign-in"');
  });

  it('normalises the name (trim, collapse spaces)', async () => {
    const body = { ...valid(), nombre: '  Pedro    Pablo  ' };
    expect((await signUp(body)).statusCode).toBe(201);
    const [stored] = await deps.db.select().from(abogados).where(eq(abogados.email, body.email));
    expect(stored.nombre).toBe('Pedro Pablo');
  });

  it.each([
    ['missing name', { nombre: undefined }, 'CamposObligatorios'],
    ['blank e-mail', { email: '   ' }, 'CamposObligatorios'],
    ['empty password', { password: '' }, 'CamposObligatorios'],
    ['name over 100 characters', { nombre: 'a'.repeat(101) }, 'NombreMuyLargo'],
    ['special characters in the name', { nombre: 'Ana <script>' }, 'NombreCaracteresEspecialesServidor'],
    ['a link in the name', { nombre: 'visita www ejemplo' }, 'NombreConEnlaces'],
    ['bad e-mail', { email: '.ana@correo.co' }, 'CorreoInvalido'],
    ['e-mail without ending', { email: 'ana@correo' }, 'CorreoInvalido'],
    ['short password', { password: 'corta1' }, 'ContrasenaCorta'],
    ['terms not accepted', { aceptaTerminos: false }, 'TerminosNoAceptados'],
    ['password with #', { password: 'clave#12345' }, 'ContrasenaConNumeral'],
  ] as const)('rejects %s with the seed message', async (_label, change, code) => {
    const response = await signUp({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message: MESSAGES[code] });
  });

  it('checks the rules in the seed order (name length before e-mail before password)', async () => {
    const response = await signUp({
      nombre: 'a'.repeat(120),
      email: 'malo',
      password: '1',
      aceptaTerminos: false,
    });
    expect(response.json().code).toBe('NombreMuyLargo');
    const second = await signUp({ nombre: 'Ana', email: 'malo', password: '1', aceptaTerminos: false });
    expect(second.json().code).toBe('CorreoInvalido');
  });

  it('answers 409 "El correo electrónico ya está en uso" for a taken e-mail, whatever its case', async () => {
    const body = valid();
    expect((await signUp(body)).statusCode).toBe(201);
    const again = await signUp({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CorreoEnUso', message: MESSAGES.CorreoEnUso });
  });

  it('keeps the referral invitation id', async () => {
    const body = { ...valid(), idInvitacionUsuarioReferido: 'inv-77' };
    expect((await signUp(body)).statusCode).toBe(201);
    const [stored] = await deps.db.select().from(abogados).where(eq(abogados.email, body.email));
    expect(stored.idInvitacionReferido).toBe('inv-77');
  });
});
