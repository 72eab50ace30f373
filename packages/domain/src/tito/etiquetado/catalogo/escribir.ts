/**
 * Writes the labelled catalogue as committed: catalogo-cachorro-1.json and -2.json (two halves,
 * each under the linter's 1 MiB), laid out by biome. Run: `npx tsx escribir.ts <etiquetado.json>`.
 * Another recorder's catalogue goes to one file, catalogo-<origen>.json, ids `<origen>-0001`…:
 * `npx tsx escribir.ts <etiquetado.json> <origen>` (issue 19 follow-up: lawsuit-tracker).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ItemLeido } from './comun.ts';
import type { Etiqueta } from './etiquetar.ts';

const [entrada, origen = 'cachorro'] = process.argv.slice(2);
if (!entrada) throw new Error('Uso: npx tsx escribir.ts <etiquetado.json> [origen]');
const items = JSON.parse(readFileSync(entrada, 'utf8')) as (ItemLeido & Etiqueta)[];
const salida = items.map((item, indice) => ({
  id: `${origen}-${String(indice + 1).padStart(4, '0')}`,
  fuente: 'cpnu',
  actuacion: item.actuacion,
  anotacion: item.anotacion || null,
  importante: item.importante,
  familia: item.familia,
  motivoEtiqueta: item.motivoEtiqueta,
  origen,
  veces: item.veces,
  procesos: item.procesos,
  ref: `${item.repo}:${item.ruta}`,
}));
const mitad = Math.floor(salida.length / 2);
const partes =
  origen === 'cachorro'
    ? ([
        ['cachorro-1', salida.slice(0, mitad)],
        ['cachorro-2', salida.slice(mitad)],
      ] as const)
    : ([[origen, salida]] as const);
const archivos = partes.map(([sufijo, parte]) => {
  const ruta = fileURLToPath(new URL(`./catalogo-${sufijo}.json`, import.meta.url));
  writeFileSync(ruta, `${JSON.stringify(parte, null, 2)}\n`);
  return ruta;
});
execFileSync('npx', ['biome', 'format', '--write', ...archivos], { stdio: 'inherit' });
console.log(`${salida.length} items, ${salida.filter((item) => item.importante).length} importantes`);
