/** The yearly summary calls (seed 001 §7): one's own, and a shared copy without a session. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export interface Wrapped {
  id: string;
  anio: number;
  totalConsultas: number;
  totalHorasAhorradasPorDia: number;
  diasConConsulta: number;
  totalCambios: number;
  totalExpedientesConCambios: number;
  mesConMasCambios: string | null;
  numeroCambiosMesConMasCambios: number;
  diaConMasCambios: string | null;
  diaConSegundoMasCambios: string | null;
  porcentajeConsultas: Record<string, number>;
  totalCambiosPorFuente: Record<string, number>;
}

export function useWrapped(enabled: boolean) {
  return useQuery({
    queryKey: ['wrapped'],
    queryFn: ({ signal }) => apiRequest<Wrapped>('/Wrapped', { signal }),
    enabled,
    retry: false,
  });
}

export function useWrappedCompartido(id: string) {
  return useQuery({
    queryKey: ['wrapped', 'compartido', id],
    queryFn: ({ signal }) => apiRequest<Wrapped>(`/Wrapped/shared/${id}`, { signal, auth: 'none' }),
    retry: false,
  });
}

const NOMBRES: Record<string, string> = {
  Rama: 'Rama Judicial',
  Samai: 'Samai',
  Unificada: 'Unificada',
  Estados: 'Estados Electrónicos',
  EstadosElectronicos: 'Estados Electrónicos',
  Tyba: 'Tyba',
  Siugj: 'SIUGJ',
  PublicacionesProcesales: 'Publicaciones Procesales',
};

/** The three sources with the largest figures (ties by name), skipping zeros (seed 001 §9: top 3). */
export function top3(valores: Record<string, number>): { nombre: string; valor: number }[] {
  return Object.entries(valores)
    .filter(([, valor]) => valor > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([clave, valor]) => ({ nombre: NOMBRES[clave] ?? clave, valor }));
}

export function enlaceCompartido(id: string, origin = window.location.origin): string {
  return `${origin}/resumen-anual/${id}`;
}
