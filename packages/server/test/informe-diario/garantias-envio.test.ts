/**
 * The morning report's guarantees beyond the happy path (decision 0006), on a database of this
 * file's own (its senders act on every due row): a slow SMTP server past the claim's lease (the
 * second claim sends, the first one's commit finds the row taken and records the repeat; no
 * transaction open meanwhile), SMTP timeouts inside the lease, permanent refusals and too many
 * attempts ending as 'fallido', the operator's view, one decision per account and day at enqueue,
 * the 'sin cambios' e-mail per source, and the size budget in the worst case.
 */
import { fuenteById } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  enviarInformesPendientes,
  LEASE_SECONDS,
  MAX_INTENTOS,
} from '../../src/features/informe-diario/enviar-informes.ts';
import { createMailer, MailDeliveryError, SMTP_TIMEOUTS, transportUrl } from '../../src/mail/sender.ts';
import { planDeLaNoche } from '../../src/monitoring/plan-noche.ts';
import { closeDayFor, createCase, markConsulted, newActuacion } from '../control-cambios/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { subjectOf } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';
import { messageIdOf, partOf, startControlledSmtp, startSilentServer } from './smtp-controlado.ts';

const smtp = await startControlledSmtp();
const databaseUrl = await createOwnDatabase('informes_garantias');
const { app, deps } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { databaseUrl });

async function nightWithNews(fecha: string, cases = 1, forma: 0 | 1 | null = 0) {
  const abogado = await createAbogado(deps);
  if (forma !== null)
    await deps.db.execute(sql`
      insert into preferencias_notificacion (id_abogado, forma_notificacion) values (${abogado.id}, ${forma})`);
  for (let index = 0; index < cases; index++) {
    const caso = await createCase(deps, abogado.id, [2]);
    await newActuacion(deps, abogado.id, caso, 2, fecha, 'AUTO ADMITE DEMANDA');
    await markConsulted(deps, abogado.id, caso, fecha);
  }
  await closeDayFor(deps, fecha, abogado.id);
  return abogado;
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to === email);

async function outboxOf(idAbogado: number) {
  return (
    await deps.db.execute<{
      id_expediente: number;
      tipo: string;
      estado: string;
      intentos: number;
      error: string | null;
      espera: number;
    }>(sql`
      select id_expediente, tipo, estado, intentos, error,
        extract(epoch from proximo_intento - now())::int as espera
      from envios_informe_diario where id_abogado = ${idAbogado} order by id`)
  ).rows;
}

describe('the sender against a slow SMTP server', () => {
  it('keeps no transaction open while SMTP answers, and a claim whose lease ran out commits nothing', async () => {
    const abogado = await nightWithNews('2026-10-05');
    let release = () => {};
    smtp.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = new Promise<void>((resolve) => {
      smtp.onHeld = resolve;
    });
    const first = enviarInformesPendientes(deps, 1);
    await held;
    // The server has the message and has not answered: no connection of ours sits in a transaction.
    const idle = await deps.db.execute<{ total: number }>(sql`
      select count(*)::int as total from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`);
    expect(idle.rows[0].total).toBe(0);
    // The lease runs out; another sender claims the row (attempt 2) and sends it.
    smtp.hold = null;
    smtp.onHeld = null;
    await deps.db.execute(sql`
      update envios_informe_diario set proximo_intento = now() - interval '1 second' where id_abogado = ${abogado.id}`);
    const second = await enviarInformesPendientes(deps, 1);
    expect(second).toMatchObject({ enviados: 1, reservasPerdidas: 0 });
    // The slow server answers the first send at last: its commit finds attempt 2 holding the row.
    release();
    const late = await first;
    expect(late).toMatchObject({ enviados: 0, reservasPerdidas: 1 });

    const [row] = await outboxOf(abogado.id);
    expect(row).toMatchObject({ estado: 'enviado', intentos: 2, error: null });
    // Twice on the wire, one message as the mailbox sees it; the repeat is recorded.
    const mails = mailsTo(abogado.email);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((mail) => messageIdOf(mail.raw))).size).toBe(1);
    const copies = await deps.db.execute<{ estado: string; error: string | null }>(sql`
      select estado, error from correos where id_abogado = ${abogado.id} order by id`);
    expect(copies.rows).toHaveLength(2);
    expect(copies.rows.filter((copy) => copy.error === null)).toHaveLength(1);
    expect(copies.rows.find((copy) => copy.error)?.error).toMatch(/^Reserva perdida \(intento 1\)/);
  });

  it('bounds every SMTP conversation well inside the lease', async () => {
    const url = new URL(transportUrl('smtp://correo.example.co:25'));
    expect(url.searchParams.get('pool')).toBe('true');
    expect(Number(url.searchParams.get('connectionTimeout'))).toBe(SMTP_TIMEOUTS.connectionTimeout);
    expect(Number(url.searchParams.get('greetingTimeout'))).toBe(SMTP_TIMEOUTS.greetingTimeout);
    expect(Number(url.searchParams.get('socketTimeout'))).toBe(SMTP_TIMEOUTS.socketTimeout);
    expect(SMTP_TIMEOUTS.deadlineMs * 2).toBeLessThan(LEASE_SECONDS * 1000);
    expect(SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout).toBeLessThan(
      SMTP_TIMEOUTS.deadlineMs,
    );

    // A server that never greets: the greeting timeout ends the send (temporary failure).
    const silent = await startSilentServer();
    const message = { template: 't', subject: 's', text: 't', html: '<p>t</p>' };
    const greeting = createMailer({
      smtpUrl: `smtp://127.0.0.1:${silent}?pool=false&greetingTimeout=300`,
      from: 'a@b.co',
    });
    const started = Date.now();
    const error = await greeting.deliver('x@y.co', message).catch((cause: unknown) => cause);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ permanent: false, outcomeUnknown: false });
    greeting.close();

    // Whatever the server does, the whole send ends at the deadline, outcome unknown: the row is
    // not retried before a lease would have ended.
    const slow = createMailer({ smtpUrl: `smtp://127.0.0.1:${silent}`, from: 'a@b.co', deadlineMs: 300 });
    const abogado = await nightWithNews('2026-10-06');
    await enviarInformesPendientes({ ...deps, mailer: slow });
    slow.close();
    const [row] = await outboxOf(abogado.id);
    expect(row).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(row.error).toMatch(/no respondió/);
    expect(row.espera).toBeGreaterThan(LEASE_SECONDS - 10);
    await deps.db.execute(sql`delete from envios_informe_diario where id_abogado = ${abogado.id}`);
  });
});

describe('failures', () => {
  it('ends a permanent refusal (5xx) as fallido at once, and a temporary one after too many attempts', async () => {
    const rechazado = await nightWithNews('2026-10-07');
    smtp.rcptCode = 550;
    try {
      expect(await enviarInformesPendientes(deps)).toMatchObject({ definitivos: 1, fallidos: 0 });
    } finally {
      smtp.rcptCode = null;
    }
    const [fallido] = await outboxOf(rechazado.id);
    expect(fallido).toMatchObject({ estado: 'fallido', intentos: 1 });
    expect(fallido.error).toMatch(/^Rechazo permanente: .*550/);
    await enviarInformesPendientes(deps);
    expect(mailsTo(rechazado.email)).toHaveLength(0);

    const insistente = await nightWithNews('2026-10-07');
    smtp.rcptCode = 451;
    try {
      expect(await enviarInformesPendientes(deps)).toMatchObject({ fallidos: 1, definitivos: 0 });
      const [retry] = await outboxOf(insistente.id);
      expect(retry).toMatchObject({ estado: 'pendiente', intentos: 1 });
      expect(retry.espera).toBeGreaterThan(5);
      await deps.db.execute(sql`
        update envios_informe_diario set intentos = ${MAX_INTENTOS - 1}, proximo_intento = now()
        where id_abogado = ${insistente.id}`);
      expect(await enviarInformesPendientes(deps)).toMatchObject({ definitivos: 1 });
    } finally {
      smtp.rcptCode = null;
    }
    const [agotado] = await outboxOf(insistente.id);
    expect(agotado).toMatchObject({ estado: 'fallido', intentos: MAX_INTENTOS });
    expect(agotado.error).toMatch(new RegExp(`^${MAX_INTENTOS} intentos: `));
  });
});

describe('the operator view GET /api/Monitoreo/InformesDiarios', () => {
  it('gives administrators, per day, how many went out and when, late, pending and failed', async () => {
    const fecha = '2026-10-09';
    const fallido = await nightWithNews(fecha);
    smtp.rcptCode = 550;
    try {
      await enviarInformesPendientes(deps);
    } finally {
      smtp.rcptCode = null;
    }
    const aTiempo = await nightWithNews(fecha);
    const tarde = await nightWithNews(fecha);
    const pendiente = await nightWithNews(fecha);
    await deps.db.execute(sql`
      update envios_informe_diario set limite = now() + interval '1 hour' where id_abogado = ${aTiempo.id}`);
    await deps.db.execute(sql`
      update envios_informe_diario set proximo_intento = now() + interval '1 hour' where id_abogado = ${pendiente.id}`);
    await enviarInformesPendientes(deps);

    const url = `/api/Monitoreo/InformesDiarios?fecha=${fecha}`;
    expect((await app.inject({ url })).statusCode).toBe(401);
    const lawyer = await createAbogado(deps);
    expect((await app.inject({ url, headers: lawyer.auth })).statusCode).toBe(403);
    const admin = await createAbogado(deps, { esAdministrador: true });
    const response = await app.inject({ url, headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ fecha, total: 4, enviados: 2, tarde: 1, pendientes: 1, fallidos: 1 });
    expect(Date.parse(body.primero)).toBeLessThanOrEqual(Date.parse(body.ultimo));
    expect(body.tardios).toEqual([
      { idAbogado: tarde.id, enviadoEn: expect.any(String), limite: expect.any(String) },
    ]);
    expect(body.fallidas).toEqual([
      {
        idAbogado: fallido.id,
        tipo: 'cambios',
        idExpediente: 0,
        intentos: 1,
        error: expect.stringMatching(/^Rechazo permanente/),
      },
    ]);
    // The night planned backwards from 08:00, as the operator reads it.
    expect(body.plan).toEqual(planDeLaNoche());
    expect(body.plan).toMatchObject({ cierreDelDia: '06:00', meta: '07:30', promesa: '08:00' });
    // Another day is empty, not an error.
    const empty = await app.inject({
      url: '/api/Monitoreo/InformesDiarios?fecha=2026-10-10',
      headers: admin.auth,
    });
    expect(empty.json()).toMatchObject({ total: 0, enviados: 0, fallidos: 0, tardios: [], fallidas: [] });
  });
});

describe('one decision per account and day at enqueue', () => {
  it('keeps the first form when the day closes again after the format changed', async () => {
    const fecha = '2026-10-12';
    // Per case first; then the account asks for one report of the day and the day closes again.
    const porCaso = await nightWithNews(fecha, 2, 1);
    await deps.db.execute(
      sql`update preferencias_notificacion set forma_notificacion = 0 where id_abogado = ${porCaso.id}`,
    );
    await closeDayFor(deps, fecha, porCaso.id);
    let rows = await outboxOf(porCaso.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.id_expediente).not.toBe(0);
    // A case with news found by a later close still gets its own e-mail: same decision, no mix.
    const otro = await createCase(deps, porCaso.id, [2]);
    await newActuacion(deps, porCaso.id, otro, 2, fecha, 'AUTO ADMITE DEMANDA');
    await closeDayFor(deps, fecha, porCaso.id);
    rows = await outboxOf(porCaso.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.id_expediente !== 0)).toBe(true);

    // Grouped first; then per case: still the one report.
    const agrupado = await nightWithNews(fecha, 2, 0);
    await deps.db.execute(
      sql`update preferencias_notificacion set forma_notificacion = 1 where id_abogado = ${agrupado.id}`,
    );
    await closeDayFor(deps, fecha, agrupado.id);
    expect((await outboxOf(agrupado.id)).map((row) => row.id_expediente)).toEqual([0]);

    // A quiet night proved with 'sin cambios', then news found by a later close: no second kind.
    const tranquilo = await createAbogado(deps);
    await deps.db.execute(sql`
      insert into preferencias_notificacion (id_abogado, enviar_correo_sin_cambios) values (${tranquilo.id}, true)`);
    const caso = await createCase(deps, tranquilo.id, [2]);
    await markConsulted(deps, tranquilo.id, caso, fecha);
    await closeDayFor(deps, fecha, tranquilo.id);
    await newActuacion(deps, tranquilo.id, caso, 2, fecha, 'AUTO ADMITE DEMANDA');
    await closeDayFor(deps, fecha, tranquilo.id);
    expect((await outboxOf(tranquilo.id)).map((row) => row.tipo)).toEqual(['sinCambios']);

    // Closes of the same day at once decide once.
    const concurrente = await createAbogado(deps);
    for (let index = 0; index < 3; index++) {
      const c = await createCase(deps, concurrente.id, [2]);
      await newActuacion(deps, concurrente.id, c, 2, fecha, 'AUTO ADMITE DEMANDA');
      await markConsulted(deps, concurrente.id, c, fecha);
    }
    await Promise.all([closeDayFor(deps, fecha, concurrente.id), closeDayFor(deps, fecha, concurrente.id)]);
    expect(await outboxOf(concurrente.id)).toHaveLength(3);

    await enviarInformesPendientes(deps);
    const subjects = mailsTo(porCaso.email).map((mail) => subjectOf(mail.raw));
    expect(subjects).toHaveLength(3);
    for (const subject of subjects) expect(subject).toMatch(/^1 cambio en el proceso \d{23} · 12\/10\/2026$/);
    expect(mailsTo(agrupado.email).map((mail) => subjectOf(mail.raw))).toEqual([
      '2 cambios en tus procesos · 12/10/2026',
    ]);
    expect(mailsTo(tranquilo.email)).toHaveLength(1);
  });
});

describe("the 'sin cambios' e-mail", () => {
  it('gives per source how many cases were consulted, and says plainly when some were not', async () => {
    const fecha = '2026-10-14';
    const unificada = fuenteById(2)?.nombre ?? '';
    const samai = fuenteById(4)?.nombre ?? '';
    const parcial = await createAbogado(deps);
    await deps.db.execute(sql`
      insert into preferencias_notificacion (id_abogado, enviar_correo_sin_cambios) values (${parcial.id}, true)`);
    const ambos = await createCase(deps, parcial.id, [2, 4]);
    await markConsulted(deps, parcial.id, ambos, fecha);
    await markConsulted(deps, parcial.id, await createCase(deps, parcial.id, [2]), fecha);
    // Not reached tonight: closing the day records it as not consulted.
    await createCase(deps, parcial.id, [2]);
    await closeDayFor(deps, fecha, parcial.id);

    const completo = await createAbogado(deps);
    await deps.db.execute(sql`
      insert into preferencias_notificacion (id_abogado, enviar_correo_sin_cambios) values (${completo.id}, true)`);
    await markConsulted(deps, completo.id, await createCase(deps, completo.id, [2]), fecha);
    await closeDayFor(deps, fecha, completo.id);
    await enviarInformesPendientes(deps);

    const [mail] = mailsTo(parcial.email);
    expect(subjectOf(mail.raw)).toBe(
      'Sin cambios en lo consultado; 1 consulta no se pudo hacer · 14/10/2026',
    );
    const text = partOf(mail.raw, 'text/plain');
    expect(text).toContain('no encontramos cambios en lo que pudimos consultar');
    expect(text).toContain(`- ${unificada}: consultamos 2 de 3 procesos; 1 sin consultar`);
    expect(text).toContain(`- ${samai}: consultamos 1 de 1 proceso\n`);
    expect(text).toContain('http://localhost:3000/admin/ResultadoConsulta');
    expect(partOf(mail.raw, 'text/html')).toContain('href="http://localhost:3000/admin/ResultadoConsulta"');

    const [quiet] = mailsTo(completo.email);
    expect(subjectOf(quiet.raw)).toBe('Sin cambios en tus procesos · 14/10/2026');
    const quietText = partOf(quiet.raw, 'text/plain');
    expect(quietText).toContain('consultamos todos tus procesos y no encontramos cambios');
    expect(quietText).toContain(`- ${unificada}: consultamos 1 de 1 proceso`);
    expect(quietText).not.toContain('ResultadoConsulta');
  });
});

describe('the size budget', () => {
  it('stays under 102 KB in the worst case: many changes per case, long parties and annotations', async () => {
    const fecha = '2026-10-16';
    const abogado = await createAbogado(deps);
    await deps.db.execute(sql`
      insert into preferencias_notificacion (id_abogado, forma_notificacion) values (${abogado.id}, 0)`);
    const largo = (base: string, length: number) =>
      base.repeat(Math.ceil(length / base.length)).slice(0, length);
    for (let index = 0; index < 50; index++) await createCase(deps, abogado.id, [2]);
    await deps.db.execute(sql`
      update expedientes set
        demandantes = ${largo('MARÍA ÁNGELA NÚÑEZ PEÑA Y OTROS HEREDEROS DETERMINADOS E INDETERMINADOS, ', 1500)},
        demandados = ${largo('COMPAÑÍA ASEGURADORA DE FIANZAS S.A. "CONFIANZA" & ASOCIADOS <S.A.S.>, ', 1500)},
        despacho = ${largo('JUZGADO ÚNICO PROMISCUO MUNICIPAL DE SANTA ROSA DE OSOS ', 600)}
      where id_abogado = ${abogado.id}`);
    const descripcion = largo(
      'AUTO ADMITE DEMANDA: SE RECONOCE PERSONERÍA JURÍDICA AL APODERADO, SE ORDENA NOTIFICACIÓN PERSONAL Y TRASLADO POR DIEZ (10) DÍAS; ',
      3000,
    );
    await deps.db.execute(sql`
      insert into actuaciones (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, clave, descripcion,
        fecha_actuacion, fecha_deteccion)
      select p.id_abogado, p.id_expediente, p.id, 2, 'k' || p.id || '-' || n, ${descripcion} || n, ${fecha}::date, ${fecha}::date
      from procesos_en_fuente p, generate_series(1, 12) n where p.id_abogado = ${abogado.id}`);
    await deps.db.execute(sql`
      insert into cambios (id_abogado, id_expediente, fecha, tipo, tipo_fuente, referencia)
      select id_abogado, id_expediente, ${fecha}::date, 'actuacion', 2, id from actuaciones where id_abogado = ${abogado.id}`);
    await deps.db.execute(sql`
      insert into consultas (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, fecha, estado)
      select id_abogado, id_expediente, id, 2, ${fecha}, 'consultado' from procesos_en_fuente where id_abogado = ${abogado.id}`);
    await closeDayFor(deps, fecha, abogado.id);
    await enviarInformesPendientes(deps);

    const [mail] = mailsTo(abogado.email);
    const raw = mail.raw;
    expect(Buffer.byteLength(raw, 'latin1')).toBeLessThan(102 * 1024);
    const text = partOf(raw, 'text/plain');
    const html = partOf(raw, 'text/html');
    expect(text.length).toBeGreaterThan(1000);
    expect(html.length).toBeGreaterThan(1000);
    expect(Buffer.byteLength(text)).toBeLessThan(102 * 1024);
    expect(Buffer.byteLength(html)).toBeLessThan(102 * 1024);
    // 600 changes in 50 cases: the rest of each case linked to it, the rest of the cases to the control.
    expect(subjectOf(raw)).toBe('600 cambios en tus procesos · 16/10/2026');
    expect(text).toMatch(/Y \d+ procesos más con cambios/);
    expect(html).toMatch(
      /Y \d+ procesos más con cambios: <a href="http:\/\/localhost:3000\/admin\/ControlCambios\/\d+">/,
    );
    expect(text).toContain('y 2 cambios más en este proceso');
    expect(html).toContain('y 2 cambios más en este proceso');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\/[^/]+\//);
    for (const link of text.match(/\b[a-z]+:\/\/\S+|\s\/admin\S*/g) ?? [])
      expect(link).toMatch(/^https?:\/\//);
    const head = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
    expect(head.find((line) => line.startsWith('List-Unsubscribe: '))).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/InformeDiario\/CancelarSuscripcion\?token=[^>\s]+>$/,
    );
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const listados = (text.match(/Radicado \d{23}/g) ?? []).length;
    console.log(
      `peor caso: ${listados} de 50 procesos listados, mensaje ${Math.round(Buffer.byteLength(raw, 'latin1') / 1024)} KB (texto ${Math.round(Buffer.byteLength(text) / 1024)} KB, HTML ${Math.round(Buffer.byteLength(html) / 1024)} KB)`,
    );
    expect(listados).toBeGreaterThan(0);
  });
});
