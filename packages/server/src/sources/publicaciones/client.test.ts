import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeHttp, fixtureReader } from '../test-support.ts';
import { PublicacionesConnector } from './client.ts';

const fixture = fixtureReader(import.meta.url);
const PORTLET =
  'co_com_avanti_efectosProcesales_PublicacionesEfectosProcesalesPortletV2_INSTANCE_BIyXQFHVaYaq';
const BASE = 'https://pp.test';
const pdf = new Uint8Array(readFileSync(new URL('./fixtures/estado.pdf', import.meta.url)));

function connector() {
  const { http, calls } = fakeHttp((url) => {
    if (url.pathname.startsWith('/c/document_library')) return { body: pdf, contentType: 'application/pdf' };
    if (url.searchParams.get(`_${PORTLET}_articleId`))
      return { body: fixture('detail.html'), contentType: 'text/html' };
    return { body: fixture('listing.html'), contentType: 'text/html' };
  });
  return { pp: new PublicacionesConnector({ fuenteId: 6, baseUrl: BASE, http }), calls };
}

describe('PublicacionesConnector', () => {
  it('discovers the portlet once and lists a despacho’s publications of a date', async () => {
    const { pp, calls } = connector();
    const found = await pp.listPublications('170014303002', '2026-03-20');
    expect(found.map((publicacion) => publicacion.articleId)).toEqual(['183457201', '183455990']);
    expect(await pp.listPublications('170014303002', '2026-03-21')).toEqual([]);
    expect(calls[0]).toBe('/web/publicaciones-procesales/inicio');
    expect(calls.filter((call) => call === '/web/publicaciones-procesales/inicio')).toHaveLength(1);
    const listing = new URL(calls[1], BASE).searchParams;
    expect(listing.get(`_${PORTLET}_idDespacho`)).toBe('170014303002');
    expect(listing.get(`_${PORTLET}_fechaInicio`)).toBe('2026-03-20');
  });

  it('finds the radicado’s despacho as the process to watch', async () => {
    const { pp } = connector();
    const [proceso] = await pp.findRadicado('17001430300220240019200');
    expect(proceso.ref.idProceso).toBe('170014303002');
    expect(proceso.despacho).toBe('JUZGADO 002 CIVIL MUNICIPAL DE EJECUCIÓN DE SENTENCIAS DE MANIZALES');
  });

  it('lists a publication’s documents and extracts a PDF’s text', async () => {
    const { pp } = connector();
    const documents = await pp.getPublicationDocuments('183457201');
    expect(documents).toHaveLength(3);
    const pages = await pp.getDocumentText(documents[0].url);
    expect(pages[0]).toContain('17001400301020240019200');
  });

  it('never fetches a document a page names on another host', async () => {
    const { pp, calls } = connector();
    const before = calls.length;
    expect(await pp.getDocumentText('https://otro-sitio.test/c/document_library/estado.pdf')).toEqual([]);
    expect(await pp.getDocumentText('//169.254.169.254/c/document_library/x.pdf')).toEqual([]);
    expect(calls.length).toBe(before);
  });
});
