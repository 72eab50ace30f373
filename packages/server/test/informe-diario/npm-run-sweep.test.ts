/**
 * `npm run sweep` (main.ts, role 'sweep' → barrerAhora) runs a whole night: the sweep against the
 * court simulator, the day close, the change control, the inbox notifications and the morning
 * e-mails. The real process is started against this file's own database after the simulator moved
 * a day; after a night with news the report is stored and sent once, and a second run of the same
 * night sends nothing more.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sumarDias } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foundRadicados, isAdministrativo, watch } from '../monitoring/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';
import { messageIdOf } from './smtp-controlado.ts';

const START = '2026-09-01';
const { port, received } = await startSmtpServer();
const databaseUrl = await createOwnDatabase('npm_run_sweep');
const env = { SMTP_URL: `smtp://127.0.0.1:${port}` };
const { deps, sim } = await createTestApp(env, { databaseUrl, today: START });
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.ts');

/** `npm run sweep` against this file's database and simulator; resolves with its output. */
function npmRunSweep(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main, 'sweep'], {
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        COURT_SIM_URL: deps.config.COURT_SIM_URL,
        JOBS_SCHEMA: deps.config.JOBS_SCHEMA,
        DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run sweep terminó con ${code}: ${output}`)),
    );
  });
}

describe('npm run sweep', () => {
  it('runs a whole night: sweep, day close, control, notifications and the report, sent once', async () => {
    const abogado = await createAbogado(deps);
    // One report of the day, so the night's news make exactly one e-mail.
    await deps.db.execute(sql`
      insert into preferencias_notificacion (id_abogado, forma_notificacion) values (${abogado.id}, 0)`);
    for (const radicado of foundRadicados(8, 71))
      await watch(deps, abogado.id, radicado, isAdministrativo(radicado) ? [2, 4] : [2]);

    let fecha = START;
    let output = '';
    let noches = 0;
    for (; noches < 8; noches++) {
      fecha = sumarDias(fecha, 1);
      await sim.clock.set(fecha);
      output = await npmRunSweep();
      const owed = await deps.db.execute(sql`
        select 1 from envios_informe_diario where id_abogado = ${abogado.id} and fecha = ${fecha}`);
      if (owed.rows.length > 0) break;
    }
    expect(noches, 'ninguna noche con novedades en 8 días simulados').toBeLessThan(8);

    // The sweep consulted the cases, the day closed with its control and notifications.
    const [night] = (
      await deps.db.execute<{
        consultas: number;
        controles: number;
        notificaciones: number;
        cambios: number;
      }>(sql`
        select
          (select count(*)::int from consultas where id_abogado = ${abogado.id} and fecha = ${fecha}) as consultas,
          (select count(*)::int from controles_cambios_dia where id_abogado = ${abogado.id} and fecha = ${fecha}) as controles,
          (select count(*)::int from notificaciones_cambio where id_abogado = ${abogado.id} and fecha = ${fecha}) as notificaciones,
          (select count(*)::int from cambios where id_abogado = ${abogado.id} and fecha = ${fecha}
            and tipo in ('actuacion', 'coincidencia') and suprimido is null) as cambios`)
    ).rows;
    expect(night.consultas).toBeGreaterThanOrEqual(8);
    expect(night.controles).toBe(1);
    expect(night.notificaciones).toBeGreaterThan(0);
    expect(night.cambios).toBeGreaterThan(0);
    expect(output).toMatch(/Informes de la mañana: 1 enviados/);
    // The night's budget per court host and what the plan took of it (issue 23).
    expect(output).toMatch(/Presupuesto de la noche: cpnu: \d+ de \d+ solicitudes previstas/);

    // Stored and sent once, marked sent.
    const [row] = (
      await deps.db.execute<{ estado: string; id_expediente: number }>(sql`
        select estado, id_expediente from envios_informe_diario where id_abogado = ${abogado.id} and fecha = ${fecha}`)
    ).rows;
    expect(row).toEqual({ estado: 'enviado', id_expediente: 0 });
    // The morning reports among the account's e-mails (activating the sources also wrote to it).
    const informes = () =>
      received.filter((mail) => mail.to === abogado.email && messageIdOf(mail.raw).startsWith('<informe-'));
    const mails = informes();
    expect(mails).toHaveLength(1);
    expect(messageIdOf(mails[0].raw)).toBe(`<informe-${abogado.id}-${fecha}-cambios@expedientedigital.co>`);
    const copies = await deps.db.execute<{ total: number }>(sql`
      select count(*)::int as total from correos where id_abogado = ${abogado.id} and plantilla = 'informe-diario'`);
    expect(copies.rows[0].total).toBe(1);

    // The same night run again owes nothing more.
    const again = await npmRunSweep();
    expect(again).toMatch(/Informes de la mañana: 0 enviados/);
    expect(informes()).toHaveLength(1);
    console.log(
      `npm run sweep: noche con novedades el ${fecha} (${night.cambios} cambios), un informe enviado`,
    );
  }, 300_000);
});
