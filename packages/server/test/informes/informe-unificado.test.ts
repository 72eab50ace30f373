/**
 * 'Descargar todos los procesos': the request queues a job, the job e-mails a CSV of exactly the
 * lawyer's cases. The mail goes through a real SMTP server, and the attachment is decoded from the
 * raw MIME message and parsed back, so what is asserted is what the lawyer would open in Excel.
 */
import { MESSAGES } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { correos } from '../../src/db/schema.ts';
import { listaMaestra } from '../../src/db/schema-expedientes.ts';
import { informeUnificadoJob } from '../../src/features/informes/informe-job.ts';
import { createExpedienteRow, createProcesoEnFuenteRow, uniqueRadicado } from '../expedientes/factories.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';

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

/** RFC 4180 with ';' — written here independently of the report's writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  if (cell || row.length) throw new Error(`la última fila no termina en CRLF: ${JSON.stringify(row)}`);
  return rows;
}

async function reportFor(abogado: CreatedAbogado) {
  const mails = received.filter((mail) => mail.to === abogado.email);
  expect(mails).toHaveLength(1);
  expect(mails[0].raw).toMatch(
    /Subject: =\?UTF-8\?Q\?Informe_de_todos_tus_procesos_al_|Subject: Informe de todos tus procesos al /,
  );
  const attachment = attachmentOf(mails[0].raw);
  const text = attachment.content.toString('utf8');
  expect(text.startsWith('\uFEFF'), 'UTF-8 BOM para que Excel lea las tildes').toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  const records = rows.map((row) => {
    expect(row).toHaveLength(header.length);
    return Object.fromEntries(header.map((name, index) => [name, row[index]]));
  });
  return { ...attachment, header, records };
}

const request = (abogado?: CreatedAbogado) =>
  app.inject({
    method: 'POST',
    url: '/api/GenerarSolicitudInformeUnificado',
    headers: abogado?.auth ?? {},
  });

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

describe('POST /api/GenerarSolicitudInformeUnificado', () => {
  it('needs a session', async () => {
    const response = await request();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('queues one report per lawyer at a time and e-mails each lawyer only their cases', async () => {
    const first = await request(owner);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ idSolicitud: expect.any(String), correo: owner.email });

    // Still queued (no worker yet): a second request is refused with a clear message.
    const second = await request(owner);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'InformeEnCurso', message: MESSAGES.InformeEnCurso });
    // Two at once: exactly one of them can be the pending request.
    const racing = await Promise.all([request(other), request(other)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([202, 409]);

    await deps.jobs.work(deps, [informeUnificadoJob], { pollingIntervalSeconds: 0.5 });
    await deps.jobs.drain([informeUnificadoJob.name], 60_000);

    const today = await deps.clock.today();
    const [year, month, day] = today.split('-');
    const report = await reportFor(owner);
    expect(report.filename).toBe(`Procesos_${day}-${month}-${year}.csv`);
    expect(report.contentType).toBe('text/csv');
    expect(report.header).toEqual([
      'Radicado',
      'Ciudad',
      'Despacho',
      'Clase',
      'Demandantes',
      'Demandados',
      'Etiqueta',
      'Etapa procesal',
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
        Radicado: `="${radicadoA}"`,
        Ciudad: 'Bogotá, D.C.',
        Despacho: 'Juzgado 003 Civil del Circuito de Bogotá',
        Clase: 'Ejecutivo; singular',
        Demandantes: 'Compañía "Los Andes" S.A.S.',
        Demandados: `'=HYPERLINK("http://malo.example")`,
        Etiqueta: "'-urgente",
        'Etapa procesal': `Conciliación ${owner.id}`,
        'Unificada: estado': 'Activada',
        'Unificada: fecha última actuación': '07/02/2025',
        'Samai: estado': 'Error en la activacion',
        'Samai: fecha última actuación': '',
        'Último cambio: fuente': 'Unificada',
        'Último cambio: fecha': '14/03/2025',
        Resumen: 'Audiencia del artículo 372\n- Pedir pruebas; testigos "clave"\n- Notificar al demandado',
      },
      expect.objectContaining({
        Radicado: `="${radicadoB}"`,
        Demandantes: 'Ñusta Páez',
        'Unificada: estado': 'Activando',
        'Samai: estado': 'No activa',
        'Último cambio: fecha': '',
        Resumen: '',
      }),
      expect.objectContaining({ Radicado: `="${radicadoC}"`, 'Unificada: estado': 'No activa' }),
    ]);
    expect(report.content.toString('utf8')).not.toContain('Secreto del otro abogado');

    const othersReport = await reportFor(other);
    expect(othersReport.records).toEqual([
      expect.objectContaining({
        Radicado: `="${othersCase.numero}"`,
        Demandantes: 'Secreto del otro abogado',
        'Rama Judicial: estado': 'Activada',
        'Rama Judicial: fecha última actuación': '02/01/2024',
      }),
    ]);
    for (const radicado of [radicadoA, radicadoB, radicadoC])
      expect(othersReport.content.toString('utf8')).not.toContain(radicado);

    // The stored copy (what /dev/correos lists) names the attachment.
    const [stored] = await deps.db
      .select()
      .from(correos)
      .where(and(eq(correos.idAbogado, owner.id), eq(correos.plantilla, 'informe-unificado')));
    expect(stored).toMatchObject({ para: owner.email, estado: 'enviado' });
    expect(stored.texto).toContain(`Adjuntamos el archivo ${report.filename} con tus 3 procesos`);

    // Once sent, the lawyer may ask again.
    const again = await request(owner);
    expect(again.statusCode).toBe(202);
    await deps.jobs.drain([informeUnificadoJob.name], 60_000);
    expect(received.filter((mail) => mail.to === owner.email)).toHaveLength(2);
  });

  it('sends a report with only the column titles to a lawyer without cases', async () => {
    const empty = await createAbogado(deps);
    expect((await request(empty)).statusCode).toBe(202);
    await deps.jobs.drain([informeUnificadoJob.name], 60_000);
    const report = await reportFor(empty);
    expect(report.header[0]).toBe('Radicado');
    expect(report.header).not.toContain('Unificada: estado');
    expect(report.records).toEqual([]);
  });
});
