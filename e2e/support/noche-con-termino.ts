/**
 * A night that brings a demo case a término: the simulator's day moves forward (a month at most)
 * until a case watched in Unificada gets an actuación whose text grants a term on the national
 * calendar, and that day's sweep runs until the case carries its consultation. Which demo cases
 * have a pending término depends on the nights earlier journeys ran, so a journey that needs one
 * makes it here.
 */
import { calcularTermino, crearCalendarioJudicial } from '@expediente/domain';
import { expect, type Page } from '@playwright/test';
import { apiGet, apiSend, ddmmyyyy, type ExpedienteApi, expedientePorNumero } from './api.ts';
import { vigiladoPorLaNoche } from './noche.ts';
import { type ActuacionCpnu, simulador } from './simulador.ts';

const UNIFICADA = 2;

/** Our término for a CPNU actuación on the national calendar, or null when its text grants none. */
export function terminoNacional(actuacion: ActuacionCpnu) {
  return calcularTermino(crearCalendarioJudicial(), {
    actuacion: actuacion.actuacion,
    anotacion: actuacion.anotacion,
    fecha: actuacion.fechaActuacion.slice(0, 10),
  });
}

export interface NocheConTermino {
  expediente: ExpedienteApi;
  actuacion: ActuacionCpnu;
  /** yyyy-mm-dd, the engine's new today. */
  fecha: string;
}

/**
 * Every case of the account, not only the first page: journeys before this one register cases
 * in the demo account (a bulk load adds 30), and page 1 alone held too few that the simulator
 * gave a término within the month (CI 26/11 and 27/11).
 */
async function todosLosExpedientes(page: Page): Promise<ExpedienteApi[]> {
  const todos: ExpedienteApi[] = [];
  for (let pagina = 1; pagina <= 50; pagina++) {
    const { expedientes, totalPaginas } = await apiGet<{
      expedientes: ExpedienteApi[];
      totalPaginas: number;
    }>(page, `/api/Expedientes?pagina=${pagina}`);
    todos.push(...expedientes);
    if (pagina >= totalPaginas) break;
  }
  return todos;
}

export async function nocheConTermino(page: Page): Promise<NocheConTermino> {
  const sim = await simulador(page.request);
  const hoy = await sim.today();
  const expedientes = await todosLosExpedientes(page);
  const vigilados = expedientes.filter((expediente) =>
    expediente.procesosEnFuentesDatos.some(
      (proceso) =>
        proceso.tipoFuente === UNIFICADA &&
        proceso.activo &&
        vigiladoPorLaNoche(proceso.estado) &&
        proceso.idActualizacion,
    ),
  );
  expect(vigilados.length, 'la cuenta demo vigila procesos en Unificada').toBeGreaterThan(0);
  let elegido: { expediente: ExpedienteApi; actuacion: ActuacionCpnu } | undefined;
  let fecha = hoy;
  for (let dias = 1; dias <= 30 && !elegido; dias++) {
    fecha = await sim.advance(1);
    for (const expediente of vigilados) {
      const unificada = expediente.procesosEnFuentesDatos.find((proceso) => proceso.tipoFuente === UNIFICADA);
      const { recientes } = await sim.actuaciones(unificada?.idProceso ?? '');
      const conTermino = recientes.find(
        (actuacion) => actuacion.fechaRegistro.slice(0, 10) > hoy && terminoNacional(actuacion) !== null,
      );
      if (conTermino) {
        elegido = { expediente, actuacion: conTermino };
        break;
      }
    }
  }
  if (!elegido) {
    // What the night could read: each case's Unificada process as the list gave it.
    const estados = expedientes.map((expediente) => {
      const unificada = expediente.procesosEnFuentesDatos.find((proceso) => proceso.tipoFuente === UNIFICADA);
      return `${expediente.numero}: ${unificada ? `${unificada.idProceso} estado ${unificada.estado}${unificada.activo ? '' : ' inactivo'}${unificada.idActualizacion ? '' : ' sin idActualizacion'}` : 'sin Unificada'}`;
    });
    throw new Error(
      `ningún proceso demo tuvo una actuación con término en el mes siguiente a ${hoy}; Unificada: ${estados.join('; ')}`,
    );
  }
  const { expediente } = elegido;
  // The night: the sweep of that day, until the case's Unificada process carries its consultation.
  await apiSend(page, 'POST', '/api/Monitoreo/Barrido', { fecha });
  await expect(async () => {
    const actual = await expedientePorNumero(page, expediente.numero);
    const unificada = actual.procesosEnFuentesDatos.find((proceso) => proceso.tipoFuente === UNIFICADA);
    expect(unificada?.fechaUltimaConsulta).toBe(ddmmyyyy(fecha));
  }).toPass({ timeout: 60_000 });
  return { ...elegido, fecha };
}
