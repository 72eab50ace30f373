import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expedientes, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { createAbogado } from '../support/factories.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp } from '../support/test-app.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from './factories.ts';

const { app, deps } = await createTestApp();

describe('tenant isolation of the case routes', () => {
  it('answers 404 and no data for another lawyer case, and changes nothing', async () => {
    const owner = await createAbogado(deps);
    const intruder = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, owner.id, {
      demandantes: 'Propietaria Secreta',
      etiqueta: 'Original',
    });
    await createProcesoEnFuenteRow(deps, expediente, { tipoFuente: 2, estado: 2 });
    await createProcesoEnFuenteRow(deps, expediente, {
      tipoFuente: 4,
      idProceso: 'EXTRA-SECRETO',
      esResultadoAdicional: true,
    });
    const secrets = ['Propietaria Secreta', expediente.numero, 'EXTRA-SECRETO'];
    const base = `/api/Expedientes/${expediente.id}`;
    await expectIsolated(app, intruder, [
      { method: 'GET', url: base, secrets },
      { method: 'DELETE', url: base, secrets },
      { method: 'PUT', url: `${base}/Etiqueta?etiqueta=Robada`, secrets },
      { method: 'PUT', url: `${base}/Resumen`, payload: { Resumen: '[]' }, secrets },
      { method: 'PUT', url: `${base}/EtapaProcesal/1`, secrets },
      { method: 'GET', url: `${base}/ResultadosAdicionales`, secrets },
      { method: 'DELETE', url: `${base}/ProcesoEnFuente/EXTRA-SECRETO/ResultadoAdicional`, secrets },
    ]);
    const [row] = await deps.db.select().from(expedientes).where(eq(expedientes.id, expediente.id));
    expect(row).toMatchObject({ etiqueta: 'Original', resumen: null });
    const sources = await deps.db
      .select()
      .from(procesosEnFuente)
      .where(eq(procesosEnFuente.idExpediente, expediente.id));
    expect(sources).toHaveLength(2);
  });
});
