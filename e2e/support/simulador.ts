/**
 * The court simulator the E2E server started (COURT_SIM_PORT=0: a free port), found through the
 * server's development route /dev/simulador, and driven through its control API (/__control):
 * its clock (the engine's "today" in E2E) and its fault injection.
 */
import type { FaultConfig, SimSource } from '@expediente/court-sim';
import { type APIRequestContext, expect } from '@playwright/test';

/** One actuación as CPNU (the simulator) publishes it, newest first. */
export interface ActuacionCpnu {
  idRegActuacion: number;
  consActuacion: number;
  actuacion: string;
  anotacion: string | null;
  fechaActuacion: string;
  fechaRegistro: string;
}

export interface Simulador {
  url: string;
  today(): Promise<string>;
  advance(days: number): Promise<string>;
  setFaults(source: SimSource, config: FaultConfig): Promise<void>;
  clearFaults(): Promise<void>;
  /** The newest page (40) of a CPNU process's actuaciones and how many it has in all. */
  actuaciones(idProceso: string): Promise<{ total: number; recientes: ActuacionCpnu[] }>;
}

export async function simulador(request: APIRequestContext): Promise<Simulador> {
  const found = await request.get('/dev/simulador');
  expect(found.status(), 'el servidor E2E debe exponer /dev/simulador').toBe(200);
  const { url } = (await found.json()) as { url: string };
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  return {
    url,
    today: async () => (await json<{ today: string }>(await request.get(`${url}/__control/clock`))).today,
    advance: async (days) =>
      (
        await json<{ today: string }>(
          await request.post(`${url}/__control/clock/advance`, { data: { days } }),
        )
      ).today,
    async setFaults(source, config) {
      await json(await request.post(`${url}/__control/faults`, { data: { source, ...config } }));
    },
    async clearFaults() {
      await json(await request.delete(`${url}/__control/faults`));
    },
    async actuaciones(idProceso) {
      const response = await request.get(`${url}/cpnu/api/v2/Proceso/Actuaciones/${idProceso}`);
      if (response.status() === 404) return { total: 0, recientes: [] };
      const page = await json<{ actuaciones: ActuacionCpnu[]; paginacion: { cantidadRegistros: number } }>(
        response,
      );
      return { total: page.paginacion.cantidadRegistros, recientes: page.actuaciones };
    },
  };
}
