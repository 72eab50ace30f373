/**
 * The demo started on a day whose night found nothing (26/11/2026: the demo cases' last news came
 * the night before): a new user still finds a morning report at /dev/correos — the latest night
 * with news sends its report, and only that night's.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, seedDemo } from '../../src/seed/demo.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';

const TODAY = '2026-11-26';
const { port, received } = await startSmtpServer();
const databaseUrl = await createOwnDatabase('seed_demo_tranquila');
const { deps } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { databaseUrl, today: TODAY });

describe('the demo at first start on a quiet day', () => {
  it('sends the report of the latest night with news, and nothing else', async () => {
    const { idAbogado } = await seedDemo(deps);
    const noticias = async (condicion: ReturnType<typeof sql>) =>
      (
        await deps.db.execute<{ fecha: string | null; casos: number }>(sql`
          select to_char(max(fecha), 'YYYY-MM-DD') as fecha, count(distinct id_expediente)::int as casos
          from cambios where id_abogado = ${idAbogado} and tipo in ('actuacion', 'coincidencia')
            and suprimido is null and ${condicion}`)
      ).rows[0];
    expect((await noticias(sql`fecha = ${TODAY}`)).casos, 'the day is quiet').toBe(0);
    const ultima = await noticias(sql`fecha < ${TODAY}`);
    expect(ultima.fecha).not.toBeNull();
    const { casos } = await noticias(sql`fecha = ${ultima.fecha}`);

    const outbox = (
      await deps.db.execute<{ fecha: string; estado: string }>(sql`
        select to_char(fecha, 'YYYY-MM-DD') as fecha, estado from envios_informe_diario where id_abogado = ${idAbogado}`)
    ).rows;
    // 14 cases, the default format: one e-mail per case with news that night.
    expect(outbox).toHaveLength(casos);
    for (const row of outbox) expect(row).toEqual({ fecha: ultima.fecha, estado: 'enviado' });
    const mails = received.filter(
      (mail) => mail.to === DEMO_EMAIL && /^Message-ID: <informe-/im.test(mail.raw),
    );
    expect(mails).toHaveLength(casos);
    for (const mail of mails)
      expect(mail.raw).toMatch(new RegExp(`^Message-ID: <informe-${idAbogado}-${ultima.fecha}-`, 'im'));
  }, 300_000);
});
