/**
 * Trains Tito's back-up model (../modelo-de-nombres.ts) on the development side only: every
 * labelled catalogue item, its name as the text, its label as the target. A logistic regression by
 * AdaGrad, 8 passes in an order fixed by a seeded shuffle, so the same items always give the same
 * weights (modelo-de-nombres.test.ts checks the committed file is what this gives).
 * Run: `npx tsx packages/domain/src/tito/etiquetado/entrenar-modelo.ts` (writes ../modelo-de-nombres.json).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BITS, type PesosDelModelo, rasgosDelNombre } from '../modelo-de-nombres.ts';
import { normalizar } from '../priorizar-cambio.ts';
import { CATALOGO } from './por-grabador.ts';

const PASADAS = 8;
const PASO = 0.5;
const L2 = 1e-5;

export function entrenarModelo(items: { actuacion: string; importante: boolean }[]): PesosDelModelo {
  const pesos = new Float64Array(1 << BITS);
  const acumulado = new Float64Array(1 << BITS).fill(1e-8);
  let sesgo = 0;
  let acumuladoSesgo = 1e-8;
  const rasgos = items.map((item) => rasgosDelNombre(normalizar(item.actuacion)));
  const orden = items.map((_, indice) => indice);
  let semilla = 7;
  const azar = () => {
    semilla = (semilla * 1103515245 + 12345) & 0x7fffffff;
    return semilla / 0x7fffffff;
  };
  for (let pasada = 0; pasada < PASADAS; pasada++) {
    for (let i = orden.length - 1; i > 0; i--) {
      const j = Math.floor(azar() * (i + 1));
      [orden[i], orden[j]] = [orden[j], orden[i]];
    }
    for (const k of orden) {
      let z = sesgo;
      for (const rasgo of rasgos[k]) z += pesos[rasgo];
      const error = 1 / (1 + Math.exp(-z)) - (items[k].importante ? 1 : 0);
      for (const rasgo of rasgos[k]) {
        const gradiente = error + L2 * pesos[rasgo];
        acumulado[rasgo] += gradiente * gradiente;
        pesos[rasgo] -= (PASO * gradiente) / Math.sqrt(acumulado[rasgo]);
      }
      acumuladoSesgo += error * error;
      sesgo -= (PASO * error) / Math.sqrt(acumuladoSesgo);
    }
  }
  const redondear = (valor: number) => Math.round(valor * 1e4) / 1e4;
  const lista: [number, number][] = [];
  pesos.forEach((peso, rasgo) => {
    if (redondear(peso) !== 0) lista.push([rasgo, redondear(peso)]);
  });
  return { sesgo: redondear(sesgo), pesos: lista };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ruta = fileURLToPath(new URL('../modelo-de-nombres.json', import.meta.url));
  const modelo = entrenarModelo(CATALOGO);
  writeFileSync(ruta, `${JSON.stringify(modelo)}\n`);
  execFileSync('npx', ['biome', 'format', '--write', ruta], { stdio: 'inherit' });
  console.log(`${CATALOGO.length} items, ${modelo.pesos.length} pesos`);
}
