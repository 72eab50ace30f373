/**
 * The demo account and its data, safe to run on every start. With the court simulator, the demo
 * lawyer's cases are registered in their sources a month ago (simulator time) and swept day by
 * day up to today, so the first `npm start` already shows a month of history.
 */
import { ENTIDADES, parseRadicado } from '@expediente/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { addDays } from '../clock.ts';
import { abogados } from '../db/schema.ts';
import { expedientes } from '../db/schema-expedientes.ts';
import { hashPassword } from '../features/cuenta/passwords.ts';
import { activateSource } from '../features/fuentes/activation-job.ts';
import { registerSourceRow } from '../features/fuentes/request-activation.ts';
import { sendDueInformes } from '../features/informe-diario/send-informes.ts';
import { runSweepInline } from '../monitoring/run-sweep.ts';
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
      passwordHash: await hashPassword(DEMO_PASSWORD),
      nombre: 'Laura',
      apellido: 'Martínez Gómez',
      esAdministrador: true,
      yaAccedioPorPrimeraVez: true,
      funcionalidades: { ultimoDocumento: true },
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
  const today = await clock.today();
  const start = addDays(today, -HISTORY_DAYS);
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
          creadoEn: new Date(`${start}T15:00:00-05:00`),
        })
        .returning({ id: expedientes.id });
      for (const tipoFuente of sourcesFor(radicado)) {
        ids.push(
          await registerSourceRow(tx, { idAbogado, idExpediente: expediente.id, tipoFuente, parametros: {} }),
        );
      }
    });
  }
  // Unificada first: it fills the parties the publication sources match on.
  for (const id of ids) await activateSource(deps, id, { isLastAttempt: true });
  for (let day = 1; day <= HISTORY_DAYS; day++) {
    const fecha = addDays(start, day);
    await clock.set(fecha);
    await runSweepInline(deps, fecha);
  }
  await reviewDemoControls(deps, idAbogado, today);
  // This morning's report, so a new user finds it at /dev/correos right away.
  await sendDueInformes(deps);
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
