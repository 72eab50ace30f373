import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerDevSimulator } from './simulador.ts';

describe('GET /dev/simulador', () => {
  it('answers the URL of the court simulator the process uses', async () => {
    const app = Fastify();
    registerDevSimulator(app, 'http://127.0.0.1:40123');
    const response = await app.inject({ method: 'GET', url: '/dev/simulador' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'http://127.0.0.1:40123' });
    await app.close();
  });
});
