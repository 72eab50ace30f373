/** Colombian-looking party names and the ways courts write them (CPNU, SAMAI, estado PDFs). */
import type { Random } from './prng.ts';

const NOMBRES = [
  'JOSÉ',
  'MARÍA',
  'LUIS',
  'ANA',
  'CARLOS',
  'LUZ',
  'JUAN',
  'SANDRA',
  'JORGE',
  'MARTHA',
  'ANDRÉS',
  'CLAUDIA',
  'OSCAR',
  'GLORIA',
  'DIEGO',
  'PATRICIA',
  'JAIME',
  'BEATRIZ',
  'HERNÁN',
  'ÁNGELA',
  'FABIO',
  'MÓNICA',
  'JULIÁN',
  'NATALIA',
  'CAMILO',
  'DIANA',
  'RICARDO',
  'PAOLA',
  'FERNANDO',
  'YOLANDA',
  'GUSTAVO',
  'ESPERANZA',
  'ALEJANDRO',
  'CATALINA',
  'SEBASTIÁN',
  'VALENTINA',
  'ÁLVARO',
  'RUBIELA',
  'GILBERTO',
  'MARLENY',
  'JHON',
  'YURANI',
  'EDWIN',
  'NUBIA',
  'WILSON',
  'ARTURO',
  'HELENA',
  'FRANCISCA',
  'IVÁN',
  'ROCÍO',
] as const;

const APELLIDOS = [
  'GARCÍA',
  'RODRÍGUEZ',
  'MARTÍNEZ',
  'LÓPEZ',
  'GONZÁLEZ',
  'HERNÁNDEZ',
  'SÁNCHEZ',
  'RAMÍREZ',
  'PÉREZ',
  'TORRES',
  'DÍAZ',
  'GÓMEZ',
  'VARGAS',
  'MORENO',
  'JIMÉNEZ',
  'MUÑOZ',
  'ROJAS',
  'CASTRO',
  'ORTIZ',
  'HENAO',
  'ARIAS',
  'OSORIO',
  'CARDONA',
  'GIRALDO',
  'OSPINA',
  'BETANCUR',
  'QUINTERO',
  'RESTREPO',
  'ZAPATA',
  'ARANGO',
  'VALENCIA',
  'MEJÍA',
  'BEDOYA',
  'LONDOÑO',
  'SALAZAR',
  'CASTAÑO',
  'AGUDELO',
  'MONTOYA',
  'VILLEGAS',
  'POSADA',
  'BOTERO',
  'CIFUENTES',
  'PATIÑO',
  'OCAMPO',
  'MARÍN',
  'DE LA HOZ',
  'DEL RÍO',
  'BUITRAGO',
  'ACEVEDO',
  'CÁRDENAS',
] as const;

const EMPRESA_RAICES = [
  'INVERSIONES',
  'COMERCIALIZADORA',
  'CONSTRUCTORA',
  'TRANSPORTES',
  'DISTRIBUIDORA',
  'INGENIERÍA',
  'SERVICIOS INTEGRALES',
  'AGROINDUSTRIAL',
  'SUMINISTROS',
  'INMOBILIARIA',
] as const;
const EMPRESA_NOMBRES = [
  'EL DORADO',
  'LOS ANDES',
  'CAFETERA',
  'DEL PACÍFICO',
  'LA MONTAÑA',
  'SAN JORGE',
  'ANDINA',
  'DEL CARIBE',
  'NUEVO HORIZONTE',
  'LA ESPERANZA',
  'ALTAMIRA',
  'CORDILLERA',
] as const;
const FORMAS_SOCIETARIAS = ['S.A.S.', 'S.A.', 'LTDA', 'S.A. E.S.P.', 'Y CIA S.C.A.'] as const;
export const ENTIDADES_FINANCIERAS = [
  'BANCOLOMBIA S.A.',
  'BANCO DAVIVIENDA S.A.',
  'BANCO DE BOGOTÁ S.A.',
  'BANCO AGRARIO DE COLOMBIA S.A.',
  'COOPERATIVA FINANCIERA COTRAFA',
  'FONDO NACIONAL DEL AHORRO',
  'SCOTIABANK COLPATRIA S.A.',
] as const;
const ENTIDADES_PUBLICAS = [
  'NACIÓN - MINISTERIO DE DEFENSA NACIONAL',
  'UNIDAD ADMINISTRATIVA ESPECIAL DE GESTIÓN PENSIONAL - UGPP',
  'ADMINISTRADORA COLOMBIANA DE PENSIONES - COLPENSIONES',
  'NACIÓN - RAMA JUDICIAL',
  'DEPARTAMENTO DE CALDAS',
  'MUNICIPIO DE MANIZALES',
  'NACIÓN - MINISTERIO DE EDUCACIÓN NACIONAL',
  'INSTITUTO NACIONAL DE VÍAS - INVIAS',
] as const;

export type Parte =
  | { tipo: 'natural'; nombres: string; apellidos: string }
  | { tipo: 'juridica'; razonSocial: string };

export function randomPersona(random: Random): Parte {
  const nombres = random.chance(0.55)
    ? `${random.pick(NOMBRES)} ${random.pick(NOMBRES)}`
    : random.pick(NOMBRES);
  const apellidos = `${random.pick(APELLIDOS)} ${random.pick(APELLIDOS)}`;
  return { tipo: 'natural', nombres, apellidos };
}

export function randomEmpresa(random: Random): Parte {
  const razonSocial = random.chance(0.3)
    ? random.pick(ENTIDADES_FINANCIERAS)
    : `${random.pick(EMPRESA_RAICES)} ${random.pick(EMPRESA_NOMBRES)} ${random.pick(FORMAS_SOCIETARIAS)}`;
  return { tipo: 'juridica', razonSocial };
}

export function randomEntidadPublica(random: Random): Parte {
  return { tipo: 'juridica', razonSocial: random.pick(ENTIDADES_PUBLICAS) };
}

/** CPNU style: "NOMBRES - APELLIDOS" for people, the plain name for companies. */
export function cpnuName(parte: Parte): string {
  return parte.tipo === 'natural' ? `${parte.nombres} - ${parte.apellidos}` : parte.razonSocial;
}

/** Free-text style used by SAMAI and SIUGJ: "NOMBRES APELLIDOS". */
export function plainName(parte: Parte): string {
  return parte.tipo === 'natural' ? `${parte.nombres} ${parte.apellidos}` : parte.razonSocial;
}

export function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * How an estado PDF writes a party list: uppercase, often without accents, sometimes surname
 * first, several parties collapsed into "Y OTROS". Name matching must cope with all of these.
 */
export function estadoName(partes: readonly Parte[], random: Random): string {
  const first = partes[0];
  if (!first) return 'N.N.';
  let name =
    first.tipo === 'natural' && random.chance(0.4) ? `${first.apellidos} ${first.nombres}` : plainName(first);
  if (random.chance(0.6)) name = stripAccents(name);
  if (partes.length > 1) name += random.chance(0.5) ? ' Y OTROS' : ` Y ${plainName(partes[1]).toUpperCase()}`;
  return name.toUpperCase();
}
