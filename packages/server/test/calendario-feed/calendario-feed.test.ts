/**
 * The calendar feed (decision 0011): the secret URL's lifecycle (create, rotate, revoke; only a
 * hash stored), the feed parsed back with ical.js and checked against RFC 5545 (CRLF, 75-octet
 * folding that keeps UTF-8 whole, escaping, UTC times and all-day dates, reminders), UIDs stable
 * across refreshes, a hearing read from an actuación's text, the one-click .ics and tenant isolation.
 */
import { createHash } from 'node:crypto';
import { calcularTermino, crearCalendarioJudicial } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { actuaciones } from '../../src/db/schema-expedientes.ts';
import { urlDelFeed } from '../../src/features/calendario-feed/suscripcion.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from '../expedientes/factories.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const HOY = '2027-02-01';
const TRASLADO = 'AUTO CORRE TRASLADO POR EL TERMINO DE DIEZ (10) DIAS';
const ANOTACION_TRASLADO =
  'Se corre traslado de las excepciones de mérito propuestas por la demandada; el término corre para la parte demandante, según el artículo 370 del C.G.P., con acceso al expediente electrónico (OneDrive) — señor apoderado, revise el enlace compartido.';
const AUDIENCIA =
  'FIJA FECHA PARA AUDIENCIA INICIAL DE QUE TRATA EL ARTÍCULO 372 DEL C.G.P. EL 15 DE MARZO DE 2027 A LAS 9:00 A.M. LA AUDIENCIA SE REALIZARÁ DE MANERA VIRTUAL.';
const DESPACHO = 'Juzgado 003 Civil del Circuito de Bogotá; sede Paloquemao, piso 2';

let t: TestApp;
let dueno: CreatedAbogado;
let otro: CreatedAbogado;
let caso: { id: number; numero: string; idAbogado: number };
let casoOtro: { id: number; numero: string; idAbogado: number };
const ids: Record<string, number> = {};
let sequence = 0;

async function nuevaActuacion(
  idAbogado: number,
  expediente: { id: number },
  idProceso: number,
  tipoFuente: number,
  fecha: string,
  descripcion: string,
  anotacion: string | null,
) {
  sequence += 1;
  const [row] = await t.deps.db
    .insert(actuaciones)
    .values({
      idAbogado,
      idExpediente: expediente.id,
      idProcesoEnFuente: idProceso,
      tipoFuente,
      clave: `cal-${sequence}`,
      descripcion,
      anotacion,
      fechaActuacion: fecha,
      fechaRegistro: fecha,
    })
    .returning({ id: actuaciones.id });
  return row?.id ?? 0;
}

async function crearUrl(abogado: CreatedAbogado): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Calendario/Suscripcion',
    headers: abogado.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json().url;
}

async function leerFeed(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

function eventos(texto: string) {
  const calendario = new ICAL.Component(ICAL.parse(texto));
  return { calendario, eventos: calendario.getAllSubcomponents('vevent') };
}

beforeAll(async () => {
  t = await createTestApp({}, { today: HOY });
  dueno = await createAbogado(t.deps);
  otro = await createAbogado(t.deps);
  caso = await createExpedienteRow(t.deps, dueno.id, { despacho: DESPACHO, etiqueta: 'Pérez vs. Gómez' });
  const unificada = await createProcesoEnFuenteRow(t.deps, caso, { tipoFuente: 2 });
  const rama = await createProcesoEnFuenteRow(t.deps, caso, { tipoFuente: 0 });
  ids.traslado = await nuevaActuacion(
    dueno.id,
    caso,
    unificada.id,
    2,
    '2027-01-25',
    TRASLADO,
    ANOTACION_TRASLADO,
  );
  // The same actuación read in Rama: one event, named after the lower id.
  ids.trasladoRama = await nuevaActuacion(
    dueno.id,
    caso,
    rama.id,
    0,
    '2027-01-25',
    TRASLADO,
    ANOTACION_TRASLADO,
  );
  ids.vencido = await nuevaActuacion(dueno.id, caso, unificada.id, 2, '2026-10-01', TRASLADO, null);
  ids.audiencia = await nuevaActuacion(
    dueno.id,
    caso,
    unificada.id,
    2,
    '2027-01-20',
    'Auto fija fecha audiencia y/o diligencia',
    AUDIENCIA,
  );
  ids.audienciaRama = await nuevaActuacion(
    dueno.id,
    caso,
    rama.id,
    0,
    '2027-01-20',
    'Auto fija fecha audiencia y/o diligencia',
    AUDIENCIA,
  );
  casoOtro = await createExpedienteRow(t.deps, otro.id, { despacho: 'Juzgado del otro' });
  const procesoOtro = await createProcesoEnFuenteRow(t.deps, casoOtro, { tipoFuente: 2 });
  ids.otro = await nuevaActuacion(
    otro.id,
    casoOtro,
    procesoOtro.id,
    2,
    '2027-01-28',
    'Auto señala fecha',
    'Se reprograma la audiencia de instrucción y juzgamiento para el día 03/02/2027 a las 2:30 pm.',
  );
});

describe('the secret calendar URL', () => {
  it('is created, shown once, rotated and revoked; only its hash is stored', async () => {
    const estado = () =>
      t.app.inject({ method: 'GET', url: '/api/Calendario/Suscripcion', headers: dueno.auth });
    expect((await estado()).json()).toEqual({ activa: false, creadaEn: null, ultimoAcceso: null });

    const creada = await t.app.inject({
      method: 'POST',
      url: '/api/Calendario/Suscripcion',
      headers: dueno.auth,
    });
    expect(creada.statusCode).toBe(200);
    expect(creada.headers['cache-control']).toBe('no-store');
    const { url, urlWebcal } = creada.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(urlWebcal).toBe(url.replace('http:', 'webcal:'));
    const token = url.slice(url.lastIndexOf('/') + 1, -4);

    const guardado = (
      await t.deps.db.execute<{ token_hash: string }>(
        sql`select token_hash from suscripciones_calendario where id_usuario = ${dueno.id}`,
      )
    ).rows[0];
    expect(guardado?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify((await estado()).json())).not.toContain(token);
    expect((await estado()).json()).toMatchObject({ activa: true, creadaEn: expect.any(String) });

    const feed = await leerFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect((await estado()).json().ultimoAcceso).toEqual(expect.any(String));

    // Rotating: the old URL stops at once, the new one works.
    const nueva = await crearUrl(dueno);
    expect(nueva).not.toBe(url);
    expect((await leerFeed(url)).statusCode).toBe(404);
    expect((await leerFeed(nueva)).statusCode).toBe(200);

    // Revoking: 404, and the state says so.
    const revocada = await t.app.inject({
      method: 'DELETE',
      url: '/api/Calendario/Suscripcion',
      headers: dueno.auth,
    });
    expect(revocada.statusCode).toBe(204);
    const despues = await leerFeed(nueva);
    expect(despues.statusCode).toBe(404);
    expect(despues.json()).toMatchObject({ code: 'NoEncontrado' });
    expect((await estado()).json()).toMatchObject({ activa: false });
  });

  it('answers 404 to unknown or malformed tokens and 401 without a session', async () => {
    for (const path of [
      '/calendario/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/calendario/corto.ics',
      '/calendario/x',
    ])
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await t.app.inject({ method, url: '/api/Calendario/Suscripcion' })).statusCode).toBe(401);
  });

  it('is built on the public address, https outside this machine', () => {
    expect(urlDelFeed('http://expediente.example.co/app/', 'T'.repeat(43)).url).toBe(
      `https://expediente.example.co/app/calendario/${'T'.repeat(43)}.ics`,
    );
    expect(urlDelFeed('http://localhost:3000', 'x').urlWebcal).toBe(
      'webcal://localhost:3000/calendario/x.ics',
    );
  });
});

describe('the feed', () => {
  it('parses back as RFC 5545: CRLF, 75-octet folding that keeps UTF-8 whole, escaping', async () => {
    const texto = (await leerFeed(await crearUrl(dueno))).body;
    expect(texto.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(texto.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(texto.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lineas = texto.slice(0, -2).split('\r\n');
    for (const linea of lineas) expect(Buffer.byteLength(linea, 'utf8')).toBeLessThanOrEqual(75);
    // Something was folded, and no fold split a character (each physical line is valid UTF-8 alone).
    expect(lineas.some((linea) => linea.startsWith(' '))).toBe(true);
    const bytes = Buffer.from(texto, 'utf8');
    let inicio = 0;
    for (let i = 0; i < bytes.length - 1; i++)
      if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
        const trozo = bytes.subarray(inicio, i);
        expect(Buffer.from(trozo.toString('utf8'), 'utf8').equals(trozo)).toBe(true);
        inicio = i + 2;
      }
    // TEXT escaping: the despacho's ';' and ',' are escaped on the wire and come back intact.
    expect(texto.replaceAll('\r\n ', '')).toContain('Paloquemao\\, piso 2');
    expect(texto.replaceAll('\r\n ', '')).toContain('Bogotá\\; sede');

    const { calendario, eventos: lista } = eventos(texto);
    expect(calendario.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendario.getFirstPropertyValue('prodid')).toContain('Expediente Digital');
    expect(calendario.getFirstPropertyValue('method')).toBe('PUBLISH');
    for (const evento of lista) {
      expect(evento.getFirstPropertyValue('uid')).toMatch(/@expedientedigital\.co$/);
      const stamp = evento.getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(stamp.zone?.tzid).toBe('UTC');
    }
  });

  it('lists the pending término once, all day, with its rule, the case and a reminder at 08:00 the day before', async () => {
    const { eventos: lista } = eventos((await leerFeed(await crearUrl(dueno))).body);
    const terminos = lista.filter((e) => String(e.getFirstPropertyValue('uid')).startsWith('termino-'));
    // The Rama copy of the same actuación and the expired one are not repeated.
    expect(terminos).toHaveLength(1);
    const [termino] = terminos;
    const esperado = calcularTermino(crearCalendarioJudicial(), {
      actuacion: TRASLADO,
      anotacion: ANOTACION_TRASLADO,
      fecha: '2027-01-25',
    });
    expect(esperado).not.toBeNull();
    expect(termino?.getFirstPropertyValue('uid')).toBe(`termino-${ids.traslado}@expedientedigital.co`);
    const inicio = termino?.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(inicio.isDate).toBe(true);
    expect(inicio.toString()).toBe(esperado?.vence);
    expect(termino?.getFirstPropertyValue('summary')).toBe(`Vence término: ${TRASLADO} · Pérez vs. Gómez`);
    const descripcion = String(termino?.getFirstPropertyValue('description'));
    expect(descripcion).toContain(`Regla: ${esperado?.regla}`);
    expect(descripcion).toContain(`Radicado: ${caso.numero}`);
    expect(descripcion).toContain(`Despacho: ${DESPACHO}`);
    expect(descripcion).toContain(`Anotación: ${ANOTACION_TRASLADO}`);
    const [alarma, ...otras] = termino?.getAllSubcomponents('valarm') ?? [];
    expect(otras).toHaveLength(0);
    expect(alarma?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarma?.getFirstPropertyValue('trigger'))).toBe('-PT16H');
  });

  it('gives a hearing read from the text its time (UTC), the source line and two reminders', async () => {
    const texto = (await leerFeed(await crearUrl(dueno))).body;
    const audiencias = eventos(texto).eventos.filter((e) =>
      String(e.getFirstPropertyValue('uid')).startsWith('audiencia-'),
    );
    expect(audiencias).toHaveLength(1);
    const [audiencia] = audiencias;
    expect(audiencia?.getFirstPropertyValue('uid')).toBe(
      `audiencia-${ids.audiencia}-20270315T0900@expedientedigital.co`,
    );
    const inicio = audiencia?.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(inicio.isDate).toBe(false);
    expect(inicio.zone?.tzid).toBe('UTC');
    // 09:00 in Bogotá (UTC−5) is 14:00 UTC.
    expect(inicio.toJSDate().toISOString()).toBe('2027-03-15T14:00:00.000Z');
    expect(texto).toContain('DTSTART:20270315T140000Z');
    expect(
      (audiencia?.getFirstPropertyValue('dtend') as ICAL.Time | undefined)?.toJSDate().toISOString(),
    ).toBe('2027-03-15T15:00:00.000Z');
    expect(audiencia?.getFirstPropertyValue('summary')).toBe('Audiencia inicial · Pérez vs. Gómez');
    const descripcion = String(audiencia?.getFirstPropertyValue('description'));
    expect(descripcion).toContain(`Leído del texto de la actuación: «${AUDIENCIA}»`);
    expect(descripcion).toContain('a las 09:00 (hora de Colombia)');
    expect(audiencia?.getFirstPropertyValue('location')).toBe(DESPACHO);
    const triggers = (audiencia?.getAllSubcomponents('valarm') ?? []).map((a) =>
      String(a.getFirstPropertyValue('trigger')),
    );
    expect(triggers).toEqual(['-P1D', '-PT1H']);
    // Another account's hearing is not here.
    expect(texto).not.toContain(casoOtro.numero);
    expect(texto).not.toContain('instrucción');
  });

  it('keeps every UID across refreshes, token rotations and new actuaciones', async () => {
    const uids = (texto: string) => eventos(texto).eventos.map((e) => String(e.getFirstPropertyValue('uid')));
    const url = await crearUrl(dueno);
    const primera = await leerFeed(url);
    const segunda = await leerFeed(url);
    expect(uids(segunda.body)).toEqual(uids(primera.body));
    const unificada = await t.deps.db.execute<{ id: number }>(
      sql`select id from procesos_en_fuente where id_expediente = ${caso.id} and tipo_fuente = 2`,
    );
    await nuevaActuacion(
      dueno.id,
      caso,
      Number(unificada.rows[0]?.id),
      2,
      '2027-01-29',
      'AUTO REQUIERE A LA PARTE DEMANDANTE',
      'Se requiere para que dentro de los cinco (5) días siguientes aporte el certificado.',
    );
    const tercera = await leerFeed(await crearUrl(dueno));
    const despues = uids(tercera.body);
    expect(despues).toHaveLength(uids(primera.body).length + 1);
    expect(despues).toEqual(expect.arrayContaining(uids(primera.body)));
  });

  it('gives an associated user its own URL over the account’s cases', async () => {
    const asociado = await createAbogado(t.deps, { esTitular: false, idTitular: dueno.id });
    const texto = (await leerFeed(await crearUrl(asociado))).body;
    expect(texto).toContain(`termino-${ids.traslado}@expedientedigital.co`);
    // The holder's URL is untouched by the associated user's.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Calendario/Suscripcion', headers: dueno.auth })).json(),
    ).toMatchObject({ activa: true });
  });
});

describe('one-click .ics', () => {
  it('downloads one actuación’s término or hearing with the same UID as the feed', async () => {
    const eventosCaso = await t.app.inject({
      method: 'GET',
      url: `/api/Expedientes/${caso.id}/EventosCalendario`,
      headers: dueno.auth,
    });
    expect(eventosCaso.statusCode).toBe(200);
    expect(eventosCaso.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tipo: 'termino',
          idActuacion: ids.traslado,
          fuente: 2,
          fechaActuacion: '2027-01-25',
        }),
        expect.objectContaining({
          tipo: 'audiencia',
          idActuacion: ids.audiencia,
          fecha: '2027-03-15',
          hora: '09:00',
        }),
        // Each source's row of the same actuación offers its download.
        expect.objectContaining({ tipo: 'termino', idActuacion: ids.trasladoRama, fuente: 0 }),
      ]),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Expedientes/${caso.id}/Actuaciones/${ids.audienciaRama}/ics`,
      headers: dueno.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="audiencia-${ids.audienciaRama}.ics"`,
    );
    const [evento, ...resto] = eventos(response.body).eventos;
    expect(resto).toHaveLength(0);
    expect(evento?.getFirstPropertyValue('uid')).toBe(
      `audiencia-${ids.audienciaRama}-20270315T0900@expedientedigital.co`,
    );
    // An actuación with nothing to put in a calendar.
    const nada = await t.app.inject({
      method: 'GET',
      url: `/api/Expedientes/${caso.id}/Actuaciones/${ids.vencido + 100000}/ics`,
      headers: dueno.auth,
    });
    expect(nada.statusCode).toBe(404);
  });

  it('keeps each account to its own cases', async () => {
    await expectIsolated(t.app, otro, [
      {
        method: 'GET',
        url: `/api/Expedientes/${caso.id}/Actuaciones/${ids.traslado}/ics`,
        secrets: [caso.numero],
      },
      {
        method: 'GET',
        url: `/api/Expedientes/${caso.id}/Actuaciones/${ids.audiencia}/ics`,
        secrets: [caso.numero],
      },
      { method: 'GET', url: `/api/Expedientes/${caso.id}/EventosCalendario`, secrets: [caso.numero] },
      // The owner's case with the other's actuación id, and the other's case with the owner's id.
      {
        method: 'GET',
        url: `/api/Expedientes/${casoOtro.id}/Actuaciones/${ids.traslado}/ics`,
        secrets: [caso.numero],
      },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/Expedientes/${casoOtro.id}/Actuaciones/${ids.otro}/ics`,
          headers: dueno.auth,
        })
      ).statusCode,
    ).toBe(404);
    // The other account's hearing from '03/02/2027 a las 2:30 pm' is in its own download.
    const propia = await t.app.inject({
      method: 'GET',
      url: `/api/Expedientes/${casoOtro.id}/Actuaciones/${ids.otro}/ics`,
      headers: otro.auth,
    });
    expect(propia.body).toContain('DTSTART:20270203T193000Z');
  });
});
