/** Case-file rows inserted directly, so list, search and order tests need no source or job. */
import type { AppDeps } from '../../src/app-deps.ts';
import { expedientes, procesosEnFuente } from '../../src/db/schema-expedientes.ts';

let sequence = 0;

/** A unique, well-formed radicado: Bogotá (11001), circuit court (31), civil (03), year 2024. */
export function uniqueRadicado(): string {
  sequence += 1;
  const despacho = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const consecutivo = String(sequence % 100_000).padStart(5, '0');
  return `110013103${despacho}2024${consecutivo}00`;
}

export async function createExpedienteRow(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  overrides: Partial<typeof expedientes.$inferInsert> = {},
) {
  const [row] = await deps.db
    .insert(expedientes)
    .values({ idAbogado, numero: uniqueRadicado(), ...overrides })
    .returning();
  return row;
}

export async function createProcesoEnFuenteRow(
  deps: Pick<AppDeps, 'db'>,
  expediente: { id: number; idAbogado: number },
  overrides: Partial<typeof procesosEnFuente.$inferInsert> = {},
) {
  const [row] = await deps.db
    .insert(procesosEnFuente)
    .values({
      idAbogado: expediente.idAbogado,
      idExpediente: expediente.id,
      tipoFuente: 2,
      estado: 2,
      idProceso: `P-${expediente.id}`,
      idActualizacion: 'A-1',
      ...overrides,
    })
    .returning();
  return row;
}
