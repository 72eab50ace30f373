import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CourtSim, isNotFound, isPrivate, procesosOf, startCourtSim } from '../src/index.ts';
import { firstWhere, getJson, publicRadicados, TODAY } from './helpers.ts';

interface Busqueda {
  procesos: { idProceso: number; despacho: string; esPrivado: boolean; sujetosProcesales: string }[];
  paginacion: { cantidadRegistros: number };
}
interface Actuaciones {
  actuaciones: { idRegActuacion: number; consActuacion: number; fechaRegistro: string; cant: number }[];
  paginacion: { cantidadRegistros: number; registrosPagina: number; cantidadPaginas: number; pagina: number };
}

let sim: CourtSim;
let other: CourtSim;
const api = (base: CourtSim) => `${base.url}/cpnu/api/v2`;

async function search(base: CourtSim, numero: string): Promise<Busqueda> {
  const { status, body } = await getJson(
    `${api(base)}/Procesos/Consulta/NumeroRadicacion?numero=${numero}&SoloActivos=false&pagina=1`,
  );
  expect(status).toBe(200);
  return body as Busqueda;
}

async function allActuaciones(base: CourtSim, idProceso: number) {
  const first = (await getJson(`${api(base)}/Proceso/Actuaciones/${idProceso}?pagina=1`)).body as Actuaciones;
  const items = [...first.actuaciones];
  for (let page = 2; page <= first.paginacion.cantidadPaginas; page++) {
    const next = (await getJson(`${api(base)}/Proceso/Actuaciones/${idProceso}?pagina=${page}`))
      .body as Actuaciones;
    items.push(...next.actuaciones);
  }
  return { first, items };
}

beforeAll(async () => {
  sim = await startCourtSim({ today: TODAY });
  other = await startCourtSim({ today: TODAY });
});
afterAll(async () => {
  await sim.close();
  await other.close();
});

describe('CPNU search', () => {
  it('rejects numbers that are not 23 digits with the exact CPNU body', async () => {
    const { status, body } = await getJson(
      `${api(sim)}/Procesos/Consulta/NumeroRadicacion?numero=12345&SoloActivos=false`,
    );
    expect(status).toBe(404);
    expect(body).toEqual({
      StatusCode: 404,
      Message: 'El parametro "NumeroRadicacion" ha de contener 23 digitos.',
    });
  });

  it('answers 200 with no procesos for a radicado that does not exist', async () => {
    const body = await search(sim, firstWhere(isNotFound));
    expect(body.procesos).toEqual([]);
    expect(body.paginacion.cantidadRegistros).toBe(0);
  });

  it('decodes the despacho from the radicado, with CPNU trailing space', async () => {
    const radicado = firstWhere((candidate) => !isNotFound(candidate) && candidate.slice(5, 7) === '40');
    const body = await search(sim, radicado);
    expect(body.procesos[0].despacho).toMatch(/^JUZGADO \d{3} [A-ZÁÉÍÓÚ ]+ MUNICIPAL DE .+ $/);
    expect(body.procesos[0].despacho).toContain(`JUZGADO ${radicado.slice(9, 12)} `);
    expect(body.procesos[0].sujetosProcesales).toMatch(/^Demandante: .+ \| Demandado: .+ $/);
  });

  it('gives identical answers from two independent simulators', async () => {
    for (const radicado of publicRadicados().slice(0, 5)) {
      const mine = await search(sim, radicado);
      const theirs = await search(other, radicado);
      expect(theirs).toEqual(mine);
      const id = mine.procesos[0].idProceso;
      expect((await allActuaciones(other, id)).items).toEqual((await allActuaciones(sim, id)).items);
    }
  });
});

describe('CPNU private processes', () => {
  it('marks them esPrivado and publishes no actuaciones', async () => {
    const radicado = firstWhere(isPrivate);
    const body = await search(sim, radicado);
    expect(body.procesos[0].esPrivado).toBe(true);
    const id = body.procesos[0].idProceso;
    const { status, body: error } = await getJson(`${api(sim)}/Proceso/Actuaciones/${id}?pagina=1`);
    expect(status).toBe(404);
    expect(error).toEqual({
      StatusCode: 404,
      Message: `No se encontraron Actuaciones para el Proceso: ${id}`,
    });
  });
});

describe('CPNU detail and actuaciones', () => {
  it('says which processes come from Justicia XXI Web (Tyba)', async () => {
    const radicado = firstWhere((candidate) => procesosOf(candidate).some((proceso) => proceso.esTyba));
    const proceso = procesosOf(radicado).find((candidate) => candidate.esTyba);
    await search(sim, radicado);
    const { body } = await getJson(`${api(sim)}/Proceso/Detalle/${proceso?.idProceso}`);
    expect(body).toMatchObject({ ubicacion: 'Software: Justicia XXI Web', llaveProceso: radicado });
  });

  it('answers the documented 404 for an unknown id', async () => {
    const { status, body } = await getJson(`${api(sim)}/Proceso/Detalle/123`);
    expect(status).toBe(404);
    expect(body).toEqual({ StatusCode: 404, Message: 'No se encontro detalle para el IdProceso: 123' });
  });

  it('pages actuaciones 40 at a time, newest first, consActuacion counting down', async () => {
    const radicado = publicRadicados().find((candidate) => candidate.slice(12, 16) <= '2022') as string;
    const id = (await search(sim, radicado)).procesos[0].idProceso;
    const { first, items } = await allActuaciones(sim, id);
    expect(first.paginacion.registrosPagina).toBe(40);
    expect(first.paginacion.cantidadRegistros).toBeGreaterThan(40);
    expect(first.actuaciones).toHaveLength(40);
    expect(items).toHaveLength(first.paginacion.cantidadRegistros);
    expect(items.map((item) => item.consActuacion)).toEqual(items.map((_, index) => items.length - index));
    for (let index = 1; index < items.length; index++) {
      expect(items[index].fechaRegistro <= items[index - 1].fechaRegistro).toBe(true);
    }
    expect(new Set(items.map((item) => item.idRegActuacion)).size).toBe(items.length);
    expect(items.every((item) => item.cant === items.length)).toBe(true);
  });
});

describe('CPNU documents', () => {
  it('lists an auto document and serves it as a PDF', async () => {
    const radicado = publicRadicados()[0];
    const id = (await search(sim, radicado)).procesos[0].idProceso;
    const { items } = await allActuaciones(sim, id);
    const withDocs = (items as { idRegActuacion: number; conDocumentos?: boolean }[]).find(
      (item) => item.conDocumentos,
    );
    expect(withDocs).toBeDefined();
    const docs = (await getJson(`${api(sim)}/Proceso/DocumentosActuacion/${withDocs?.idRegActuacion}`))
      .body as {
      idRegDocumento: number;
      descripcion: string;
    }[];
    expect(docs[0].descripcion).toMatch(/tamaño: \d+ KB/);
    const response = await fetch(`${api(sim)}/Descarga/Documento/${docs[0].idRegDocumento}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('clock', () => {
  it('reveals new actuaciones when advanced and never rewrites history', async () => {
    const local = await startCourtSim({ today: TODAY });
    try {
      const radicados = publicRadicados().slice(0, 40);
      const ids: number[] = [];
      const before = new Map<number, unknown[]>();
      for (const radicado of radicados) {
        for (const proceso of (await search(local, radicado)).procesos) {
          ids.push(proceso.idProceso);
          before.set(proceso.idProceso, (await allActuaciones(local, proceso.idProceso)).items);
        }
      }
      const response = await fetch(`${local.url}/__control/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ days: 7 }),
      });
      // Monday 2026-03-23 is a holiday (San José): this reveals four business days.
      expect(await response.json()).toEqual({ today: '2026-03-27' });
      let grown = 0;
      for (const id of ids) {
        const after = (await allActuaciones(local, id)).items;
        const old = before.get(id) ?? [];
        // History is the tail of the newest-first list and must be byte-identical.
        expect(after.slice(after.length - old.length).map(({ cant: _, ...rest }) => rest)).toEqual(
          (old as { cant: number }[]).map(({ cant: _, ...rest }) => rest),
        );
        if (after.length > old.length) grown++;
      }
      expect(grown).toBeGreaterThan(0);
      expect(grown).toBeLessThan(ids.length);
    } finally {
      await local.close();
    }
  });

  it('moves to the next business day with {"habiles"}, over weekends and holidays', async () => {
    const local = await startCourtSim({ today: '2026-03-20' });
    const advance = (body: object) =>
      fetch(`${local.url}/__control/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      // Friday 20/03/2026 → Saturday, Sunday and Monday 23 (San José) are skipped.
      expect(await (await advance({ habiles: 1 })).json()).toEqual({ today: '2026-03-24' });
      expect(await (await advance({ habiles: 2 })).json()).toEqual({ today: '2026-03-26' });
      const refused = await advance({ habiles: 0 });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: 'habiles debe ser un entero positivo' });
      expect(await (await advance({})).json()).toEqual({ today: '2026-03-27' });
    } finally {
      await local.close();
    }
  });
});
