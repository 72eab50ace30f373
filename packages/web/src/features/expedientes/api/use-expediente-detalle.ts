/** Case detail calls: the case, its actuaciones per source (normalised) and its documents with matches. */
import { fuenteById } from '@expediente/domain';
import type { Expediente } from '@expediente/domain/contrato/expedientes';
import type {
  ActuacionRamaTyba,
  ActuacionSamai,
  ActuacionUnificada,
  DocumentosConCoincidencias,
} from '@expediente/domain/contrato/fuentes';
import { type QueryClient, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ActuacionFila } from './types.ts';

/** Sources whose case detail lists actuaciones: Rama (0), Tyba (1), Unificada (2), Samai (4). */
export const ACTUACIONES_FUENTES = [0, 1, 2, 4] as const;

const DATOS_DEL_LOADER_FRESCOS_MS = 5_000;
const detalleKey = (id: number | null) => ['expedientes', 'detalle', id] as const;
const actuacionesKey = (idExpediente: number, fuente: number) =>
  ['expedientes', 'actuaciones', idExpediente, fuente] as const;

const fetchExpediente = (id: number | null, signal?: AbortSignal) =>
  apiRequest<Expediente>(`/Expedientes/${id ?? ''}`, { signal });

/**
 * The case as the Procesos list already holds it (the list and the detail answer the same shape):
 * the detail shows it at once and asks for its actuaciones without waiting for its own answer,
 * which then replaces it (issue 21, item 18: click to content).
 */
function expedienteDeLaLista(queryClient: QueryClient, id: number | null): Expediente | undefined {
  if (id === null) return undefined;
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: ['expedientes'] })) {
    const paginas = (data as { pages?: { expedientes?: Expediente[] }[] } | undefined)?.pages ?? [
      data as { expedientes?: Expediente[] } | undefined,
    ];
    for (const pagina of paginas) {
      const encontrado = pagina?.expedientes?.find((expediente) => expediente.id === id);
      if (encontrado) return encontrado;
    }
  }
  return undefined;
}

/** The sources whose actuaciones the detail lists, once each, in the case's order. */
export function fuentesDeActuaciones(expediente: Expediente | undefined): number[] {
  return (expediente?.procesosEnFuentesDatos ?? [])
    .map((proceso) => proceso.tipoFuente)
    .filter((fuente, index, all) => all.indexOf(fuente) === index)
    .filter((fuente) => ACTUACIONES_FUENTES.some((id) => id === fuente));
}

export function useExpediente(id: number | null) {
  const queryClient = useQueryClient();
  // Typed: TypeScript 5.9 (editors) otherwise took the placeholder function for the data's type.
  return useQuery<Expediente>({
    queryKey: detalleKey(id),
    queryFn: ({ signal }) => fetchExpediente(id, signal),
    placeholderData: () => expedienteDeLaLista(queryClient, id),
    enabled: id !== null,
    // The route loader asks a few hundred ms before the page mounts; without a short fresh window
    // the mount would ask again for what just arrived. Edits and pushed updates invalidate anyway.
    staleTime: DATOS_DEL_LOADER_FRESCOS_MS,
    retry: false,
  });
}

/**
 * Route loader's work for the case detail: starts the case and the actuaciones of the sources the
 * list shows for it while the page's code loads, instead of after the page has rendered and the
 * case has answered (two round trips saved). It never blocks navigation.
 */
export function precargarDetalle(queryClient: QueryClient, id: number): void {
  const opciones = { retry: false } as const;
  void queryClient.prefetchQuery({
    queryKey: detalleKey(id),
    queryFn: ({ signal }) => fetchExpediente(id, signal),
    ...opciones,
  });
  for (const fuente of fuentesDeActuaciones(expedienteDeLaLista(queryClient, id))) {
    void queryClient.prefetchQuery({
      queryKey: actuacionesKey(id, fuente),
      queryFn: ({ signal }) => fetchActuaciones(fuente, id, signal),
      ...opciones,
    });
  }
}

async function fetchActuaciones(tipoFuente: number, idExpediente: number, signal: AbortSignal) {
  const clave = fuenteById(tipoFuente)?.clave ?? '';
  const path = `/${clave}/Procesos/${idExpediente}/Actuaciones`;
  if (tipoFuente === 4) {
    const rows = await apiRequest<ActuacionSamai[]>(path, { signal });
    return rows.map(
      (row): ActuacionFila => ({
        fuente: tipoFuente,
        descripcion: row.descripcionActuacion,
        anotacion: row.anotacion,
        fechaActuacion: row.fechaActuacion,
        fechaRegistro: row.fechaRegistro,
        fechaInicioTermino: row.fechaIniciaTermino,
        fechaFinalizaTermino: row.fechaFinalizaTermino,
        esNuevo: row.esNuevo,
        terminoCalculado: row.terminoCalculado,
      }),
    );
  }
  if (tipoFuente === 2) {
    const rows = await apiRequest<ActuacionUnificada[]>(path, { signal });
    return rows.map(
      (row): ActuacionFila => ({
        fuente: tipoFuente,
        descripcion: row.textoActuacion,
        anotacion: null,
        fechaActuacion: row.fechaDeActuacion,
        fechaRegistro: row.fechaDeRegistro,
        fechaInicioTermino: null,
        fechaFinalizaTermino: null,
        esNuevo: row.esNuevo,
        terminoCalculado: row.terminoCalculado,
      }),
    );
  }
  const rows = await apiRequest<ActuacionRamaTyba[]>(path, { signal });
  return rows.map(
    (row): ActuacionFila => ({
      fuente: tipoFuente,
      descripcion: row.textoActuacion,
      anotacion: null,
      fechaActuacion: row.fechaActuacion,
      fechaRegistro: row.registro,
      fechaInicioTermino: row.fechaInicio,
      fechaFinalizaTermino: row.fechaTermino,
      esNuevo: row.esNuevo,
      terminoCalculado: row.terminoCalculado,
    }),
  );
}

export interface ActuacionesPorFuente {
  fuente: number;
  filas: ActuacionFila[];
}

/** One call per actuaciones source the case has; a failing source just contributes no rows. */
export function useActuaciones(idExpediente: number, fuentes: number[]) {
  return useQueries({
    queries: fuentes.map((fuente) => ({
      queryKey: actuacionesKey(idExpediente, fuente),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchActuaciones(fuente, idExpediente, signal),
      staleTime: DATOS_DEL_LOADER_FRESCOS_MS,
      retry: false,
    })),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      porFuente: results.map(
        (result, index): ActuacionesPorFuente => ({ fuente: fuentes[index] ?? -1, filas: result.data ?? [] }),
      ),
    }),
  });
}

export function useDocumentosConCoincidencias(idExpediente: number) {
  return useQuery({
    queryKey: ['expedientes', 'documentos', idExpediente] as const,
    queryFn: ({ signal }) =>
      apiRequest<DocumentosConCoincidencias>(`/v2/procesos/${idExpediente}`, { signal }),
    retry: false,
  });
}
