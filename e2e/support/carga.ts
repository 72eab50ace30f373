/** Bulk-load helpers: radicados no other journey loads, the dialog, and the load as the API holds it. */
import { isNotFound, sampleRadicados } from '@expediente/court-sim';
import { parseRadicado } from '@expediente/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet } from './api.ts';

/**
 * Fresh radicados of non-administrative courts (searched in Unificada only, so one source's
 * faults decide their outcome): `found` ones the simulator has, and one it does not.
 */
export function radicadosFrescos(salt: number): { found: string[]; notFound: string } {
  const pool = sampleRadicados(400, (Date.now() + salt) % 1_000_000).filter(
    (radicado) => !['03', '23', '33'].includes(parseRadicado(radicado)?.entidad ?? ''),
  );
  const notFound = pool.find(isNotFound);
  if (!notFound) throw new Error('el simulador no dio ningún radicado inexistente');
  return { found: pool.filter((radicado) => !isNotFound(radicado)), notFound };
}

export async function openCargaDialog(page: Page): Promise<Locator> {
  // The side panel's button: a new account's empty list offers one of its own too.
  await page.getByRole('navigation').getByRole('button', { name: 'Registrar procesos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitud de carga de procesos' });
  // Lazy chunks come from the same process that runs the background jobs: allow a busy machine.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

export type EstadoItem = 'Registrando' | 'Registrado' | 'NoEncontrado' | 'ErrorTecnico' | 'Finalizado';

export interface CargaApi {
  id: number;
  estado: string;
  conErrorTecnicoEnConsulta: boolean;
  reintentoSolicitadoErrorTecnicoEnConsulta: boolean;
  totalNumProcesosProcesos: number;
  numProcesosRegistrados: number;
  procesosACargar: { numeroProceso: string; estado: EstadoItem; observaciones: string[] }[];
}

export function cargaApi(page: Page, id: number): Promise<CargaApi> {
  return apiGet<CargaApi>(page, `/api/RegistroAutomaticoProcesos/${id}`);
}

/** The load's id, from the status page's address. */
export function idDeCarga(page: Page): number {
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(Number.isInteger(id) && id > 0, `dirección de la carga: ${page.url()}`).toBe(true);
  return id;
}
