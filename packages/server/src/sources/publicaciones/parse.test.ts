import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SchemaDriftError } from '../errors.ts';
import { fixtureReader, readExpected } from '../test-support.ts';
import { discoverPortletId, parseDetail, parseListing } from './parse.ts';
import { extractPdfText } from './pdf-text.ts';

const fixture = fixtureReader(import.meta.url);
const expected = (name: string) => readExpected(import.meta.url, name);
const PORTLET =
  'co_com_avanti_efectosProcesales_PublicacionesEfectosProcesalesPortletV2_INSTANCE_BIyXQFHVaYaq';
const BASE = 'https://publicacionesprocesales.ramajudicial.gov.co';

describe('Publicaciones parsers (golden)', () => {
  it('discovers the portlet instance from the page', () => {
    expect(discoverPortletId(fixture('listing.html'))).toBe(PORTLET);
    expect(() => discoverPortletId('<html><body>mantenimiento</body></html>')).toThrow(SchemaDriftError);
  });

  it('parses a listing page (ISO and DD/MM/YYYY dates)', () => {
    expect(parseListing(fixture('listing.html'), PORTLET)).toEqual(expected('listing.expected.json'));
  });

  it('parses an empty listing', () => {
    expect(parseListing(fixture('listing-empty.html'), PORTLET)).toEqual(
      expected('listing-empty.expected.json'),
    );
  });

  it('parses a detail page, dedupes by uuid and leaves out the help folder', () => {
    expect(parseDetail(fixture('detail.html'), PORTLET, BASE)).toEqual(expected('detail.expected.json'));
  });

  it('extracts the text of each PDF page', async () => {
    const bytes = new Uint8Array(readFileSync(new URL('./fixtures/estado.pdf', import.meta.url)));
    expect(await extractPdfText(bytes)).toEqual(expected('estado.expected.json'));
  });
});

describe('Publicaciones schema drift', () => {
  it('throws when the title block is renamed', () => {
    expect(() => parseListing(fixture('listing-drifted.html'), PORTLET)).toThrow(/articleId/);
  });

  it('throws when the documents table is gone', () => {
    expect(() => parseDetail(fixture('detail-drifted.html'), PORTLET, BASE)).toThrow(SchemaDriftError);
  });

  it('throws when the portlet is missing or the table is replaced by something unknown', () => {
    expect(() => parseListing('<html><body>Sitio en mantenimiento</body></html>', PORTLET)).toThrow(
      SchemaDriftError,
    );
    const noTable = fixture('listing.html').replace('tbody class="table-data"', 'tbody class="filas"');
    expect(() => parseListing(noTable, PORTLET)).toThrow(SchemaDriftError);
  });

  it('refuses an HTML error page served as a document', async () => {
    await expect(extractPdfText(new TextEncoder().encode('<html>Error 500</html>'))).rejects.toBeInstanceOf(
      SchemaDriftError,
    );
  });
});

describe('Publicaciones truncated answers', () => {
  it('refuses a listing cut short', () => {
    const html = fixture('listing.html');
    const cut = html.slice(0, html.indexOf('</tr>') + 5);
    expect(() => parseListing(cut, PORTLET)).toThrow(/incompleta/);
  });

  it('refuses a PDF cut short', async () => {
    const bytes = new Uint8Array(readFileSync(new URL('./fixtures/estado.pdf', import.meta.url)));
    await expect(extractPdfText(bytes.slice(0, Math.floor(bytes.length * 0.6)))).rejects.toThrow(
      /incompleto/,
    );
  });
});
