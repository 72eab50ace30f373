import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CourtSim,
  estadoDelDia,
  isSiugjDespacho,
  PORTLET,
  procesosOf,
  startCourtSim,
  stripAccents,
  toDay,
  toIso,
} from '../src/index.ts';
import { pdfText, publicRadicados, TODAY } from './helpers.ts';

let sim: CourtSim;
const p = `_${PORTLET}_`;

beforeAll(async () => {
  sim = await startCourtSim({ today: TODAY });
});
afterAll(async () => {
  await sim.close();
});

/** A watched radicado and a day on which its despacho's estado lists it. */
function watchedInEstado(): { radicado: string; day: number } {
  const today = toDay(TODAY);
  for (const radicado of publicRadicados()) {
    for (let day = today; day > today - 30; day--) {
      if (estadoDelDia(radicado.slice(0, 12), day).some((fila) => fila.radicado === radicado))
        return { radicado, day };
    }
  }
  throw new Error('no watched radicado in any estado');
}

function hrefs(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1].replaceAll('&amp;', '&'));
}

describe('Publicaciones Procesales', () => {
  it('lists estados of a despacho, finds the watched party in the estado PDF', async () => {
    const { radicado, day } = watchedInEstado();
    const codigo = radicado.slice(0, 12);
    const fecha = toIso(day);
    const listingUrl = `${sim.url}/publicaciones/web/publicaciones-procesales/inicio?p_p_id=${PORTLET}&p_p_lifecycle=0&${p}action=filterStructures&${p}idStructure=6098957&${p}idDespacho=${codigo}&${p}fechaInicio=${fecha}&${p}fechaFin=${fecha}`;
    const listing = await (await fetch(listingUrl)).text();
    expect(listing).toContain('<tr class=" col-xs-12 tramites ">');
    expect(listing).toContain(`<p class="publish-date">Fecha de Publicación: ${fecha}</p>`);
    expect(listing).toContain(
      '<span class="categoria-ep">Tipo de publicación: Notificaciones por Estados</span>',
    );
    expect(listing).toContain('Página 1 de 1');
    const [detailHref] = hrefs(listing, /<div class="titulo-publicacion"><a title="[^"]+" href="([^"]+)"/g);
    expect(detailHref).toContain(`${p}articleId=`);

    const detail = await (await fetch(`${sim.url}${detailHref}`)).text();
    const [fileHref] = hrefs(detail, /<table id="tabla-docs-[^"]+"[\s\S]*?<a href="([^"]+)"/g);
    expect(fileHref).toMatch(
      /^\/publicaciones\/c\/document_library\/get_file\?uuid=[0-9a-f-]{36}&groupId=\d+$/,
    );

    const response = await fetch(`${sim.url}${fileHref}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const filas = estadoDelDia(codigo, day);
    expect(text).toContain(`Fecha: ${fecha}`);
    expect(text).toContain(`Total de Procesos: ${filas.length}`);
    const fila = filas.find((candidate) => candidate.radicado === radicado);
    expect(text).toContain(fila?.radicadoImpreso);
    expect(text).toContain(fila?.descripcion);
    // The estado writes the party as courts do; its surnames are the CPNU party's surnames.
    const parte = procesosOf(radicado)[0].demandantes[0];
    const clave = stripAccents(
      parte.tipo === 'natural' ? parte.apellidos.split(' ')[0] : parte.razonSocial.split(' ')[0],
    );
    expect(stripAccents(text)).toContain(clave);
    expect(stripAccents(fila?.demandante ?? '')).toContain(clave);
  });

  it('paginates with "Página i de N" and the _cur parameter', async () => {
    const codigo = publicRadicados()[0].slice(0, 12);
    const base = `${sim.url}/publicaciones/web/publicaciones-procesales/inicio?${p}idDespacho=${codigo}&${p}fechaInicio=2026-01-13&${p}fechaFin=${TODAY}&${p}delta=5`;
    const first = await (await fetch(base)).text();
    const pages = Number(/Página 1 de (\d+)/.exec(first)?.[1]);
    expect(pages).toBeGreaterThan(1);
    const second = await (await fetch(`${base}&${p}cur=2`)).text();
    expect(second).toContain(`Página 2 de ${pages}`);
    const dates = (html: string) =>
      [...html.matchAll(/Fecha de Publicación: (\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]);
    expect(dates(first)).toHaveLength(5);
    expect((dates(first).at(-1) as string) > (dates(second)[0] as string)).toBe(true);
  });

  it('publishes nothing for a future day and new estados appear as the clock moves', async () => {
    const local = await startCourtSim({ today: TODAY });
    try {
      const codigo = publicRadicados()[0].slice(0, 12);
      const url = `${local.url}/publicaciones/web/publicaciones-procesales/inicio?${p}idDespacho=${codigo}&${p}fechaInicio=2026-03-24&${p}fechaFin=2026-04-30`;
      expect(await (await fetch(url)).text()).not.toContain('tramites');
      local.clock.set('2026-04-30');
      expect(await (await fetch(url)).text()).toContain('tramites');
    } finally {
      await local.close();
    }
  });
});

describe('SIUGJ publications', () => {
  it('only lists despachos that run on SIUGJ', async () => {
    const codigos = [...new Set(publicRadicados().map((radicado) => radicado.slice(0, 12)))];
    const siugj = codigos.find(isSiugjDespacho);
    const classic = codigos.find((codigo) => !isSiugjDespacho(codigo));
    const url = (codigo: string | undefined) =>
      `${sim.url}/siugj/publicaciones/web/publicaciones-procesales/inicio?${p}idDespacho=${codigo}&${p}fechaInicio=2026-01-13&${p}fechaFin=${TODAY}`;
    expect(await (await fetch(url(siugj))).text()).toContain('href="/siugj/publicaciones/web/');
    expect(await (await fetch(url(classic))).text()).not.toContain('tramites');
  });
});
