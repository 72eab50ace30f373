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

/**
 * INVENTED pages of /Proceso/Sujetos for the recorded Puerto Colombia search (search-partes-sucias.json),
 * whose full list is not public: 2 demandantes and `emplazados` demandados, 40 per page, with the
 * recorded quirks (line breaks inside names, an N.N.).
 */
function sujetosPage(pagina: number, emplazados = 45): string {
  const all = [
    {
      tipoSujeto: 'Demandante/accionante',
      esEmplazado: false,
      nombre: 'OLGA LUCIA LEAL\r\n\t\t\t\t\tBAZURTO',
    },
    { tipoSujeto: 'Demandado/indiciado/causante', esEmplazado: false, nombre: 'N.N.' },
    ...Array.from({ length: emplazados }, (_, index) => ({
      tipoSujeto: 'Demandado/indiciado/causante',
      esEmplazado: true,
      nombre: `PERSONA\r\n\t\t\t\t\tEMPLAZADA ${index + 1}`,
    })),
  ];
  const sujetos = all.slice((pagina - 1) * 40, pagina * 40).map((sujeto, index) => ({
    idRegSujeto: 5000 + (pagina - 1) * 40 + index,
    tipoSujeto: sujeto.tipoSujeto,
    esEmplazado: sujeto.esEmplazado,
    identificacion: null,
    nombreRazonSocial: sujeto.nombre,
    cant: all.length,
  }));
  const paginacion = {
    cantidadRegistros: all.length,
    registrosPagina: 40,
    cantidadPaginas: Math.ceil(all.length / 40),
    pagina,
    paginas: null,
  };
  return JSON.stringify({ sujetos, paginacion });
}

function connector(variant: CpnuVariant, route: (url: URL) => FakeReply) {
  const { http, calls } = fakeHttp(route);
  return { cpnu: new CpnuConnector({ fuenteId: 2, variant, baseUrl: BASE, http }), calls };
}

describe('CpnuConnector', () => {
  const BUSQUEDA = {
    nombre: 'BANCO DAVIVIENDA',
    tipoPersona: 'jur',
    codificacionDespacho: '050014003001',
  } as const;
  const paginaPorNombre = (pagina: number, total: number) =>
    fixture('search-nombre.json')
      .replace('"cantidadRegistros":23', `"cantidadRegistros":${total}`)
      .replace(
        '"cantidadPaginas":2,"pagina":2',
        `"cantidadPaginas":${Math.ceil(total / 20)},"pagina":${pagina}`,
      );

  it('reads every page of the search by party name in one despacho, with SoloActivos=false', async () => {
    const { cpnu, calls } = connector('Unificada', (url) => ({
      body: paginaPorNombre(Number(url.searchParams.get('pagina')), 23),
    }));
    const resultado = await cpnu.findByParty(BUSQUEDA, 3);
    expect(calls).toEqual(
      [1, 2].map(
        (pagina) =>
          `/api/v2/Procesos/Consulta/NombreRazonSocial?nombre=BANCO+DAVIVIENDA&tipoPersona=jur&SoloActivos=false&codificacionDespacho=050014003001&pagina=${pagina}`,
      ),
    );
    expect(resultado).toMatchObject({ completa: true, cantidadRegistros: 23, solicitudes: 2 });
    expect(resultado.completa && resultado.procesos).toHaveLength(6);
  });

  it('stops after the first page when the rest would take more pages than allowed, and on the thousand limit', async () => {
    const largo = connector('Unificada', (url) => ({
      body: paginaPorNombre(Number(url.searchParams.get('pagina')), 95),
    }));
    expect(await largo.cpnu.findByParty(BUSQUEDA, 4)).toEqual({
      completa: false,
      cantidadRegistros: 95,
      solicitudes: 1,
    });
    expect(largo.calls).toHaveLength(1);
    const mil = connector('Unificada', () => ({
      status: 400,
      body: fixture('search-nombre-mas-de-mil.json'),
    }));
    expect(await mil.cpnu.findByParty(BUSQUEDA, 4)).toEqual({
      completa: false,
      cantidadRegistros: null,
      solicitudes: 1,
    });
  });

  it('searches with SoloActivos=false and returns every proceso of the radicado', async () => {
    const { cpnu, calls } = connector('Unificada', () => ({ body: fixture('search.json') }));
    const found = await cpnu.findRadicado(REF.radicado);
    expect(found.map((proceso) => proceso.ref.idProceso)).toEqual(['132573703', '140011234']);
    expect(calls[0]).toBe(
      `/api/v2/Procesos/Consulta/NumeroRadicacion?numero=${REF.radicado}&SoloActivos=false&pagina=1`,
    );
  });

  it('replaces a party list CPNU cut with "..." by the full list of /Proceso/Sujetos, page by page', async () => {
    const { cpnu, calls } = connector('Unificada', (url) =>
      url.pathname.includes('/Proceso/Sujetos/')
        ? { body: sujetosPage(Number(url.searchParams.get('pagina'))) }
        : { body: fixture('search-partes-sucias.json') },
    );
    const [proceso] = await cpnu.findRadicado('08573408900320230024200');
    expect(calls.slice(1)).toEqual([
      '/api/v2/Proceso/Sujetos/161456211?pagina=1',
      '/api/v2/Proceso/Sujetos/161456211?pagina=2',
    ]);
    expect(proceso.demandantes).toEqual(['OLGA LUCIA LEAL BAZURTO']);
    expect(proceso.demandados).toHaveLength(45);
    expect(proceso.demandados[0]).toBe('PERSONA EMPLAZADA 1');
    expect(proceso.sujetos.every((sujeto) => !/[\r\n\t]|Emplazado|N\.N\./.test(sujeto.nombre))).toBe(true);
  });

  it('does not read the same cut list twice while the search shows it unchanged', async () => {
    const { cpnu, calls } = connector('Unificada', (url) =>
      url.pathname.includes('/Proceso/Sujetos/')
        ? { body: sujetosPage(Number(url.searchParams.get('pagina')), 10) }
        : { body: fixture('search-partes-sucias.json') },
    );
    const first = await cpnu.findRadicado('08573408900320230024200');
    const second = await cpnu.findRadicado('08573408900320230024200');
    expect(second).toEqual(first);
    expect(calls.filter((call) => call.includes('/Proceso/Sujetos/'))).toHaveLength(1);
  });

  it('does not ask for the parties of a complete list or of a private process', async () => {
    for (const name of ['search.json', 'search-privado.json']) {
      const { cpnu, calls } = connector('Unificada', () => ({ body: fixture(name) }));
      await cpnu.findRadicado(REF.radicado);
      expect(calls.filter((call) => call.includes('/Proceso/Sujetos/'))).toEqual([]);
    }
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
