/**
 * Product communications (seed 002 §3, §7, issue 12 item 7): an administrator publishes one, every
 * user reads the active one with its own seen flag and marks it seen with
 * PUT /api/ComunicacionesProducto/Visto/{id}?dispositivo=0; non-administrators get 403.
 */
import { MENSAJES_COMUNICACION } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comunicacionesProducto, comunicacionesVistas } from '../../src/db/schema-administracion.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

async function publicar(admin: CreatedAbogado, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/ComunicacionesProducto', headers: admin.auth, payload });
}

async function activa(usuario: CreatedAbogado) {
  const response = await app.inject({ url: '/api/ComunicacionesProducto/Activa', headers: usuario.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function marcarVisto(usuario: CreatedAbogado, id: number | string, query = '?dispositivo=0') {
  return app.inject({
    method: 'PUT',
    url: `/api/ComunicacionesProducto/Visto/${id}${query}`,
    headers: usuario.auth,
  });
}

describe('ComunicacionesProducto', () => {
  it('an administrator publishes; each user sees it unseen until it marks it seen, on its own flag', async () => {
    const admin = await createAbogado(deps, { esAdministrador: true });
    const titular = await createAbogado(deps);
    const asociado = await createAbogado(deps, { esTitular: false, idTitular: titular.id });
    const otro = await createAbogado(deps);

    const publicada = await publicar(admin, {
      tipo: 2,
      titulo: 'Novedades de noviembre',
      contenidoHtml: '<p>Ahora <strong>Tito</strong> prioriza tus cambios.</p>',
    });
    expect(publicada.statusCode, publicada.body).toBe(201);
    const { id } = publicada.json();

    for (const usuario of [titular, asociado, otro]) {
      expect(await activa(usuario)).toEqual({
        existeComunicacionActiva: true,
        visto: false,
        id,
        tipo: 2,
        titulo: 'Novedades de noviembre',
        contenidoHtml: '<p>Ahora <strong>Tito</strong> prioriza tus cambios.</p>',
        url: null,
      });
    }

    expect((await marcarVisto(titular, id)).statusCode).toBe(204);
    // Idempotent: a second call (another tab) changes nothing and does not fail.
    expect((await marcarVisto(titular, id)).statusCode).toBe(204);
    expect((await activa(titular)).visto).toBe(true);
    // The associated user shares the account but not the seen flag; another account neither.
    expect((await activa(asociado)).visto).toBe(false);
    expect((await activa(otro)).visto).toBe(false);

    const vistas = await deps.db
      .select()
      .from(comunicacionesVistas)
      .where(eq(comunicacionesVistas.idComunicacion, id));
    expect(vistas.map((fila) => [fila.idUsuario, fila.dispositivo])).toEqual([[titular.id, 0]]);
  });

  it('a new publication replaces the active one, and a retired one is no longer active', async () => {
    const admin = await createAbogado(deps, { esAdministrador: true });
    const usuario = await createAbogado(deps);
    const primera = (
      await publicar(admin, { tipo: 3, titulo: 'Video', url: 'https://video.ejemplo.co/v/1' })
    ).json();
    const segunda = (
      await publicar(admin, { tipo: 1, titulo: 'Encuesta', url: 'https://encuestas.ejemplo.co/f/2' })
    ).json();
    const leida = await activa(usuario);
    expect(leida).toMatchObject({
      id: segunda.id,
      tipo: 1,
      url: 'https://encuestas.ejemplo.co/f/2',
      contenidoHtml: '',
    });
    const [anterior] = await deps.db
      .select({ activa: comunicacionesProducto.activa })
      .from(comunicacionesProducto)
      .where(eq(comunicacionesProducto.id, primera.id));
    expect(anterior.activa).toBe(false);

    const retirada = await app.inject({
      method: 'PUT',
      url: `/api/ComunicacionesProducto/${segunda.id}/Retirar`,
      headers: admin.auth,
    });
    expect(retirada.statusCode, retirada.body).toBe(200);
    expect(await activa(usuario)).toEqual({
      existeComunicacionActiva: false,
      visto: false,
      id: null,
      tipo: null,
      titulo: null,
      contenidoHtml: null,
      url: null,
    });

    const lista = await app.inject({ url: '/api/ComunicacionesProducto', headers: admin.auth });
    expect(lista.statusCode).toBe(200);
    const ids = lista.json().map((c: { id: number }) => c.id);
    expect(ids.indexOf(segunda.id)).toBeLessThan(ids.indexOf(primera.id));
  });

  it('sanitises the HTML before storing it', async () => {
    const admin = await createAbogado(deps, { esAdministrador: true });
    const response = await publicar(admin, {
      tipo: 2,
      titulo: 'Aviso',
      contenidoHtml:
        '<p onclick="robar()">Hola<script>alert(1)</script> <a href="javascript:alert(2)">aquí</a></p><img src=x onerror=alert(3)>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [guardada] = await deps.db
      .select({ contenidoHtml: comunicacionesProducto.contenidoHtml })
      .from(comunicacionesProducto)
      .where(eq(comunicacionesProducto.id, response.json().id));
    expect(guardada.contenidoHtml).toBe('<p>Hola <a>aquí</a></p>');
  });

  it('refuses a non-administrator with 403 and stores nothing', async () => {
    const usuario = await createAbogado(deps);
    // An associate of an administrator is not an administrator.
    const admin = await createAbogado(deps, { esAdministrador: true });
    const asociadoDeAdmin = await createAbogado(deps, { esTitular: false, idTitular: admin.id });
    const publicada = (
      await publicar(admin, { tipo: 2, titulo: 'Vigente', contenidoHtml: '<p>Vigente</p>' })
    ).json();
    for (const intruso of [usuario, asociadoDeAdmin]) {
      const response = await publicar(intruso, { tipo: 2, titulo: 'Falsa', contenidoHtml: '<p>Falsa</p>' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'SoloAdministrador',
        message: MENSAJES_COMUNICACION.soloAdministrador,
      });
      const retirar = await app.inject({
        method: 'PUT',
        url: `/api/ComunicacionesProducto/${publicada.id}/Retirar`,
        headers: intruso.auth,
      });
      expect(retirar.statusCode).toBe(403);
      expect(
        (await app.inject({ url: '/api/ComunicacionesProducto', headers: intruso.auth })).statusCode,
      ).toBe(403);
    }
    expect((await activa(usuario)).id).toBe(publicada.id);
    const falsas = await deps.db
      .select()
      .from(comunicacionesProducto)
      .where(eq(comunicacionesProducto.titulo, 'Falsa'));
    expect(falsas).toHaveLength(0);
  });

  it('answers every bad publication with Spanish field messages (400) and keeps the active one', async () => {
    const admin = await createAbogado(deps, { esAdministrador: true });
    const vigente = (
      await publicar(admin, { tipo: 2, titulo: 'Vigente', contenidoHtml: '<p>Sigue</p>' })
    ).json();
    const casos: [Record<string, unknown>, Record<string, string>][] = [
      [{ tipo: 9, titulo: 'X', contenidoHtml: '<p>x</p>' }, { tipo: MENSAJES_COMUNICACION.tipoInvalido }],
      [
        { tipo: 2, titulo: '   ', contenidoHtml: '<p>x</p>' },
        { titulo: MENSAJES_COMUNICACION.tituloRequerido },
      ],
      [
        { tipo: 2, titulo: 'a'.repeat(121), contenidoHtml: '<p>x</p>' },
        { titulo: MENSAJES_COMUNICACION.tituloLargo },
      ],
      [
        { tipo: 2, titulo: 'Vacío', contenidoHtml: '<script>alert(1)</script>' },
        { contenidoHtml: MENSAJES_COMUNICACION.htmlRequerido },
      ],
      [{ tipo: 1, titulo: 'Encuesta' }, { url: MENSAJES_COMUNICACION.urlRequerida }],
      [{ tipo: 3, titulo: 'Video', url: 'javascript:alert(1)' }, { url: MENSAJES_COMUNICACION.urlInvalida }],
      [{ tipo: 3, titulo: 'Video', url: 'http://inseguro.co/v' }, { url: MENSAJES_COMUNICACION.urlInvalida }],
    ];
    for (const [payload, campos] of casos) {
      const response = await publicar(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        code: 'ComunicacionInvalida',
        message: MENSAJES_COMUNICACION.invalida,
        campos,
      });
    }
    const malformada = await publicar(admin, { tipo: 'uno', titulo: 5 });
    expect(malformada.statusCode).toBe(400);
    expect(malformada.json().message).toMatch(/[a-záéíóú]/i);
    const usuario = await createAbogado(deps);
    expect((await activa(usuario)).id).toBe(vigente.id);
  });

  it('marking seen: unknown id 404, bad id or dispositivo 400, no session 401', async () => {
    const usuario = await createAbogado(deps);
    expect((await marcarVisto(usuario, 2_000_000_000)).statusCode).toBe(404);
    expect((await marcarVisto(usuario, 2_000_000_000)).json().message).toBe(
      MENSAJES_COMUNICACION.noEncontrada,
    );
    expect((await marcarVisto(usuario, 'abc')).statusCode).toBe(400);
    expect((await marcarVisto(usuario, -1)).statusCode).toBe(400);
    const admin = await createAbogado(deps, { esAdministrador: true });
    const { id } = (await publicar(admin, { tipo: 2, titulo: 'T', contenidoHtml: '<p>T</p>' })).json();
    expect((await marcarVisto(usuario, id, '?dispositivo=7')).statusCode).toBe(400);
    expect((await marcarVisto(usuario, id, '?dispositivo=web')).statusCode).toBe(400);
    const sinSesion = await app.inject({
      method: 'PUT',
      url: `/api/ComunicacionesProducto/Visto/${id}?dispositivo=0`,
    });
    expect(sinSesion.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/ComunicacionesProducto/Activa' })).statusCode).toBe(401);
    const vistas = await deps.db
      .select()
      .from(comunicacionesVistas)
      .where(
        and(eq(comunicacionesVistas.idComunicacion, id), eq(comunicacionesVistas.idUsuario, usuario.id)),
      );
    expect(vistas).toHaveLength(0);
  });
});
