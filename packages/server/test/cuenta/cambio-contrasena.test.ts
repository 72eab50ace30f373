import { MESSAGES, PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { createAbogado, createInvitedAbogado, FACTORY_PASSWORD } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

async function signIn(email: string, pwd = FACTORY_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Login',
    headers: { [PUBLIC_API_KEY_HEADER]: PUBLIC_API_KEY },
    payload: { email, pwd },
  });
  return { authorization: `Bearer ${response.json().token}` };
}

const resumen = (headers: { authorization: string }) => app.inject({ url: '/api/ResumenGeneral', headers });

describe('PUT /api/perfil/Contrasena', () => {
  it('changes the password, keeps this device signed in and ends every other session', async () => {
    const abogado = await createAbogado(deps);
    const otroDispositivo = await signIn(abogado.email);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/perfil/Contrasena',
      headers: abogado.auth,
      payload: {
        passwordActual: FACTORY_PASSWORD,
        password: 'NuevaClave2026',
        passwordRepetida: 'NuevaClave2026',
      },
    });
    expect(response.statusCode).toBe(200);
    const nuevo = { authorization: `Bearer ${response.json().token}` };
    expect((await resumen(nuevo)).statusCode).toBe(200);
    for (const viejo of [abogado.auth, otroDispositivo]) {
      const refused = await resumen(viejo);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 'SesionExpirada', message: MESSAGES.SesionExpirada });
    }
    // The new password signs in; a session signed now works.
    expect((await resumen(await signIn(abogado.email, 'NuevaClave2026'))).statusCode).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { passwordActual: 'Equivocada1', password: 'NuevaClave2026', passwordRepetida: 'NuevaClave2026' },
      'ContrasenaActualIncorrecta',
    ],
    [
      'no current password',
      { password: 'NuevaClave2026', passwordRepetida: 'NuevaClave2026' },
      'CamposObligatorios',
    ],
    [
      'a short one',
      { passwordActual: FACTORY_PASSWORD, password: 'corta', passwordRepetida: 'corta' },
      'ContrasenaCorta',
    ],
    [
      'one with #',
      { passwordActual: FACTORY_PASSWORD, password: 'clave#2026', passwordRepetida: 'clave#2026' },
      'ContrasenaConNumeral',
    ],
    [
      'two that differ',
      { passwordActual: FACTORY_PASSWORD, password: 'NuevaClave2026', passwordRepetida: 'NuevaClave2027' },
      'ContrasenasNoCoinciden',
    ],
    [
      'the same one',
      { passwordActual: FACTORY_PASSWORD, password: FACTORY_PASSWORD, passwordRepetida: FACTORY_PASSWORD },
      'ContrasenaNuevaIgual',
    ],
  ])('refuses %s with a Spanish 400 and changes nothing', async (_label, payload, code) => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/perfil/Contrasena',
      headers: abogado.auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message: MESSAGES[code as keyof typeof MESSAGES] });
    expect((await resumen(abogado.auth)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/perfil/Contrasena', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/perfil/CerrarSesiones', () => {
  it('ends every other session of the user, and only of that user', async () => {
    const titular = await createAbogado(deps);
    const otro = await signIn(titular.email);
    const colega = await createAbogado(deps, { esTitular: false, idTitular: titular.id });
    const response = await app.inject({
      method: 'POST',
      url: '/api/perfil/CerrarSesiones',
      headers: titular.auth,
    });
    expect(response.statusCode).toBe(200);
    expect((await resumen({ authorization: `Bearer ${response.json().token}` })).statusCode).toBe(200);
    expect((await resumen(titular.auth)).statusCode).toBe(401);
    expect((await resumen(otro)).statusCode).toBe(401);
    expect((await resumen(colega.auth)).statusCode).toBe(200);
  });

  it('leaves an invited user who activates later with a working session', async () => {
    const titular = await createAbogado(deps);
    const invitado = await createInvitedAbogado(deps, titular.id);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/UsuariosActivos/${invitado.id}/ActivarInvitacion?idControlCambios=${invitado.idControlCambios}`,
      payload: { password: 'ClaveNueva01', passwordRepetida: 'ClaveNueva01', aceptaTerminos: true },
    });
    expect(response.statusCode).toBe(200);
    expect((await resumen({ authorization: `Bearer ${response.json().token}` })).statusCode).toBe(200);
  });
});
