/**
 * Fits the courts' activity model (bench/lib/actividad-juzgados.ts) to the timelines that
 * extraer-lineas.ts read (issue 23 item 4). Run:
 * `node --import tsx bench/lib/ajuste-actividad/ajustar.ts <lineas.json> <salida.json>`.
 *
 * The timelines are read as 0/1 sequences of business days and their observed figures computed by
 * figuras.ts (shared with contrastar.ts, the check on other recorders). On those sequences, hidden
 * Markov chains of two and three states (each state its own chance of an active day) are fitted by
 * Baum–Welch; the three-state one is the bench's model, and it is run over the same windows to
 * compare its figures with the observed ones. Prints a summary; writes the figures as JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  figurasObservadas,
  type Linea,
  redondear,
  secuencias as secuenciasDe,
  validacion,
} from './figuras.ts';

const [entrada, salida] = process.argv.slice(2);
if (!entrada || !salida) throw new Error('Uso: node --import tsx ajustar.ts <lineas.json> <salida.json>');
const { lineas } = JSON.parse(readFileSync(entrada, 'utf8')) as { lineas: Linea[] };
const secuencias = secuenciasDe(lineas);
const dias = secuencias.reduce((n, s) => n + s.activo.length, 0);

/**
 * A hidden Markov chain of `k` states on the 0/1 sequences (each state its own chance of an active
 * day), fitted by Baum–Welch with scaling; states ordered from the quietest.
 */
function ajustarOculto(k: number) {
  let A = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => (i === j ? 1 - 0.01 * (k - 1) : 0.01)),
  );
  let tasa = Array.from({ length: k }, (_, i) => 0.0005 * 30 ** i);
  let pi = Array.from({ length: k }, () => 1 / k);
  let logVerosimilitud = Number.NEGATIVE_INFINITY;
  let alFinal: number[] = [];
  let enDias: number[] = [];
  for (let iteracion = 0; iteracion < 1000; iteracion++) {
    const transiciones = A.map((fila) => fila.map(() => 0));
    const ocupacion = new Float64Array(k);
    const enActivos = new Float64Array(k);
    const inicial = new Float64Array(k);
    const final = new Float64Array(k);
    let ll = 0;
    for (const s of secuencias) {
      const T = s.activo.length;
      const alfa = new Float64Array(k * T);
      const escala = new Float64Array(T);
      const emision = (t: number, j: number) => (s.activo[t] ? (tasa[j] as number) : 1 - (tasa[j] as number));
      for (let t = 0; t < T; t++) {
        let c = 0;
        for (let j = 0; j < k; j++) {
          let previo = 0;
          if (t === 0) previo = pi[j] as number;
          else
            for (let i = 0; i < k; i++) previo += (alfa[k * (t - 1) + i] as number) * (A[i]?.[j] as number);
          const valor = previo * emision(t, j);
          alfa[k * t + j] = valor;
          c += valor;
        }
        for (let j = 0; j < k; j++) alfa[k * t + j] = (alfa[k * t + j] as number) / c;
        escala[t] = c;
        ll += Math.log(c);
      }
      let beta = new Float64Array(k).fill(1);
      for (let t = T - 1; t >= 0; t--) {
        let g = 0;
        for (let j = 0; j < k; j++) g += (alfa[k * t + j] as number) * (beta[j] as number);
        for (let j = 0; j < k; j++) {
          const gamma = ((alfa[k * t + j] as number) * (beta[j] as number)) / g;
          ocupacion[j] = (ocupacion[j] as number) + gamma;
          if (s.activo[t]) enActivos[j] = (enActivos[j] as number) + gamma;
          if (t === 0) inicial[j] = (inicial[j] as number) + gamma;
          if (t === T - 1) final[j] = (final[j] as number) + gamma;
        }
        if (t === 0) break;
        const b = Array.from({ length: k }, (_, j) => emision(t, j) * (beta[j] as number));
        let x = 0;
        for (let i = 0; i < k; i++)
          for (let j = 0; j < k; j++)
            x += (alfa[k * (t - 1) + i] as number) * (A[i]?.[j] as number) * (b[j] as number);
        const nueva = new Float64Array(k);
        for (let i = 0; i < k; i++)
          for (let j = 0; j < k; j++) {
            const paso = (A[i]?.[j] as number) * (b[j] as number);
            (transiciones[i] as number[])[j] =
              ((transiciones[i] as number[])[j] as number) + ((alfa[k * (t - 1) + i] as number) * paso) / x;
            nueva[i] = (nueva[i] as number) + paso / (escala[t] as number);
          }
        beta = nueva;
      }
    }
    A = transiciones.map((fila) => {
      const total = fila.reduce((x, y) => x + y, 0);
      return fila.map((n) => n / total);
    });
    tasa = tasa.map((_, j) => (enActivos[j] as number) / (ocupacion[j] as number));
    pi = [...inicial].map((n) => n / secuencias.length);
    alFinal = [...final].map((n) => n / secuencias.length);
    enDias = [...ocupacion].map((n) => n / dias);
    const mejora = ll - logVerosimilitud;
    logVerosimilitud = ll;
    if (Math.abs(mejora) < 1e-5) break;
  }
  const orden = tasa.map((_, j) => j).sort((i, j) => (tasa[i] as number) - (tasa[j] as number));
  const parametros = 2 * k - 1 + k * (k - 1);
  return {
    transiciones: orden.map((i) => orden.map((j) => redondear(A[i]?.[j] as number))),
    /** The state on the day after a window opens (the window opens on an actuación). */
    inicial: orden.map((i) => redondear(pi[i] as number)),
    tasas: orden.map((i) => redondear(tasa[i] as number)),
    /** The share of the observed days spent in each state, and the states on the last day seen. */
    ocupacion: orden.map((i) => redondear(enDias[i] as number)),
    alFinal: orden.map((i) => redondear(alFinal[i] as number)),
    estacionaria: estacionaria(orden.map((i) => orden.map((j) => A[i]?.[j] as number))).map((x) =>
      redondear(x),
    ),
    logVerosimilitud: redondear(logVerosimilitud, 8),
    bic: redondear(-2 * logVerosimilitud + parametros * Math.log(dias), 8),
  };
}

function estacionaria(A: number[][]): number[] {
  let p = A.map(() => 1 / A.length);
  for (let n = 0; n < 100_000; n++)
    p = p.map((_, j) => p.reduce((suma, pi, i) => suma + pi * (A[i]?.[j] as number), 0));
  return p;
}

const oculto2 = ajustarOculto(2);
const oculto3 = ajustarOculto(3);

function importantesSegunTito() {
  const carpeta = new URL('../../../packages/domain/src/tito/etiquetado/catalogo/', import.meta.url);
  const items = [1, 2].flatMap(
    (n) =>
      JSON.parse(readFileSync(new URL(`catalogo-cachorro-${n}.json`, carpeta), 'utf8')) as {
        actuacion: string;
        importante: boolean;
        veces: number;
      }[],
  );
  const cuenta = { autos: [0, 0], otras: [0, 0] };
  for (const item of items) {
    const nombre = item.actuacion.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
    if (nombre.startsWith('fijacion estado')) continue;
    const grupo = nombre.startsWith('auto') ? cuenta.autos : cuenta.otras;
    grupo[0] = (grupo[0] as number) + item.veces;
    if (item.importante) grupo[1] = (grupo[1] as number) + item.veces;
  }
  return {
    deLosAutos: redondear((cuenta.autos[1] as number) / (cuenta.autos[0] as number), 3),
    deLasDemas: redondear((cuenta.otras[1] as number) / (cuenta.otras[0] as number), 3),
  };
}

const figuras = {
  ...figurasObservadas(lineas, secuencias),
  /** Tito's labels (catalogo-cachorro-*.json, the same recorder): share important, per captured row. */
  importantes: importantesSegunTito(),
  /** Hidden chains of 2 and 3 states (the bench uses the better by BIC), and the 3 states' gaps simulated. */
  modeloOculto: {
    dosEstados: oculto2,
    tresEstados: { ...oculto3, validacion: validacion(oculto3, secuencias) },
  },
};
writeFileSync(salida, `${JSON.stringify(figuras, null, 2)}\n`);
console.log(JSON.stringify(figuras, null, 1));
