/** Decodes a radicado's first 12 digits into the court that owns it (sources.md §2). */
import { ESPECIALIDADES, MUNICIPIOS, municipioByCodigo } from '@expediente/domain';

export interface Despacho {
  codigo: string;
  municipio: string;
  ciudad: string;
  departamento: string;
  entidad: string;
  especialidad: string;
  numero: string;
  nombreEntidad: string;
  nombreEspecialidad: string;
  /** Upper-case name as CPNU prints it, without CPNU's trailing space. */
  nombre: string;
}

/** Entidad codes whose cases live in SAMAI (contencioso administrativo). */
export const ENTIDADES_SAMAI = new Set(['03', '23', '33']);

const NOMBRES_ENTIDAD: Record<string, string> = {
  '02': 'CORTE SUPREMA DE JUSTICIA',
  '03': 'CONSEJO DE ESTADO',
  '22': 'TRIBUNAL SUPERIOR',
  '23': 'TRIBUNAL ADMINISTRATIVO',
  '31': 'JUZGADO DE CIRCUITO',
  '33': 'JUZGADO ADMINISTRATIVO',
  '34': 'JUZGADO DE CIRCUITO DE EJECUCIÓN',
  '40': 'JUZGADO MUNICIPAL',
  '41': 'JUZGADO DE PEQUEÑAS CAUSAS',
  '43': 'JUZGADO MUNICIPAL DE EJECUCIÓN',
};

const departamentos = new Map(
  MUNICIPIOS.map((municipio) => [municipio.codigo.slice(0, 2), municipio.departamento]),
);

function upper(value: string): string {
  return value.toLocaleUpperCase('es-CO');
}

function buildName(
  entidad: string,
  numero: string,
  especialidad: string,
  ciudad: string,
  departamento: string,
) {
  const sala = numero === '000' ? 'SALA' : `DESPACHO ${numero}`;
  switch (entidad) {
    case '02':
      return `CORTE SUPREMA DE JUSTICIA - SALA DE CASACIÓN ${especialidad}`;
    case '03':
      return `CONSEJO DE ESTADO - ${numero === '000' ? 'SALA DE LO CONTENCIOSO ADMINISTRATIVO' : `DESPACHO ${numero}`}`;
    case '22':
      return `TRIBUNAL SUPERIOR DEL DISTRITO JUDICIAL DE ${ciudad} - ${sala} ${especialidad}`;
    case '23':
      return `TRIBUNAL ADMINISTRATIVO DE ${departamento}${numero === '000' ? '' : ` - DESPACHO ${numero}`}`;
    case '31':
      return `JUZGADO ${numero} ${especialidad} DEL CIRCUITO DE ${ciudad}`;
    case '33':
      return `JUZGADO ${numero} ${especialidad} DE ${ciudad}`;
    case '34':
      return `JUZGADO ${numero} ${especialidad} DEL CIRCUITO DE EJECUCIÓN DE SENTENCIAS DE ${ciudad}`;
    case '40':
      return `JUZGADO ${numero} ${especialidad} MUNICIPAL DE ${ciudad}`;
    case '41':
      return `JUZGADO ${numero} DE PEQUEÑAS CAUSAS Y COMPETENCIA MÚLTIPLE DE ${ciudad}`;
    case '43':
      return `JUZGADO ${numero} ${especialidad} MUNICIPAL DE EJECUCIÓN DE SENTENCIAS DE ${ciudad}`;
    default:
      return `JUZGADO ${numero} ${especialidad} DE ${ciudad}`;
  }
}

/** `codigo` is the 12-digit despacho code (first 12 digits of a radicado). */
export function decodeDespacho(codigo: string): Despacho {
  const municipioCodigo = codigo.slice(0, 5);
  const entidad = codigo.slice(5, 7);
  const especialidad = codigo.slice(7, 9);
  const numero = codigo.slice(9, 12);
  const municipio = municipioByCodigo(municipioCodigo);
  // Unknown DANE codes still get an answer: courts exist where our catalogue has gaps.
  const departamento = upper(municipio?.departamento ?? departamentos.get(codigo.slice(0, 2)) ?? 'COLOMBIA');
  const ciudad = upper(municipio?.nombre ?? `MUNICIPIO ${municipioCodigo}`);
  const nombreEspecialidad = upper(ESPECIALIDADES[especialidad] ?? 'PROMISCUO');
  return {
    codigo,
    municipio: municipioCodigo,
    ciudad,
    departamento,
    entidad,
    especialidad,
    numero,
    nombreEntidad: NOMBRES_ENTIDAD[entidad] ?? 'JUZGADO',
    nombreEspecialidad,
    nombre: buildName(entidad, numero, nombreEspecialidad, ciudad, departamento),
  };
}

/** SAMAI's 7-digit corporación: DANE + entidad; the Consejo de Estado is always 1100103. */
export function samaiCorporacion(radicado: string): string {
  return radicado.slice(5, 7) === '03' ? '1100103' : radicado.slice(0, 7);
}
