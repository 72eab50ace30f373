import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CourtSim,
  esDeLitigante,
  litiganteFrecuente,
  procesosOf,
  radicadosDeLitigante,
  startCourtSim,
} from '../src/index.ts';
import { getJson, TODAY } from './helpers.ts';

interface Busqueda {
  tipoConsulta: string;
  procesos: { idProceso: number; llaveProceso: string; fechaUltimaActuacion: string | null }[];
  paginacion: { cantidadRegistros: number; registrosPagina: number; cantidadPaginas: number; pagina: number };
}

const DESPACHO = '050014003001';
let sim: CourtSim;
const api = () => `${sim.url}/cpnu/api/v2`;

beforeAll(async () => {
  sim = await startCourtSim({ today: TODAY });
});
afterAll(() => sim.close());

async function porNombre(nombre: string, pagina: number, extra = `&codificacionDespacho=${DESPACHO}`) {
  const query = `nombre=${encodeURIComponent(nombre)}&tipoPersona=jur&SoloActivos=false&pagina=${pagina}${extra}`;
  return getJson(`${api()}/Procesos/Consulta/NombreRazonSocial?${query}`);
}

describe('CPNU search by party name (repeat litigants)', () => {
  const litigante = litiganteFrecuente(DESPACHO);
  const nombre = litigante.tipo === 'juridica' ? litigante.razonSocial : '';

  it('lists the litigant’s processes of the despacho, paged by 20, each with the date the radicado search gives', async () => {
    const first = await porNombre(nombre, 1);
    expect(first.status).toBe(200);
    const body = first.body as Busqueda;
    expect(body.tipoConsulta).toBe('NombreRazonSocial');
    expect(body.paginacion.registrosPagina).toBe(20);
    expect(body.paginacion.cantidadRegistros).toBeGreaterThan(20);
    const all = [...body.procesos];
    for (let pagina = 2; pagina <= body.paginacion.cantidadPaginas; pagina++)
      all.push(...((await porNombre(nombre, pagina)).body as Busqueda).procesos);
    expect(all).toHaveLength(body.paginacion.cantidadRegistros);
    expect(all.every((row) => esDeLitigante(row.llaveProceso))).toBe(true);
    for (const row of all.slice(0, 8)) {
      const porRadicado = (
        await getJson(
          `${api()}/Procesos/Consulta/NumeroRadicacion?numero=${row.llaveProceso}&SoloActivos=false&pagina=1`,
        )
      ).body as Busqueda;
      const mismo = porRadicado.procesos.find((p) => p.idProceso === row.idProceso);
      expect(mismo?.fechaUltimaActuacion).toBe(row.fechaUltimaActuacion);
    }
  });

  it('finds names without accents or case, and only the kind of person asked', async () => {
    const plano = nombre
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const body = (await porNombre(plano, 1)).body as Busqueda;
    expect(body.procesos.length).toBeGreaterThan(0);
    const natural = await getJson(
      `${api()}/Procesos/Consulta/NombreRazonSocial?nombre=${encodeURIComponent(nombre)}&tipoPersona=nat&SoloActivos=false&pagina=1&codificacionDespacho=${DESPACHO}`,
    );
    expect((natural.body as Busqueda).procesos).toEqual([]);
  });

  it('answers the reported “more than a thousand” error without a despacho', async () => {
    const { status, body } = await porNombre(nombre, 1, '');
    expect(status).toBe(400);
    expect((body as { Message: string }).Message).toMatch(/^Hay más de mil registros/);
  });

  it('leaves every radicado outside the band with the parties it had', () => {
    const band = radicadosDeLitigante(DESPACHO, 2024);
    expect(band.every(esDeLitigante)).toBe(true);
    expect(procesosOf(band[0] as string)[0]?.demandantes).toEqual([litigante]);
    expect(esDeLitigante(`${DESPACHO}20240001200`)).toBe(false);
  });
});
