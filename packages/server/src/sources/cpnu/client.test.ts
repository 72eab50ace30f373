import { describe, expect, it } from 'vitest';
import { NotFoundInSourceError, TransientSourceError } from '../errors.ts';
import { type FakeReply, fakeHttp, fixtureReader } from '../test-support.ts';
import { CpnuConnector } from './client.ts';
import type { CpnuVariant } from './variants.ts';

const fixture = fixtureReader(import.meta.url);
const BASE = 'https://cpnu.test/api/v2';
const REF = { radicado: '17001400301020240019200', idProceso: '132573703' };

/** 85 actuaciones, keys 1000+cons, served 40 per page newest first like CPNU. */
function actuacionesPage(pagina: number): string {
  const total = 85;
  const conses = Array.from({ length: total }, (_, index) => total - index).slice(
    (pagina - 1) * 40,
    pagina * 40,
  );
  const actuaciones = conses.map((cons) => ({
    idRegActuacion: 1000 + cons,
    llaveProceso: REF.radicado,
    consActuacion: cons,
    fechaActuacion: '2026-03-20T00:00:00',
    actuacion: `Actuación ${cons}`,
    anotacion: null,
    fechaInicial: null,
    fechaFinal: null,
    fechaRegistro: '2026-03-20T00:00:00',
    codRegla: '00   ',
    conDocumentos: false,
    cant: total,
  }));
  const paginacion = {
    cantidadRegistros: total,
    registrosPagina: 40,
    cantidadPaginas: 3,
    pagina,
    paginas: null,
  };
  return JSON.stringify({ actuaciones, paginacion });
}

function connector(variant: CpnuVariant, route: (url: URL) => FakeReply) {
  const { http, calls } = fakeHttp(route);
  return { cpnu: new CpnuConnector({ fuenteId: 2, variant, baseUrl: BASE, http }), calls };
}

describe('CpnuConnector', () => {
  it('searches with SoloActivos=false and returns every proceso of the radicado', async () => {
    const { cpnu, calls } = connector('Unificada', () => ({ body: fixture('search.json') }));
    const found = await cpnu.findRadicado(REF.radicado);
    expect(found.map((proceso) => proceso.ref.idProceso)).toEqual(['132573703', '140011234']);
    expect(calls[0]).toBe(
      `/api/v2/Procesos/Consulta/NumeroRadicacion?numero=${REF.radicado}&SoloActivos=false&pagina=1`,
    );
  });

  it('rejects a radicado that is not 23 digits before calling the court', async () => {
    const { cpnu, calls } = connector('Unificada', () => ({ body: '' }));
    await expect(cpnu.findRadicado('2025-00451')).rejects.toBeInstanceOf(RangeError);
    expect(calls).toEqual([]);
  });

  it('keeps for Tyba only the procesos whose ubicacion is Justicia XXI Web, the rest for Rama', async () => {
    const route = (url: URL): FakeReply => {
      if (url.pathname.endsWith('/Detalle/132573703')) return { body: fixture('detail.json') };
      if (url.pathname.endsWith('/Detalle/140011234'))
        return { status: 404, body: fixture('detail-404.json') };
      return { body: fixture('search.json') };
    };
    const tyba = await connector('Tyba', route).cpnu.findRadicado(REF.radicado);
    const rama = await connector('Rama', route).cpnu.findRadicado(REF.radicado);
    expect(tyba.map((proceso) => proceso.ref.idProceso)).toEqual(['132573703']);
    expect(rama.map((proceso) => proceso.ref.idProceso)).toEqual(['140011234']);
  });

  it('reads pages of 40 until it reaches the last known key', async () => {
    const { cpnu, calls } = connector('Unificada', (url) => ({
      body: actuacionesPage(Number(url.searchParams.get('pagina'))),
    }));
    const fresh = await cpnu.getActuacionesSince(REF, '1030');
    expect(fresh).toHaveLength(55);
    expect(fresh[0].key).toBe('1085');
    expect(fresh.at(-1)?.key).toBe('1031');
    expect(calls.map((call) => new URL(call, BASE).searchParams.get('pagina'))).toEqual(['1', '2']);
  });

  it('reads one page when the newest actuación is already known', async () => {
    const { cpnu, calls } = connector('Unificada', (url) => ({
      body: actuacionesPage(Number(url.searchParams.get('pagina'))),
    }));
    expect(await cpnu.getActuacionesSince(REF, '1085')).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('returns everything when there is no known key', async () => {
    const { cpnu } = connector('Unificada', (url) => ({
      body: actuacionesPage(Number(url.searchParams.get('pagina'))),
    }));
    const all = await cpnu.getActuacionesSince(REF);
    expect(all).toHaveLength(85);
    expect(new Set(all.map((actuacion) => actuacion.key)).size).toBe(85);
  });

  it('treats "No se encontraron Actuaciones" as an empty list', async () => {
    const { cpnu } = connector('Unificada', () => ({ status: 404, body: fixture('actuaciones-404.json') }));
    expect(await cpnu.getActuacionesSince(REF)).toEqual([]);
  });

  it('treats a "Timeout Expired" 404 as transient', async () => {
    const { cpnu } = connector('Unificada', () => ({
      status: 404,
      body: fixture('actuaciones-timeout-404.json'),
    }));
    await expect(cpnu.getActuacionesSince(REF)).rejects.toBeInstanceOf(TransientSourceError);
  });

  it('maps a missing detail to NotFoundInSourceError', async () => {
    const { cpnu } = connector('Unificada', () => ({ status: 404, body: fixture('detail-404.json') }));
    await expect(cpnu.getDetail({ ...REF, idProceso: '999' })).rejects.toBeInstanceOf(NotFoundInSourceError);
  });

  it('collects documents of the actuaciones that have some', async () => {
    const { cpnu, calls } = connector('Unificada', (url) =>
      url.pathname.includes('DocumentosActuacion')
        ? { body: fixture('documentos.json') }
        : { body: fixture('actuaciones.json') },
    );
    const documents = await cpnu.getDocuments(REF);
    expect(documents.map((document) => document.url)).toEqual([`${BASE}/Descarga/Documento/5512093`]);
    expect(calls.filter((call) => call.includes('DocumentosActuacion'))).toEqual([
      '/api/v2/Proceso/DocumentosActuacion/2308991012',
    ]);
  });
});
