/**
 * Adversarial audit: the documents tab asks the source at most once per process every ten
 * minutes, but nothing bounded the account — a hundred cases read again and again asked the courts
 * for thousands of requests an hour. Each read now counts in the account's daily lookups; with them
 * spent the stored documents answer, and a tab never read says why with a Spanish 429.
 */
import { formatMessage, LIMITES_PLAN } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { consultasPedidas } from '../../src/db/schema-expedientes.ts';
import { foundRadicados, sourceRow, watch } from '../monitoring/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps, sim } = await createTestApp();
const MAX = LIMITES_PLAN.prueba.consultasPorDia;

describe("the documents tab and the account's daily lookups", () => {
  it('does not ask the source once the day’s lookups are spent, and says so', async () => {
    const abogado = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 43);
    const { idExpediente, rows } = await watch(deps, abogado.id, radicado, [2]);
    expect((await sourceRow(deps, rows[0])).idProceso).not.toBeNull();
    // The day's lookups, spent by activations and registrations (cupo-consultas.test.ts walks that).
    await deps.db.insert(consultasPedidas).values({ idAbogado: abogado.id, cantidad: MAX });
    const antes = sim.stats().total;
    const response = await app.inject({
      url: `/api/Unificada/Procesos/${idExpediente}/Documentos`,
      headers: abogado.auth,
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'LimiteConsultasDia',
      message: formatMessage('LimiteConsultasDia', { max: MAX }),
    });
    expect(sim.stats().total).toBe(antes);
  });

  it('counts each read of the source as one lookup', async () => {
    const abogado = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 44);
    const { idExpediente } = await watch(deps, abogado.id, radicado, [2]);
    await deps.db.insert(consultasPedidas).values({ idAbogado: abogado.id, cantidad: MAX - 1 });
    const leer = () =>
      app.inject({ url: `/api/Unificada/Procesos/${idExpediente}/Documentos`, headers: abogado.auth });
    expect((await leer()).statusCode).toBe(200);
    // The last lookup went to that read: a new case's source is refused now.
    const nuevo = await app.inject({
      method: 'POST',
      url: '/api/Expedientes',
      headers: abogado.auth,
      payload: { numero: foundRadicados(2, 45)[1], fuentesDatos: [{ idFuenteDatos: 2 }] },
    });
    expect(nuevo.statusCode).toBe(429);
    // Within the ten minutes the stored list answers and costs nothing.
    expect((await leer()).statusCode).toBe(200);
  });
});
