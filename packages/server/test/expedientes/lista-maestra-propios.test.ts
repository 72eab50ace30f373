/**
 * Adversarial audit: every distinct name sent to POST /api/ListaMaestra was a new row of the
 * account, and the procedural-stage picker lists them all — a loop of names grew both without
 * end. Now VALORES_PROPIOS_LISTA_MAESTRA per account, then a Spanish 403; a name it already has
 * is still reused, and the shared stages are not counted.
 */
import { formatMessage, VALORES_PROPIOS_LISTA_MAESTRA } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { sembrarEtapasProcesales } from '../../src/features/expedientes/lista-maestra.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();
// The shared stages, as the server seeds them at start-up: without them 'Pruebas' below was a new
// name, and the test passed only where an earlier file had seeded them in the same database.
await sembrarEtapasProcesales(deps.db);

const crear = (abogado: CreatedAbogado, valor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ListaMaestra',
    headers: abogado.auth,
    payload: { codigo: 'EtapaProcesal', valor },
  });

describe('values of its own an account adds to the master lists', () => {
  it('are bounded: past the limit a new name answers 403 LimiteListaMaestra', async () => {
    const abogado = await createAbogado(deps);
    for (let n = 1; n <= VALORES_PROPIOS_LISTA_MAESTRA; n++)
      expect((await crear(abogado, `Etapa propia ${n}`)).statusCode, `valor ${n}`).toBe(201);
    const rechazado = await crear(abogado, 'Una más');
    expect(rechazado.statusCode).toBe(403);
    expect(rechazado.json()).toEqual({
      code: 'LimiteListaMaestra',
      message: formatMessage('LimiteListaMaestra', { max: VALORES_PROPIOS_LISTA_MAESTRA }),
    });
    // A name it already has, or a shared stage, is reused as before.
    expect((await crear(abogado, 'etapa PROPIA 7')).statusCode).toBe(200);
    expect((await crear(abogado, 'Pruebas')).statusCode).toBe(200);
    const lista = await app.inject({ url: '/api/ListaMaestra?codigo=EtapaProcesal', headers: abogado.auth });
    expect(lista.json().map((fila: { valor: string }) => fila.valor)).not.toContain('Una más');
  }, 60_000);
});
