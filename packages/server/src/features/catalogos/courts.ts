/**
 * The court catalogue, built from the radicado codes (sources.md §2) and DIVIPOLA, so that every
 * id we list decodes back to the same court a radicado names: Rama entities are
 * entidad+especialidad codes per city, courts are the 12-digit despacho codes, Samai
 * corporations are the 7-digit DANE+entidad codes.
 */
import { ENTIDADES, ESPECIALIDADES, MUNICIPIOS, municipioByCodigo } from '@expediente/domain';
import type { Corporacion, Juzgado, OpcionCatalogo } from '@expediente/domain/contrato/catalogos';

/** Municipalities with a judicial circuit large enough to list courts for (capitals and big cities). */
const COURT_CITIES = [
  '11001',
  '05001',
  '76001',
  '08001',
  '13001',
  '17001',
  '66001',
  '68001',
  '73001',
  '54001',
  '25899',
  '08573',
  '66170',
  '63001',
  '52001',
  '50001',
  '23001',
  '41001',
  '15001',
  '19001',
  '20001',
  '47001',
  '70001',
  '18001',
  '27001',
  '44001',
  '81001',
  '85001',
  '86001',
  '88001',
  '91001',
  '94001',
  '95001',
  '97001',
  '99001',
];

/** Which specialties each court type has, and how many numbered courts a big city lists. */
const COURT_TYPES: { entidad: string; especialidades: string[]; numeros: number }[] = [
  { entidad: '40', especialidades: ['03', '05', '89'], numeros: 12 },
  { entidad: '31', especialidades: ['03', '04', '05', '10'], numeros: 8 },
  { entidad: '41', especialidades: ['89'], numeros: 6 },
  { entidad: '43', especialidades: ['03'], numeros: 3 },
  { entidad: '33', especialidades: ['31', '33', '35'], numeros: 10 },
  { entidad: '22', especialidades: ['03', '05', '10'], numeros: 0 },
  { entidad: '23', especialidades: ['33'], numeros: 0 },
];

const upper = (value: string) => value.toLocaleUpperCase('es-CO');

export function courtName(codigo: string): string {
  const municipio = municipioByCodigo(codigo.slice(0, 5));
  const ciudad = upper(municipio?.nombre ?? `MUNICIPIO ${codigo.slice(0, 5)}`);
  const entidad = codigo.slice(5, 7);
  const especialidad = upper(ESPECIALIDADES[codigo.slice(7, 9)] ?? 'Promiscuo');
  const numero = codigo.slice(9, 12);
  switch (entidad) {
    case '22':
      return `TRIBUNAL SUPERIOR DEL DISTRITO JUDICIAL DE ${ciudad} - SALA ${especialidad}`;
    case '23':
      return `TRIBUNAL ADMINISTRATIVO DE ${upper(municipio?.departamento ?? ciudad)}`;
    case '31':
      return `JUZGADO ${numero} ${especialidad} DEL CIRCUITO DE ${ciudad}`;
    case '33':
      // Its specialty tells the three apart (Administrativo, Oral, Sección Segunda): without it
      // the Publicaciones list showed one name three times (issue 21 item 13).
      return `JUZGADO ${numero} ${especialidad} DE ${ciudad}`;
    case '41':
      return `JUZGADO ${numero} DE PEQUEÑAS CAUSAS Y COMPETENCIA MÚLTIPLE DE ${ciudad}`;
    case '43':
      return `JUZGADO ${numero} ${especialidad} MUNICIPAL DE EJECUCIÓN DE SENTENCIAS DE ${ciudad}`;
    default:
      return `JUZGADO ${numero} ${especialidad} MUNICIPAL DE ${ciudad}`;
  }
}

function buildCourts(): Juzgado[] {
  const courts: Juzgado[] = [];
  for (const city of COURT_CITIES) {
    if (!municipioByCodigo(city)) continue;
    for (const type of COURT_TYPES) {
      // A department has one Tribunal Administrativo, in its capital: listed once.
      if (type.entidad === '23' && !city.endsWith('001')) continue;
      for (const especialidad of type.especialidades) {
        const numbers =
          type.numeros === 0
            ? ['000']
            : Array.from({ length: type.numeros }, (_, i) => String(i + 1).padStart(3, '0'));
        for (const numero of numbers) {
          const id = `${city}${type.entidad}${especialidad}${numero}`;
          courts.push({ id, nombreDespacho: courtName(id) });
        }
      }
    }
  }
  return courts.sort((a, b) => a.nombreDespacho.localeCompare(b.nombreDespacho, 'es'));
}

/** Every court's name differs from the others' (a person picks by name); the tests check it. */
export function nombresRepetidos(courts: Juzgado[]): string[] {
  const vistos = new Set<string>();
  return courts.flatMap((court) => {
    if (!vistos.has(court.nombreDespacho)) {
      vistos.add(court.nombreDespacho);
      return [];
    }
    return [court.nombreDespacho];
  });
}

export const COURTS = buildCourts();

/** Courts that publish through SIUGJ: the districts where it is rolled out (a fixed subset here). */
const SIUGJ_CITIES = new Set(['66001', '66170', '17001', '63001', '05001']);
export const SIUGJ_COURTS: Juzgado[] = COURTS.filter((court) => SIUGJ_CITIES.has(court.id.slice(0, 5))).map(
  (court) => ({
    id: court.id,
    nombreDespacho: `SIUGJ - ${court.nombreDespacho}`,
  }),
);
export const PP_COURTS: Juzgado[] = COURTS.map((court) => ({
  id: court.id,
  nombreDespacho: `PP - ${court.nombreDespacho}`,
}));

export const CIUDADES: OpcionCatalogo[] = MUNICIPIOS.map((municipio) => ({
  Id: municipio.codigo,
  Nombre: `${municipio.nombre} (${municipio.departamento})`,
})).sort((a, b) => a.Nombre.localeCompare(b.Nombre, 'es'));

/** Rama entities of a city: court type + specialty ('4003' = Juzgado Municipal Civil). */
export function entidadesDeCiudad(codigoCiudad: string): OpcionCatalogo[] | null {
  if (!municipioByCodigo(codigoCiudad)) return null;
  return COURT_TYPES.flatMap((type) =>
    type.especialidades.map((especialidad) => ({
      Id: `${type.entidad}${especialidad}`,
      Nombre: `${ENTIDADES[type.entidad] ?? 'Juzgado'} - ${ESPECIALIDADES[especialidad] ?? 'Promiscuo'}`,
    })),
  );
}

/** SAMAI corporations: the Consejo de Estado, each department's Tribunal Administrativo and the capitals' juzgados administrativos. */
export const CORPORACIONES: Corporacion[] = [
  { codigo: '1100103', nombre: 'CONSEJO DE ESTADO' },
  ...COURT_CITIES.filter((city) => municipioByCodigo(city)).flatMap((city) => {
    const municipio = municipioByCodigo(city);
    const departamento = upper(municipio?.departamento ?? '');
    const items = [
      { codigo: `${city}33`, nombre: `JUZGADOS ADMINISTRATIVOS DE ${upper(municipio?.nombre ?? '')}` },
    ];
    if (city.endsWith('001'))
      items.push({
        codigo: `${city.slice(0, 2)}00123`,
        nombre: `TRIBUNAL ADMINISTRATIVO DE ${departamento}`,
      });
    return items;
  }),
];
