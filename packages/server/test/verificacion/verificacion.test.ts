/**
 * The automatic verification (seed 001 §2 'Verification report'): a source where the radicado is
 * published but not active is found and activated, against the court simulator over HTTP; the
 * report's statistics and cases; owner only (400 for another account, 404 missing); one at a time.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificarProcesos } from '../../src/features/verificacion/verificar-procesos.ts';
import { foundRadicados, isAdministrativo, watch } from '../monitoring/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

describe('the automatic verification', () => {
  it('activates Samai for an administrative case watched only in Unificada, and reports it', async () => {
    const abogado = await createAbogado(deps);
    const [administrativo] = foundRadicados(1, 7, isAdministrativo);
    const [civil] = foundRadicados(
      1,
      7,
      (radicado) => !isAdministrativo(radicado) && radicado.slice(5, 7) === '31',
    );
    const caso = await watch(deps, abogado.id, administrativo, [2]);
    await watch(deps, abogado.id, civil, [2]);

    const solicitud = await app.inject({
      method: 'POST',
      url: '/api/VerificacionAutomaticaProcesos',
      headers: abogado.auth,
    });
    expect(solicitud.statusCode).toBe(202);
    const { id } = solicitud.json();
    const otra = await app.inject({
      method: 'POST',
      url: '/api/VerificacionAutomaticaProcesos',
      headers: abogado.auth,
    });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe('Ya estamos verificando tus procesos. Te avisaremos cuando terminemos.');
    // Run it here rather than waiting for the worker (the job calls the same function).
    await verificarProcesos(deps, id);

    const samai = await deps.db.execute<{
      activo: boolean;
      estado: number;
      id_actualizacion: string | null;
    }>(sql`
      select activo, estado, id_actualizacion from procesos_en_fuente
      where id_expediente = ${caso.idExpediente} and tipo_fuente = 4 and not es_resultado_adicional`);
    expect(samai.rows).toEqual([{ activo: true, estado: 2, id_actualizacion: expect.any(String) }]);

    const stats = (
      await app.inject({
        url: `/api/VerificacionAutomaticaProcesos/${id}/Estadisticas`,
        headers: abogado.auth,
      })
    ).json();
    expect(stats).toMatchObject({
      estado: 4,
      totalProcesos: 2,
      procesosVerificados: 2,
      procesosActivados: 1,
      fuentesActivadas: 1,
      procesosCompletos: 1,
    });
    const { procesos, hayMas } = (
      await app.inject({
        url: `/api/VerificacionAutomaticaProcesos/${id}/ProcesosAVerificar`,
        headers: abogado.auth,
      })
    ).json();
    expect(hayMas).toBe(false);
    expect(procesos[0]).toMatchObject({
      idExpediente: caso.idExpediente,
      numeroProceso: administrativo,
      estadoVerificacion: 6,
      verificacionProcesosEnFuentesFaltantes: [{ idFuente: 4, estadoVerificacionFuenteFaltante: 'activada' }],
      resumen: ['Activamos la consulta en Samai puesto que no estaba activa.'],
    });
    expect(procesos[1]).toMatchObject({ numeroProceso: civil, estadoVerificacion: 4, resumen: [] });

    // A new one may be asked for once this one is done.
    const nueva = await app.inject({
      method: 'POST',
      url: '/api/VerificacionAutomaticaProcesos',
      headers: abogado.auth,
    });
    expect(nueva.statusCode).toBe(202);
  });

  it("is the owner's only: another account gets the 400 mismatch, a missing one 404", async () => {
    const abogado = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 11);
    await watch(deps, abogado.id, radicado, [2]);
    const { id } = (
      await app.inject({ method: 'POST', url: '/api/VerificacionAutomaticaProcesos', headers: abogado.auth })
    ).json();
    await verificarProcesos(deps, id);
    const intruso = await createAbogado(deps);
    for (const url of [
      `/api/VerificacionAutomaticaProcesos/${id}/Estadisticas`,
      `/api/VerificacionAutomaticaProcesos/${id}/ProcesosAVerificar`,
    ]) {
      const ajena = await app.inject({ url, headers: intruso.auth });
      // As for an id that does not exist: a 400 or 403 would confirm it does (issue 20, item 10).
      expect(ajena.statusCode, url).toBe(404);
      expect(ajena.json().message).toBe('El informe de la verificación no se encuentra o ha sido eliminado');
      expect(ajena.body).not.toContain(radicado);
    }
    const perdida = await app.inject({
      url: '/api/VerificacionAutomaticaProcesos/2147483647/Estadisticas',
      headers: abogado.auth,
    });
    expect(perdida.statusCode).toBe(404);
    expect(perdida.json().message).toBe('El informe de la verificación no se encuentra o ha sido eliminado');
    expect(
      (await app.inject({ url: '/api/VerificacionAutomaticaProcesos/0/Estadisticas', headers: abogado.auth }))
        .statusCode,
    ).toBe(400);

    const visto = await app.inject({
      method: 'PUT',
      url: '/api/UsuarioExpedienteDigital/InformeDeVerificacion/Visto',
      headers: abogado.auth,
    });
    expect(visto.statusCode).toBe(204);
    const usuario = (
      await app.inject({ url: '/api/UsuarioExpedienteDigital', headers: abogado.auth })
    ).json();
    expect(usuario.yaVioElInformedeVerificacion).toBe(true);
  });
});
