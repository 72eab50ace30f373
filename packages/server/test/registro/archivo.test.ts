/**
 * POST /api/RegistroAutomaticoProcesos/Archivo: radicados read from a real .xlsx (built by
 * xlsx-fixture.ts with node:zlib) and from CSV text; Spanish 4xx for wrong, unreadable or empty files.
 */
import { MESSAGES, type MessageCode } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { MAX_ARCHIVO_BYTES } from '../../src/features/registro/leer-archivo-de-radicados.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { buildXlsx, multipartBody, zip } from './xlsx-fixture.ts';

const { app, deps } = await createTestApp();

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const URL = '/api/RegistroAutomaticoProcesos/Archivo';

async function upload(
  auth: { authorization: string } | null,
  filename: string,
  content: Buffer,
  type: string,
) {
  const body = multipartBody(filename, content, type);
  return app.inject({
    method: 'POST',
    url: URL,
    headers: { ...body.headers, ...(auth ?? {}) },
    payload: body.payload,
  });
}

const A = '11001310300120240012300';
const B = '05001400300220230045600';
const C = '25000233600020190012301';

describe('POST /api/RegistroAutomaticoProcesos/Archivo', () => {
  it('reads the radicado cells of every sheet of an .xlsx in order, with separators removed', async () => {
    const abogado = await createAbogado(deps);
    const workbook = buildXlsx([
      [
        ['Radicado', 'Demandante', 'Valor'],
        [A, 'Ana Pérez', { number: '1500000' }],
        ['05001-40-03-002-2023-00456-00', 'Banco de Bogotá', null],
        // A typo with a letter stays in: the dialog lists it under 'tienen letra'.
        ['1100131030012024001O300', 'Pedro', null],
        ['Cédula 1020304050', null, null],
      ],
      [[C], [{ number: '1.10013103001202E+22' }]],
    ]);
    const response = await upload(abogado.auth, 'procesos.xlsx', workbook, XLSX_TYPE);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      radicados: [A, B, '1100131030012024001O300', C],
      numerosImprecisos: 1,
    });
  });

  it('keeps a row whose radicado lost or gained digits, so the dialog counts it with the errors', async () => {
    const abogado = await createAbogado(deps);
    const csv = [
      'Radicado;Cliente;Teléfono;Fecha',
      `${A};Ana;3001234567;2024-01-15`,
      // 19 and 25 digits: wrong radicados, not other data.
      '11001-31-03-001-2024-001;Luis;6015550000;15/01/2024',
      `${B}99;Marta;;`,
      `${C};NIT 900.123.456-7;;`,
    ].join('\r\n');
    const response = await upload(abogado.auth, 'procesos.csv', Buffer.from(csv), 'text/csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().radicados).toEqual([A, '1100131030012024001', `${B}99`, C]);
  });

  it('reads a CSV exported with semicolons, quotes and a BOM', async () => {
    const abogado = await createAbogado(deps);
    const csv = `\uFEFFRadicado;Cliente\r\n"${A}";"Ana"\r\n${B};Luis\r\n\r\n${C} ;x\r\n`;
    const response = await upload(abogado.auth, 'procesos.csv', Buffer.from(csv), 'text/csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().radicados).toEqual([A, B, C]);
  });

  it('answers a Spanish 4xx for a wrong type, a renamed file, an old .xls, a broken or an empty file', async () => {
    const abogado = await createAbogado(deps);
    const cases: [string, Buffer, string, number, MessageCode][] = [
      [
        'escrito.pdf',
        Buffer.from('%PDF-1.7\n%âãÏÓ\n\0\0binary'),
        'application/pdf',
        415,
        'ArchivoNoCompatible',
      ],
      [
        'procesos.csv',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]),
        'text/csv',
        415,
        'ArchivoNoCompatible',
      ],
      [
        'viejo.xls',
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
        'application/vnd.ms-excel',
        415,
        'ArchivoXlsAntiguo',
      ],
      ['roto.xlsx', zip({ 'hola.txt': 'no es una hoja de cálculo' }), XLSX_TYPE, 422, 'ArchivoIlegible'],
      ['vacio.xlsx', buildXlsx([[['Radicado'], ['Sin datos']]]), XLSX_TYPE, 422, 'ArchivoVacio'],
      ['vacio.csv', Buffer.from('Radicado;Cliente\n;\n'), 'text/csv', 422, 'ArchivoVacio'],
      ['cero.csv', Buffer.alloc(0), 'text/csv', 400, 'ArchivoVacio'],
    ];
    for (const [filename, content, type, status, code] of cases) {
      const response = await upload(abogado.auth, filename, content, type);
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(status);
      expect(response.json()).toEqual({ code, message: MESSAGES[code] });
    }
  });

  it('refuses a file over the size limit and a request without a file', async () => {
    const abogado = await createAbogado(deps);
    const big = Buffer.from(`${A}\n`.repeat(Math.ceil(MAX_ARCHIVO_BYTES / 24) + 10));
    const tooBig = await upload(abogado.auth, 'grande.csv', big, 'text/csv');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('ArchivoMuyGrande');

    const json = await app.inject({
      method: 'POST',
      url: URL,
      headers: abogado.auth,
      payload: { radicados: [A] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ code: 'ArchivoSinAdjunto', message: MESSAGES.ArchivoSinAdjunto });
  });

  it('refuses more radicados than one load takes, saying the limit in Colombian digits', async () => {
    const abogado = await createAbogado(deps);
    const lines = Array.from({ length: 1_001 }, (_, i) => `11001310300120240${String(i).padStart(6, '0')}`);
    const response = await upload(abogado.auth, 'muchos.csv', Buffer.from(lines.join('\n')), 'text/csv');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'ArchivoDemasiadosRadicados',
      message: 'El archivo tiene más de 1.000 radicados. Divídelo en varias cargas.',
    });
  });

  it('needs a session, and one lawyer upload never shows in another lawyer’s answer', async () => {
    const anonymous = await upload(null, 'procesos.csv', Buffer.from(A), 'text/csv');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(A);

    const owner = await createAbogado(deps);
    const other = await createAbogado(deps);
    await upload(owner.auth, 'procesos.csv', Buffer.from(`${A}\n${B}`), 'text/csv');
    const otherAnswer = await upload(other.auth, 'otros.csv', Buffer.from(C), 'text/csv');
    expect(otherAnswer.json().radicados).toEqual([C]);
  });
});
