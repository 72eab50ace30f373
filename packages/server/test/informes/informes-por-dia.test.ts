/**
 * Adversarial audit: a report of every case is built and e-mailed (to an address sign-up does not
 * make anyone confirm), and once it arrived the same report could be asked again at once — in a
 * loop, without end. Now INFORMES_POR_DIA a day per account, then a Spanish 429.
 */
import { formatMessage, INFORMES_POR_DIA } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { correos } from '../../src/db/schema.ts';
import { informeUnificadoJob } from '../../src/features/informes/informe-job.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();
await deps.jobs.work(deps, [informeUnificadoJob], { pollingIntervalSeconds: 0.5 });

describe('reports an account may ask for', () => {
  it('answers 429 DemasiadosInformes after the day’s reports, each asked once the last arrived', async () => {
    const abogado = await createAbogado(deps);
    const pedir = () =>
      app.inject({
        method: 'POST',
        url: '/api/GenerarSolicitudInformeUnificado',
        headers: abogado.auth,
        payload: { tipoInforme: 2 },
      });
    for (let vez = 0; vez < INFORMES_POR_DIA; vez++) {
      expect((await pedir()).statusCode, `informe ${vez + 1}`).toBe(202);
      await deps.jobs.drain([informeUnificadoJob.name], 60_000);
    }
    const rechazado = await pedir();
    expect(rechazado.statusCode).toBe(429);
    expect(rechazado.json()).toEqual({
      code: 'DemasiadosInformes',
      message: formatMessage('DemasiadosInformes', { max: INFORMES_POR_DIA }),
    });
    const enviados = await deps.db
      .select({ id: correos.id })
      .from(correos)
      .where(and(eq(correos.idAbogado, abogado.id), eq(correos.plantilla, 'informe-unificado')));
    expect(enviados).toHaveLength(INFORMES_POR_DIA);
  }, 120_000);
});
