/**
 * Synthetic estados: pages of table rows (radicado | clase | demandante | demandado | actuación | fecha)
 * as PDF text extraction prints them (uppercase, accents stripped). A known sample of registered names
 * is planted with variants, and the planted mentions are returned as labels.
 */
import { type GeneratedName, generateName } from './colombian-names.ts';
import { createRandom, type Random } from './random.ts';

export type Variante = 'sin-tildes' | 'orden-invertido' | 'espacios' | 'error-tipografico' | 'y-otros';
export const VARIANTES: readonly Variante[] = [
  'sin-tildes',
  'orden-invertido',
  'espacios',
  'error-tipografico',
  'y-otros',
];

export interface RegisteredParty {
  id: string;
  name: GeneratedName;
}

export interface PlantedMention {
  partyId: string;
  pagina: number;
  variante: Variante;
  printed: string;
}

export interface EstadosCorpus {
  pages: string[];
  planted: PlantedMention[];
  /** Background (not planted) party names per page, as printed: to label accidental homonyms. */
  backgroundNames: { pagina: number; printed: string }[];
  bytes: number;
}

const CLASES = [
  'EJECUTIVO SINGULAR',
  'VERBAL',
  'VERBAL SUMARIO',
  'DIVISORIO',
  'SUCESION',
  'RESTITUCION DE INMUEBLE ARRENDADO',
  'EJECUTIVO HIPOTECARIO',
  'MONITORIO',
];
const ACTUACIONES = [
  'AUTO LIBRA MANDAMIENTO DE PAGO',
  'AUTO REQUIERE A LA PARTE DEMANDANTE',
  'AUTO DECRETA MEDIDAS CAUTELARES',
  'AUTO FIJA FECHA PARA AUDIENCIA',
  'AUTO ADMITE DEMANDA',
  'AUTO NIEGA SOLICITUD',
  'SENTENCIA DE PRIMERA INSTANCIA',
  'AUTO ORDENA SEGUIR ADELANTE LA EJECUCION',
  'AUTO TIENE EN CUENTA NOTIFICACION',
  'AUTO INADMITE DEMANDA',
];
const BANCOS = [
  'BANCO DAVIVIENDA S.A.',
  'BANCOLOMBIA S.A.',
  'BANCO DE BOGOTA S.A.',
  'BANCO POPULAR S.A.',
  'SCOTIABANK COLPATRIA S.A.',
];
const ROWS_PER_PAGE = 50;
const PLANT_PROBABILITY = 1 / 40;

function printed(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();
}

function withTypo(word: string, random: Random): string {
  const at = 1 + random.integer(word.length - 2);
  const letter = String.fromCharCode(65 + random.integer(26));
  switch (random.integer(4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter + word.slice(at);
    default:
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
  }
}

/** Prints a registered name with one variant, as a court clerk or a PDF extractor might. */
export function printVariant(name: GeneratedName, variante: Variante, random: Random): string {
  const nombres = name.nombres.map(printed);
  const apellidos = name.apellidos.map(printed);
  switch (variante) {
    case 'orden-invertido':
      return name.isCompany ? [...nombres].reverse().join(' ') : [...apellidos, ...nombres].join(' ');
    case 'espacios':
      return [...nombres, ...apellidos].join('  ');
    case 'y-otros':
      return `${[...nombres, ...apellidos].join(' ')} Y OTROS`;
    case 'error-tipografico': {
      const words = [...nombres, ...apellidos];
      const candidates = words.map((word, index) => ({ word, index })).filter(({ word }) => word.length >= 5);
      if (candidates.length > 0) {
        const { word, index } = random.pick(candidates);
        words[index] = withTypo(word, random);
      }
      return words.join(' ');
    }
    default:
      return printed(name.registered).replace(' - ', ' ');
  }
}

function radicado(random: Random): string {
  const year = 2015 + random.integer(11);
  const consecutive = String(random.integer(99_999)).padStart(5, '0');
  return `1100140030${String(random.integer(90) + 10)}${year}${consecutive}00`;
}

export function generateEstadosCorpus(
  parties: readonly RegisteredParty[],
  targetBytes: number,
  seed = 7,
): EstadosCorpus {
  const random = createRandom(seed);
  const pages: string[] = [];
  const planted: PlantedMention[] = [];
  const backgroundNames: { pagina: number; printed: string }[] = [];
  let bytes = 0;
  while (bytes < targetBytes) {
    const pagina = pages.length + 1;
    const rows = [`JUZGADO 003 CIVIL MUNICIPAL DE BOGOTA D.C.`, `ESTADO No. ${pagina}    Fecha: 12/03/2025`];
    const cell = (): string => {
      if (random.chance(PLANT_PROBABILITY)) {
        const party = random.pick(parties);
        const variante = random.pick(VARIANTES);
        const text = printVariant(party.name, variante, random);
        planted.push({ partyId: party.id, pagina, variante, printed: text });
        return text;
      }
      const text = random.chance(0.15)
        ? random.pick(BANCOS)
        : printVariant(generateName(random), 'sin-tildes', random);
      backgroundNames.push({ pagina, printed: text });
      return text;
    };
    for (let row = 0; row < ROWS_PER_PAGE; row++) {
      const fecha = `${String(1 + random.integer(28)).padStart(2, '0')}/03/2025`;
      rows.push(
        `${radicado(random)} | ${random.pick(CLASES)} | ${cell()} | ${cell()} | ${random.pick(ACTUACIONES)} | ${fecha}`,
      );
    }
    rows.push(`Total de Procesos: ${ROWS_PER_PAGE}`);
    const page = rows.join('\n');
    bytes += Buffer.byteLength(page);
    pages.push(page);
  }
  return { pages, planted, backgroundNames, bytes };
}
