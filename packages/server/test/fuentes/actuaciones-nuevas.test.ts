/** esNuevo on the case detail's actuaciones (seed 000 §3): what the last consultation brought. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actuaciones, consultas, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from '../expedientes/factories.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

async function caseConsultedOn(tipoFuente: number, ultimoDia: string | null) {
  const abogado = await createAbogado(deps);
  const expediente = await createExpedienteRow(deps, abogado.id);
  const proceso = await createProcesoEnFuenteRow(deps, expediente, { tipoFuente });
  const base = {
    idAbogado: abogado.id,
    idExpediente: expediente.id,
    idProcesoEnFuente: proceso.id,
    tipoFuente,
  };
  if (ultimoDia) {
    const [consulta] = await deps.db
      .insert(consultas)
      .values({ ...base, fecha: ultimoDia, estado: 'consultado' })
      .returning();
    await deps.db
      .update(procesosEnFuente)
      .set({ idUltimaConsulta: consulta.id })
      .where(eq(procesosEnFuente.id, proceso.id));
  }
  await deps.db.insert(actuaciones).values([
    {
      ...base,
      clave: 'historia',
      descripcion: 'Leída al activar',
      fechaActuacion: '2026-09-01',
      fechaDeteccion: null,
    },
    {
      ...base,
      clave: 'ayer',
      descripcion: 'Hallada antes',
      fechaActuacion: '2026-11-04',
      fechaDeteccion: '2026-11-04',
    },
    {
      ...base,
      clave: 'hoy',
      descripcion: 'Hallada en la última',
      fechaActuacion: '2026-11-05',
      fechaDeteccion: '2026-11-05',
    },
  ]);
  return { abogado, expediente };
}

describe('new actuaciones on the case detail', () => {
  it('marks only those found by the last consultation, in every source shape', async () => {
    for (const [clave, tipoFuente, campo] of [
      ['Unificada', 2, 'textoActuacion'],
      ['Rama', 0, 'textoActuacion'],
      ['Samai', 4, 'descripcionActuacion'],
    ] as const) {
      const { abogado, expediente } = await caseConsultedOn(tipoFuente, '2026-11-05');
      const response = await app.inject({
        url: `/api/${clave}/Procesos/${expediente.id}/Actuaciones`,
        headers: abogado.auth,
      });
      expect(response.statusCode).toBe(200);
      const rows = response.json() as Record<string, unknown>[];
      expect(rows.map((row) => [row[campo], row.esNuevo])).toEqual([
        ['Hallada en la última', true],
        ['Hallada antes', false],
        ['Leída al activar', false],
      ]);
    }
  });

  it('marks nothing when the last consultation found nothing new, or there was none', async () => {
    for (const ultimoDia of ['2026-11-06', null]) {
      const { abogado, expediente } = await caseConsultedOn(2, ultimoDia);
      const response = await app.inject({
        url: `/api/Unificada/Procesos/${expediente.id}/Actuaciones`,
        headers: abogado.auth,
      });
      expect(response.json().map((row: { esNuevo: boolean }) => row.esNuevo)).toEqual([false, false, false]);
    }
  });
});
