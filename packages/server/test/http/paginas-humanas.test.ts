/**
 * Links a person opens from an e-mail or pastes in the browser (issue 21, item 12): when bad or
 * expired they answer a Spanish HTML page with a way onward and the error's own 4xx status, never
 * the `{code, message}` JSON — which the web app's own fetches keep receiving.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_PURPOSE } from '../../src/features/informe-diario/construir-informe-diario.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

/** What Chromium sends when the address is opened from a mail client or typed. */
const NAVEGACION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
};

function expectPagina(response: Awaited<ReturnType<typeof app.inject>>, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
  expect(response.body).toMatch(/^<!doctype html><html lang="es-CO">/);
  expect(response.body).toContain('<meta name="viewport"');
  expect(response.body).not.toContain('"code"');
  expect(response.body).toMatch(/<a href="\/admin\//);
}

const cancelar = (token: string) =>
  `/api/InformeDiario/CancelarSuscripcion?token=${encodeURIComponent(token)}`;

describe('a link opened by a person', () => {
  it('to unsubscribe, expired or forged, talks about unsubscribing and leads to the settings', async () => {
    const abogado = await createAbogado(deps);
    const vencido = await deps.tokens.signLink(
      { purpose: UNSUBSCRIBE_PURPOSE, subject: String(abogado.id), idAbogado: abogado.id },
      -60,
    );
    const deDescarga = await deps.tokens.signLink(
      { purpose: 'documento-anexo', subject: '1', idAbogado: abogado.id },
      600,
    );
    for (const token of [vencido, deDescarga, 'x'.repeat(40)]) {
      for (const method of ['GET', 'POST'] as const) {
        // No navigation headers: a mail client's one-click POST gets the same page.
        const response = await app.inject({ method, url: cancelar(token) });
        expectPagina(response, 403);
        expect(response.body).toContain('dejar de recibir el informe diario');
        expect(response.body).toContain('href="/admin/NotificacionesCambio/Configuracion"');
        expect(response.body).not.toMatch(/descarga/i);
      }
    }
    const suspendido = await deps.db.execute(
      sql`select 1 from preferencias_notificacion where id_abogado = ${abogado.id} and correo_diario_suspendido`,
    );
    expect(suspendido.rows).toHaveLength(0);
  });

  it('to unsubscribe, valid, asks first and confirms on POST', async () => {
    const abogado = await createAbogado(deps);
    const token = await deps.tokens.signLink(
      { purpose: UNSUBSCRIBE_PURPOSE, subject: String(abogado.id), idAbogado: abogado.id },
      600,
    );
    const pregunta = await app.inject({ url: cancelar(token), headers: NAVEGACION });
    expectPagina(pregunta, 200);
    expect(pregunta.body).toContain('<form method="post">');
    const hecho = await app.inject({ method: 'POST', url: cancelar(token) });
    expectPagina(hecho, 200);
    expect(hecho.body).toContain('ya no recibirás el informe diario');
  });

  it('to a download, a calendar feed or an unknown address shows a page with the message', async () => {
    const abogado = await createAbogado(deps);
    const vencido = await deps.tokens.signLink(
      { purpose: 'documento-anexo', subject: '1', idAbogado: abogado.id },
      -60,
    );
    const descarga = `/api/DocumentosAnexos/Descarga?token=${encodeURIComponent(vencido)}`;
    const sinSesion = await app.inject({ url: descarga, headers: NAVEGACION });
    expectPagina(sinSesion, 401);
    const conSesion = await app.inject({ url: descarga, headers: { ...NAVEGACION, ...abogado.auth } });
    expectPagina(conSesion, 403);
    expect(conSesion.body).toContain('El enlace de descarga venció.');

    const feed = await app.inject({ url: `/calendario/${'a'.repeat(43)}.ics`, headers: NAVEGACION });
    expectPagina(feed, 404);
    const desconocida = await app.inject({ url: '/api/NoExiste/Enlace', headers: NAVEGACION });
    expectPagina(desconocida, 404);
    expect(desconocida.body).toContain('No encontramos lo que buscas');
  });

  it("keeps answering JSON to the web app's fetches", async () => {
    const abogado = await createAbogado(deps);
    const vencido = await deps.tokens.signLink(
      { purpose: 'documento-anexo', subject: '1', idAbogado: abogado.id },
      -60,
    );
    const response = await app.inject({
      url: `/api/DocumentosAnexos/Descarga?token=${encodeURIComponent(vencido)}`,
      headers: { accept: 'application/json', ...abogado.auth },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EnlaceDescargaVencido');
    const desconocida = await app.inject({ url: '/api/NoExiste/Enlace' });
    expect(desconocida.statusCode).toBe(404);
    expect(desconocida.json().code).toBe('NoEncontrado');
  });
});
