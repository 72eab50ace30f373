/**
 * Issue 19 §4: the review card explains Tito's call. The change's JSON, in the list and in the
 * card's own call, carries the anotación, Tito's reason and the id of the rule that decided.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { closeDayFor, createCase, markConsulted, newActuacion } from './support.ts';

const { app, deps } = await createTestApp();
const FECHA = '2026-11-19';

// Written for this test (not copied from a recorder).
const AUDIENCIA = 'Se fija fecha para audiencia inicial el 12 de marzo de 2027 a las 9:00 a. m.';
const CONTESTACION = 'ESCRITO DE CONTESTACIÓN DE LA DEMANDA Y EXCEPCIONES DE MÉRITO';

async function conAnotacion(id: number, anotacion: string) {
  await deps.db.execute(sql`update actuaciones set anotacion = ${anotacion} where id = ${id}`);
}

describe("the change's JSON explains Tito's call", () => {
  it('carries the anotación, the reason and the rule, in the list and in the card', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createCase(deps, abogado.id, [2]);
    await conAnotacion(await newActuacion(deps, abogado.id, caso, 2, FECHA, 'Auto de trámite'), AUDIENCIA);
    await conAnotacion(
      await newActuacion(deps, abogado.id, caso, 2, FECHA, 'Recepción memorial'),
      CONTESTACION,
    );
    await markConsulted(deps, abogado.id, caso, FECHA);
    await closeDayFor(deps, FECHA, abogado.id);

    const control = await app.inject({
      url: '/api/ControlCambiosDia?idFecha=20261119',
      headers: abogado.auth,
    });
    const lista = await app.inject({
      url: `/api/ControlCambiosDia/${control.json().id}/CambiosEnExpedienteDigital`,
      headers: abogado.auth,
    });
    const cambios = lista.json().cambios as Array<{ id: number; descripcion: string }>;
    const porNombre = (nombre: string) => cambios.find((cambio) => cambio.descripcion === nombre);

    const tarjeta = await app.inject({
      url: `/api/CambioEnExpedienteDigital/${porNombre('Auto de trámite')?.id}`,
      headers: abogado.auth,
    });
    expect(tarjeta.statusCode).toBe(200);
    expect(tarjeta.json()).toMatchObject({
      esPriorizadoPorTito: true,
      anotacion: AUDIENCIA,
      razonDePriorizacion: 'Se fijó o realizó una audiencia o diligencia.',
      reglaDePriorizacion: 'audiencia',
    });
    expect(porNombre('Auto de trámite')).toMatchObject({ reglaDePriorizacion: 'audiencia' });

    // Not prioritised: no reason, but the rule that kept it back is still named.
    expect(porNombre('Recepción memorial')).toMatchObject({
      esPriorizadoPorTito: false,
      anotacion: CONTESTACION,
      razonDePriorizacion: null,
      reglaDePriorizacion: 'memorial-contestacion-excepciones',
    });
  });
});
