import { describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

const { app } = await createTestApp({ BODY_LIMIT_BYTES: '2048' });

describe('bad input never gives a 500', () => {
  it.each([
    ['bad JSON', '{"email": ', 'application/json', 400],
    ['a JSON array', '[1,2]', 'application/json', 400],
    ['wrong types', JSON.stringify({ email: 5, password: true, nombre: [] }), 'application/json', 400],
    ['an oversized body', JSON.stringify({ nombre: 'x'.repeat(5000) }), 'application/json', 413],
    ['an unsupported content type', 'nombre=x', 'application/x-www-form-urlencoded', 415],
  ])('%s → %d with a Spanish message', async (_label, payload, contentType, status) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Account',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.code).toEqual(expect.any(String));
    expect(body.message).toMatch(/solicitud/i);
  });

  it('lists the failing fields in Spanish', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/Account', payload: { email: 5 } });
    expect(response.json().campos.email).toMatch(/se esperaba texto/i);
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const response = await app.inject({ url: '/api/NoExiste' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NoEncontrado', message: 'El recurso solicitado no existe.' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths['/api/Login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('pwd');
    expect(document.paths['/api/Account'].post.responses['201']).toBeDefined();
  });
});
