/**
 * Tito against the labelled real CPNU and SAMAI actuaciones (packages/domain/src/tito/etiquetado:
 * data, labelling guideline, provenance), split BY RECORDER (issue 19): the development side is the
 * catalogue of three recorders' captured answers (CachorroC, lawsuit-tracker, emdecob-juridica), the held-out side the nine other recorders (the five
 * first ones, the three found after issue 19's rules were written and the fresh one of the sixth follow-up). Prints
 * precision, recall and confusion counts for each side (overall, CPNU, SAMAI, per recorder), then
 * every misclassified item OF THE DEVELOPMENT SIDE with the rule that fired. The held-out side's
 * errors are never listed, only counted: whoever reads them while writing rules turns the held-out
 * figure into a development figure. Last, Tito's time over 2,000 real changes on this core
 * (target ≤ 200 ms). Figures only; never fails.
 * Usage: npx tsx bench/tito-etiquetado.ts
 */
import {
  type ActuacionEtiquetada,
  type Medida,
  medirPorParte,
} from '../packages/domain/src/tito/etiquetado/evaluar.ts';
import {
  CATALOGO,
  type MedidaPorFuente,
  medirPorGrabador,
  RESERVADA,
} from '../packages/domain/src/tito/etiquetado/por-grabador.ts';
import { priorizarCambio } from '../packages/domain/src/tito/priorizar-cambio.ts';
import { printMachineAndLoad } from './lib/machine.ts';

printMachineAndLoad();
const porcentaje = (valor: number) => `${(100 * valor).toFixed(1)}%`;
const linea = (nombre: string, medida: Medida) =>
  `  ${nombre.padEnd(16)} n=${String(medida.total).padStart(4)}  precision ${porcentaje(medida.precision).padStart(6)}  recall ${porcentaje(medida.recall).padStart(6)}  VP ${medida.verdaderosPositivos}  FP ${medida.falsosPositivos}  FN ${medida.falsosNegativos}  VN ${medida.verdaderosNegativos}`;
const lado = (titulo: string, medida: MedidaPorFuente) => {
  console.log(titulo);
  console.log(linea('todo', medida.todo));
  console.log(linea('cpnu', medida.cpnu));
  console.log(linea('samai', medida.samai));
  for (const [grabador, porGrabador] of Object.entries(medida.porGrabador))
    console.log(linea(`· ${grabador}`, porGrabador));
};

const porGrabador = medirPorGrabador();
console.log('\nTito, split by recorder. Targets on the held-out side: precision ≥ 93%, recall ≥ 97%\n');
lado(
  'Development (CachorroC, lawsuit-tracker and emdecob-juridica catalogues; rules written looking at them):',
  porGrabador.desarrollo,
);
lado('\nHeld-out (nine other recorders, hand-labelled item by item):', porGrabador.reservada);
lado('\nHeld-out, the three recorders found after the rules:', porGrabador.reservadaNueva);
lado('\nHeld-out, the recorder of the sixth follow-up (fresh):', porGrabador.reservadaFresca);
console.log(
  linea('held-out, never seen', porGrabador.reservadaNuncaVista),
  '(held-out items the rules before issue 19 never saw either)',
);
const viejo = medirPorParte();
console.log(`\nOld hash split of the five recorders (before issue 19), for comparison:`);
console.log(linea('desarrollo', viejo.desarrollo));
console.log(linea('reservada', viejo.reservada));

console.log(`\nMisclassified (development side): ${porGrabador.desarrollo.todo.errores.length}`);
for (const error of porGrabador.desarrollo.todo.errores) {
  const tipo = error.item.importante ? 'FN' : 'FP';
  const anotacion = (error.item.anotacion ?? '').slice(0, 80);
  console.log(
    `  ${tipo} ${error.item.id} [${error.reglas.join(', ')}] ${error.item.actuacion} | ${anotacion}`,
  );
  console.log(`     label: ${error.item.motivoEtiqueta}`);
}
console.log(
  `\n(held-out errors: ${porGrabador.reservada.todo.errores.length}; not listed on purpose, see the header of this file)`,
);

// 2,000 real changes: the catalogue's most frequent texts first, then the held-out ones, so long
// memorial anotaciones and hearing texts are in the mix as they are in a real night.
const textos: ActuacionEtiquetada[] = [...CATALOGO].sort((a, b) => b.veces - a.veces);
textos.push(...RESERVADA);
const cambios = Array.from({ length: 2000 }, (_, i) => {
  const item = textos[i % textos.length];
  return {
    tipoCambio: 0,
    descripcion: item.actuacion,
    anotacion: item.anotacion,
    fechaActuacion: '2026-11-20',
  };
});
for (const cambio of cambios) priorizarCambio(cambio); // warm-up: regexes compiled, code optimised
const tiempos: number[] = [];
for (let vuelta = 0; vuelta < 7; vuelta++) {
  const inicio = performance.now();
  for (const cambio of cambios) priorizarCambio(cambio);
  tiempos.push(performance.now() - inicio);
}
tiempos.sort((a, b) => a - b);
console.log(
  `\nTito over 2,000 real changes (one core): median ${tiempos[3].toFixed(1)} ms, worst of 7 ${tiempos[6].toFixed(1)} ms (target ≤ 200 ms)`,
);
