/**
 * A night with news, as e2e/barrido.spec.ts makes one: the simulator's day moves forward by the
 * fewest days in which some demo case gets new actuaciones in Unificada, an administrator asks for
 * that day's sweep (POST /api/Monitoreo/Barrido, run by background jobs); once every watched
 * Unificada process carries the day's consultation, the day is closed for the account
 * (POST /api/ControlCambiosDia/Cierre, what the close-day cron does) and its change control
 * answers. The simulator's clock stays on the new day: it is the engine's "today".
 */
import { expect, type Page } from '@playwright/test';
import { apiGet, apiSend, ddmmyyyy, type ExpedienteApi } from './api.ts';
import { simulador } from './simulador.ts';

const UNIFICADA = 2;

/**
 * The night reads every active process whose last reading was good (2) or failed (3, e.g. after
 * e2e/resultado-consulta.spec.ts's faults): both are watched.
 */
export const vigiladoPorLaNoche = (estado: number) => estado === 2 || estado === 3;

export interface NocheConNovedades {
  /** yyyy-mm-dd, the engine's new today. */
  fecha: string;
  idFecha: number;
  idControl: number;
}

/**
 * Moves the simulator's day forward, day by day (at most `maximoDias`), until the demo cases
 * watched in Unificada have at least `minimoActuaciones` new actuaciones; the night itself is not run.
 */
export async function avanzarHastaNovedades(
  page: Page,
  minimoActuaciones = 1,
  maximoDias = 14,
): Promise<{ fecha: string; vigilados: string[] }> {
  const sim = await simulador(page.request);
  const hoy = await sim.today();
  const { expedientes } = await apiGet<{ expedientes: ExpedienteApi[] }>(page, '/api/Expedientes?pagina=1');
  const vigilados = expedientes.flatMap((expediente) => {
    const unificada = expediente.procesosEnFuentesDatos.find(
      (proceso) => proceso.tipoFuente === UNIFICADA && proceso.activo && vigiladoPorLaNoche(proceso.estado),
    );
    return unificada?.idProceso && unificada.idActualizacion ? [unificada.idProceso] : [];
  });
  expect(vigilados.length, 'la cuenta demo vigila procesos en Unificada').toBeGreaterThan(0);
  let fecha: string | null = null;
  for (let dias = 1; dias <= maximoDias && !fecha; dias++) {
    const dia = await sim.advance(1);
    let nuevas = 0;
    for (const idProceso of vigilados) {
      const { recientes } = await sim.actuaciones(idProceso);
      nuevas += recientes.filter((actuacion) => actuacion.fechaRegistro.slice(0, 10) > hoy).length;
    }
    if (nuevas >= minimoActuaciones) fecha = dia;
  }
  if (!fecha)
    throw new Error(
      `los procesos demo no tuvieron ${minimoActuaciones} actuaciones nuevas en los ${maximoDias} días siguientes a ${hoy}`,
    );
  return { fecha, vigilados };
}

/**
 * `minimoActuaciones`: how many new Unificada actuaciones (each one a change to review) the night
 * must bring at least; the clock moves on, day by day (at most `maximoDias`), until the demo cases
 * have that many; one night then reads them all.
 */
export async function nocheConNovedades(
  page: Page,
  minimoActuaciones = 1,
  maximoDias = 14,
): Promise<NocheConNovedades> {
  const { fecha, vigilados } = await avanzarHastaNovedades(page, minimoActuaciones, maximoDias);
  await apiSend(page, 'POST', '/api/Monitoreo/Barrido', { fecha });
  await expect(async () => {
    const { expedientes: ahora } = await apiGet<{ expedientes: ExpedienteApi[] }>(
      page,
      '/api/Expedientes?pagina=1',
    );
    for (const expediente of ahora)
      for (const proceso of expediente.procesosEnFuentesDatos)
        if (proceso.tipoFuente === UNIFICADA && vigilados.includes(proceso.idProceso ?? ''))
          expect(proceso.fechaUltimaConsulta, expediente.numero).toBe(ddmmyyyy(fecha));
  }).toPass({ timeout: 120_000 });
  const control = await apiSend<{ id: number; idFecha: number }>(
    page,
    'POST',
    '/api/ControlCambiosDia/Cierre',
    {
      fecha,
    },
  );
  return { fecha, idFecha: control.idFecha, idControl: control.id };
}
