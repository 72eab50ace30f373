/**
 * The demo account and its data, safe to run on every start. With the court simulator, the demo
 * lawyer's cases are registered in their sources a month ago (simulator time) and swept day by
 * day up to today, so the first `npm start` already shows a month of history. Only today's morning
 * report is queued and sent (it waits at /dev/correos); the history nights queue no e-mail — unless
 * today's night found nothing, when the latest night with news sends its report instead (late), so
 * that a new user always finds a morning report.
 */
import { ENTIDADES, instanteBogota, parseRadicado, sumarDias } from '@expediente/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { abogados } from '../db/schema.ts';
import { expedientes } from '../db/schema-expedientes.ts';
import { hashDeContrasena } from '../features/cuenta/passwords.ts';
import { registrarFilaDeFuente } from '../features/fuentes/solicitar-activacion.ts';
import { activarFuente } from '../features/fuentes/trabajo-de-activacion.ts';
import { encolarInformes } from '../features/informe-diario/encolar-informes.ts';
import { enviarInformesPendientes } from '../features/informe-diario/enviar-informes.ts';
import { barrerEnEsteProceso } from '../monitoring/barrer-ahora.ts';
import { reviewDemoControls } from './demo-controles.ts';

export const DEMO_EMAIL = 'demo@expedientedigital.co';
export const DEMO_PASSWORD = 'Demo12345';
const DEMO_CASES = 14;
const HISTORY_DAYS = 30;

async function ensureDemoAbogado(deps: AppDeps): Promise<number> {
  const [existing] = await deps.db
    .select({ id: abogados.id })
    .from(abogados)
    .where(sql`lower(${abogados.email}) = ${DEMO_EMAIL}`);
  if (existing) return existing.id;
  const [created] = await deps.db
    .insert(abogados)
    .values({
      email: DEMO_EMAIL,
      passwordHash: await hashDeContrasena(DEMO_PASSWORD),
      nombre: 'Laura',
      apellido: 'Martínez Gómez',
      esAdministrador: true,
      correoVerificadoEn: new Date(),
      // The journeys sign in as the demo dozens of times: its guides are already seen (decision 0015).
      yaAccedioPorPrimeraVez: true,
      guiaNotificacionesVista: true,
      yaAccedioPorPrimeraVezNotificaciones: true,
      funcionalidades: { ultimoDocumento: true, tarjetaEstadisticas: true },
    })
    .returning({ id: abogados.id });
  return created.id;
}

/** Sources a lawyer would pick: Unificada always, Samai for administrative courts, Publicaciones Procesales. */
function sourcesFor(radicado: string): (0 | 2 | 4 | 6)[] {
  const entidad = parseRadicado(radicado)?.entidad ?? '';
  return ['03', '23', '33'].includes(entidad) ? [2, 4, 6] : [2, 6];
}

async function seedDemoCases(deps: AppDeps, idAbogado: number) {
  const { clock } = deps;
  if (!clock.set) return;
  const setDay = clock.set.bind(clock);
  const today = await clock.today();
  const start = sumarDias(today, -HISTORY_DAYS);
  await clock.set(start);
  const { sampleRadicados } = await import('@expediente/court-sim');
  const ids: number[] = [];
  for (const radicado of sampleRadicados(DEMO_CASES, 2026)) {
    const parts = parseRadicado(radicado);
    await deps.db.transaction(async (tx) => {
      const [expediente] = await tx
        .insert(expedientes)
        .values({
          idAbogado,
          numero: radicado,
          corporacion: parts ? (ENTIDADES[parts.entidad] ?? null) : null,
          creadoEn: instanteBogota(start, '15:00'),
        })
        .returning({ id: expedientes.id });
      for (const tipoFuente of sourcesFor(radicado)) {
        ids.push(
          await registrarFilaDeFuente(tx, {
            idAbogado,
            idExpediente: expediente.id,
            tipoFuente,
            parametros: {},
          }),
        );
      }
    });
  }
  // Unificada first: it fills the parties the publication sources match on.
  for (const id of ids) await activarFuente(deps, id, { isLastAttempt: true });
  // The history nights owe no e-mail: nobody was there to read a month of mornings. Their closes
  // run with the daily e-mail suspended, so no report of theirs enters the outbox; only today's
  // night (the last) closes with it on, as the account had it.
  await withDailyEmailSuspended(deps, idAbogado, async () => {
    for (let day = 1; day < HISTORY_DAYS; day++) {
      const fecha = sumarDias(start, day);
      await setDay(fecha);
      await barrerEnEsteProceso(deps, fecha);
    }
  });
  await setDay(today);
  await barrerEnEsteProceso(deps, today);
  await reviewDemoControls(deps, idAbogado, today);
  await reportOfTheLatestNightIfTodayIsQuiet(deps, idAbogado, today);
  // This morning's report, so a new user finds it at /dev/correos right away.
  await enviarInformesPendientes(deps);
}

/**
 * A quiet night owes no report (the account does not ask for the 'sin cambios' proof), and the
 * new user would find no morning e-mail at /dev/correos (26/11/2026 was such a day): then the
 * latest night with news sends its report, late and marked so in the operator's view.
 */
async function reportOfTheLatestNightIfTodayIsQuiet(deps: AppDeps, idAbogado: number, today: string) {
  const owed = await deps.db.execute(sql`
    select 1 from envios_informe_diario where id_abogado = ${idAbogado} and fecha = ${today} limit 1`);
  if (owed.rows.length > 0) return;
  const [latest] = (
    await deps.db.execute<{ fecha: string | null }>(sql`
      select to_char(max(fecha), 'YYYY-MM-DD') as fecha from cambios
      where id_abogado = ${idAbogado} and fecha < ${today} and tipo in ('actuacion', 'coincidencia')
        and suprimido is null`)
  ).rows;
  if (latest?.fecha) await encolarInformes(deps, latest.fecha, idAbogado);
}

/** Runs `work` with the account's daily e-mail suspended, then puts the setting back as it was. */
async function withDailyEmailSuspended(deps: AppDeps, idAbogado: number, work: () => Promise<void>) {
  const before = await deps.db.execute<{ suspendido: boolean }>(sql`
    select correo_diario_suspendido as suspendido from preferencias_notificacion where id_abogado = ${idAbogado}`);
  await deps.db.execute(sql`
    insert into preferencias_notificacion (id_abogado, correo_diario_suspendido) values (${idAbogado}, true)
    on conflict (id_abogado) do update set correo_diario_suspendido = true`);
  try {
    await work();
  } finally {
    if (before.rows.length === 0)
      await deps.db.execute(sql`delete from preferencias_notificacion where id_abogado = ${idAbogado}`);
    else
      await deps.db.execute(sql`
        update preferencias_notificacion set correo_diario_suspendido = ${before.rows[0].suspendido}
        where id_abogado = ${idAbogado}`);
  }
}

export async function seedDemo(deps: AppDeps): Promise<{ idAbogado: number }> {
  const idAbogado = await ensureDemoAbogado(deps);
  const [hasCases] = await deps.db
    .select({ id: expedientes.id })
    .from(expedientes)
    .where(eq(expedientes.idAbogado, idAbogado))
    .limit(1);
  if (!hasCases && deps.config.useSimulator) {
    console.log('Preparando los datos demo: un mes de historial contra el simulador de juzgados…');
    const started = Date.now();
    await seedDemoCases(deps, idAbogado);
    console.log(`Datos demo listos en ${Math.round((Date.now() - started) / 1000)} s.`);
  }
  return { idAbogado };
}
