/**
 * Cross-validation of Tito's back-up model on the DEVELOPMENT side only, recorder by recorder
 * (issue 19): for each development recorder, a model trained on the other ones decides where no
 * rule knows the name, and the figures with and without it are printed. The rules were tuned on
 * every development recorder, so here the model can only add false alarms: this measures its cost.
 * Its gain was measured once on a recorder the rules had not seen (README.md of etiquetado/).
 * Never reads the held-out side. Usage: npx tsx bench/tito-modelo-validacion.ts
 */
import { entrenarModelo } from '../packages/domain/src/tito/etiquetado/entrenar-modelo.ts';
import { CATALOGO, grabadorDe } from '../packages/domain/src/tito/etiquetado/por-grabador.ts';
import { probabilidad, UMBRAL } from '../packages/domain/src/tito/modelo-de-nombres.ts';
import { normalizar, priorizarCambio } from '../packages/domain/src/tito/priorizar-cambio.ts';
import { DEPENDE_DE_ANOTACION } from '../packages/domain/src/tito/reglas.ts';
import { printMachineAndLoad } from './lib/machine.ts';

printMachineAndLoad();
const sinModelo = new Set(['sin-regla', 'modelo-de-nombres']);
for (const grabador of new Set(CATALOGO.map(grabadorDe))) {
  const entrenado = entrenarModelo(CATALOGO.filter((item) => grabadorDe(item) !== grabador));
  const tabla = new Map(entrenado.pesos);
  const pesos = { sesgo: entrenado.sesgo, peso: (rasgo: number) => tabla.get(rasgo) ?? 0 };
  const cuenta = { reglas: { vp: 0, fp: 0, fn: 0 }, conModelo: { vp: 0, fp: 0, fn: 0 }, preguntadas: 0 };
  for (const item of CATALOGO.filter((candidato) => grabadorDe(candidato) === grabador)) {
    const tito = priorizarCambio({ tipoCambio: 0, descripcion: item.actuacion, anotacion: item.anotacion });
    // The same question priorizarCambio asks its committed model.
    const preguntada = sinModelo.has(tito.regla) && !DEPENDE_DE_ANOTACION.test(normalizar(item.actuacion));
    if (preguntada) cuenta.preguntadas += 1;
    const porReglas = tito.esPriorizado && tito.regla !== 'modelo-de-nombres';
    const conModelo = porReglas || (preguntada && probabilidad(pesos, normalizar(item.actuacion)) >= UMBRAL);
    for (const [clave, dice] of [
      ['reglas', porReglas],
      ['conModelo', conModelo],
    ] as const) {
      if (dice && item.importante) cuenta[clave].vp += 1;
      else if (dice) cuenta[clave].fp += 1;
      else if (item.importante) cuenta[clave].fn += 1;
    }
  }
  const linea = (m: { vp: number; fp: number; fn: number }) =>
    `precision ${((100 * m.vp) / (m.vp + m.fp)).toFixed(1)}% recall ${((100 * m.vp) / (m.vp + m.fn)).toFixed(1)}% (VP ${m.vp}, FP ${m.fp}, FN ${m.fn})`;
  console.log(`${grabador} held out of training (model asked on ${cuenta.preguntadas} items):`);
  console.log(`  rules only:         ${linea(cuenta.reglas)}`);
  console.log(`  rules + its model:  ${linea(cuenta.conModelo)}`);
}
