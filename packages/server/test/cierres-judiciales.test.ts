/**
 * Stored court closures (suspensión de términos, decision 0008): administrators only, every rule
 * answered in Spanish with a 400 and nothing stored, and a closure for one court moving that
 * court's términos — in the actuaciones, the case card and the dates the 'Termino' order reads —
 * and not another city's. Closures are global data, so this file has its own database: a closure
 * here cannot move the términos other files compute on the national calendar.
 */
import { type CierreJudicial, calcularTermino, crearCalendarioJudicial, sumarDias } from '@expediente/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cierresJudiciales } from '../src/db/schema-administracion.ts';
import { actuaciones, expedientes, procesosEnFuente } from '../src/db/schema-expedientes.ts';
import { cerrarDia } from '../src/monitoring/cerrar-dia.ts';
import { guardarActuaciones } from '../src/monitoring/guardar-actuaciones.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from './expedientes/factories.ts';
import { type CreatedAbogado, createAbogado } from './support/factories.ts';
import { createOwnDatabase } from './support/own-database.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A Monday; the term below runs through February, which has no holiday in 2027. */
const HOY = '2027-02-01';
const TRASLADO = 'AUTO CORRE TRASLADO POR EL TERMINO DE DIEZ (10) DIAS';
/** Juzgado 12 Civil del Circuito de Medellín (05001 31 03 012) and Juzgado 1 Civil del Circuito de Bogotá. */
const DESPACHO_MEDELLIN = '050013103012';
const RADICADO_MEDELLIN = `${DESPACHO_MEDELLIN}20240000100`;
const RADICADO_BOGOTA = '11001310300120240000100';
/** Monday to Wednesday inside the term. */
const CIERRE = { desde: '2027-02-08', hasta: '2027-02-10', motivo: 'Traslado de sede del juzgado' };

let t: TestApp;
let admin: CreatedAbogado;
let abogado: CreatedAbogado;
const casos: Record<'medellin' | 'bogota', { id: number; numero: string; idProceso: number }> = {
  medellin: { id: 0, numero: '', idProceso: 0 },
  bogota: { id: 0, numero: '', idProceso: 0 },
};

const ddmmyyyy = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;

/** The reference: the domain's calendar with the given closures, for this court. */
function esperado(cierres: CierreJudicial[], radicado: string) {
  const termino = calcularTermino(crearCalendarioJudicial(cierres), {
    actuacion: TRASLADO,
    anotacion: null,
    fecha: HOY,
    despacho: radicado.slice(0, 12),
  });
  if (!termino) throw new Error('el traslado debe dar un término');
  return termino;
}

async function nuevoCaso(radicado: string) {
  // Both cases were found changed with their término stored as the engine stores it.
  const vence = esperado([], radicado).vence;
  const expediente = await createExpedienteRow(t.deps, abogado.id, {
    numero: radicado,
    fechaUltimoCambio: new Date(`${HOY}T07:00:00-05:00`),
    fuenteUltimoCambio: 2,
    fechaTermino: vence,
  });
  const proceso = await createProcesoEnFuenteRow(t.deps, expediente, { tipoFuente: 2, termino: vence });
  await t.deps.db.insert(actuaciones).values({
    idAbogado: abogado.id,
    idExpediente: expediente.id,
    idProcesoEnFuente: proceso.id,
    tipoFuente: 2,
    clave: `cierre-${expediente.id}`,
    descripcion: TRASLADO,
    anotacion: null,
    fechaActuacion: HOY,
    fechaRegistro: HOY,
  });
  return { id: expediente.id, numero: radicado, idProceso: proceso.id };
}

const pedir = (
  quien: CreatedAbogado | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: quien?.auth ?? {}, ...(payload ? { payload } : {}) });

async function terminoEnActuaciones(caso: { id: number }) {
  const response = await pedir(abogado, 'GET', `/api/Unificada/Procesos/${caso.id}/Actuaciones`);
  expect(response.statusCode).toBe(200);
  return response.json()[0].terminoCalculado;
}

async function tarjetas(orden = 'termino') {
  const response = await pedir(abogado, 'GET', `/api/Expedientes?pagina=1&ordenadoPor=${orden}`);
  expect(response.statusCode).toBe(200);
  return response.json().expedientes as {
    id: number;
    terminoPendiente: Record<string, string | null> | null;
  }[];
}

async function fechasGuardadas(caso: { id: number; idProceso: number }) {
  const [expediente] = await t.deps.db
    .select({ fecha: expedientes.fechaTermino })
    .from(expedientes)
    .where(eq(expedientes.id, caso.id));
  const [proceso] = await t.deps.db
    .select({ fecha: procesosEnFuente.termino })
    .from(procesosEnFuente)
    .where(eq(procesosEnFuente.id, caso.idProceso));
  return { expediente: expediente?.fecha, proceso: proceso?.fecha };
}

beforeAll(async () => {
  t = await createTestApp({}, { today: HOY, databaseUrl: await createOwnDatabase('cierres') });
  admin = await createAbogado(t.deps, { esAdministrador: true });
  abogado = await createAbogado(t.deps);
  // Bogotá first: with equal dates the 'Termino' order puts the newer case (Medellín) first.
  casos.bogota = await nuevoCaso(RADICADO_BOGOTA);
  casos.medellin = await nuevoCaso(RADICADO_MEDELLIN);
});

describe('who may manage closures', () => {
  it('asks for a session', async () => {
    expect((await pedir(null, 'GET', '/api/CierresJudiciales')).statusCode).toBe(401);
  });

  it('refuses a user who is not an administrator, on every route, and stores nothing', async () => {
    const cuerpo = { ...CIERRE, ambito: 'nacional', codigo: '' };
    for (const [method, url, payload] of [
      ['GET', '/api/CierresJudiciales', undefined],
      ['POST', '/api/CierresJudiciales', cuerpo],
      ['DELETE', '/api/CierresJudiciales/1', undefined],
    ] as const) {
      const response = await pedir(abogado, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({
        code: 'SinPermisos',
        message: 'No tienes permisos para realizar esta acción.',
      });
    }
    expect(await t.deps.db.select().from(cierresJudiciales)).toHaveLength(0);
  });

  it('is documented in the OpenAPI description', async () => {
    const documento = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(documento.paths['/api/CierresJudiciales'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(documento.paths['/api/CierresJudiciales/{id}'].delete).toBeDefined();
    expect(
      documento.paths['/api/CierresJudiciales'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('ambito');
  });
});

describe('the rules of a closure', () => {
  const valido = { ...CIERRE, ambito: 'despacho', codigo: DESPACHO_MEDELLIN };
  it.each([
    [
      'no dates',
      { ...valido, desde: undefined, hasta: '' },
      'desde',
      'La fecha inicial debe ser una fecha válida con el formato aaaa-mm-dd.',
    ],
    [
      'a dd/mm/yyyy date',
      { ...valido, desde: '08/02/2027' },
      'desde',
      'La fecha inicial debe ser una fecha válida con el formato aaaa-mm-dd.',
    ],
    [
      'a day that does not exist',
      { ...valido, hasta: '2027-02-30' },
      'hasta',
      'La fecha final debe ser una fecha válida con el formato aaaa-mm-dd.',
    ],
    [
      'the end before the start',
      { ...valido, desde: '2027-02-10', hasta: '2027-02-08' },
      'hasta',
      'La fecha final no puede ser anterior a la fecha inicial.',
    ],
    [
      'more than a year',
      { ...valido, desde: '2027-01-01', hasta: '2028-01-02' },
      'hasta',
      'Un cierre no puede durar más de un año.',
    ],
    [
      'an unknown scope',
      { ...valido, ambito: 'departamento' },
      'ambito',
      'El ámbito debe ser nacional, ciudad o despacho.',
    ],
    [
      'a city code of 4 digits',
      { ...valido, ambito: 'ciudad', codigo: '5001' },
      'codigo',
      'El código de la ciudad debe tener 5 dígitos (código DANE).',
    ],
    [
      'a court code of 23 digits',
      { ...valido, codigo: RADICADO_MEDELLIN },
      'codigo',
      'El código del despacho debe tener 12 dígitos (los primeros 12 del radicado).',
    ],
    [
      'a national closure with a code',
      { ...valido, ambito: 'nacional' },
      'codigo',
      'Un cierre nacional no lleva código de ciudad ni de despacho.',
    ],
    ['no reason', { ...valido, motivo: '   ' }, 'motivo', 'Escribe el motivo del cierre.'],
    [
      'a reason too long',
      { ...valido, motivo: 'x'.repeat(301) },
      'motivo',
      'El motivo admite máximo 300 caracteres.',
    ],
  ])('refuses %s with a Spanish message and stores nothing', async (_caso, cuerpo, campo, mensaje) => {
    const response = await pedir(admin, 'POST', '/api/CierresJudiciales', cuerpo);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('CierreJudicialInvalido');
    expect(body.campos[campo]).toBe(mensaje);
    expect(body.message).toBe(Object.values(body.campos)[0]);
    expect(await t.deps.db.select().from(cierresJudiciales)).toHaveLength(0);
  });

  it('refuses a body that is not an object, and a bad or unknown id, with 4xx', async () => {
    const texto = await t.app.inject({
      method: 'POST',
      url: '/api/CierresJudiciales',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: '"cierre"',
    });
    expect(texto.statusCode).toBe(400);
    expect((await pedir(admin, 'DELETE', '/api/CierresJudiciales/abc')).statusCode).toBe(400);
    const desconocido = await pedir(admin, 'DELETE', '/api/CierresJudiciales/999999');
    expect(desconocido.statusCode).toBe(404);
    expect(desconocido.json()).toMatchObject({ message: 'El cierre judicial no existe.' });
  });
});

describe('a closure for one court', () => {
  it('moves that court’s término everywhere it is shown, not another city’s, and back when removed', async () => {
    const cierre: CierreJudicial = { ...CIERRE, ambito: { tipo: 'despacho', codigo: DESPACHO_MEDELLIN } };
    const antes = esperado([], RADICADO_MEDELLIN);
    const despues = esperado([cierre], RADICADO_MEDELLIN);
    // The closure takes three business days inside the term: the reference itself moves.
    expect(despues.vence > antes.vence).toBe(true);
    expect((await terminoEnActuaciones(casos.medellin)).vence).toBe(ddmmyyyy(antes.vence));
    expect((await tarjetas()).map((caso) => caso.id)).toEqual([casos.medellin.id, casos.bogota.id]);

    const creado = await pedir(admin, 'POST', '/api/CierresJudiciales', {
      ...CIERRE,
      ambito: 'despacho',
      codigo: ` ${DESPACHO_MEDELLIN} `,
      fuente: 'Acuerdo CSJANTA27-15',
    });
    expect(creado.statusCode).toBe(201);
    expect(creado.json()).toMatchObject({
      ...CIERRE,
      ambito: 'despacho',
      codigo: DESPACHO_MEDELLIN,
      fuente: 'Acuerdo CSJANTA27-15',
    });
    const lista = (await pedir(admin, 'GET', '/api/CierresJudiciales')).json();
    expect(lista).toEqual([creado.json()]);

    // The case detail's actuaciones: the court's date moved and its rule names the closure.
    const medellin = await terminoEnActuaciones(casos.medellin);
    expect(medellin.vence).toBe(ddmmyyyy(despues.vence));
    expect(medellin.regla).toBe(despues.regla);
    expect(medellin.regla).toContain('Traslado de sede del juzgado');
    const bogota = await terminoEnActuaciones(casos.bogota);
    expect(bogota.vence).toBe(ddmmyyyy(esperado([], RADICADO_BOGOTA).vence));
    expect(bogota.regla).not.toContain('Traslado de sede');

    // The cards: the pending date and rule; the 'Termino' order now puts Bogotá's nearer date first.
    const cards = await tarjetas();
    expect(cards.map((caso) => caso.id)).toEqual([casos.bogota.id, casos.medellin.id]);
    expect(cards[1].terminoPendiente).toEqual({
      vence: ddmmyyyy(despues.vence),
      vencimiento: `vence el ${ddmmyyyy(despues.vence)}`,
      regla: despues.regla,
      actuacion: TRASLADO,
    });
    expect(cards[0].terminoPendiente?.vence).toBe(ddmmyyyy(esperado([], RADICADO_BOGOTA).vence));
    expect(await fechasGuardadas(casos.medellin)).toEqual({
      expediente: despues.vence,
      proceso: despues.vence,
    });
    expect(await fechasGuardadas(casos.bogota)).toEqual({
      expediente: esperado([], RADICADO_BOGOTA).vence,
      proceso: esperado([], RADICADO_BOGOTA).vence,
    });

    const borrado = await pedir(admin, 'DELETE', `/api/CierresJudiciales/${creado.json().id}`);
    expect(borrado.statusCode).toBe(200);
    expect((await terminoEnActuaciones(casos.medellin)).vence).toBe(ddmmyyyy(antes.vence));
    expect(await fechasGuardadas(casos.medellin)).toEqual({ expediente: antes.vence, proceso: antes.vence });
    expect((await pedir(admin, 'GET', '/api/CierresJudiciales')).json()).toEqual([]);
  });

  it('a city’s closure reaches every court of that city only', async () => {
    const creado = await pedir(admin, 'POST', '/api/CierresJudiciales', {
      ...CIERRE,
      ambito: 'ciudad',
      codigo: '11001',
      motivo: 'Paro judicial en Bogotá',
    });
    expect(creado.statusCode).toBe(201);
    const cierre: CierreJudicial = {
      ...CIERRE,
      motivo: 'Paro judicial en Bogotá',
      ambito: { tipo: 'ciudad', codigo: '11001' },
    };
    const cards = new Map((await tarjetas()).map((caso) => [caso.id, caso.terminoPendiente]));
    expect(cards.get(casos.bogota.id)?.vence).toBe(ddmmyyyy(esperado([cierre], RADICADO_BOGOTA).vence));
    expect(cards.get(casos.bogota.id)?.regla).toContain('Paro judicial en Bogotá');
    expect(cards.get(casos.medellin.id)?.vence).toBe(ddmmyyyy(esperado([], RADICADO_MEDELLIN).vence));
    expect((await pedir(admin, 'DELETE', `/api/CierresJudiciales/${creado.json().id}`)).statusCode).toBe(200);
  });

  it('the night’s stored término (the worker’s path) counts the court’s closure', async () => {
    const creado = await pedir(admin, 'POST', '/api/CierresJudiciales', {
      ...CIERRE,
      ambito: 'despacho',
      codigo: DESPACHO_MEDELLIN,
    });
    expect(creado.statusCode).toBe(201);
    const cierre: CierreJudicial = { ...CIERRE, ambito: { tipo: 'despacho', codigo: DESPACHO_MEDELLIN } };
    for (const [caso, radicado, cierres] of [
      [casos.medellin, RADICADO_MEDELLIN, [cierre]],
      [casos.bogota, RADICADO_BOGOTA, []],
    ] as const) {
      const nuevas = await guardarActuaciones(
        t.deps.db,
        { id: caso.idProceso, idAbogado: abogado.id, idExpediente: caso.id, tipoFuente: 2, radicado },
        [
          {
            key: `noche-${caso.id}`,
            descripcion: TRASLADO,
            anotacion: null,
            fechaActuacion: HOY,
            fechaRegistro: HOY,
            fechaInicioTermino: null,
            fechaFinalizaTermino: null,
            tieneDocumentos: false,
          },
        ],
        HOY,
      );
      expect(nuevas).toBe(1);
      const vence = esperado([...cierres], radicado).vence;
      expect(await fechasGuardadas(caso)).toEqual({ expediente: vence, proceso: vence });
    }
    expect((await pedir(admin, 'DELETE', `/api/CierresJudiciales/${creado.json().id}`)).statusCode).toBe(200);
  });

  it('a later término found at night does not hide the case’s nearer pending one (the Termino order)', async () => {
    const caso = await nuevoCaso('11001310300320240000700');
    const corto = `${TRASLADO.replace('DIEZ (10)', 'TRES (3)')}`;
    const largo = `${TRASLADO.replace('DIEZ (10)', 'VEINTE (20)')}`;
    const fin = (actuacion: string) =>
      calcularTermino(crearCalendarioJudicial(), { actuacion, anotacion: null, fecha: HOY })?.vence;
    const noche = (clave: string, descripcion: string) =>
      guardarActuaciones(
        t.deps.db,
        {
          id: caso.idProceso,
          idAbogado: abogado.id,
          idExpediente: caso.id,
          tipoFuente: 2,
          radicado: caso.numero,
        },
        [
          {
            key: clave,
            descripcion,
            anotacion: null,
            fechaActuacion: HOY,
            fechaRegistro: HOY,
            fechaInicioTermino: null,
            fechaFinalizaTermino: null,
            tieneDocumentos: false,
          },
        ],
        HOY,
      );
    await noche('corto', corto);
    expect((await fechasGuardadas(caso)).expediente).toBe(fin(corto));
    await noche('largo', largo);
    expect((fin(largo) ?? '') > (fin(corto) ?? '')).toBe(true);
    expect((await fechasGuardadas(caso)).expediente).toBe(fin(corto));

    // Once the short one has ended, the day's close moves the case on to the next pending date
    // (the ten-day traslado it was registered with), and past that one to the long one's.
    await cerrarDia(t.deps, sumarDias(fin(corto) ?? HOY, 1));
    expect((await fechasGuardadas(caso)).expediente).toBe(fin(TRASLADO));
    await cerrarDia(t.deps, sumarDias(fin(TRASLADO) ?? HOY, 1));
    expect(await fechasGuardadas(caso)).toEqual({ expediente: fin(largo), proceso: fin(largo) });
  });

  it('the card’s término is the account’s own: another lawyer sees none of these cases', async () => {
    const otro = await createAbogado(t.deps);
    const response = await pedir(otro, 'GET', '/api/Expedientes?pagina=1&ordenadoPor=termino');
    expect(response.json().expedientes).toEqual([]);
    expect(response.body).not.toContain(TRASLADO);
  });
});
