/**
 * The 23-digit radicado (CUI): layout from sources.md §2.
 * Positions: municipio(5) entidad(2) especialidad(2) despacho(3) año(4) consecutivo(5) instancia(2).
 */
import divipola from './data/divipola.json' with { type: 'json' };

export const RADICADO_PATTERN = /^\d{23}$/;

export interface RadicadoParts {
  radicado: string;
  departamento: string;
  municipio: string;
  entidad: string;
  especialidad: string;
  despacho: string;
  anyo: string;
  consecutivo: string;
  instancia: string;
  /** First 12 digits: the court's code (Publicaciones Procesales idDespacho, CPNU codDespachoCompleto). */
  codigoDespacho: string;
  /** 'AAAA-NNNNN', the human short form used in estados. */
  formaCorta: string;
}

export function isRadicado(value: string): boolean {
  return RADICADO_PATTERN.test(value);
}

export function parseRadicado(radicado: string): RadicadoParts | null {
  if (!isRadicado(radicado)) return null;
  const anyo = radicado.slice(12, 16);
  const consecutivo = radicado.slice(16, 21);
  return {
    radicado,
    departamento: radicado.slice(0, 2),
    municipio: radicado.slice(0, 5),
    entidad: radicado.slice(5, 7),
    especialidad: radicado.slice(7, 9),
    despacho: radicado.slice(9, 12),
    anyo,
    consecutivo,
    instancia: radicado.slice(21, 23),
    codigoDespacho: radicado.slice(0, 12),
    formaCorta: `${anyo}-${consecutivo}`,
  };
}

export const ENTIDADES: Record<string, string> = {
  '02': 'Corte Suprema de Justicia',
  '03': 'Consejo de Estado',
  '22': 'Tribunal Superior de Distrito Judicial',
  '23': 'Tribunal Administrativo',
  '31': 'Juzgado de Circuito',
  '33': 'Juzgado Administrativo',
  '34': 'Juzgado de Circuito de Ejecución',
  '40': 'Juzgado Municipal',
  '41': 'Juzgado de Pequeñas Causas',
  '43': 'Juzgado Municipal de Ejecución',
};

export const ESPECIALIDADES: Record<string, string> = {
  '03': 'Civil',
  '04': 'Penal',
  '05': 'Laboral',
  '10': 'Familia',
  '15': 'Especial',
  '31': 'Administrativo',
  '33': 'Administrativo Oral',
  '35': 'Administrativo Sección Segunda',
  '89': 'Promiscuo',
};

export interface Municipio {
  codigo: string;
  nombre: string;
  departamento: string;
}

interface DepartamentoData {
  codigo: string;
  nombre: string;
  municipios: { codigo: string; nombre: string }[];
}

export const MUNICIPIOS: Municipio[] = (divipola as DepartamentoData[]).flatMap((departamento) =>
  departamento.municipios.map((municipio) => ({ ...municipio, departamento: departamento.nombre })),
);

const municipiosByCodigo = new Map(MUNICIPIOS.map((municipio) => [municipio.codigo, municipio]));

export function municipioByCodigo(codigo: string): Municipio | undefined {
  return municipiosByCodigo.get(codigo);
}

/** The municipality a radicado names (its first 5 digits, DIVIPOLA), or null. */
export function ciudadDelRadicado(radicado: string): string | null {
  const parts = parseRadicado(radicado);
  return parts ? (municipioByCodigo(parts.municipio)?.nombre ?? null) : null;
}
