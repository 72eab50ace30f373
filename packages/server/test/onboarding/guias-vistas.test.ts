/**
 * The guides' seen flags (seed 002 §3, §7): PUT UsuarioExpedienteDigital/GuiaBienvenida/Visto,
 * /GuiaNotificaciones/Visto and /pestanyaNotificaciones/Visto set the flags that GET
 * UsuarioExpedienteDigital answers, for the person who called only.
 */
import { describe, expect, it } from 'vitest';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

const LLAMADAS = [
  ['GuiaBienvenida', 'yaAccedioPorPrimeraVez'],
  ['GuiaNotificaciones', 'guiaNotificacionesVista'],
  ['pestanyaNotificaciones', 'yaAccedioPorPrimeraVezNotificaciones'],
] as const;

async function flags(usuario: CreatedAbogado) {
  const response = await app.inject({ url: '/api/UsuarioExpedienteDigital', headers: usuario.auth });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    yaAccedioPorPrimeraVez: body.yaAccedioPorPrimeraVez,
    guiaNotificacionesVista: body.guiaNotificacionesVista,
    yaAccedioPorPrimeraVezNotificaciones: body.yaAccedioPorPrimeraVezNotificaciones,
  };
}

const NADA_VISTO = {
  yaAccedioPorPrimeraVez: false,
  guiaNotificacionesVista: false,
  yaAccedioPorPrimeraVezNotificaciones: false,
};

describe('PUT /api/UsuarioExpedienteDigital/{guía}/Visto', () => {
  for (const [guia, flag] of LLAMADAS) {
    it(`${guia} sets ${flag} for the caller only, idempotently`, async () => {
      const titular = await createAbogado(deps);
      const asociado = await createAbogado(deps, { esTitular: false, idTitular: titular.id });
      const otro = await createAbogado(deps);
      expect(await flags(titular)).toEqual(NADA_VISTO);

      for (let vez = 0; vez < 2; vez++) {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/UsuarioExpedienteDigital/${guia}/Visto`,
          headers: titular.auth,
        });
        expect(response.statusCode, response.body).toBe(204);
      }
      // Only this flag changed, only for the caller: its associated user and other accounts keep theirs.
      expect(await flags(titular)).toEqual({ ...NADA_VISTO, [flag]: true });
      expect(await flags(asociado)).toEqual(NADA_VISTO);
      expect(await flags(otro)).toEqual(NADA_VISTO);
    });
  }

  it("an associated user's call marks its own flag, not the holder's", async () => {
    const titular = await createAbogado(deps);
    const asociado = await createAbogado(deps, { esTitular: false, idTitular: titular.id });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/UsuarioExpedienteDigital/GuiaBienvenida/Visto',
      headers: asociado.auth,
    });
    expect(response.statusCode).toBe(204);
    expect((await flags(asociado)).yaAccedioPorPrimeraVez).toBe(true);
    expect((await flags(titular)).yaAccedioPorPrimeraVez).toBe(false);
  });

  it('without a session answers 401 in Spanish; an unknown guide 404', async () => {
    for (const [guia] of LLAMADAS) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/UsuarioExpedienteDigital/${guia}/Visto`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const usuario = await createAbogado(deps);
    const desconocida = await app.inject({
      method: 'PUT',
      url: '/api/UsuarioExpedienteDigital/GuiaInventada/Visto',
      headers: usuario.auth,
    });
    expect(desconocida.statusCode).toBe(404);
    expect(await flags(usuario)).toEqual(NADA_VISTO);
  });
});
