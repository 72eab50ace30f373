/**
 * Issue 20 item 8: a trial account (no billing data yet) holds at most LIMITES_PLAN.prueba cases
 * and loads at most that many radicados at once; a billed account gets the plan's bounds; an
 * account's attachments fit in its storage quota.
 */
import { formatMessage, LIMITES_PLAN } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { expedientes } from '../../src/db/schema-expedientes.ts';
import { datosFacturacion } from '../../src/db/schema-facturacion.ts';
import { closeDayFor, createCase, markConsulted, newActuacion } from '../control-cambios/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { uniqueRadicado } from './factories.ts';

const { app, deps } = await createTestApp();
const PRUEBA = LIMITES_PLAN.prueba;

let serie = 0;
/** Distinct well-formed radicados for one test (Bogotá, circuit civil court, 2023). */
function radicados(count: number): string[] {
  serie += 1;
  return Array.from(
    { length: count },
    (_, i) => `11001310300${String(serie % 10)}2023${String(i).padStart(5, '0')}00`,
  );
}

async function withCases(idAbogado: number, count: number) {
  if (count > 0)
    await deps.db.insert(expedientes).values(radicados(count).map((numero) => ({ idAbogado, numero })));
}

async function withBillingData(idAbogado: number) {
  await deps.db.insert(datosFacturacion).values({
    idAbogado,
    nombre: 'Ana',
    nit: '900123456',
    direccion: 'Calle 1',
    ciudad: 'Bogotá',
    departamento: 'Cundinamarca',
    telefono: '3001234567',
  });
}

function createCaseApi(auth: { authorization: string }) {
  const radicado = uniqueRadicado();
  return app.inject({
    method: 'POST',
    url: '/api/Expedientes',
    headers: auth,
    payload: {
      numero: radicado,
      radicado,
      demandantes: 'Ana Pérez',
      demandados: 'Banco de Prueba S.A.',
      fuentesDatos: [{ idFuenteDatos: '2', informacionRegistro: [] }],
    },
  });
}

function load(auth: { authorization: string }, numerosProcesos: string[]) {
  return app.inject({
    method: 'POST',
    url: '/api/RegistroAutomaticoProcesos',
    headers: auth,
    payload: { idAbogado: 0, idUsuarioMigrado: null, numerosProcesos },
  });
}

describe('case limits', () => {
  it('stop a trial account at its limit with a message that says how to go on', async () => {
    const abogado = await createAbogado(deps);
    await withCases(abogado.id, PRUEBA.procesos - 1);
    expect((await createCaseApi(abogado.auth)).statusCode).toBe(201);
    const refused = await createCaseApi(abogado.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'LimiteProcesosPrueba',
      message: formatMessage('LimiteProcesosPrueba', { max: PRUEBA.procesos }),
    });
  });

  it('let a billed account register past the trial limit', async () => {
    const abogado = await createAbogado(deps);
    await withBillingData(abogado.id);
    await withCases(abogado.id, PRUEBA.procesos);
    expect((await createCaseApi(abogado.auth)).statusCode).toBe(201);
  });

  it('count a bulk load’s new radicados against the limit, not those already registered', async () => {
    const abogado = await createAbogado(deps);
    await withCases(abogado.id, PRUEBA.procesos - 5);
    const refused = await load(abogado.auth, radicados(6));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('LimiteProcesosPrueba');
    expect((await load(abogado.auth, radicados(5))).statusCode).toBe(201);
  });
});

describe('bulk-load size', () => {
  it('is bounded for a trial account, and the plan’s bound for a billed one', async () => {
    const trial = await createAbogado(deps);
    const refused = await load(trial.auth, radicados(PRUEBA.radicadosPorCarga + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'LimiteCargaPrueba',
      message: formatMessage('LimiteCargaPrueba', { max: PRUEBA.radicadosPorCarga }),
    });
    const billed = await createAbogado(deps);
    await withBillingData(billed.id);
    expect((await load(billed.auth, radicados(PRUEBA.radicadosPorCarga + 1))).statusCode).toBe(201);
  });
});

describe('attachment storage quota', () => {
  async function cambioDelDia() {
    const abogado = await createAbogado(deps);
    const caso = await createCase(deps, abogado.id, [2]);
    await newActuacion(deps, abogado.id, caso, 2, '2026-11-21', 'AUTO ADMITE DEMANDA');
    await markConsulted(deps, abogado.id, caso, '2026-11-21');
    await closeDayFor(deps, '2026-11-21', abogado.id);
    const control = (
      await app.inject({ url: '/api/ControlCambiosDia?idFecha=20261121', headers: abogado.auth })
    ).json() as { id: number };
    const lista = await app.inject({
      url: `/api/ControlCambiosDia/${control.id}/CambiosEnExpedienteDigital?filtradoPor=Todos`,
      headers: abogado.auth,
    });
    return { abogado, idCambio: (lista.json().cambios as Array<{ id: number }>)[0].id };
  }

  function upload(auth: { authorization: string }, idCambio: number) {
    const boundary = '----cuota';
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(20_000, 0x42),
      Buffer.from('\n%%EOF'),
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/CambioEnExpedienteDigital/${idCambio}/DocumentoAnexo`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="auto.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  }

  it('refuses an upload once the account’s attachments fill it, with a Spanish 413', async () => {
    const { abogado, idCambio } = await cambioDelDia();
    expect((await upload(abogado.auth, idCambio)).statusCode).toBe(201);
    // The rest of the quota, as one large stored attachment (its bytes are not needed to count it).
    await deps.db.execute(
      `insert into documentos_anexos (id_abogado, id_cambio, nombre_archivo, tipo_contenido, tamano, id_usuario)
       values (${abogado.id}, ${idCambio}, 'grande.pdf', 'application/pdf', ${PRUEBA.anexosMb * 1024 * 1024 - 10_000}, ${abogado.id})`,
    );
    const refused = await upload(abogado.auth, idCambio);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: 'CuotaAnexosSuperada',
      message: formatMessage('CuotaAnexosSuperada', { max: PRUEBA.anexosMb }),
    });
    const listed = await app.inject({
      url: `/api/CambioEnExpedienteDigital/${idCambio}/DocumentosAnexos`,
      headers: abogado.auth,
    });
    expect(listed.json()).toHaveLength(2);
  });
});
