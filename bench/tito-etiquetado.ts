/**
 * Tito against the labelled set of real CPNU and SAMAI actuaciones
 * (packages/domain/src/tito/etiquetado: data, labelling guideline, provenance).
 * Prints precision, recall and the confusion counts for the development part, the held-out part and
 * the whole set, then every misclassified item OF THE DEVELOPMENT PART with the rule that fired.
 * The held-out part's errors are never listed, only counted: whoever reads them while writing rules
 * turns the held-out figure into a development figure. Figures only; never fails.
 * Usage: npx tsx bench/tito-etiquetado.ts
 */
import { type Medida, medirPorParte } from '../packages/domain/src/tito/etiquetado/evaluar.ts';
import { printMachineAndLoad } from './lib/machine.ts';

printMachineAndLoad();
const started = performance.now();
const medidas = medirPorParte();
const ms = performance.now() - started;

const porcentaje = (valor: number) => `${(100 * valor).toFixed(1)}%`;
const linea = (nombre: string, medida: Medida) =>
  `${nombre.padEnd(11)} n=${String(medida.total).padStart(3)}  precision ${porcentaje(medida.precision).padStart(6)}  recall ${porcentaje(medida.recall).padStart(6)}  VP ${medida.verdaderosPositivos}  FP ${medida.falsosPositivos}  FN ${medida.falsosNegativos}  VN ${medida.verdaderosNegativos}`;

console.log(
  `\nTito over ${medidas.todo.total} labelled real actuaciones (${ms.toFixed(1)} ms, rules compiled once)`,
);
console.log('Targets: precision ≥ 90%, recall ≥ 95% for "importante"\n');
console.log(linea('desarrollo', medidas.desarrollo));
console.log(linea('reservada', medidas.reservada));
console.log(linea('todo', medidas.todo));

console.log(`\nMisclassified (desarrollo): ${medidas.desarrollo.errores.length}`);
for (const error of medidas.desarrollo.errores) {
  const tipo = error.item.importante ? 'FN' : 'FP';
  const anotacion = (error.item.anotacion ?? '').slice(0, 80);
  console.log(
    `  ${tipo} ${error.item.id} [${error.reglas.join(', ')}] ${error.item.actuacion} | ${anotacion}`,
  );
  console.log(`     label: ${error.item.motivoEtiqueta}`);
}
console.log(
  `\n(held-out errors: ${medidas.reservada.errores.length}; not listed on purpose, see the header of this file)`,
);
