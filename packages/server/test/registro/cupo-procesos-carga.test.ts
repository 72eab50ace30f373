/**
 * Adversarial audit: the trial's case limit was checked against the cases already saved, while a
 * bulk load's job creates its cases later without asking. A trial account could start a load of a
 * hundred radicados and, while it searched, register a hundred more by hand — or register by hand
 * the radicados the load did not find, past the limit. Both are refused now, and nothing is saved.
 */
import { formatMessage, LIMITES_PLAN } from '@expediente/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expedientes, procesosACargar, registrosAutomaticos } from '../../src/db/schema-expedientes.ts';
import { uniqueRadicado } from '../expedientes/factories.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

// No worker: the load's radicados stay 'Registrando', as while the courts are being asked.
const { app, deps } = await createTestApp();
const MAX = LIMITES_PLAN.prueba.procesos;
const limite = { code: 'LimiteProcesosPrueba', message: formatMessage('LimiteProcesosPrueba', { max: MAX }) };

async function cargar(abogado: CreatedAbogado, numerosProcesos: string[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/RegistroAutomaticoProcesos',
    headers: abogado.auth,
    payload: { numerosProcesos },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

const registrar = (abogado: CreatedAbogado) =>
  app.inject({
    method: 'POST',
    url: '/api/Expedientes',
    headers: abogado.auth,
    payload: { numero: uniqueRadicado(), fuentesDatos: [{ idFuenteDatos: 2 }] },
  });

const casos = async (abogado: CreatedAbogado) =>
  (
    await deps.db
      .select({ id: expedientes.id })
      .from(expedientes)
      .where(eq(expedientes.idAbogado, abogado.id))
  ).length;

/** The load's search ended with `estado` for its radicados, written as the job would, and the load closed. */
async function terminarCon(idCarga: number, estado: 'NoEncontrado' | 'ErrorTecnico') {
  await deps.db
    .update(procesosACargar)
    .set({ estado })
    .where(eq(procesosACargar.idRegistroAutomatico, idCarga));
  await deps.db
    .update(registrosAutomaticos)
    .set({
      estado: 'Finalizado',
      finalizadoEn: new Date(),
      conErrorTecnicoEnConsulta: estado === 'ErrorTecnico',
    })
    .where(eq(registrosAutomaticos.id, idCarga));
}

/** Every slot of the trial taken by cases registered by hand. */
async function llenarCupo(abogado: CreatedAbogado) {
  for (let n = 1; n <= MAX; n++) expect((await registrar(abogado)).statusCode, `caso ${n}`).toBe(201);
}

describe('the case limit while a bulk load runs', () => {
  it("counts the load's radicados still being searched", async () => {
    const abogado = await createAbogado(deps);
    const enCarga = 60;
    await cargar(
      abogado,
      Array.from({ length: enCarga }, () => uniqueRadicado()),
    );
    for (let n = 1; n <= MAX - enCarga; n++)
      expect((await registrar(abogado)).statusCode, `caso ${n}`).toBe(201);
    const rechazado = await registrar(abogado);
    expect(rechazado.statusCode).toBe(403);
    expect(rechazado.json()).toEqual(limite);
    expect(await casos(abogado)).toBe(MAX - enCarga);
  }, 60_000);

  it('refuses to register by hand a not-found radicado past the limit', async () => {
    const abogado = await createAbogado(deps);
    const radicado = uniqueRadicado();
    const carga = await cargar(abogado, [radicado]);
    // The courts did not have it, and the load ended: the search's outcome, written as the job would.
    await terminarCon(carga.id, 'NoEncontrado');
    await llenarCupo(abogado);
    const [item] = await deps.db
      .select({ id: procesosACargar.id })
      .from(procesosACargar)
      .where(eq(procesosACargar.idRegistroAutomatico, carga.id));
    const manual = await app.inject({
      method: 'PUT',
      url: `/api/RegistroAutomaticoProcesos/${carga.id}/RegistroManual`,
      headers: abogado.auth,
      payload: [
        {
          idProcesoAcargar: String(item.id),
          numProceso: radicado,
          demandante: 'Ana Pérez',
          demandado: 'Banco',
          informacionFuenteDondeSeConsulta: [{ idJuzgado: '110013103001', sitioWebDondeSeConsulta: 'SIUGJ' }],
        },
      ],
    });
    expect(manual.statusCode).toBe(403);
    expect(manual.json()).toEqual(limite);
    expect(await casos(abogado)).toBe(MAX);
  }, 60_000);

  it('refuses to search again, past the limit, the radicados that met a technical error', async () => {
    const abogado = await createAbogado(deps);
    const carga = await cargar(abogado, [uniqueRadicado()]);
    await terminarCon(carga.id, 'ErrorTecnico');
    await llenarCupo(abogado);
    const reintento = await app.inject({
      method: 'POST',
      url: `/api/RegistroAutomaticoProcesos/${carga.id}/ReintentarProcesosConError?esReintentadoPorUsuario=true`,
      headers: abogado.auth,
    });
    expect(reintento.statusCode).toBe(403);
    expect(reintento.json()).toEqual(limite);
    const [item] = await deps.db
      .select({ estado: procesosACargar.estado })
      .from(procesosACargar)
      .where(eq(procesosACargar.idRegistroAutomatico, carga.id));
    expect(item.estado).toBe('ErrorTecnico');
  }, 60_000);
});
