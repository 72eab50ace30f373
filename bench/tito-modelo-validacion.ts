/**
 * The statistical back-up issue 19 suggests for Tito, tried and NOT shipped (etiquetado/README.md):
 * a logistic regression over the hashed character 3–5-grams of the actuación's NAME, trained on the
 * development side only, asked only where no rule knows the name (and not for estados or
 * secretarial entries, whose name says nothing alone), at a threshold fixed before measuring (0.8).
 * Prints (1) cross-validation by recorder on the development side: for each development recorder,
 * the model trained on the others; (2) the held-out side, once, with the model trained on the whole
 * development side — counts only, never items. Usage: npx tsx bench/tito-modelo-validacion.ts
 */
import type { ActuacionEtiquetada } from '../packages/domain/src/tito/etiquetado/evaluar.ts';
import { CATALOGO, grabadorDe, RESERVADA } from '../packages/domain/src/tito/etiquetado/por-grabador.ts';
import { normalizar, priorizarCambio } from '../packages/domain/src/tito/priorizar-cambio.ts';
import { DEPENDE_DE_ANOTACION } from '../packages/domain/src/tito/reglas.ts';
import { printMachineAndLoad } from './lib/machine.ts';

const BITS = 18;
const UMBRAL = 0.8;

function fnv1a(texto: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    hash ^= texto.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & ((1 << BITS) - 1);
}

function rasgos(nombre: string): number[] {
  const texto = ` ${normalizar(nombre)} `;
  const vistos = new Set<number>();
  for (let n = 3; n <= 5; n++)
    for (let i = 0; i + n <= texto.length; i++) vistos.add(fnv1a(texto.slice(i, i + n)));
  return [...vistos];
}

/** AdaGrad, 8 passes in a seeded order: the same items always give the same model. */
function entrenar(items: ActuacionEtiquetada[]): (nombre: string) => number {
  const pesos = new Float64Array(1 << BITS);
  const acumulado = new Float64Array(1 << BITS).fill(1e-8);
  let sesgo = 0;
  let acumuladoSesgo = 1e-8;
  const x = items.map((item) => rasgos(item.actuacion));
  const orden = items.map((_, indice) => indice);
  let semilla = 7;
  const azar = () => {
    semilla = (semilla * 1103515245 + 12345) & 0x7fffffff;
    return semilla / 0x7fffffff;
  };
  for (let pasada = 0; pasada < 8; pasada++) {
    for (let i = orden.length - 1; i > 0; i--) {
      const j = Math.floor(azar() * (i + 1));
      [orden[i], orden[j]] = [orden[j], orden[i]];
    }
    for (const k of orden) {
      let z = sesgo;
      for (const rasgo of x[k]) z += pesos[rasgo];
      const error = 1 / (1 + Math.exp(-z)) - (items[k].importante ? 1 : 0);
      for (const rasgo of x[k]) {
        const gradiente = error + 1e-5 * pesos[rasgo];
        acumulado[rasgo] += gradiente * gradiente;
        pesos[rasgo] -= (0.5 * gradiente) / Math.sqrt(acumulado[rasgo]);
      }
      acumuladoSesgo += error * error;
      sesgo -= (0.5 * error) / Math.sqrt(acumuladoSesgo);
    }
  }
  return (nombre) => {
    let z = sesgo;
    for (const rasgo of rasgos(nombre)) z += pesos[rasgo];
    return 1 / (1 + Math.exp(-z));
  };
}

interface Cuenta {
  vp: number;
  fp: number;
  fn: number;
}
const nueva = (): Cuenta => ({ vp: 0, fp: 0, fn: 0 });
const sumar = (cuenta: Cuenta, dice: boolean, importante: boolean) => {
  if (dice && importante) cuenta.vp += 1;
  else if (dice) cuenta.fp += 1;
  else if (importante) cuenta.fn += 1;
};
const linea = (m: Cuenta) =>
  `precision ${((100 * m.vp) / (m.vp + m.fp)).toFixed(1)}% recall ${((100 * m.vp) / (m.vp + m.fn)).toFixed(1)}% (VP ${m.vp}, FP ${m.fp}, FN ${m.fn})`;

function medir(items: ActuacionEtiquetada[], modelo: (nombre: string) => number) {
  const cuenta = { reglas: nueva(), conModelo: nueva(), preguntadas: 0 };
  for (const item of items) {
    const tito = priorizarCambio({ tipoCambio: 0, descripcion: item.actuacion, anotacion: item.anotacion });
    const preguntada = tito.regla === 'sin-regla' && !DEPENDE_DE_ANOTACION.test(normalizar(item.actuacion));
    if (preguntada) cuenta.preguntadas += 1;
    sumar(cuenta.reglas, tito.esPriorizado, item.importante);
    sumar(
      cuenta.conModelo,
      tito.esPriorizado || (preguntada && modelo(item.actuacion) >= UMBRAL),
      item.importante,
    );
  }
  return cuenta;
}

printMachineAndLoad();
console.log('\nCross-validation by recorder, development side only (rules as they are now):');
for (const grabador of new Set(CATALOGO.map(grabadorDe))) {
  const modelo = entrenar(CATALOGO.filter((item) => grabadorDe(item) !== grabador));
  const cuenta = medir(
    CATALOGO.filter((item) => grabadorDe(item) === grabador),
    modelo,
  );
  console.log(`${grabador} held out of training (model asked on ${cuenta.preguntadas} items):`);
  console.log(`  rules only:        ${linea(cuenta.reglas)}`);
  console.log(`  rules + the model: ${linea(cuenta.conModelo)}`);
}
const modelo = entrenar(CATALOGO);
console.log('\nHeld-out side (counts only), model trained on the whole development side:');
for (const fuente of ['cpnu', 'samai'] as const) {
  const cuenta = medir(
    RESERVADA.filter((item) => item.fuente === fuente),
    modelo,
  );
  console.log(`${fuente} (model asked on ${cuenta.preguntadas} items):`);
  console.log(`  rules only:        ${linea(cuenta.reglas)}`);
  console.log(`  rules + the model: ${linea(cuenta.conModelo)}`);
}
