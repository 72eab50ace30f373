/**
 * 'Descargar todos los procesos': the request queues a job, the job e-mails exactly the lawyer's
 * cases as the chosen file (seed 000 §9: PDF 0, Word 1; our Excel workbook 2, the default). The mail
 * goes through a real SMTP server, and the attachment is decoded from the raw MIME message and read
 * back (exceljs for the workbook, the package's document.xml for Word, pdfjs for the PDF's text), so
 * what is asserted is what the lawyer would open.
 */
import { MESSAGES } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { correos } from '../../src/db/schema.ts';
import { listaMaestra } from '../../src/db/schema-expedientes.ts';
import { informeUnificadoJob } from '../../src/features/informes/informe-job.ts';
import { extractPdfText } from '../../src/sources/publicaciones/pdf-text.ts';
import { createExpedienteRow, createProcesoEnFuenteRow, uniqueRadicado } from '../expedientes/factories.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';
import { unzip } from '../support/unzip.ts';

const { port, received } = await startSmtpServer();

const { app, deps } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });

// ---- reading the message back: MIME → attachment bytes → CSV rows -------------------------------

function splitHeaders(part: string): { headers: string; body: string } {
  const at = part.indexOf('\r\n\r\n');
  // Folded header lines are joined so a parameter on the next line is still found.
  return { headers: part.slice(0, at).replace(/\r\n[ \t]+/g, ' '), body: part.slice(at + 4) };
}

function decodeQuotedPrintable(body: string): Buffer {
  const bytes: number[] = [];
  const text = body.replace(/=\r\n/g, '');
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(text.charCodeAt(index));
  }
  return Buffer.from(bytes);
}

/** The one attachment of a raw message (multipart/mixed): file name and decoded bytes. */
function attachmentOf(raw: string): { filename: string; contentType: string; content: Buffer } {
  const { headers } = splitHeaders(raw);
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  if (!boundary) throw new Error('el correo no es multipart');
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const attachments = parts
    .map((part) => splitHeaders(part.replace(/^\r\n/, '')))
    .filter((part) => /content-disposition:\s*attachment/i.test(part.headers));
  expect(attachments).toHaveLength(1);
  const [part] = attachments;
  const body = part.body.replace(/\r\n$/, '');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(part.headers)?.[1].toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1');
  return {
    filename: /filename="?([^";]+)"?/i.exec(part.headers)?.[1] ?? '',
    contentType: /content-type:\s*([^;\r\n]+)/i.exec(part.headers)?.[1] ?? '',
    content,
  };
}

const cellValue = (cell: ExcelJS.Cell) => (cell.value === null || cell.value === undefined ? '' : cell.value);

/** The Excel workbook read back with exceljs: header, one record per row, and the sheet itself. */
async function readWorkbook(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Procesos');
  if (!sheet) throw new Error('el libro no tiene la hoja Procesos');
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const records: Record<string, unknown>[] = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    records.push(Object.fromEntries(header.map((name, index) => [name, cellValue(row.getCell(index + 1))])));
  }
  return { sheet, header, records };
}

function mailsFor(abogado: CreatedAbogado) {
  return received.filter((mail) => mail.to === abogado.email);
}

/** The newest report e-mailed to the lawyer (of that file extension when given): its attachment. */
function lastReport(abogado: CreatedAbogado, extension?: string) {
  const mails = mailsFor(abogado).filter(
    (mail) => extension === undefined || attachmentOf(mail.raw).filename.endsWith(`.${extension}`),
  );
  expect(mails.length).toBeGreaterThan(0);
  const raw = mails[mails.length - 1].raw;
  expect(raw).toMatch(
    /Subject: =\?UTF-8\?Q\?Informe_de_todos_tus_procesos_al_|Subject: Informe de todos tus procesos al /,
  );
  return attachmentOf(raw);
}

async function excelReport(abogado: CreatedAbogado) {
  const attachment = lastReport(abogado, 'xlsx');
  return { ...attachment, ...(await readWorkbook(attachment.content)) };
}

const request = (abogado?: CreatedAbogado, body?: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/GenerarSolicitudInformeUnificado',
    headers: abogado?.auth ?? {},
    ...(body === undefined ? {} : { payload: body }),
  });

const drain = () => deps.jobs.drain([informeUnificadoJob.name], 60_000);

// ---- data: two lawyers -----------------------------------------------------------------------------

const owner = await createAbogado(deps, { nombre: 'María José Peñaloza' });
const other = await createAbogado(deps, { nombre: 'Otro Abogado' });
const [etapa] = await deps.db
  .insert(listaMaestra)
  .values({ codigo: 'EtapaProcesal', valor: `Conciliación ${owner.id}`, idAbogado: owner.id })
  .returning();

const resumen = JSON.stringify([
  { type: 'paragraph', children: [{ text: 'Audiencia del ' }, { text: 'artículo 372', bold: true }] },
  {
    type: 'bulleted-list',
    children: [
      { type: 'list-item', children: [{ text: 'Pedir pruebas; testigos "clave"' }] },
      { type: 'list-item', children: [{ text: 'Notificar al demandado' }] },
    ],
  },
]);

// Radicados fixed in order, so the report's order (by radicado) is known.
const [radicadoA, radicadoB, radicadoC] = [uniqueRadicado(), uniqueRadicado(), uniqueRadicado()].sort();
const tricky = await createExpedienteRow(deps, owner.id, {
  numero: radicadoA,
  ciudad: 'Bogotá, D.C.',
  despacho: 'Juzgado 003 Civil del Circuito de Bogotá',
  clase: 'Ejecutivo; singular',
  demandantes: 'Compañía "Los Andes" S.A.S.',
  demandados: '=HYPERLINK("http://malo.example")',
  etiqueta: '-urgente',
  idEtapaProcesal: etapa.id,
  resumen,
  fuenteUltimoCambio: 2,
  // 22:30 in Bogotá on the 14th, already the 15th in UTC: the report shows Bogotá's day.
  fechaUltimoCambio: new Date('2025-03-15T03:30:00Z'),
});
await createProcesoEnFuenteRow(deps, tricky, { tipoFuente: 2, fechaUltimaActuacion: '2025-02-07' });
await createProcesoEnFuenteRow(deps, tricky, { tipoFuente: 4, estado: 2, idActualizacion: null });
const plain = await createExpedienteRow(deps, owner.id, { numero: radicadoB, demandantes: 'Ñusta Páez' });
await createProcesoEnFuenteRow(deps, plain, { tipoFuente: 2, estado: 0, idActualizacion: null });
await createExpedienteRow(deps, owner.id, { numero: radicadoC });
// An additional result is not a source of the case: no column, no row.
await createProcesoEnFuenteRow(deps, plain, {
  tipoFuente: 6,
  esResultadoAdicional: true,
  idProceso: 'PP-extra',
});
const othersCase = await createExpedienteRow(deps, other.id, { demandantes: 'Secreto del otro abogado' });
await createProcesoEnFuenteRow(deps, othersCase, { tipoFuente: 0, fechaUltimaActuacion: '2024-01-02' });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('POST /api/GenerarSolicitudInformeUnificado', () => {
  it('needs a session and a known report type', async () => {
    const response = await request();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const unknown = await request(owner, { tipoInforme: 3 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('queues one report per lawyer and type at a time and e-mails each lawyer only their cases, as Excel', async () => {
    const first = await request(owner, { tipoInforme: 2 });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ idSolicitud: expect.any(String), tipoInforme: 2, correo: owner.email });

    // Still queued (no worker yet): the same type again is refused with a clear message…
    const second = await request(owner, { tipoInforme: 2 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'InformeEnCurso', message: MESSAGES.InformeEnCurso });
    // …while PDF and then Word right after it are queued beside it, and all three arrive (issue 21,
    // item 14: Word asked right after PDF used to be refused).
    const pdf = await request(owner, { tipoInforme: 0 });
    const word = await request(owner, { tipoInforme: 1 });
    expect([pdf.statusCode, word.statusCode], `${pdf.body} ${word.body}`).toEqual([202, 202]);
    expect((await request(owner, { tipoInforme: 1 })).statusCode).toBe(409);
    // Two at once (without a body: the seed's call): exactly one of them can be the pending request.
    const racing = await Promise.all([request(other), request(other)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([202, 409]);
    expect(racing.find((response) => response.statusCode === 202)?.json()).toMatchObject({ tipoInforme: 2 });

    await deps.jobs.work(deps, [informeUnificadoJob], { pollingIntervalSeconds: 0.5 });
    await drain();

    const enviados = mailsFor(owner).map((mail) => attachmentOf(mail.raw).filename.split('.').pop());
    expect(enviados.sort()).toEqual(['docx', 'pdf', 'xlsx']);
    const today = await deps.clock.today();
    const [year, month, dayOfMonth] = today.split('-');
    const report = await excelReport(owner);
    expect(report.filename).toBe(`Procesos_${dayOfMonth}-${month}-${year}.xlsx`);
    expect(report.contentType).toBe(XLSX);
    expect(report.header).toEqual([
      'Radicado',
      'Ciudad',
      'Despacho',
      'Clase',
      'Demandantes',
      'Demandados',
      'Etiqueta',
      'Etapa procesal',
      'Término: fecha',
      'Término: regla',
      'Unificada: estado',
      'Unificada: fecha última actuación',
      'Samai: estado',
      'Samai: fecha última actuación',
      'Último cambio: fuente',
      'Último cambio: fecha',
      'Resumen',
    ]);
    expect(report.records).toEqual([
      {
        Radicado: radicadoA,
        Ciudad: 'Bogotá, D.C.',
        Despacho: 'Juzgado 003 Civil del Circuito de Bogotá',
        Clase: 'Ejecutivo; singular',
        Demandantes: 'Compañía "Los Andes" S.A.S.',
        // Plain string cells: Excel never runs them as formulas.
        Demandados: '=HYPERLINK("http://malo.example")',
        Etiqueta: '-urgente',
        'Etapa procesal': `Conciliación ${owner.id}`,
        // No actuación of the case grants a término (terminos/un-termino.test.ts has those).
        'Término: fecha': '',
        'Término: regla': '',
        'Unificada: estado': 'Activada',
        'Unificada: fecha última actuación': day('2025-02-07'),
        'Samai: estado': 'Error en la activación',
        'Samai: fecha última actuación': '',
        'Último cambio: fuente': 'Unificada',
        // 22:30 in Bogotá on the 14th (already the 15th in UTC): Bogotá's day.
        'Último cambio: fecha': day('2025-03-14'),
        Resumen: 'Audiencia del artículo 372\n- Pedir pruebas; testigos "clave"\n- Notificar al demandado',
      },
      expect.objectContaining({
        Radicado: radicadoB,
        Demandantes: 'Ñusta Páez',
        'Unificada: estado': 'Activando',
        'Samai: estado': 'No activa',
        'Último cambio: fecha': '',
        Resumen: '',
      }),
      expect.objectContaining({ Radicado: radicadoC, 'Unificada: estado': 'No activa' }),
    ]);
    // The radicado is a text cell (as a number Excel would show 1,1E+22 and lose digits) and the
    // dates are date cells shown dd/mm/yyyy; the injected formula is a string, not a formula.
    const firstRow = report.sheet.getRow(2);
    expect(firstRow.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(firstRow.getCell(1).numFmt).toBe('@');
    expect(firstRow.getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(firstRow.getCell(9).numFmt).toBe('dd/mm/yyyy');
    expect(firstRow.getCell(12).type).toBe(ExcelJS.ValueType.Date);
    expect(firstRow.getCell(12).numFmt).toBe('dd/mm/yyyy');
    expect(firstRow.getCell(16).numFmt).toBe('dd/mm/yyyy');
    // Printed (issue 21 item 14): landscape, all columns on the page's width, the titles on each page.
    expect(report.sheet.pageSetup).toMatchObject({
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    });
    expect(JSON.stringify(report.records)).not.toContain('Secreto del otro abogado');

    const othersReport = await excelReport(other);
    expect(othersReport.filename).toMatch(/\.xlsx$/);
    expect(othersReport.records).toEqual([
      expect.objectContaining({
        Radicado: othersCase.numero,
        Demandantes: 'Secreto del otro abogado',
        'Rama Judicial: estado': 'Activada',
        'Rama Judicial: fecha última actuación': day('2024-01-02'),
      }),
    ]);
    for (const radicado of [radicadoA, radicadoB, radicadoC])
      expect(JSON.stringify(othersReport.records)).not.toContain(radicado);

    // The stored copy (what /dev/correos lists) names the attachment.
    const [stored] = await deps.db
      .select()
      .from(correos)
      .where(and(eq(correos.idAbogado, owner.id), eq(correos.plantilla, 'informe-unificado')));
    expect(stored).toMatchObject({ para: owner.email, estado: 'enviado' });
    expect(stored.texto).toContain(`Adjuntamos el archivo ${report.filename} (Excel) con tus 3 procesos`);
  });

  it('sends the Word report: its document.xml holds exactly the cases of the lawyer', async () => {
    const before = mailsFor(owner).length;
    const response = await request(owner, { tipoInforme: 1 });
    expect(response.statusCode, response.body).toBe(202);
    await drain();
    expect(mailsFor(owner)).toHaveLength(before + 1);
    const report = lastReport(owner);
    expect(report.filename).toMatch(/^Procesos_\d{2}-\d{2}-\d{4}\.docx$/);
    expect(report.contentType).toBe(DOCX);
    const entries = unzip(report.content);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
    const xml = entries.get('word/document.xml')?.toString('utf8') ?? '';
    expect(xml).toMatch(/^<\?xml[^>]*\?><w:document [^>]*>.*<\/w:document>$/s);
    const text = xml.replace(/<[^>]+>/g, '');
    expect(text).toContain('Informe de todos los procesos');
    expect(text).toContain('María José Peñaloza');
    expect(text).toContain('3 procesos');
    // In radicado order, each under its heading, with the same fields as the workbook.
    const at = [radicadoA, radicadoB, radicadoC].map((radicado) => text.indexOf(`Radicado ${radicado}`));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain('Demandantes: Compañía &quot;Los Andes&quot; S.A.S.');
    expect(text).toContain('Unificada: Activada, última actuación 07/02/2025');
    expect(text).toContain('Último cambio: Unificada, 14/03/2025');
    expect(text).not.toContain(othersCase.numero);
    expect(text).not.toContain('Secreto del otro abogado');
  });

  it('sends the PDF report with the text of every case of the lawyer', async () => {
    const response = await request(owner, { tipoInforme: 0 });
    expect(response.statusCode, response.body).toBe(202);
    await drain();
    const report = lastReport(owner);
    expect(report.filename).toMatch(/^Procesos_\d{2}-\d{2}-\d{4}\.pdf$/);
    expect(report.contentType).toBe('application/pdf');
    expect(report.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await extractPdfText(new Uint8Array(report.content));
    expect(pages).toHaveLength(1);
    const text = pages.join('\n');
    for (const radicado of [radicadoA, radicadoB, radicadoC]) expect(text).toContain(`Radicado ${radicado}`);
    expect(text).toContain('Demandantes: Ñusta Páez');
    expect(text).toContain('Unificada: Activada, última actuación 07/02/2025');
    expect(text).not.toContain(othersCase.numero);
    expect(text).not.toContain('Secreto del otro abogado');
  });

  it('sends a workbook with only the column titles to a lawyer without cases', async () => {
    const empty = await createAbogado(deps);
    expect((await request(empty)).statusCode).toBe(202);
    await drain();
    const report = await excelReport(empty);
    expect(report.header[0]).toBe('Radicado');
    expect(report.header).not.toContain('Unificada: estado');
    expect(report.records).toEqual([]);
  });
});
