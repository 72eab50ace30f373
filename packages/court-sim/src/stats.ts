/** Request counters per source and per route, so tests and benchmarks can see how polite a client was. */
export const SOURCES = ['cpnu', 'samai', 'publicaciones', 'siugj'] as const;
export type SimSource = (typeof SOURCES)[number];

export interface SimStats {
  total: number;
  bySource: Record<SimSource, number>;
  byRoute: Record<string, number>;
  faults: Record<
    SimSource,
    {
      latency: number;
      timeout: number;
      error: number;
      forbidden: number;
      malformed: number;
      /** 401 for lack of an ApiKey (samai `requireApiKey`). */
      unauthorized: number;
    }
  >;
}

export type FaultKind = keyof SimStats['faults'][SimSource];

export function emptyStats(): SimStats {
  const bySource = {} as Record<SimSource, number>;
  const faults = {} as SimStats['faults'];
  for (const source of SOURCES) {
    bySource[source] = 0;
    faults[source] = { latency: 0, timeout: 0, error: 0, forbidden: 0, malformed: 0, unauthorized: 0 };
  }
  return { total: 0, bySource, byRoute: {}, faults };
}

export function sourceOfPath(path: string): SimSource | null {
  if (path.startsWith('/cpnu/')) return 'cpnu';
  if (path.startsWith('/samai/')) return 'samai';
  if (path.startsWith('/publicaciones/')) return 'publicaciones';
  if (path.startsWith('/siugj/')) return 'siugj';
  return null;
}
