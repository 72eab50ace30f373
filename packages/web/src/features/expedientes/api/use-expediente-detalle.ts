/** Case detail calls: the case, its actuaciones per source (normalised) and its documents with matches. */
import { fuenteById } from '@expediente/domain';
import type { Expediente } from '@expediente/domain/contrato/expedientes';
import type { TerminoCalculado } from '@expediente/domain/contrato/terminos';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ActuacionFila, ProcesoDocumentos } from './types.ts';

interface ActuacionRamaTyba {
  textoActuacion: string;
  registro: string | null;
  fechaActuacion: string | null;
  fechaInicio: string | null;
  fechaTermino: string | null;
  esNuevo?: boolean;
  terminoCalculado?: TerminoCalculado | null;
}
interface ActuacionUnificada {
  textoActuacion: string;
  fechaDeRegistro: string | null;
  fechaDeActuacion: string | null;
  esNuevo?: boolean;
  terminoCalculado?: TerminoCalculado | null;
}
interface ActuacionSamai {
  id: string | number;
  descripcionActuacion: string;
  anotacion: string | null;
  fechaRegistro: string | null;
  fechaActuacion: string | null;
  fechaIniciaTermino: string | null;
  fechaFinalizaTermino: string | null;
  esNuevo?: boolean;
  terminoCalculado?: TerminoCalculado | null;
}

/** Sources whose case detail lists actuaciones: Rama (0), Tyba (1), Unificada (2), Samai (4). */
export const ACTUACIONES_FUENTES = [0, 1, 2, 4] as const;

export function useExpediente(id: number | null) {
  return useQuery({
    queryKey: ['expedientes', 'detalle', id] as const,
    queryFn: ({ signal }) => apiRequest<Expediente>(`/Expedientes/${id ?? ''}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
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
        esNuevo: row.esNuevo === true,
        terminoCalculado: row.terminoCalculado ?? null,
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
        esNuevo: row.esNuevo === true,
        terminoCalculado: row.terminoCalculado ?? null,
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
      esNuevo: row.esNuevo === true,
      terminoCalculado: row.terminoCalculado ?? null,
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
      queryKey: ['expedientes', 'actuaciones', idExpediente, fuente] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchActuaciones(fuente, idExpediente, signal),
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
    queryFn: ({ signal }) => apiRequest<ProcesoDocumentos>(`/v2/procesos/${idExpediente}`, { signal }),
    retry: false,
  });
}
