/**
 * The demo's first start (seed/demo.ts): a month of history is swept and closed night by night,
 * but only today's morning report is queued and sent — the history nights queue no e-mail (they
 * used to queue 30 reports, all late) — and the account's e-mail setting is left as it was.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, seedDemo } from '../../src/seed/demo.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';

const TODAY = '2026-09-29';
const { port, received } = await startSmtpServer();
const databaseUrl = await createOwnDatabase('seed_demo');
const { deps } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { databaseUrl, today: TODAY });

describe('the demo at first start', () => {
  it("queues and sends only today's report, none for the month of history", async () => {
    const { idAbogado } = await seedDemo(deps);
    // The history is there: past nights with news, each of which would have owed a report.
    const [history] = (
      await deps.db.execute<{ noches: number; fechas: string }>(sql`
        select count(distinct fecha)::int as noches, string_agg(distinct to_char(fecha, 'YYYY-MM-DD'), ' ') as fechas from cambios
        where id_abogado = ${idAbogado} and fecha < ${TODAY} and tipo in ('actuacion', 'coincidencia')
          and suprimido is null`)
    ).rows;
    expect(history.noches).toBeGreaterThan(3);

    const outbox = (
      await deps.db.execute<{ fecha: string; estado: string }>(sql`
        select to_char(fecha, 'YYYY-MM-DD') as fecha, estado from envios_informe_diario where id_abogado = ${idAbogado}`)
    ).rows;
    for (const row of outbox) expect(row).toEqual({ fecha: TODAY, estado: 'enviado' });
    const [today] = (
      await deps.db.execute<{ casos: number }>(sql`
        select count(distinct id_expediente)::int as casos from cambios
        where id_abogado = ${idAbogado} and fecha = ${TODAY} and tipo in ('actuacion', 'coincidencia')
          and suprimido is null`)
    ).rows;
    // A night with news in the simulator (a Tuesday); the default format, 14 cases: one e-mail per
    // case with news.
    expect(today.casos).toBeGreaterThan(0);
    expect(outbox).toHaveLength(today.casos);
    // The morning reports among the demo's e-mails (source activations also write to it).
    const mails = received.filter(
      (mail) => mail.to === DEMO_EMAIL && /^Message-ID: <informe-/im.test(mail.raw),
    );
    expect(mails).toHaveLength(today.casos);
    for (const mail of mails)
      expect(mail.raw).toMatch(new RegExp(`^Message-ID: <informe-${idAbogado}-${TODAY}-`, 'im'));
    const copies = await deps.db.execute<{ total: number }>(sql`
      select count(*)::int as total from correos where id_abogado = ${idAbogado} and plantilla like 'informe-%'`);
    expect(copies.rows[0].total).toBe(today.casos);

    // The daily e-mail is left on, as a new account has it.
    const prefs = await deps.db.execute(sql`
      select 1 from preferencias_notificacion where id_abogado = ${idAbogado} and correo_diario_suspendido`);
    expect(prefs.rows).toHaveLength(0);
    console.log(
      `demo: ${history.noches} noches de historia con cambios sin correo (${history.fechas}); hoy ${today.casos} procesos con cambios, ${mails.length} correos`,
    );
  }, 300_000);
});
