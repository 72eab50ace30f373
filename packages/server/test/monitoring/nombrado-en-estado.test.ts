/**
 * The night's tier 2 (decision 0019): a case the day's estado names is checked first. An estado
 * prints the radicado beside the parties, and a page keeps one match per case — the name's, when
 * the radicado beside it raised it to the alerting certainty — so the plan must read that match as
 * the case being named, not only a match stored as 'radicado' (bench/escala-punta-a-punta.ts found
 * the plan missing most of the day's autos).
 */
import { sumarDias, UMBRAL_ALERTA } from '@expediente/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  coincidencias,
  consultas,
  documentosPublicados,
  expedientes,
  listadosLeidos,
  procesosEnFuente,
} from '../../src/db/schema-expedientes.ts';
import { planearElementosDelBarrido } from '../../src/monitoring/barrido.ts';
import { leerPublicaciones, leerPublicacionesJob } from '../../src/monitoring/leer-publicaciones.ts';
import { createAbogado, insertarExpediente } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const FECHA = '2026-10-06';
const UNIFICADA = 2;
const PUBLICACIONES = 6;
const { deps } = await createTestApp({}, { today: FECHA });
const abogado = await createAbogado(deps, { nombre: 'Marta' });
const CODIGO_DESPACHO = '050014003021';

/** A case watched in Unificada and in its court's publications, last fully checked yesterday. */
async function vigilar(consecutivo: string, demandante: string) {
  const radicado = `${CODIGO_DESPACHO}2024${consecutivo}00`;
  const idExpediente = await insertarExpediente(deps, abogado.id, {
    numero: radicado,
    demandantes: demandante,
    demandados: 'BANCO POPULAR S.A.',
  });
  const antiguo = new Date('2026-01-05T12:00:00Z');
  const comun = { idAbogado: abogado.id, idExpediente, estado: 2, creadoEn: antiguo };
  const [unificada] = await deps.db
    .insert(procesosEnFuente)
    .values({
      ...comun,
      tipoFuente: UNIFICADA,
      idProceso: `9${consecutivo}`,
      idActualizacion: 'ultima',
      fechaUltimaActuacion: '2026-03-02',
      ultimaConsultaCompleta: sumarDias(FECHA, -1),
    })
    .returning({ id: procesosEnFuente.id });
  await deps.db.insert(procesosEnFuente).values({
    ...comun,
    tipoFuente: PUBLICACIONES,
    idProceso: CODIGO_DESPACHO,
    idActualizacion: 'inicial',
    parametros: { demandante, demandado: 'BANCO POPULAR S.A.', idJuzgado: CODIGO_DESPACHO },
  });
  return { radicado, idExpediente, idUnificada: unificada.id };
}

/** The court's estado of the day, naming these radicados beside their parties (surnames first). */
async function publicarEstado(fecha: string, nombrados: { radicado: string; impreso: string }[]) {
  await deps.db
    .insert(listadosLeidos)
    .values({ tipoFuente: PUBLICACIONES, codigoDespacho: CODIGO_DESPACHO, fecha, publicaciones: 1 });
  await deps.db.insert(documentosPublicados).values({
    tipoFuente: PUBLICACIONES,
    uuid: `doc-${CODIGO_DESPACHO}-${fecha}`,
    articleId: `${CODIGO_DESPACHO}${fecha.replaceAll('-', '')}`,
    codigoDespacho: CODIGO_DESPACHO,
    fechaPublicacion: fecha,
    titulo: 'ESTADO No. 160',
    nombre: `ESTADO ${fecha}.pdf`,
    url: `https://example.invalid/${CODIGO_DESPACHO}.pdf`,
    paginas: [
      `JUZGADO 021 CIVIL MUNICIPAL DE MEDELLÍN ESTADO No. 160 Fecha: ${fecha} Radicado Clase Demandante Demandado ` +
        'Descripción actuación Fecha auto ' +
        nombrados
          .map(
            ({ radicado, impreso }) =>
              `${radicado} EJECUTIVO SINGULAR ${impreso} BANCO POPULAR S.A. AUTO REQUIERE 05/10/2026 `,
          )
          .join('') +
        `Total de Procesos: ${nombrados.length}`,
    ],
  });
}

describe("a case named in the day's estado", () => {
  it('is checked first the next night, also when its match was stored as its parties’ name', async () => {
    const nombrado = await vigilar('00318', 'GLORIA PATRICIA VILLEGAS MONTOYA');
    const otro = await vigilar('00412', 'HERNANDO JOSE QUINTERO SALAS');
    await publicarEstado(FECHA, [
      { radicado: nombrado.radicado, impreso: 'VILLEGAS MONTOYA GLORIA PATRICIA' },
    ]);
    await leerPublicaciones(deps, PUBLICACIONES, CODIGO_DESPACHO, FECHA);
    const [match] = await deps.db
      .select({ tipo: coincidencias.tipo, certeza: coincidencias.certeza })
      .from(coincidencias)
      .where(eq(coincidencias.idExpediente, nombrado.idExpediente));
    // The situation under test: one match for the page, kept as the name's, at the alerting certainty.
    expect(match).toMatchObject({ tipo: 'nombre' });
    expect(match?.certeza).toBeGreaterThanOrEqual(UMBRAL_ALERTA);

    const plan = await planearElementosDelBarrido(deps, sumarDias(FECHA, 1), { idAbogado: abogado.id });
    const prioritarias = plan.checksPrioritarios.map((check) => check.id);
    expect(prioritarias).toContain(nombrado.idUnificada);
    expect(prioritarias).not.toContain(otro.idUnificada);
    const [fila] = await deps.db
      .select({ motivo: procesosEnFuente.motivoNoche })
      .from(procesosEnFuente)
      .where(eq(procesosEnFuente.id, nombrado.idUnificada));
    expect(fila?.motivo).toBe('publicacion');
  });

  it('is checked the same night its estado is read: the listing queues its check, once', async () => {
    const fecha = sumarDias(FECHA, 1);
    const nombrado = await vigilar('00527', 'LUZ MARINA OSPINA RESTREPO');
    const yaConsultado = await vigilar('00611', 'CARLOS ANDRES MEJIA TORO');
    // Watched in the same court and not named: not queued.
    await vigilar('00733', 'ROSA ELENA CARDONA PINEDA');
    // Checked earlier tonight (tier 3 or 4): the listing does not check it again.
    await deps.db.insert(consultas).values({
      idAbogado: abogado.id,
      idExpediente: yaConsultado.idExpediente,
      idProcesoEnFuente: yaConsultado.idUnificada,
      tipoFuente: UNIFICADA,
      fecha,
      estado: 'consultado',
    });
    await publicarEstado(fecha, [
      { radicado: nombrado.radicado, impreso: 'OSPINA RESTREPO LUZ MARINA' },
      { radicado: yaConsultado.radicado, impreso: 'MEJIA TORO CARLOS ANDRES' },
    ]);
    const leer = () =>
      leerPublicacionesJob.handler(
        deps,
        { tipoFuente: PUBLICACIONES, codigoDespacho: CODIGO_DESPACHO, fecha },
        { jobId: 'prueba', retryCount: 0, isLastAttempt: true },
      );
    await leer();
    // A retried listing finds its matches stored and queues nothing more.
    await leer();

    const cola = await deps.db.execute<{ fila: number; prioritaria: boolean }>(sql`
      select (data->>'idProcesoEnFuente')::int as fila, (data->>'prioritaria')::boolean as prioritaria
      from ${sql.identifier(deps.config.JOBS_SCHEMA)}.job
      where name = 'consultar-proceso' and data->>'fecha' = ${fecha}`);
    expect(cola.rows).toEqual([{ fila: nombrado.idUnificada, prioritaria: true }]);
    const motivos = await deps.db
      .select({
        id: procesosEnFuente.id,
        motivo: procesosEnFuente.motivoNoche,
        fecha: procesosEnFuente.fechaMotivoNoche,
      })
      .from(procesosEnFuente)
      .where(eq(procesosEnFuente.id, nombrado.idUnificada));
    expect(motivos).toEqual([{ id: nombrado.idUnificada, motivo: 'publicacion', fecha }]);
  });
});
