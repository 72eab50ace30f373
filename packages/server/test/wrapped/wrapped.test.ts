/**
 * The yearly summary (seed 001 §2, §3 Wrapped) from real consultations and changes, with figures
 * worked out by hand; the shared copy opens without a session and holds aggregates only.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCase, newActuacion } from '../control-cambios/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp({}, { today: '2026-11-10' });

describe('the yearly summary', () => {
  it('adds up the year, and its shared copy leaks nothing private', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createCase(deps, abogado.id, [2, 4]);
    const otro = await createCase(deps, abogado.id, [2]);
    // 10 answered consultations on 2 days (8 Unificada, 2 Samai), 1 failed one, 1 from last year.
    const consulta = async (id: number, tipoFuente: number, fecha: string, estado = 'consultado') => {
      const fila = id === caso.id ? caso : otro;
      await deps.db.execute(sql`
        insert into consultas (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, fecha, estado)
        values (${abogado.id}, ${id}, ${fila.rows[tipoFuente]}, ${tipoFuente}, ${fecha}, ${estado})`);
    };
    await consulta(caso.id, 2, '2026-03-02');
    await consulta(caso.id, 4, '2026-03-02');
    await consulta(otro.id, 2, '2026-03-02');
    for (const dia of ['2026-03-03']) {
      await consulta(caso.id, 2, dia);
      await consulta(caso.id, 4, dia);
    }
    // The unique key is per source row and day: more days for the rest.
    for (const dia of ['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-06', '2026-04-07'])
      await consulta(otro.id, 2, dia);
    await consulta(caso.id, 2, '2026-04-08', 'errorTecnico');
    await consulta(caso.id, 2, '2025-12-30');
    // Changes: 3 in March (Mon 2, Mon 9, Tue 10), 1 in April (Wed 8); one of last year.
    await newActuacion(deps, abogado.id, caso, 2, '2026-03-02', 'AUTO 1');
    await newActuacion(deps, abogado.id, caso, 4, '2026-03-09', 'AUTO 2');
    await newActuacion(deps, abogado.id, otro, 2, '2026-03-10', 'AUTO 3');
    await newActuacion(deps, abogado.id, caso, 2, '2026-04-08', 'AUTO 4');
    await newActuacion(deps, abogado.id, caso, 2, '2025-12-30', 'AUTO VIEJO');

    const response = await app.inject({ url: '/api/Wrapped', headers: abogado.auth });
    expect(response.statusCode).toBe(200);
    const wrapped = response.json();
    expect(wrapped).toMatchObject({
      anio: 2026,
      // 3 + 2 + 5 answered consultations in 2026; the failed one and last year's do not count.
      totalConsultas: 10,
      // Days with consultations: 2, 3 March and 1, 2, 3, 6, 7 April (8 April only failed) = 7.
      diasConConsulta: 7,
      // 10 × 3 min = 30 min = 0.5 h over 7 days = 0.0714… → 0.1.
      totalHorasAhorradasPorDia: 0.1,
      totalCambios: 4,
      totalExpedientesConCambios: 2,
      mesConMasCambios: 'marzo',
      numeroCambiosMesConMasCambios: 3,
      diaConMasCambios: 'lunes',
      diaConSegundoMasCambios: 'martes',
      // Unificada 8 of 10, Samai 2 of 10.
      porcentajeConsultas: { Rama: 0, Samai: 20, Unificada: 80, Estados: 0, Tyba: 0 },
      totalCambiosPorFuente: { Unificada: 3, Samai: 1, Rama: 0 },
    });
    // Looking creates no public copy: only sharing does (issue 20, item 13).
    expect(wrapped.id).toBeNull();
    const [{ copias }] = (
      await deps.db.execute<{ copias: number }>(
        sql`select count(*)::int as copias from wrapped_compartidos where id_abogado = ${abogado.id}`,
      )
    ).rows;
    expect(copias).toBe(0);
    const compartir = await app.inject({
      method: 'POST',
      url: '/api/Wrapped/Compartir',
      headers: abogado.auth,
    });
    expect(compartir.statusCode, compartir.body).toBe(200);
    const { id } = compartir.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(compartir.json()).toEqual({ ...wrapped, id });
    expect((await app.inject({ url: '/api/Wrapped', headers: abogado.auth })).json().id).toBe(id);
    expect(
      (await app.inject({ method: 'POST', url: '/api/Wrapped/Compartir', headers: abogado.auth })).json().id,
    ).toBe(id);

    const compartido = await app.inject({ url: `/api/Wrapped/shared/${id}` });
    expect(compartido.statusCode).toBe(200);
    expect(compartido.json()).toEqual({ ...wrapped, id });
    for (const privado of [caso.numero, otro.numero, abogado.email, 'MARIA FERNANDA', 'AUTO 1'])
      expect(compartido.body).not.toContain(privado);
    expect((await app.inject({ url: '/api/Wrapped/shared/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/Wrapped/shared/corto' })).statusCode).toBe(400);

    // Revoked: the link stops opening, the summary says it is not shared, a new share is a new link.
    const dejar = await app.inject({
      method: 'DELETE',
      url: '/api/Wrapped/Compartir',
      headers: abogado.auth,
    });
    expect(dejar.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/Wrapped/shared/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/Wrapped', headers: abogado.auth })).json().id).toBeNull();
    const otraVez = await app.inject({
      method: 'POST',
      url: '/api/Wrapped/Compartir',
      headers: abogado.auth,
    });
    expect(otraVez.json().id).not.toBe(id);
  });

  it('is not available to an account with nothing consulted this year', async () => {
    const nuevo = await createAbogado(deps);
    const response = await app.inject({ url: '/api/Wrapped', headers: nuevo.auth });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('El resumen del año para este usuario no está disponible.');
    expect((await app.inject({ url: '/api/Wrapped' })).statusCode).toBe(401);
  });
});
