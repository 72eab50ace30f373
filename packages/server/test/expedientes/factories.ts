/** Case-file rows inserted directly, so list, search and order tests need no source or job. */
import type { AppDeps } from '../../src/app-deps.ts';
import {
  actuaciones,
  coincidencias,
  documentosPublicados,
  expedientes,
  procesosEnFuente,
} from '../../src/db/schema-expedientes.ts';

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

/** A court's published estado (source 6) whose one page names 'Ana Pérez contra Banco de Prueba'. */
export async function createDocumentoPublicadoRow(
  deps: Pick<AppDeps, 'db'>,
  clave: string,
  overrides: Partial<typeof documentosPublicados.$inferInsert> = {},
) {
  const [row] = await deps.db
    .insert(documentosPublicados)
    .values({
      tipoFuente: 6,
      uuid: `doc-${clave}`,
      articleId: clave,
      codigoDespacho: '110013103001',
      fechaPublicacion: '2026-11-19',
      titulo: 'Estado 12',
      nombre: 'Estado 12.pdf',
      url: `https://publicacionesprocesales.ramajudicial.gov.co/${clave}.pdf`,
      paginas: ['Ana Pérez contra Banco de Prueba'],
      ...overrides,
    })
    .returning();
  return row;
}

/** The case of `proceso` found by name on the document's first page. */
export function createCoincidenciaRow(
  deps: Pick<AppDeps, 'db'>,
  proceso: typeof procesosEnFuente.$inferSelect,
  documento: typeof documentosPublicados.$inferSelect,
) {
  return deps.db.insert(coincidencias).values({
    idAbogado: proceso.idAbogado,
    idExpediente: proceso.idExpediente,
    idProcesoEnFuente: proceso.id,
    idDocumento: documento.id,
    tipoFuente: proceso.tipoFuente,
    pagina: 1,
    extracto: 'Ana Pérez contra Banco de Prueba',
    resumenEncontrado: 'Ana Pérez',
    certeza: 100,
    tipo: 'nombre',
    fechaDeteccion: documento.fechaPublicacion,
  });
}

/** An actuación of `proceso` on `dia` opening a término that ends in 2099: a pending término. */
export function createActuacionConTerminoRow(
  deps: Pick<AppDeps, 'db'>,
  proceso: typeof procesosEnFuente.$inferSelect,
  dia: string,
) {
  return deps.db.insert(actuaciones).values({
    idAbogado: proceso.idAbogado,
    idExpediente: proceso.idExpediente,
    idProcesoEnFuente: proceso.id,
    tipoFuente: proceso.tipoFuente,
    clave: `termino-${proceso.id}`,
    descripcion: 'Traslado',
    anotacion: 'Traslado por diez días',
    fechaActuacion: dia,
    fechaRegistro: dia,
    fechaInicioTermino: dia,
    fechaFinalizaTermino: '2099-12-31',
  });
}
