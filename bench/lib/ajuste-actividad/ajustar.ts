/**
 * Fits the courts' activity model (bench/lib/actividad-juzgados.ts) to the timelines that
 * extraer-lineas.ts read (issue 23 item 4). Run:
 * `node --import tsx bench/lib/ajuste-actividad/ajustar.ts <lineas.json> <salida.json>`.
 *
 * Each radicado is a sequence of business days (court-sim's calendar: no weekends, holidays or
 * vacancia judicial, plus the 2020 suspension below) from the day after its window opens to the
 * last day it was seen captured; a day is active when the radicado has at least one actuación dated
 * that day (a row dated on a closed day counts on the next business day). On those 0/1 sequences:
 * the empirical figures (share of active days, by age; gaps between active days; rows per active
 * day; autos notified by estado; the quiet at the end) and a two-state hidden Markov model (dormant
 * and in a burst, each with its own chance of an active day) fitted by Baum–Welch, which is the
 * bench's model. Prints a summary; writes the figures as JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dayFromParts, toIso } from '../../../packages/court-sim/src/dates.ts';
import { habilDe } from './habiles.ts';

interface Linea {
  anio: number;
  completa: boolean;
  desde: number;
  vistoHasta: number;
  dias: number[];
  /** Per row: 'E' a 'Fijacion estado', 'A' an auto, 'O' anything else. */
  tipo: string;
}

const [entrada, salida] = process.argv.slice(2);
if (!entrada || !salida) throw new Error('Uso: node --import tsx ajustar.ts <lineas.json> <salida.json>');
const { lineas } = JSON.parse(readFileSync(entrada, 'utf8')) as { lineas: Linea[] };

interface Secuencia {
  /** 0/1 per business day after the window's first; estado: the active day had a Fijacion estado. */
  activo: Uint8Array;
  estado: Uint8Array;
  filas: Uint16Array;
  /** Age in business days of the first day of the sequence (from 1 January of the radicado's year). */
  edad0: number;
  /** Business days from the last active day to the last day seen (censored quiet). */
  silencioFinal: number;
}

function secuencia(linea: Linea): Secuencia | null {
  const b0 = habilDe(linea.desde);
  const b1 = habilDe(linea.vistoHasta);
  if (b1 <= b0) return null;
  const largo = b1 - b0;
  const activo = new Uint8Array(largo);
  const estado = new Uint8Array(largo);
  const filas = new Uint16Array(largo);
  let ultimo = 0;
  linea.dias.forEach((dia, i) => {
    const b = habilDe(dia) - b0 - 1;
    if (b < 0 || b >= largo) return;
    activo[b] = 1;
    filas[b]++;
    if (linea.tipo[i] === 'E') estado[b] = 1;
    ultimo = Math.max(ultimo, b + 1);
  });
  return {
    activo,
    estado,
    filas,
    edad0: b0 - habilDe(dayFromParts(linea.anio, 1, 1)),
    silencioFinal: largo - ultimo,
  };
}

const redondear = (x: number, cifras = 4) => Number(x.toPrecision(cifras));
const secuencias = lineas.map(secuencia).filter((s): s is Secuencia => s !== null);
const dias = secuencias.reduce((n, s) => n + s.activo.length, 0);
const activos = secuencias.reduce((n, s) => n + s.activo.reduce((a, b) => a + b, 0), 0);

/** Share of radicado-business-days with an actuación, by age (years from the radicado's year). */
const TRAMOS_EDAD = [0, 1, 2, 3, 4, 5, 6, 8] as const;
const HABILES_ANIO = 240;
const porEdad = TRAMOS_EDAD.map((desde, i) => {
  const hasta = TRAMOS_EDAD[i + 1] ?? Number.POSITIVE_INFINITY;
  let n = 0;
  let a = 0;
  for (const s of secuencias)
    for (let b = 0; b < s.activo.length; b++) {
      const anios = (s.edad0 + b + 1) / HABILES_ANIO;
      if (anios < desde || anios >= hasta) continue;
      n++;
      a += s.activo[b] as number;
    }
  return {
    desdeAnios: desde,
    hastaAnios: Number.isFinite(hasta) ? hasta : null,
    diasHabiles: n,
    tasa: a / n,
  };
});

/** Gaps between consecutive active days, in business days (the window's first day included). */
const huecos: number[] = [];
for (const s of secuencias) {
  let anterior = 0;
  for (let b = 0; b < s.activo.length; b++)
    if (s.activo[b]) {
      huecos.push(b + 1 - anterior);
      anterior = b + 1;
    }
}
huecos.sort((a, b) => a - b);
const cuantil = (q: number) => huecos[Math.min(huecos.length - 1, Math.floor(q * huecos.length))] as number;
const LIMITES_HUECO = [1, 2, 3, 5, 10, 20, 40, 60, 120, 250, 500, Number.POSITIVE_INFINITY] as const;
function histograma(valores: number[]) {
  return LIMITES_HUECO.map((hasta, i) => {
    const desde = i === 0 ? 1 : (LIMITES_HUECO[i - 1] as number) + 1;
    const parte = valores.filter((h) => h >= desde && h <= hasta).length / valores.length;
    return { desde, hasta: Number.isFinite(hasta) ? hasta : null, parte: redondear(parte, 3) };
  });
}

/** Autos notified by estado: rows; an auto counts when its day also has a 'Fijacion estado'. */
let filasSinFijacion = 0;
let autos = 0;
let autosConEstado = 0;
for (const linea of lineas) {
  const diasEstado = new Set(linea.dias.filter((_, i) => linea.tipo[i] === 'E'));
  linea.dias.forEach((dia, i) => {
    const tipo = linea.tipo[i];
    if (tipo === 'E') return;
    filasSinFijacion++;
    if (tipo !== 'A') return;
    autos++;
    if (diasEstado.has(dia)) autosConEstado++;
  });
}
const diasConEstado = secuencias.reduce((n, s) => n + s.estado.reduce((a, b) => a + b, 0), 0);

/** After an active day, with or without an estado: the chance the next one comes k business days later. */
function siguienteTras(conEstado: boolean, desde: number, hasta: number): number {
  let total = 0;
  let dentro = 0;
  for (const s of secuencias)
    for (let b = 0; b < s.activo.length; b++) {
      if (!s.activo[b] || (s.estado[b] === 1) !== conEstado) continue;
      let k = 1;
      while (b + k < s.activo.length && !s.activo[b + k]) k++;
      if (b + k >= s.activo.length) continue;
      total++;
      if (k >= desde && k <= hasta) dentro++;
    }
  return dentro / total;
}

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

const fechas = lineas.flatMap((l) => l.dias);
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

/** The fitted chain run over the same windows (a fixed seed): its daily rate, gaps and final quiet. */
function simular(modelo: ReturnType<typeof ajustarOculto>) {
  let semilla = 12345;
  const azar = () => {
    semilla = (Math.imul(semilla, 1_664_525) + 1_013_904_223) >>> 0;
    return semilla / 2 ** 32;
  };
  const elegir = (p: number[]) => {
    let u = azar();
    for (let j = 0; j < p.length - 1; j++) {
      u -= p[j] as number;
      if (u < 0) return j;
    }
    return p.length - 1;
  };
  const simulados: number[] = [];
  let activosSimulados = 0;
  let silenciosLargos = 0;
  for (const s of secuencias) {
    let estado = elegir(modelo.inicial);
    let anterior = 0;
    for (let b = 0; b < s.activo.length; b++) {
      if (b > 0) estado = elegir(modelo.transiciones[estado] as number[]);
      if (azar() >= (modelo.tasas[estado] as number)) continue;
      simulados.push(b + 1 - anterior);
      anterior = b + 1;
      activosSimulados++;
    }
    if (s.activo.length - anterior > 240) silenciosLargos++;
  }
  return {
    tasaDiaria: redondear(activosSimulados / dias),
    silencioFinalMasDe240: redondear(silenciosLargos / secuencias.length, 3),
    histogramaHuecos: histograma(simulados),
  };
}

const figuras = {
  radicados: secuencias.length,
  completos: lineas.filter((l) => l.completa).length,
  actuaciones: lineas.reduce((n, l) => n + l.dias.length, 0),
  desde: toIso(Math.min(...fechas)),
  hasta: toIso(Math.max(...lineas.map((l) => l.vistoHasta))),
  diasHabilesObservados: dias,
  diasActivos: activos,
  /** Share of radicado-business-days with at least one actuación. */
  tasaDiaria: redondear(activos / dias),
  tasaPorEdad: porEdad.map((t) => ({ ...t, tasa: redondear(t.tasa) })),
  filasPorDiaActivo: redondear(lineas.reduce((n, l) => n + l.dias.length, 0) / activos),
  huecos: {
    n: huecos.length,
    p25: cuantil(0.25),
    mediana: cuantil(0.5),
    p75: cuantil(0.75),
    p90: cuantil(0.9),
    p99: cuantil(0.99),
    histograma: histograma(huecos),
  },
  /** Business days since the last actuación when last seen: the dormancy at the end. */
  silencioFinal: {
    mediana: [...secuencias.map((s) => s.silencioFinal)].sort((a, b) => a - b)[
      Math.floor(secuencias.length / 2)
    ],
    masDe120: redondear(secuencias.filter((s) => s.silencioFinal > 120).length / secuencias.length, 3),
    masDe240: redondear(secuencias.filter((s) => s.silencioFinal > 240).length / secuencias.length, 3),
  },
  estados: {
    /** Share of actuaciones (rows other than the 'Fijacion estado' themselves) that are autos with one. */
    autosPorEstadoDeLasActuaciones: redondear(autosConEstado / filasSinFijacion),
    autosConEstadoDeLosAutos: redondear(autosConEstado / autos),
    /** Share of active days on which the radicado gets a 'Fijacion estado' (named in the next list). */
    diasActivosConEstado: redondear(diasConEstado / activos),
  },
  /** The next active day 3 to 12 business days later (a término running out) after a day with and without an estado. */
  siguienteEntre3y12: {
    trasEstado: redondear(siguienteTras(true, 3, 12), 3),
    sinEstado: redondear(siguienteTras(false, 3, 12), 3),
  },
  /** Tito's labels (catalogo-cachorro-*.json, the same recorder): share important, per captured row. */
  importantes: importantesSegunTito(),
  /** Hidden chains of 2 and 3 states (the bench uses the better by BIC), and the 3 states' gaps simulated. */
  modeloOculto: { dosEstados: oculto2, tresEstados: { ...oculto3, validacion: simular(oculto3) } },
};
writeFileSync(salida, `${JSON.stringify(figuras, null, 2)}\n`);
console.log(JSON.stringify(figuras, null, 1));
