/**
 * Spreadsheet bombs (issue 20, item 1): an .xlsx is a ZIP, so a small upload can expand to
 * gigabytes or name a cell a million rows down. Each hostile file gets a Spanish 422 before a
 * cell is built, a well-formed workbook written by another library still reads, and /api/health
 * keeps answering while a hostile file is being read.
 */
import { MESSAGES } from '@expediente/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LIMITES_HOJA, leerCeldasXlsx } from '../../src/features/registro/hoja/leer-hoja.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { multipartBody, xlsxParts, zip } from './xlsx-fixture.ts';

const { app, deps } = await createTestApp();
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const A = '11001310300120240012300';

async function upload(auth: { authorization: string }, content: Buffer) {
  const body = multipartBody('procesos.xlsx', content, XLSX_TYPE);
  return app.inject({
    method: 'POST',
    url: '/api/RegistroAutomaticoProcesos/Archivo',
    headers: { ...body.headers, ...auth },
    payload: body.payload,
  });
}

const worksheet = (sheetData: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`;

/** A workbook whose first sheet is the given XML (the fixture's other parts unchanged). */
function workbook(sheetXml: string, extra: Record<string, string> = {}, lie?: { declaredSize: number }) {
  return zip({ ...xlsxParts([[[A]]]), 'xl/worksheets/sheet1.xml': sheetXml, ...extra }, lie);
}

const rows = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `<row r="${index + 1}"><c r="A${index + 1}"><v>1</v></c></row>`,
  ).join('');

const over20MB = ' '.repeat(LIMITES_HOJA.maxBytesDescomprimidos + 1024);

describe('hostile spreadsheets in POST /api/RegistroAutomaticoProcesos/Archivo', () => {
  const refused = {
    code: 'ArchivoDemasiadoExtenso',
    message: MESSAGES.ArchivoDemasiadoExtenso,
  };

  it('refuses more rows than the limit, a cell far down or far right, and more than 20 MB expanded', async () => {
    const abogado = await createAbogado(deps);
    const files: [string, Buffer][] = [
      ['20,001 rows', workbook(worksheet(rows(LIMITES_HOJA.maxFilas + 1)))],
      [
        'a cell a million rows down',
        workbook(worksheet(`<row r="1048576"><c r="A1048576"><v>1</v></c></row>`)),
      ],
      ['a cell in the last column', workbook(worksheet(`<row r="1"><c r="XFD1"><v>1</v></c></row>`))],
      ['an entry declaring more than 20 MB', workbook(worksheet(rows(2)), { 'xl/notas.xml': over20MB })],
      // Both headers say 1 KB; the bytes really inflated are counted.
      [
        'an entry lying about its size',
        workbook(worksheet(rows(2)), { 'xl/notas.xml': over20MB }, { declaredSize: 1024 }),
      ],
    ];
    for (const [what, file] of files) {
      expect(file.length, what).toBeLessThan(200 * 1024);
      const response = await upload(abogado.auth, file);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(422);
      expect(response.json(), what).toEqual(refused);
    }
  });

  it('refuses an archive of too many entries, and entries overlapping in the file', async () => {
    const abogado = await createAbogado(deps);
    const many = Object.fromEntries(
      Array.from({ length: LIMITES_HOJA.maxEntradas + 1 }, (_, index) => [`xl/media/n${index}.xml`, 'x']),
    );
    const response = await upload(abogado.auth, workbook(worksheet(rows(2)), many));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual(refused);

    // Two central-directory entries pointing at the same local entry: more compressed bytes
    // declared than the file holds.
    const single = zip({ '[Content_Types].xml': 'x'.repeat(4000) });
    const eocd = single.length - 22;
    const cdSize = single.readUInt32LE(eocd + 12);
    const central = single.subarray(eocd - cdSize, eocd);
    const end = Buffer.from(single.subarray(eocd));
    end.writeUInt16LE(2, 8);
    end.writeUInt16LE(2, 10);
    end.writeUInt32LE(cdSize * 2, 12);
    const overlapping = Buffer.concat([single.subarray(0, eocd), central, central, end]);
    const second = await upload(abogado.auth, overlapping);
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json().code).toBe('ArchivoIlegible');
  });

  it('stops a parse that runs past its time limit with a Spanish message', async () => {
    const file = workbook(worksheet(rows(5_000)));
    await expect(leerCeldasXlsx(file, 1)).rejects.toMatchObject({
      status: 422,
      code: 'ArchivoTardaDemasiado',
      message: MESSAGES.ArchivoTardaDemasiado,
    });
  });

  it('reads at most two files at once: a third gets a Spanish 429 and the first two still answer', async () => {
    const file = workbook(worksheet(rows(10)));
    const results = await Promise.allSettled([
      leerCeldasXlsx(file),
      leerCeldasXlsx(file),
      leerCeldasXlsx(file),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({
      status: 429,
      code: 'ArchivosEnLectura',
      message: MESSAGES.ArchivosEnLectura,
    });
    expect(await leerCeldasXlsx(file)).toHaveLength(10);
  });

  it('still reads a workbook written by exceljs (data descriptors, styles, a second sheet)', async () => {
    const abogado = await createAbogado(deps);
    const book = new ExcelJS.Workbook();
    const first = book.addWorksheet('Procesos');
    first.addRow(['Radicado', 'Cliente']);
    first.addRow([A, 'Ana']);
    first.getCell('A1').font = { bold: true };
    book.addWorksheet('Otros').addRow(['05001400300220230045600']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const response = await upload(abogado.auth, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().radicados).toEqual([A, '05001400300220230045600']);
  });

  it('keeps /api/health answering while a hostile file is being read', async () => {
    const hostile = workbook(worksheet(rows(2)), { 'xl/notas.xml': over20MB }, { declaredSize: 1024 });
    // The reader itself, not the upload: the upload's own steps (session, multipart) would let
    // requests through before the read began.
    let refused = false;
    const reading = leerCeldasXlsx(hostile).then(
      () => 'leído',
      (error: { code?: string }) => error.code,
    );
    void reading.finally(() => {
      refused = true;
    });
    let answeredMeanwhile = 0;
    while (!refused) {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (!refused) answeredMeanwhile += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await reading).toBe('ArchivoDemasiadoExtenso');
    // Counted, not timed (speed belongs to the benches): read on the main thread, the file would
    // hold every request until its refusal.
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(3);
  });
});
