/**
 * The one outbox (outbox/bandeja.ts, decision 0023) on real PostgreSQL, in both shapes the server
 * uses: the lease in a column of its own while the row stays pending (the webhook deliveries) and
 * the lease as the due time of a claimed state (the morning reports). A virtual clock drives every
 * due time and lease, so a lease ends when the test says, not after a real wait. On a database of
 * this file's own, with two scratch tables of those shapes.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/connection.ts';
import {
  crearBandeja,
  type DefinicionBandeja,
  esperaEscalonada,
  esperaExponencial,
  type Reclamada,
} from '../../src/outbox/bandeja.ts';
import { createOwnDatabase } from '../support/own-database.ts';

const handle = connectDatabase(await createOwnDatabase('bandeja'), 4);
const { db } = handle;
afterAll(() => handle.close());

await db.execute(sql`
  create table bandeja_aparte (
    id serial primary key, estado text not null default 'pendiente', intentos int not null default 0,
    debida timestamptz not null, reservada_hasta timestamptz, creada timestamptz not null,
    nota text, carga text not null default '')`);
await db.execute(sql`
  create table bandeja_junta (
    id serial primary key, estado text not null default 'pendiente', intentos int not null default 0,
    debida timestamptz not null, creada timestamptz not null, nota text, carga text not null default '')`);

const INICIO = new Date('2026-11-27T11:00:00Z');
let instante = INICIO;
const reloj = () => sql`${instante.toISOString()}::timestamptz`;
const avanzar = (segundos: number) => {
  instante = new Date(instante.getTime() + segundos * 1000);
};
const RESERVA = 60;

interface Forma {
  tabla: string;
  columnas: DefinicionBandeja['columnas'];
  estados: DefinicionBandeja['estados'];
}

const FORMAS: Forma[] = [
  {
    tabla: 'bandeja_aparte',
    columnas: { estado: 'estado', intentos: 'intentos', proximo: 'debida', reserva: 'reservada_hasta' },
    estados: { pendiente: 'pendiente', enCurso: 'pendiente', hecho: 'hecho', fallido: 'fallido' },
  },
  {
    tabla: 'bandeja_junta',
    columnas: { estado: 'estado', intentos: 'intentos', proximo: 'debida', reserva: 'debida' },
    estados: { pendiente: 'pendiente', enCurso: 'enviando', hecho: 'hecho', fallido: 'fallido' },
  },
];

function bandejaDe(forma: Forma, cambios: Partial<DefinicionBandeja> = {}) {
  return crearBandeja({
    ...forma,
    reservaSegundos: RESERVA,
    orden: sql`debida, id`,
    reloj,
    espera: esperaExponencial(10, 80),
    rendirse: (intentos) => intentos >= 5,
    ...cambios,
  });
}

interface Fila extends Reclamada {
  carga: string;
}

describe.each(FORMAS)('la bandeja $tabla', (forma) => {
  const tabla = sql.identifier(forma.tabla);

  async function encolar(cuantas: number, desde: SQL = reloj()) {
    await db.execute(sql`
      insert into ${tabla} (debida, creada, carga)
      select ${desde}, ${reloj()}, 'fila ' || n from generate_series(1, ${cuantas}) n`);
  }

  async function fila(id: number) {
    const [leida] = (
      await db.execute<{ estado: string; intentos: number; espera: number; nota: string | null }>(sql`
        select estado, intentos, nota, extract(epoch from debida - ${reloj()})::int as espera
        from ${tabla} where id = ${id}`)
    ).rows;
    return leida;
  }

  beforeEach(async () => {
    instante = INICIO;
    await db.execute(sql`truncate ${tabla} restart identity`);
  });

  it('takes up to N due rows with a new attempt number, never one not yet due, never one twice', async () => {
    const bandeja = bandejaDe(forma);
    await encolar(5);
    await encolar(2, sql`${reloj()} + interval '1 hour'`);
    const primeras = await bandeja.reclamar<Fila>(db, { cuantas: 3, devolver: sql`e.carga` });
    expect(primeras).toHaveLength(3);
    expect(primeras.every((reclamada) => reclamada.intentos === 1)).toBe(true);
    expect(primeras.map((reclamada) => reclamada.carga).sort()).toEqual(['fila 1', 'fila 2', 'fila 3']);
    // Two senders at once: each takes its own rows (skip locked), the held ones are not due.
    const [a, b] = await Promise.all([
      bandeja.reclamar(db, { cuantas: 5 }),
      bandeja.reclamar(db, { cuantas: 5 }),
    ]);
    const ids = [...a, ...b].map((reclamada) => reclamada.id).sort();
    expect(ids).toEqual([4, 5]);
    expect(await bandeja.reclamar(db)).toEqual([]);
  });

  it('takes a row again when its lease ends (a killed sender), with the next attempt number', async () => {
    const bandeja = bandejaDe(forma);
    await encolar(1);
    const [primera] = await bandeja.reclamar(db);
    avanzar(RESERVA - 1);
    expect(await bandeja.reclamar(db)).toEqual([]);
    avanzar(1);
    const [segunda] = await bandeja.reclamar(db);
    expect(segunda).toMatchObject({ id: primera.id, intentos: 2 });
  });

  it('marks nothing for a claim whose lease ran out and was taken again; the new claim completes', async () => {
    const bandeja = bandejaDe(forma);
    await encolar(1);
    const [vieja] = await bandeja.reclamar(db);
    avanzar(RESERVA + 5);
    const [nueva] = await bandeja.reclamar(db);
    expect(await bandeja.completar(db, vieja, sql`nota = 'vieja'`)).toBe(false);
    expect(await bandeja.liberar(db, vieja, { valores: () => sql`nota = 'vieja'` })).toBe('perdido');
    expect(await bandeja.abandonar(db, vieja, sql`nota = 'vieja'`)).toBe(false);
    expect(await fila(nueva.id)).toMatchObject({ estado: forma.estados.enCurso, intentos: 2, nota: null });
    expect(await bandeja.completar(db, nueva, sql`nota = 'nueva'`)).toBe(true);
    expect(await fila(nueva.id)).toMatchObject({ estado: 'hecho', intentos: 2, nota: 'nueva' });
    // Done is done: never due again, and a second completion of the same claim changes nothing.
    avanzar(3600);
    expect(await bandeja.reclamar(db)).toEqual([]);
    expect(await bandeja.completar(db, nueva, sql`nota = 'otra'`)).toBe(false);
  });

  it('waits the backoff after each failure, at least the minimum asked, never past the cap', async () => {
    const bandeja = bandejaDe(forma, { rendirse: () => false });
    await encolar(1);
    const esperas: number[] = [];
    for (let intento = 1; intento <= 5; intento++) {
      const [reclamada] = await bandeja.reclamar(db);
      expect(reclamada.intentos).toBe(intento);
      expect(await bandeja.liberar(db, reclamada, {})).toBe('reintento');
      const { espera, estado } = await fila(reclamada.id);
      expect(estado).toBe('pendiente');
      esperas.push(espera);
      // Not due a second before its wait ends.
      avanzar(espera - 1);
      expect(await bandeja.reclamar(db)).toEqual([]);
      avanzar(1);
    }
    expect(esperas).toEqual([10, 20, 40, 80, 80]);

    const [conMinimo] = await bandeja.reclamar(db);
    await bandeja.liberar(db, conMinimo, { esperaMinima: RESERVA * 3 });
    expect((await fila(conMinimo.id)).espera).toBe(RESERVA * 3);

    const conTope = bandejaDe(forma, {
      rendirse: () => false,
      tope: () => sql`creada + interval '10 minutes'`,
    });
    avanzar(RESERVA * 3);
    const [cerca] = await conTope.reclamar(db);
    // Created at INICIO; now INICIO + 330 + 180 s: the 80 s wait would pass the 600 s mark.
    const ahora = (instante.getTime() - INICIO.getTime()) / 1000;
    await conTope.liberar(db, cerca, {});
    expect((await fila(cerca.id)).espera).toBe(Math.min(80, 600 - ahora));
  });

  it('gives up by its rule (attempts, or a time mark in SQL) or a definitive refusal: failed, never due again', async () => {
    const bandeja = bandejaDe(forma);
    await encolar(1);
    const notas = (seRinde: SQL) => sql`nota = case when ${seRinde} then 'se rinde' else 'reintenta' end`;

    // By attempts: the fifth failure is the last.
    for (let intento = 1; intento <= 5; intento++) {
      const [reclamada] = await bandeja.reclamar(db);
      expect(reclamada).toMatchObject({ id: 1, intentos: intento });
      const resultado = await bandeja.liberar(db, reclamada, { valores: notas });
      expect(resultado).toBe(intento < 5 ? 'reintento' : 'fallido');
      avanzar(3600);
    }
    expect(await fila(1)).toMatchObject({ estado: 'fallido', intentos: 5, nota: 'se rinde' });

    // A definitive refusal ends it at the first attempt.
    await encolar(1);
    const [rechazada] = await bandeja.reclamar(db);
    expect(await bandeja.liberar(db, rechazada, { definitivo: true, valores: notas })).toBe('fallido');
    expect(await fila(rechazada.id)).toMatchObject({ estado: 'fallido', intentos: 1, nota: 'se rinde' });

    // By a time mark read on the row and the outbox's clock.
    await encolar(1);
    const porTiempo = bandejaDe(forma, {
      rendirse: (_intentos, ahora) => sql`${ahora} >= creada + interval '1 day'`,
    });
    const [antes] = await porTiempo.reclamar(db);
    expect(await porTiempo.liberar(db, antes, { valores: notas })).toBe('reintento');
    avanzar(86_400);
    const [despues] = await porTiempo.reclamar(db);
    expect(await porTiempo.liberar(db, despues, { valores: notas })).toBe('fallido');
    expect(await fila(despues.id)).toMatchObject({ estado: 'fallido', nota: 'se rinde' });

    avanzar(30 * 86_400);
    expect(await bandeja.reclamar(db, { cuantas: 10 })).toEqual([]);
  });

  it('abandons a held row as failed at once', async () => {
    const bandeja = bandejaDe(forma);
    await encolar(1);
    const [reclamada] = await bandeja.reclamar(db);
    expect(await bandeja.abandonar(db, reclamada, sql`nota = 'destino revocado'`)).toBe(true);
    expect(await fila(reclamada.id)).toMatchObject({ estado: 'fallido', nota: 'destino revocado' });
    avanzar(3600);
    expect(await bandeja.reclamar(db)).toEqual([]);
  });
});

describe('the backoff policies', () => {
  it('doubles up to a maximum, or reads a list and repeats its last value', () => {
    const exponencial = esperaExponencial(15, 900);
    expect([1, 2, 3, 6, 7, 30].map(exponencial)).toEqual([15, 30, 60, 480, 900, 900]);
    const escalonada = esperaEscalonada([30, 120, 600]);
    expect([0, 1, 2, 3, 4, 99].map(escalonada)).toEqual([30, 30, 120, 600, 600, 600]);
  });
});
