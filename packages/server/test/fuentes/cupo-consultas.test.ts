/**
 * Adversarial audit: every activation, and every source of a new case, makes the courts be asked at
 * once and e-mails the result. A free account looping 'Desactivar'/'Activar' on one case (or
 * deleting and registering it again) asked the courts about eight requests per turn without end.
 * The account's lookups are now counted over 24 hours (LIMITES_PLAN.consultasPorDia).
 */
import { formatMessage, LIMITES_PLAN } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultasPedidas, expedientes, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { uniqueRadicado } from '../expedientes/factories.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

// No worker: the activations stay queued, so the loop measures what the requests ask for.
const { app, deps } = await createTestApp();
const MAX = LIMITES_PLAN.prueba.consultasPorDia;

function registrar(abogado: CreatedAbogado, radicado: string) {
  return app.inject({
    method: 'POST',
    url: '/api/Expedientes',
    headers: abogado.auth,
    payload: { numero: radicado, fuentesDatos: [{ idFuenteDatos: 2, informacionRegistro: [] }] },
  });
}

function fuente(abogado: CreatedAbogado, id: number, accion: 'Activar' | 'Desactivar') {
  return app.inject({
    method: 'PUT',
    url: `/api/Expedientes/${id}/ProcesosEnFuente/Unificada/${accion}`,
    headers: abogado.auth,
    ...(accion === 'Activar' ? { payload: {} } : {}),
  });
}

/** The lookups the account already asked for earlier today, as if it had looped until now. */
async function yaPidio(abogado: CreatedAbogado, cantidad: number) {
  await deps.db.insert(consultasPedidas).values({ idAbogado: abogado.id, cantidad });
}

describe("the account's daily quota of source lookups", () => {
  it('ends a deactivate-activate loop with a Spanish 429 and leaves the source as it was', async () => {
    const abogado = await createAbogado(deps);
    const creado = await registrar(abogado, uniqueRadicado());
    expect(creado.statusCode).toBe(201);
    const id = creado.json().id as number;
    // The case's own source was one lookup; the day's earlier ones leave room for three turns, each
    // of which asks for one more.
    await yaPidio(abogado, MAX - 4);
    for (let turno = 1; turno <= 3; turno++) {
      expect((await fuente(abogado, id, 'Desactivar')).statusCode).toBe(200);
      const activada = await fuente(abogado, id, 'Activar');
      expect(activada.statusCode, `turno ${turno}`).toBe(200);
    }
    expect((await fuente(abogado, id, 'Desactivar')).statusCode).toBe(200);
    const rechazada = await fuente(abogado, id, 'Activar');
    expect(rechazada.statusCode).toBe(429);
    expect(rechazada.json()).toEqual({
      code: 'LimiteConsultasDia',
      message: formatMessage('LimiteConsultasDia', { max: MAX }),
    });
    const [fila] = await deps.db
      .select({ activo: procesosEnFuente.activo })
      .from(procesosEnFuente)
      .where(and(eq(procesosEnFuente.idExpediente, id), eq(procesosEnFuente.tipoFuente, 2)));
    expect(fila.activo).toBe(false);

    // Deleting the case and registering it again is no way around it: refused, nothing saved.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/Expedientes/${id}`, headers: abogado.auth }))
        .statusCode,
    ).toBe(200);
    const otraVez = await registrar(abogado, uniqueRadicado());
    expect(otraVez.statusCode).toBe(429);
    expect(otraVez.json().code).toBe('LimiteConsultasDia');
    const casos = await deps.db.select().from(expedientes).where(eq(expedientes.idAbogado, abogado.id));
    expect(casos).toHaveLength(0);

    // Another account's quota is its own.
    const otra = await createAbogado(deps);
    expect((await registrar(otra, uniqueRadicado())).statusCode).toBe(201);
  });

  it('does not count an activation refused for another reason (the source already active)', async () => {
    const abogado = await createAbogado(deps);
    const creado = await registrar(abogado, uniqueRadicado());
    const id = creado.json().id as number;
    // One lookup left: if a refused activation counted, the last one below would be refused too.
    await yaPidio(abogado, MAX - 2);
    for (let intento = 0; intento < 5; intento++) {
      const respuesta = await fuente(abogado, id, 'Activar');
      expect(respuesta.json().code).toBe('YaExisteProcesoRegistradoEnLafuente');
    }
    expect((await fuente(abogado, id, 'Desactivar')).statusCode).toBe(200);
    expect((await fuente(abogado, id, 'Activar')).statusCode).toBe(200);
  });
});
