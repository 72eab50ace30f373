/**
 * The 'Termino' order reads each case's stored término (orden-por-termino.ts): it must stay the
 * término the card shows (issue 21's one término everywhere) when an actuación arrives or goes,
 * when the nearest término passes and a later one takes over, and when the engine's day goes back.
 * The real listarExpedientes on the real database, with the engine's day as a parameter.
 */
import { calcularTermino, crearCalendarioJudicial } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actuaciones } from '../../src/db/schema-expedientes.ts';
import { listarExpedientes } from '../../src/features/expedientes/listar-expedientes.ts';
import { refrescarTerminosDeCuenta } from '../../src/features/expedientes/orden-por-termino.ts';
import { refrescarTerminosJob } from '../../src/features/expedientes/terminos-tras-el-cierre.ts';
import { createCase, newActuacion } from '../control-cambios/support.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

/** A Monday; February 2027 has no holiday. */
const HOY = '2027-02-01';
const traslado = (dias: string) => `AUTO CORRE TRASLADO POR EL TERMINO DE ${dias} DIAS`;
const iso = (vence: string) => `${vence.slice(6)}-${vence.slice(3, 5)}-${vence.slice(0, 2)}`;

const { deps } = await createTestApp({}, { today: HOY });
let abogado: CreatedAbogado;
type Caso = Awaited<ReturnType<typeof createCase>>;
let [corto, largo, sinTermino]: Caso[] = [];

/** The 'Termino' page on `dia`, as ids, after checking it agrees with its own cards' términos. */
async function ordenDel(dia: string, queryString?: string): Promise<number[]> {
  const pagina = await listarExpedientes({ db: deps.db, clock: { today: async () => dia } }, abogado.id, {
    pagina: 1,
    ordenadoPor: 'termino',
    queryString,
  });
  const fechas = pagina.expedientes.map((caso) => caso.terminoPendiente?.vence ?? null);
  const conTermino = fechas.filter((fecha) => fecha !== null).map((fecha) => iso(fecha ?? ''));
  // Cards with a término first, nearest first; then those without, newest first.
  expect(conTermino).toEqual([...conTermino].sort());
  expect(fechas.slice(conTermino.length).every((fecha) => fecha === null)).toBe(true);
  const sin = pagina.expedientes.slice(conTermino.length).map((caso) => caso.id);
  expect(sin).toEqual([...sin].sort((a, b) => b - a));
  return pagina.expedientes.map((caso) => caso.id);
}

beforeAll(async () => {
  abogado = await createAbogado(deps);
  sinTermino = await createCase(deps, abogado.id, [2]);
  largo = await createCase(deps, abogado.id, [2]);
  corto = await createCase(deps, abogado.id, [2]);
  await newActuacion(deps, abogado.id, largo, 2, HOY, traslado('DIEZ (10)'));
  await newActuacion(deps, abogado.id, corto, 2, HOY, traslado('TRES (3)'));
}, 60_000);

describe("the 'Termino' order keeps the card's término", () => {
  it('orders by it, and the next read computes nothing', async () => {
    expect(await ordenDel(HOY)).toEqual([corto.id, largo.id, sinTermino.id]);
    expect(await refrescarTerminosDeCuenta(deps.db, abogado.id, HOY)).toBe(0);
    // With a search the same order holds (every case here names MARIA FERNANDA ROJAS).
    expect(await ordenDel(HOY, 'maría')).toEqual([corto.id, largo.id, sinTermino.id]);
  });

  it('follows a new actuación at once', async () => {
    // Friday's three-day traslado ends before Monday's.
    await newActuacion(deps, abogado.id, sinTermino, 2, HOY, traslado('TRES (3)'), '2027-01-29');
    expect(await ordenDel(HOY)).toEqual([sinTermino.id, corto.id, largo.id]);
  });

  it('moves on when a término passes: a later one of the same case takes over', async () => {
    const fin = (actuacion: string, fecha: string) =>
      calcularTermino(crearCalendarioJudicial(), { actuacion, anotacion: null, fecha })?.vence ?? '';
    // The same case also has a longer término running: once the short one ends, that one counts.
    await newActuacion(deps, abogado.id, corto, 2, HOY, traslado('VEINTE (20)'));
    const despues = fin(traslado('TRES (3)'), HOY);
    const dia = `${despues.slice(0, 8)}${String(Number(despues.slice(8)) + 1).padStart(2, '0')}`;
    expect(fin(traslado('DIEZ (10)'), HOY) >= dia).toBe(true);
    expect(await ordenDel(dia)).toEqual([largo.id, corto.id, sinTermino.id]);
  });

  it('follows a removed actuación, and a day set back', async () => {
    await deps.db
      .delete(actuaciones)
      .where(and(eq(actuaciones.idExpediente, largo.id), eq(actuaciones.idAbogado, abogado.id)));
    expect(await ordenDel(HOY)).toEqual([sinTermino.id, corto.id, largo.id]);
  });
});

describe("after the day's close", () => {
  it("the worker computes what the night changed, and the morning's first read computes nothing", async () => {
    await newActuacion(deps, abogado.id, largo, 2, HOY, traslado('CINCO (5)'));
    await refrescarTerminosJob.handler(
      deps,
      { idAbogado: abogado.id },
      { jobId: 'prueba', retryCount: 0, isLastAttempt: true },
    );
    expect(await refrescarTerminosDeCuenta(deps.db, abogado.id, HOY)).toBe(0);
    expect(await ordenDel(HOY)).toEqual([sinTermino.id, corto.id, largo.id]);
  });
});
