/**
 * What the report's writers (Excel, Word, PDF) are handed: the rows, the header and the writer's
 * own interface. Apart from build-informe.ts, which picks a writer, so the writers need not
 * import it back.
 */

/** One case as the report shows it: texts, dates as dd/mm/yyyy (Bogotá's day for instants). */
export interface FilaInforme {
  radicado: string;
  ciudad: string;
  despacho: string;
  clase: string;
  demandantes: string;
  demandados: string;
  etiqueta: string;
  etapa: string;
  /** The case's pending término as its card shows it (terminos/termino-pendiente.ts), dd/mm/yyyy. */
  terminoVence: string | null;
  /** Its rule, or that the source gives the date; '' without a término. */
  terminoRegla: string;
  /** One per source of the report (`EncabezadoInforme.fuentes`), in the same order. */
  fuentes: { estado: string; fechaUltimaActuacion: string | null }[];
  fuenteUltimoCambio: string;
  fechaUltimoCambio: string | null;
  resumen: string;
}

export interface EncabezadoInforme {
  /** Names of the sources the lawyer has on any case: one pair of columns (or lines) each. */
  fuentes: string[];
  /** The lawyer's name, for the document's title. */
  titular: string;
  /** dd/mm/yyyy, Bogotá. */
  fecha: string;
  totalProcesos: number;
}

/** A file being written page by page: `escribir` once per page of cases, then `terminar`. */
export interface EscritorInforme {
  escribir(filas: FilaInforme[]): Promise<void>;
  terminar(): Promise<Buffer>;
}

/** The report's column titles (Spanish), shared by every format. */
export function columnas(fuentes: string[]): string[] {
  return [
    'Radicado',
    'Ciudad',
    'Despacho',
    'Clase',
    'Demandantes',
    'Demandados',
    'Etiqueta',
    'Etapa procesal',
    'Término: fecha',
    'Término: regla',
    ...fuentes.flatMap((nombre) => [`${nombre}: estado`, `${nombre}: fecha última actuación`]),
    'Último cambio: fuente',
    'Último cambio: fecha',
    'Resumen',
  ];
}
