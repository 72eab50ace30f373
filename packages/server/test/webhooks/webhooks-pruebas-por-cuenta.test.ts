/**
 * Adversarial audit: the tests and resends were capped per webhook only, so revoking a webhook and
 * registering the same address again gave a fresh budget each time — the request pump issue 20
 * item 11 closed, reopened. Now also MAX_PRUEBAS_POR_MINUTO_CUENTA per account.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_PRUEBAS_POR_MINUTO,
  MAX_PRUEBAS_POR_MINUTO_CUENTA,
} from '../../src/features/webhooks/limite-pruebas.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

async function nuevoWebhook(abogado: CreatedAbogado): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Webhooks',
    headers: abogado.auth,
    payload: { url: 'https://receptor.example.co/hooks', descripcion: 'misma dirección' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const prueba = (abogado: CreatedAbogado, id: number) =>
  app.inject({ method: 'POST', url: `/api/Webhooks/${id}/Prueba`, headers: abogado.auth });

describe("the account's budget of webhook tests", () => {
  it('is not renewed by revoking the webhook and registering the same address again', async () => {
    const abogado = await createAbogado(deps);
    let enviadas = 0;
    while (enviadas < MAX_PRUEBAS_POR_MINUTO_CUENTA) {
      const id = await nuevoWebhook(abogado);
      for (let i = 0; i < MAX_PRUEBAS_POR_MINUTO && enviadas < MAX_PRUEBAS_POR_MINUTO_CUENTA; i++) {
        expect((await prueba(abogado, id)).statusCode).toBe(201);
        enviadas += 1;
      }
      await app.inject({ method: 'DELETE', url: `/api/Webhooks/${id}`, headers: abogado.auth });
    }
    const otra = await prueba(abogado, await nuevoWebhook(abogado));
    expect(otra.statusCode).toBe(429);
    expect(otra.json()).toEqual({
      code: 'DemasiadasPruebasWebhook',
      message: `Ya enviaste ${MAX_PRUEBAS_POR_MINUTO_CUENTA} pruebas o reenvíos desde tu cuenta en el último minuto. Espera un momento e inténtalo de nuevo.`,
    });
    // Another account's budget is its own.
    const vecina = await createAbogado(deps);
    expect((await prueba(vecina, await nuevoWebhook(vecina))).statusCode).toBe(201);
  });
});
