/** Pantallazos: the stored consultation of a day shown back as the page the engine read. */
import { describe, expect, it } from 'vitest';
import { actuaciones, consultas } from '../../src/db/schema-expedientes.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from '../expedientes/factories.ts';
import { createAbogado } from '../support/factories.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

async function caseWithHistory() {
  const abogado = await createAbogado(deps);
  const expediente = await createExpedienteRow(deps, abogado.id, { demandantes: 'María Secreta Pérez' });
  const unificada = await createProcesoEnFuenteRow(deps, expediente, { tipoFuente: 2 });
  const pp = await createProcesoEnFuenteRow(deps, expediente, { tipoFuente: 6 });
  const base = { idAbogado: abogado.id, idExpediente: expediente.id };
  const [octubre, noviembre1, noviembre2, ppConsulta] = await deps.db
    .insert(consultas)
    .values([
      { ...base, idProcesoEnFuente: unificada.id, tipoFuente: 2, fecha: '2026-10-30', estado: 'consultado' },
      { ...base, idProcesoEnFuente: unificada.id, tipoFuente: 2, fecha: '2026-11-02', estado: 'consultado' },
      {
        ...base,
        idProcesoEnFuente: unificada.id,
        tipoFuente: 2,
        fecha: '2026-11-05',
        estado: 'errorTecnico',
        motivo: 'ErrorTecnico',
      },
      { ...base, idProcesoEnFuente: pp.id, tipoFuente: 6, fecha: '2026-11-05', estado: 'consultado' },
    ])
    .returning();
  const actuacion = (clave: string, fechaActuacion: string, fechaDeteccion: string | null) => ({
    ...base,
    idProcesoEnFuente: unificada.id,
    tipoFuente: 2,
    clave,
    descripcion: `Actuación ${clave}`,
    fechaActuacion,
    fechaDeteccion,
  });
  await deps.db
    .insert(actuaciones)
    .values([
      actuacion('a', '2026-09-01', null),
      actuacion('b', '2026-10-29', '2026-10-29'),
      actuacion('c', '2026-11-04', '2026-11-04'),
    ]);
  return { abogado, expediente, octubre, noviembre1, noviembre2, ppConsulta };
}

describe('pantallazos', () => {
  it('lists the last consultation per source and month, only for the actuaciones sources', async () => {
    const { abogado, expediente, octubre, noviembre2 } = await caseWithHistory();
    const response = await app.inject({
      url: `/api/Expedientes/${expediente.id}/Pantallazos`,
      headers: abogado.auth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meses).toEqual(['2026-11', '2026-10']);
    expect(body.pantallazos).toEqual([
      {
        mes: '2026-11',
        idConsulta: noviembre2.id,
        tipoFuente: 2,
        fecha: '2026-11-05',
        estado: 'errorTecnico',
      },
      { mes: '2026-10', idConsulta: octubre.id, tipoFuente: 2, fecha: '2026-10-30', estado: 'consultado' },
    ]);
  });

  it('shows what the engine knew on the consultation day, newest first', async () => {
    const { abogado, expediente, octubre, noviembre2 } = await caseWithHistory();
    const early = await app.inject({ url: `/api/Consultas/${octubre.id}/Pantallazo`, headers: abogado.auth });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({
      idConsulta: octubre.id,
      tipoFuente: 2,
      fuente: 'Unificada',
      numero: expediente.numero,
      fecha: '2026-10-30',
      estado: 'consultado',
    });
    expect(early.json().actuaciones.map((row: { descripcion: string }) => row.descripcion)).toEqual([
      'Actuación b',
      'Actuación a',
    ]);
    const late = await app.inject({
      url: `/api/Consultas/${noviembre2.id}/Pantallazo`,
      headers: abogado.auth,
    });
    expect(late.json()).toMatchObject({ estado: 'errorTecnico', motivo: 'ErrorTecnico' });
    expect(late.json().actuaciones).toHaveLength(3);
  });

  it('has no pantallazo for a publication source, nor for an unknown or malformed id', async () => {
    const { abogado, ppConsulta } = await caseWithHistory();
    const pp = await app.inject({ url: `/api/Consultas/${ppConsulta.id}/Pantallazo`, headers: abogado.auth });
    expect(pp.statusCode).toBe(404);
    expect(pp.json()).toEqual({ code: 'PantallazoNoDisponible', message: 'No hay pantallazo disponible' });
    const unknown = await app.inject({ url: '/api/Consultas/2147483000/Pantallazo', headers: abogado.auth });
    expect(unknown.statusCode).toBe(404);
    for (const bad of ['abc', '0', '99999999999']) {
      const response = await app.inject({ url: `/api/Consultas/${bad}/Pantallazo`, headers: abogado.auth });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('SolicitudInvalida');
    }
    const list = await app.inject({ url: '/api/Expedientes/99999999999/Pantallazos', headers: abogado.auth });
    expect(list.statusCode).toBe(400);
  });

  it('requires a session', async () => {
    const response = await app.inject({ url: '/api/Expedientes/1/Pantallazos' });
    expect(response.statusCode).toBe(401);
  });

  it("never shows another lawyer's consultations", async () => {
    const { expediente, octubre } = await caseWithHistory();
    const intruder = await createAbogado(deps);
    await expectIsolated(app, intruder, [
      { method: 'GET', url: `/api/Expedientes/${expediente.id}/Pantallazos`, secrets: [expediente.numero] },
      {
        method: 'GET',
        url: `/api/Consultas/${octubre.id}/Pantallazo`,
        secrets: [expediente.numero, 'Actuación'],
      },
    ]);
  });
});
