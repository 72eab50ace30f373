/**
 * Valid, deterministic radicados for tests and benchmarks. They are drawn from despacho dockets,
 * so their autos also appear in the despachos' estados (name matching has something to find).
 * Like real input, about 5% are not found and about 4% are private.
 */
import { combine, createRandom } from './prng.ts';
import { docketSize, procesosOf } from './proceso.ts';

/** Capitals and big municipalities: where most cases are filed. */
const MUNICIPIOS = [
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
];

const TIPOS_DESPACHO: { entidad: string; especialidades: string[]; numeros: number; peso: number }[] = [
  { entidad: '40', especialidades: ['03', '03', '89', '05'], numeros: 30, peso: 30 },
  { entidad: '31', especialidades: ['03', '05', '10', '04'], numeros: 15, peso: 22 },
  { entidad: '41', especialidades: ['89'], numeros: 20, peso: 10 },
  { entidad: '43', especialidades: ['03'], numeros: 8, peso: 5 },
  { entidad: '22', especialidades: ['03', '05', '10'], numeros: 0, peso: 5 },
  { entidad: '33', especialidades: ['31', '33', '35'], numeros: 40, peso: 20 },
  { entidad: '23', especialidades: ['33', '31'], numeros: 0, peso: 8 },
];
const PESO_TOTAL = TIPOS_DESPACHO.reduce((total, tipo) => total + tipo.peso, 0);

const FIRST_YEAR = 2019;
const LAST_YEAR = 2025;

function pickTipo(draw: number) {
  let remaining = draw * PESO_TOTAL;
  for (const tipo of TIPOS_DESPACHO) {
    remaining -= tipo.peso;
    if (remaining < 0) return tipo;
  }
  return TIPOS_DESPACHO[0];
}

export function sampleRadicados(count: number, seed = 1): string[] {
  const random = createRandom(combine(seed, 0x5a17));
  const radicados: string[] = [];
  const seen = new Set<string>();
  const ids = new Set<number>();
  // Bounded so a huge count cannot loop forever on a saturated space.
  for (let attempt = 0; radicados.length < count && attempt < count * 50; attempt++) {
    const tipo = pickTipo(random.next());
    const municipio = random.pick(MUNICIPIOS);
    const especialidad = random.pick(tipo.especialidades);
    const numero = tipo.numeros === 0 ? '000' : String(random.int(1, tipo.numeros)).padStart(3, '0');
    const despacho = `${municipio}${tipo.entidad}${especialidad}${numero}`;
    const year = random.int(FIRST_YEAR, LAST_YEAR);
    const consecutivo = random.int(1, docketSize(despacho, year));
    const radicado = `${despacho}${year}${String(consecutivo).padStart(5, '0')}00`;
    if (seen.has(radicado)) continue;
    // CPNU ids are 31-bit hashes; keep a sample free of id collisions so every case is distinct.
    const procesoIds = procesosOf(radicado).map((proceso) => proceso.idProceso);
    if (procesoIds.some((id) => ids.has(id))) continue;
    for (const id of procesoIds) ids.add(id);
    seen.add(radicado);
    radicados.push(radicado);
  }
  return radicados;
}
