/**
 * Reference lists for the source fields (seed 000 §7 Catalogues). They use the public api key
 * (§6), are cached for the session, and fail silently: logged, the list stays empty (§8).
 */
import type { Corporacion, Juzgado, OpcionCatalogo } from '@expediente/domain/contrato/catalogos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { esJuzgadoDeEstadosElectronicos } from '../source-form.ts';

export interface Opcion {
  value: string;
  label: string;
}

async function silently<T>(
  path: string,
  signal: AbortSignal,
  toOption: (item: T) => Opcion,
): Promise<Opcion[]> {
  try {
    const items = await apiRequest<T[]>(path, { auth: 'public', signal });
    return items.map(toOption);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error(`No se pudo cargar ${path}`, error);
    return [];
  }
}

const CATALOGO = { staleTime: Number.POSITIVE_INFINITY, retry: false } as const;

export function useCiudades(enabled: boolean) {
  return useQuery({
    queryKey: ['catalogos', 'ciudades'],
    queryFn: ({ signal }) =>
      silently<OpcionCatalogo>('/Ciudades', signal, (item) => ({
        value: item.Id,
        label: item.Nombre,
      })),
    enabled,
    ...CATALOGO,
  });
}

export function useEntidades(idCiudad: string | null) {
  return useQuery({
    queryKey: ['catalogos', 'entidades', idCiudad],
    queryFn: ({ signal }) =>
      silently<OpcionCatalogo>(`/Ciudades/${idCiudad ?? ''}/Entidades`, signal, (item) => ({
        value: item.Id,
        label: item.Nombre,
      })),
    enabled: idCiudad !== null,
    ...CATALOGO,
  });
}

export function useCorporaciones(enabled: boolean) {
  return useQuery({
    queryKey: ['catalogos', 'corporaciones'],
    queryFn: ({ signal }) =>
      silently<Corporacion>('/Corporaciones/Todos', signal, (item) => ({
        value: item.codigo,
        label: item.nombre,
      })),
    enabled,
    ...CATALOGO,
  });
}

/** Courts per source: general (EE, without the PP/SIUGJ copies), SIUGJ, Publicaciones Procesales. */
const COURT_PATHS: Record<number, string> = {
  3: '/juzgados',
  5: '/juzgados/SIUGJ',
  6: '/juzgados/PublicacionesProcesales',
};

export function useJuzgados(tipoFuente: number, enabled: boolean) {
  return useQuery({
    queryKey: ['catalogos', 'juzgados', tipoFuente],
    queryFn: async ({ signal }) => {
      const courts = await silently<Juzgado>(COURT_PATHS[tipoFuente] ?? '/juzgados', signal, (item) => ({
        value: item.id,
        label: item.nombreDespacho,
      }));
      return tipoFuente === 3
        ? courts.filter((court) => esJuzgadoDeEstadosElectronicos(court.label))
        : courts;
    },
    enabled: enabled && tipoFuente in COURT_PATHS,
    ...CATALOGO,
  });
}
