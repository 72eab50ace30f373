/**
 * A hook every court request passes before it leaves (issue 23): the nightly checks run inside
 * one (monitoring/presupuesto/gasto.ts) that counts the request against the egress's budget and
 * throws when it is spent, so the request is never made. Requests outside a hook (registrations,
 * a lawyer's refresh, the publication listings) are not counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type ReservarSolicitud = (url: string) => Promise<void>;

const reservas = new AsyncLocalStorage<ReservarSolicitud>();

/** Runs `work` with every court request it makes reserved first by `reservar`. */
export function conReserva<T>(reservar: ReservarSolicitud, work: () => Promise<T>): Promise<T> {
  return reservas.run(reservar, work);
}

export async function reservarSiHay(url: string): Promise<void> {
  await reservas.getStore()?.(url);
}
