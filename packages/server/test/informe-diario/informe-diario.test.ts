/**
 * The morning report through a real SMTP server: exactly once per account and day (two senders at
 * once, a sender killed mid-send, the day closed twice), retried with backoff while SMTP refuses,
 * sent late and marked late rather than dropped; its size, parts, headers and links; one-click
 * unsubscribe acting only on POST.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enviarInformesPendientes } from '../../src/features/informe-diario/enviar-informes.ts';
import { closeDayFor, createCase, markConsulted, newActuacion } from '../control-cambios/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { startSmtpServer, subjectOf } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';

let refuse = false;
const { port, received } = await startSmtpServer({ refuse: () => refuse });

// Its own database: a night run by another file (monitoring/sweep.test.ts) sends every report due,
// including the ones this file waits for in its SMTP server (that race failed CI once, 25/11).
const databaseUrl = await createOwnDatabase('informe_diario');
const { app, deps } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { databaseUrl });

/** A night with news in `cases` cases; `forma` is the account's format (0: one report of the day). */
async function nightWithNews(fecha: string, cases = 2, forma: 0 | 1 | null = 0) {
  const abogado = await createAbogado(deps);
  if (forma !== null)
    await deps.db.execute(sql`
      insert into preferencias_notificacion (id_abogado, forma_notificacion) values (${abogado.id}, ${forma})`);
  for (let index = 0; index < cases; index++) {
    const caso = await createCase(deps, abogado.id, [2]);
    await newActuacion(
      deps,
      abogado.id,
      caso,
      2,
      fecha,
      index % 2 ? 'AUTO ADMITE DEMANDA' : 'Recepción memorial',
    );
    await markConsulted(deps, abogado.id, caso, fecha);
  }
  await closeDayFor(deps, fecha, abogado.id);
  return abogado;
}

const mailsTo = (email: string) => received.filter((mail) => mail.to === email);

function headerLines(raw: string): string[] {
  return raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
}

describe('the morning report', () => {
  it('goes out once per account and day, even with two senders and the day closed twice', async () => {
    const abogado = await nightWithNews('2026-11-02');
    await closeDayFor(deps, '2026-11-02', abogado.id);
    await Promise.all([
      enviarInformesPendientes(deps),
      enviarInformesPendientes(deps),
      enviarInformesPendientes(deps),
    ]);
    await enviarInformesPendientes(deps);
    expect(mailsTo(abogado.email)).toHaveLength(1);
    const [row] = (
      await deps.db.execute<{ estado: string; tarde: boolean }>(sql`
        select estado, tarde from envios_informe_diario where id_abogado = ${abogado.id}`)
    ).rows;
    // 2026-11-02 08:00 is long past: sent, and recorded as late.
    expect(row).toEqual({ estado: 'enviado', tarde: true });
  });

  it('is resent once by another sender when the first was killed mid-send', async () => {
    const abogado = await nightWithNews('2026-11-03');
    // A sender claimed the row and died: its lease holds the row until it ends.
    await deps.db.execute(sql`
      update envios_informe_diario set estado = 'enviando', intentos = 1, proximo_intento = now() + interval '1 minute'
      where id_abogado = ${abogado.id}`);
    await enviarInformesPendientes(deps);
    expect(mailsTo(abogado.email)).toHaveLength(0);
    await deps.db.execute(sql`
      update envios_informe_diario set proximo_intento = now() - interval '1 second' where id_abogado = ${abogado.id}`);
    await enviarInformesPendientes(deps);
    await enviarInformesPendientes(deps);
    expect(mailsTo(abogado.email)).toHaveLength(1);
  });

  it('is retried with backoff while SMTP refuses, then sent', async () => {
    const abogado = await nightWithNews('2026-11-04');
    refuse = true;
    try {
      const first = await enviarInformesPendientes(deps);
      expect(first.fallidos).toBeGreaterThanOrEqual(1);
    } finally {
      refuse = false;
    }
    const [pending] = (
      await deps.db.execute<{ estado: string; intentos: number; espera: number }>(sql`
        select estado, intentos, extract(epoch from proximo_intento - now())::int as espera
        from envios_informe_diario where id_abogado = ${abogado.id}`)
    ).rows;
    expect(pending).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(pending.espera).toBeGreaterThan(5);
    expect(mailsTo(abogado.email)).toHaveLength(0);
    await deps.db.execute(sql`
      update envios_informe_diario set proximo_intento = now() where id_abogado = ${abogado.id}`);
    await enviarInformesPendientes(deps);
    expect(mailsTo(abogado.email)).toHaveLength(1);
  });

  it("gives a término's end on the judicial calendar with its rule, in the control and in the e-mail", async () => {
    const abogado = await createAbogado(deps);
    const caso = await createCase(deps, abogado.id, [2]);
    const id = await newActuacion(deps, abogado.id, caso, 2, '2026-03-20', 'Fijacion estado');
    await deps.db.execute(sql`
      update actuaciones set anotacion = 'AUTO QUE CORRE TRASLADO POR EL TÉRMINO DE CINCO (5) DÍAS',
        fecha_inicio_termino = '2026-03-24', fecha_finaliza_termino = '2026-03-24'
      where id = ${id}`);
    await markConsulted(deps, abogado.id, caso, '2026-03-20');
    await closeDayFor(deps, '2026-03-20', abogado.id);

    const control = await app.inject({
      url: '/api/ControlCambiosDia?idFecha=20260320',
      headers: abogado.auth,
    });
    const cambios = await app.inject({
      url: `/api/ControlCambiosDia/${control.json().id}/CambiosEnExpedienteDigital`,
      headers: abogado.auth,
    });
    const [cambio] = cambios.json().cambios;
    // San José on 23/03, Holy Week 30/03–03/04: the fifth business day is 06/04.
    expect(cambio.terminoCalculado).toEqual({
      vence: '06/04/2026',
      vencimiento: 'vence el 06/04/2026',
      regla: expect.stringMatching(
        /^5 días hábiles desde el día siguiente a la notificación por estado del 20\/03\/2026, sin contar el 23\/03 \(festivo: San José\)/,
      ),
      venceFuente: '24/03/2026',
      discrepancia: false,
    });

    await enviarInformesPendientes(deps);
    const [mail] = mailsTo(abogado.email);
    const texto = Buffer.from(
      mail.raw
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(texto).toContain('Término: vence el 06/04/2026');
    expect(texto).toContain('sin contar el 23/03 (festivo: San José)');
    // Issue 19: the anotación next to Tito's reason, in the API and in the e-mail.
    expect(cambio).toMatchObject({
      esPriorizadoPorTito: true,
      anotacion: 'AUTO QUE CORRE TRASLADO POR EL TÉRMINO DE CINCO (5) DÍAS',
      razonDePriorizacion: expect.stringMatching(/traslado/i),
      reglaDePriorizacion: 'traslado',
    });
    expect(texto).toContain('Anotación: AUTO QUE CORRE TRASLADO POR EL TÉRMINO DE CINCO (5) DÍAS');
    expect(texto).toContain(`Tito: ${cambio.razonDePriorizacion} (regla: traslado)`);
  });

  it('stays under 102 KB with 60 cases, with both parts, unfolded one-click headers and absolute links', async () => {
    const abogado = await nightWithNews('2026-11-05', 60);
    await enviarInformesPendientes(deps);
    const [mail] = mailsTo(abogado.email);
    expect(Buffer.byteLength(mail.raw, 'latin1')).toBeLessThan(102 * 1024);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const lines = headerLines(mail.raw);
    const unsubscribe = lines.find((line) => line.startsWith('List-Unsubscribe: '));
    expect(unsubscribe).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/InformeDiario\/CancelarSuscripcion\?token=[^>\s]+>$/,
    );
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.raw).toMatch(/^Subject: /m);
    expect(mail.raw.replace(/=\r\n/g, '')).toContain('60 cambios');
    // 40 cases listed, the rest linked to the control.
    expect(mail.raw).toContain('Y 20 procesos m');
    const hrefs = [...mail.raw.replace(/=\r\n/g, '').matchAll(/href=3D"([^"]+)"|href="([^"]+)"/g)].map(
      (m) => m[1] ?? m[2],
    );
    expect(hrefs.length).toBeGreaterThan(40);
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
  });

  it('follows the account format: per case by default up to 50 cases, one report beyond, per case when asked', async () => {
    const pocos = await nightWithNews('2026-11-08', 2, null);
    const muchos = await nightWithNews('2026-11-08', 51, null);
    const porCaso = await nightWithNews('2026-11-08', 3, 1);
    await enviarInformesPendientes(deps);
    const subjects = (email: string) => mailsTo(email).map((mail) => subjectOf(mail.raw));
    expect(subjects(pocos.email)).toHaveLength(2);
    for (const subject of subjects(pocos.email))
      expect(subject).toMatch(/^1 cambio en el proceso \d{23} · 08\/11\/2026$/);
    expect(subjects(muchos.email)).toEqual(['51 cambios en tus procesos · 08/11/2026']);
    expect(subjects(porCaso.email)).toHaveLength(3);
    // Each per-case e-mail has its own Message-ID: three keys, three messages.
    const ids = mailsTo(porCaso.email).map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]);
    expect(new Set(ids).size).toBe(3);
  });

  it('unsubscribes only on POST, and then no report is owed', async () => {
    const abogado = await nightWithNews('2026-11-06');
    await enviarInformesPendientes(deps);
    const [mail] = mailsTo(abogado.email);
    const url = new URL(/List-Unsubscribe: <([^>]+)>/.exec(mail.raw)?.[1] ?? '');
    const path = `${url.pathname}${url.search}`;
    const scanned = await app.inject({ url: path });
    expect(scanned.statusCode).toBe(200);
    const still = await deps.db.execute(
      sql`select 1 from preferencias_notificacion where id_abogado = ${abogado.id} and correo_diario_suspendido`,
    );
    expect(still.rows).toHaveLength(0);
    const oneClick = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const caso = await createCase(deps, abogado.id, [2]);
    await newActuacion(deps, abogado.id, caso, 2, '2026-11-07', 'AUTO ADMITE DEMANDA');
    await markConsulted(deps, abogado.id, caso, '2026-11-07');
    await closeDayFor(deps, '2026-11-07', abogado.id);
    const owed = await deps.db.execute(
      sql`select 1 from envios_informe_diario where id_abogado = ${abogado.id} and fecha = '2026-11-07'`,
    );
    expect(owed.rows).toHaveLength(0);
    const forged = await app.inject({ method: 'POST', url: `${url.pathname}?token=${'x'.repeat(40)}` });
    expect(forged.statusCode).toBe(403);
  });
});
