/**
 * What bench/noches-informes.ts relies on, checked on three short nights of 20 accounts on a virtual
 * clock handed to the sender (`clock.now`): the outbox takes its due times, leases, sending time
 * and late flag from that clock, so its record equals what an observer of the virtual night saw —
 * for every row, `tarde` is exactly "sent after 08:00" and `enviado_en` the tick at which the row
 * turned 'enviado' — and every report reaches the SMTP server under its own Message-ID, once, or
 * twice only when a killed sender had it accepted before dying (the same Message-ID again).
 * Nights: a worker killed at the close with sends in flight before and after the SMTP server's
 * acceptance; an SMTP outage from 06:00 to 08:20 (every report late, recorded late); a sweep that
 * overran to 07:59 with a kill after acceptance (out on the wire at 07:59, committed after 08:00 by
 * the sender that took the row again: recorded late, as the outbox saw it).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/app-deps.ts';
import { enviarInformesPendientes } from '../../src/features/informe-diario/enviar-informes.ts';
import type { MailMessage } from '../../src/mail/types.ts';
import { cerrarDia } from '../../src/monitoring/cerrar-dia.ts';
import { createCase, markConsulted, newActuacion } from '../control-cambios/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { createTestApp } from '../support/test-app.ts';
import { messageIdOf, startControlledSmtp } from './smtp-controlado.ts';

const ACCOUNTS = 20;
const smtp = await startControlledSmtp();
const databaseUrl = await createOwnDatabase('informes_reloj_virtual');
const { deps: realDeps } = await createTestApp(
  { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
  { databaseUrl },
);

let instante = 0;
const deps: AppDeps = { ...realDeps, clock: { ...realDeps.clock, now: () => new Date(instante) } };
const at = (fecha: string, minutos: number) => {
  instante = new Date(`${fecha}T00:00:00-05:00`).getTime() + minutos * 60_000;
};

/**
 * A sender that claims `fates.length` due rows and dies mid-send: 'antes' before the SMTP exchange,
 * 'despues' once the server accepted the message (never committed). Returns the Message-IDs it put
 * on the wire.
 */
async function killedSender(fates: ('antes' | 'despues')[]): Promise<string[]> {
  const accepted: string[] = [];
  let taken = 0;
  let done = 0;
  let allTaken = () => {};
  const ready = new Promise<void>((resolve) => {
    allTaken = resolve;
  });
  const mailer = {
    ...deps.mailer,
    async deliver(to: string, message: MailMessage): Promise<never> {
      const fate = fates[taken];
      taken += 1;
      if (fate === 'despues') {
        await deps.mailer.deliver(to, message);
        accepted.push(message.messageId ?? '');
      }
      done += 1;
      if (done === fates.length) allTaken();
      return new Promise<never>(() => {});
    },
  };
  void enviarInformesPendientes({ ...deps, mailer }, fates.length);
  await ready;
  return accepted;
}

describe('nights on a virtual clock', () => {
  it('records late exactly what was sent after 08:00, and every report under one Message-ID', async () => {
    const cuentas: { id: number; caso: Awaited<ReturnType<typeof createCase>> }[] = [];
    for (let index = 0; index < ACCOUNTS; index++) {
      const abogado = await createAbogado(deps);
      cuentas.push({ id: abogado.id, caso: await createCase(deps, abogado.id, [2]) });
    }
    const noches = [
      { fecha: '2026-10-20', cierre: 6 * 60, caida: null, muerte: ['antes', 'despues', 'despues'] },
      { fecha: '2026-10-21', cierre: 6 * 60, caida: [6 * 60, 8 * 60 + 20], muerte: [] },
      { fecha: '2026-10-22', cierre: 7 * 60 + 59, caida: null, muerte: ['despues', 'despues'] },
    ] as const;
    /** Row id → the virtual instant at which it was seen 'enviado'. */
    const seen = new Map<number, number>();
    const acceptedByDead: string[] = [];
    for (const noche of noches) {
      for (const cuenta of cuentas) {
        await newActuacion(deps, cuenta.id, cuenta.caso, 2, noche.fecha, 'AUTO ADMITE DEMANDA');
        await markConsulted(deps, cuenta.id, cuenta.caso, noche.fecha);
      }
      at(noche.fecha, noche.cierre);
      expect((await cerrarDia(deps, noche.fecha)).informesPorEnviar).toBe(ACCOUNTS);
      // The close tick, then every 5 minutes (REPORTS_CRON), until nothing is left to send.
      for (let tick = noche.cierre; tick < 12 * 60; tick = (Math.floor(tick / 5) + 1) * 5) {
        at(noche.fecha, tick);
        smtp.rcptCode = noche.caida && tick >= noche.caida[0] && tick < noche.caida[1] ? 451 : null;
        if (tick === noche.cierre && noche.muerte.length > 0)
          acceptedByDead.push(...(await killedSender([...noche.muerte])));
        await enviarInformesPendientes(deps);
        const { rows } = await deps.db.execute<{ id: number; estado: string }>(sql`
          select id, estado from envios_informe_diario where fecha = ${noche.fecha}`);
        for (const row of rows) if (row.estado === 'enviado' && !seen.has(row.id)) seen.set(row.id, instante);
        if (rows.every((row) => row.estado === 'enviado')) break;
      }
      smtp.rcptCode = null;
    }

    const { rows } = await deps.db.execute<{
      id: number;
      id_abogado: number;
      estado: string;
      tarde: boolean;
      enviado_ms: number;
      limite_ms: number;
      message_id: string;
    }>(sql`
      select id, id_abogado, estado, tarde,
        (extract(epoch from enviado_en) * 1000)::float8 as enviado_ms, (extract(epoch from limite) * 1000)::float8 as limite_ms,
        '<informe-' || id_abogado || '-' || to_char(fecha, 'YYYY-MM-DD') || '-' || tipo
          || case when id_expediente = 0 then '' else '-' || id_expediente end || '@expedientedigital.co>' as message_id
      from envios_informe_diario order by id`);
    expect(rows).toHaveLength(ACCOUNTS * noches.length);

    // The late flag is the virtual clock's: sent after 08:00 of its day, and at the tick it was seen.
    for (const row of rows) {
      expect(row.estado).toBe('enviado');
      expect(row.enviado_ms).toBe(seen.get(row.id));
      expect(row.tarde).toBe(row.enviado_ms > row.limite_ms);
    }
    const late = rows.filter((row) => row.tarde);
    // Night 2 (outage until 08:20) all late; night 3's rows taken again after the kill at 07:59.
    expect(late.length).toBe(ACCOUNTS + 2);
    expect(rows.filter((row) => !row.tarde).length).toBe(2 * ACCOUNTS - 2);

    // Every report on the wire under its own Message-ID: once, or twice for a dead sender's accepted send.
    expect(acceptedByDead).toHaveLength(4);
    const copies = new Map<string, number>();
    for (const mail of smtp.received)
      copies.set(messageIdOf(mail.raw), (copies.get(messageIdOf(mail.raw)) ?? 0) + 1);
    expect([...copies.keys()].sort()).toEqual(rows.map((row) => row.message_id).sort());
    for (const row of rows)
      expect(copies.get(row.message_id)).toBe(acceptedByDead.includes(row.message_id) ? 2 : 1);
    // One stored copy per report: the dead sender never committed.
    const stored = await deps.db.execute<{ total: number }>(sql`
      select count(*)::int as total from correos where error is null and id_abogado = any(${`{${cuentas.map((c) => c.id).join(',')}}`}::int[])`);
    expect(stored.rows[0].total).toBe(ACCOUNTS * noches.length);
    console.log(
      `3 noches × ${ACCOUNTS} cuentas en reloj virtual: ${late.length} tarde (marca = enviado después de 08:00 en cada fila), ${acceptedByDead.length} Message-IDs repetidos por envíos muertos tras la aceptación`,
    );
  });
});
