/**
 * Adversarial audit: a verification asks the sources for every case that misses them, and one
 * that ended could be asked again at once — in a loop, without end. Now VERIFICACIONES_POR_DIA a
 * day per account, then a Spanish 429; a bulk load's own verification is not counted.
 */
import { formatMessage, VERIFICACIONES_POR_DIA } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import {
  solicitarVerificacion,
  verificarProcesos,
} from '../../src/features/verificacion/verificar-procesos.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

// No worker: each verification is run here, so the next one is not refused as 'en curso'.
const { app, deps } = await createTestApp();

describe('verifications an account may ask for', () => {
  it('answers 429 DemasiadasVerificaciones after the day’s verifications, one after another', async () => {
    const abogado = await createAbogado(deps);
    const pedir = () =>
      app.inject({ method: 'POST', url: '/api/VerificacionAutomaticaProcesos', headers: abogado.auth });
    for (let vez = 0; vez < VERIFICACIONES_POR_DIA; vez++) {
      const solicitud = await pedir();
      expect(solicitud.statusCode, `verificación ${vez + 1}`).toBe(202);
      await verificarProcesos(deps, solicitud.json().id);
    }
    const rechazada = await pedir();
    expect(rechazada.statusCode).toBe(429);
    expect(rechazada.json()).toEqual({
      code: 'DemasiadasVerificaciones',
      message: formatMessage('DemasiadasVerificaciones', { max: VERIFICACIONES_POR_DIA }),
    });
    // The verification a bulk load starts still runs: it comes with the load, not on request.
    const deCarga = await solicitarVerificacion(deps, abogado.id, 'carga');
    expect(deCarga.id).toBeGreaterThan(0);
  });
});
