/**
 * What announces the important actuaciones that no estado names (issue 23): on the same captured
 * CPNU timelines the activity model is fitted to (capturas.ts, PROCEDENCIA.md), every actuación
 * Tito marks important (the real `priorizarCambio`) on a business day without a 'Fijacion estado'
 * of its radicado is looked at for what an engine could have known the night before:
 *   - audiencia: an earlier actuación of the radicado fixed a hearing or diligence for that day
 *     (the domain's `leerAudiencias`, as Tito and the calendar read them);
 *   - término: a término of an earlier actuación ends that day or in the 3 business days before
 *     (the engine's own `venceActuacion`: our rules on the text, else CPNU's fechaFinal);
 *   - traslado: the radicado has a 'Fijación en lista' or 'Traslado' row that day (a traslados list);
 *   - despacho: another sampled radicado of the same despacho (first 12 digits) has an estado that day;
 *   - ráfaga: the radicado's previous active day is at most N business days before.
 * For each signal: the share of those actuaciones it covers (recall), and over every radicado-day
 * it flags the share with such an actuación (precision) and how many it flags (the checks it would
 * cost). Run: `node --import tsx bench/lib/ajuste-actividad/senales-importantes.ts <salida.json>
 * <git dir>…`. Prints the tables; writes the figures (shares and counts only: no radicado, party,
 * anotación or actuación text) as JSON.
 */
import { writeFileSync } from 'node:fs';
import { leerAudiencias, priorizarCambio } from '@expediente/domain';
import { toDay, toIso } from '../../../packages/court-sim/src/dates.ts';
import { venceActuacion } from '../../../packages/server/src/terminos/index.ts';
import { type Fila, leerCapturas, ventana } from './capturas.ts';
import { habilDe } from './habiles.ts';

const [salida, ...gitDirs] = process.argv.slice(2);
if (!salida || gitDirs.length === 0)
  throw new Error('Uso: node --import tsx senales-importantes.ts <salida.json> <git dir>…');

const habilDeIso = (iso: string) => habilDe(toDay(iso.slice(0, 10)));
const sinTildes = (texto: string) =>
  texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
const TRASLADO = /^(fijacion en lista|traslado)/;
const RAFAGAS = [1, 2, 3, 5, 10, 20] as const;
/** The court acts on a término's end or soon after: a day counts up to this many business days later. */
const TRAS_TERMINO = 3;
/** An acta or a hearing's record dated a little after the day fixed. */
const TRAS_AUDIENCIA = 2;

const { procesos, filasLeidas } = leerCapturas(gitDirs);

interface DiaRadicado {
  /** Index of the radicado and business day (habilDe). */
  r: number;
  b: number;
  importante: boolean;
  estado: boolean;
  /** Tito's category of the day's first important row; its normalised name. */
  categoria: string | null;
  nombre: string | null;
  /** Calendar days from the actuación's date to its registration in CPNU (null: unknown). */
  retrasoRegistro: number | null;
}

interface Radicado {
  despacho: string;
  b0: number;
  b1: number;
  activos: Map<number, DiaRadicado>;
  /**
   * Business days a hearing was fixed for (by rows dated before it), each with the business day of
   * the first row that fixed it; términos' ends; days with a traslado row.
   */
  audiencias: Map<number, number>;
  terminos: Set<number>;
  traslados: Set<number>;
}

const radicados: Radicado[] = [];
/** Business days from a traslado row's day to its término's start (CPNU's fechaInicial). */
const inicioTraslado: number[] = [];
let filasVentana = 0;
let importantesFilas = 0;
let importantesFilasSinEstado = 0;
for (const [llave, porId] of procesos) {
  const { desde, vistoHasta, filas } = ventana(porId);
  const b0 = habilDe(desde);
  const b1 = habilDe(vistoHasta);
  if (b1 <= b0) continue;
  const r = radicados.length;
  const radicado: Radicado = {
    despacho: llave.slice(0, 12),
    b0,
    b1,
    activos: new Map(),
    audiencias: new Map(),
    terminos: new Set(),
    traslados: new Set(),
  };
  radicados.push(radicado);
  // Announcements may come from any row read, inside the window or before it.
  const todas: Fila[] = [...porId.values()].flatMap((deId) => [...deId.filas.values()]);
  for (const fila of todas) {
    const fecha = toIso(fila.dia);
    for (const audiencia of leerAudiencias([fila.actuacion, fila.anotacion], { referencia: fecha })) {
      // Only a date after the row's own day is a hearing it announces.
      if (audiencia.fecha <= fecha || audiencia.fecha >= '2030') continue;
      const b = habilDeIso(audiencia.fecha);
      const fijada = habilDe(fila.dia);
      if (b > fijada && (radicado.audiencias.get(b) ?? b) > fijada) radicado.audiencias.set(b, fijada);
    }
    const vence = venceActuacion(
      {
        descripcion: fila.actuacion,
        anotacion: fila.anotacion,
        fechaActuacion: fecha,
        fechaRegistro: fila.fechaRegistro,
        fechaInicioTermino: fila.fechaInicial,
        fechaFinalizaTermino: fila.fechaFinal,
      },
      llave,
    );
    if (vence && vence > fecha && vence < '2030') radicado.terminos.add(habilDeIso(vence));
  }
  const estados = new Set(filas.filter((f) => f.fijacion).map((f) => habilDe(f.dia)));
  for (const fila of filas) {
    const b = habilDe(fila.dia);
    // The window opens on an actuación: its first day is given, not drawn (as in the fit).
    if (b <= b0 || b > b1 || fila.fijacion) continue;
    filasVentana++;
    const nombre = sinTildes(fila.actuacion);
    if (TRASLADO.test(nombre)) {
      radicado.traslados.add(b);
      // The list is fixed on the row's day and the term runs from the next business day (CGP art. 110).
      if (fila.fechaInicial) inicioTraslado.push(habilDeIso(fila.fechaInicial) - b);
    }
    const tito = priorizarCambio({
      tipoCambio: 0,
      descripcion: fila.actuacion,
      anotacion: fila.anotacion,
      fechaActuacion: toIso(fila.dia),
      fechaFinalizaTermino: fila.fechaFinal,
    });
    if (tito.esPriorizado) {
      importantesFilas++;
      if (!estados.has(b)) importantesFilasSinEstado++;
    }
    const dia = radicado.activos.get(b) ?? {
      r,
      b,
      importante: false,
      estado: estados.has(b),
      categoria: null,
      nombre: null,
      retrasoRegistro: null,
    };
    radicado.activos.set(b, dia);
    if (tito.esPriorizado && !dia.importante) {
      dia.importante = true;
      dia.categoria = tito.categoria;
      dia.nombre = nombre;
      dia.retrasoRegistro =
        fila.fechaRegistro === null
          ? null
          : Math.round((Date.parse(fila.fechaRegistro) - Date.parse(toIso(fila.dia))) / 86_400_000);
    }
  }
  // A day with only its 'Fijacion estado' row is still an active day with an estado.
  for (const b of estados)
    if (b > b0 && b <= b1 && !radicado.activos.has(b))
      radicado.activos.set(b, {
        r,
        b,
        importante: false,
        estado: true,
        categoria: null,
        nombre: null,
        retrasoRegistro: null,
      });
}

/** Per despacho, the business days on which any of its sampled radicados had an estado. */
const estadosDespacho = new Map<string, Set<number>>();
for (const radicado of radicados)
  for (const dia of radicado.activos.values())
    if (dia.estado)
      estadosDespacho.set(
        radicado.despacho,
        (estadosDespacho.get(radicado.despacho) ?? new Set()).add(dia.b),
      );

const previoActivo = (radicado: Radicado, b: number): number | null => {
  let previo: number | null = null;
  for (const otro of radicado.activos.keys())
    if (otro < b && (previo === null || otro > previo)) previo = otro;
  return previo;
};
const cercaDe = (conjunto: { has(b: number): boolean }, b: number, despues: number) => {
  for (let k = 0; k <= despues; k++) if (conjunto.has(b - k)) return true;
  return false;
};

type Senal = (radicado: Radicado, b: number) => boolean;
const otroEnDespacho = (radicado: Radicado, b: number) =>
  estadosDespacho.get(radicado.despacho)?.has(b) === true &&
  // Another radicado's estado: this one's own day is not an estado day.
  !radicado.activos.get(b)?.estado;
const SENALES: [string, Senal][] = [
  ['audiencia fijada para ese día', (radicado, b) => radicado.audiencias.has(b)],
  [
    `audiencia fijada ≤ ${TRAS_AUDIENCIA} días hábiles antes`,
    (radicado, b) => cercaDe(radicado.audiencias, b, TRAS_AUDIENCIA),
  ],
  ['término que vence ese día', (radicado, b) => radicado.terminos.has(b)],
  [
    `término vencido ≤ ${TRAS_TERMINO} días hábiles antes`,
    (radicado, b) => cercaDe(radicado.terminos, b, TRAS_TERMINO),
  ],
  ['fijación en lista / traslado ese día', (radicado, b) => radicado.traslados.has(b)],
  ['estado de otro radicado del despacho ese día', otroEnDespacho],
  ...RAFAGAS.map((n): [string, Senal] => [
    `ráfaga: actuación previa ≤ ${n} días hábiles antes`,
    (radicado, b) => {
      const previo = previoActivo(radicado, b);
      return previo !== null && b - previo <= n;
    },
  ]),
];

// The actuaciones looked at: important days without an estado.
const sinEstado: DiaRadicado[] = [];
let diasImportantes = 0;
let diasActivos = 0;
let diasObservados = 0;
for (const radicado of radicados) {
  diasObservados += radicado.b1 - radicado.b0;
  for (const dia of radicado.activos.values()) {
    diasActivos++;
    if (!dia.importante) continue;
    diasImportantes++;
    if (!dia.estado) sinEstado.push(dia);
  }
}

/**
 * Precision and cost of a signal over every radicado-day of the windows: the days it flags, and of
 * those the share with an unannounced important actuación, and with any actuación.
 */
function sobreTodosLosDias(senal: Senal) {
  let marcados = 0;
  let conImportante = 0;
  let conActuacion = 0;
  for (const radicado of radicados)
    for (let b = radicado.b0 + 1; b <= radicado.b1; b++) {
      if (!senal(radicado, b)) continue;
      marcados++;
      const dia = radicado.activos.get(b);
      if (dia) conActuacion++;
      if (dia?.importante && !dia.estado) conImportante++;
    }
  return { marcados, conImportante, conActuacion };
}

const r3 = (x: number, cifras = 3) => Number(x.toFixed(cifras));
const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
const filasSenales = SENALES.map(([nombre, senal]) => {
  const cubiertos = sinEstado.filter((dia) => senal(radicados[dia.r] as Radicado, dia.b)).length;
  const { marcados, conImportante, conActuacion } = sobreTodosLosDias(senal);
  return {
    senal: nombre,
    cubiertos,
    recall: r3(cubiertos / sinEstado.length),
    marcados,
    /** Flagged radicado-days per 1,000 radicado-business-days: the checks a night would spend. */
    marcadosPorMil: r3((1000 * marcados) / diasObservados),
    precisionImportante: r3(conImportante / Math.max(1, marcados)),
    precisionActuacion: r3(conActuacion / Math.max(1, marcados)),
  };
});
const fuertes = SENALES.slice(0, 5).map(([, senal]) => senal);
const algunaFuerte = sinEstado.filter((dia) =>
  fuertes.some((senal) => senal(radicados[dia.r] as Radicado, dia.b)),
).length;

/** Base rate: the share of all radicado-days with an unannounced important actuación. */
const baseImportante = sinEstado.length / diasObservados;

function cuenta<T>(valores: T[]): [T, number][] {
  const mapa = new Map<T, number>();
  for (const valor of valores) mapa.set(valor, (mapa.get(valor) ?? 0) + 1);
  return [...mapa].sort((a, b) => b[1] - a[1]);
}
const categorias = cuenta(sinEstado.map((dia) => dia.categoria ?? '—'));
const nombres = cuenta(sinEstado.map((dia) => dia.nombre ?? '—'));
const retrasos = sinEstado.map((dia) => dia.retrasoRegistro).filter((x): x is number => x !== null);
const retraso = {
  conocidos: retrasos.length,
  mismoDia: r3(retrasos.filter((x) => x <= 0).length / retrasos.length),
  hasta1: r3(retrasos.filter((x) => x <= 1).length / retrasos.length),
  hasta3: r3(retrasos.filter((x) => x <= 3).length / retrasos.length),
  hasta7: r3(retrasos.filter((x) => x <= 7).length / retrasos.length),
};
// Gaps (business days) from the previous active day: the unannounced important days against all.
const huecoDe = (dia: DiaRadicado) => {
  const previo = previoActivo(radicados[dia.r] as Radicado, dia.b);
  return previo === null ? null : dia.b - previo;
};

/**
 * The figures the bench's courts take (bench/lib/actividad-juzgados.ts), per active day as the bench
 * counts: kinds of active day (an estado names the radicado; else a traslado list does; else
 * nothing), Tito's important share of each, and the hearings fixed ahead — how many per active day,
 * how far ahead, and what happens on the day fixed. Hearing days are taken out of the other days'
 * important share, so the totals stay those observed.
 */
function figurasDelModelo() {
  const dias = radicados.flatMap((radicado) => [...radicado.activos.values()]);
  const conEstado = dias.filter((dia) => dia.estado);
  const traslado = dias.filter((dia) => !dia.estado && (radicados[dia.r] as Radicado).traslados.has(dia.b));
  // Hearing days inside the windows (the day fixed by an earlier row) and what the radicado did then.
  const antelaciones: number[] = [];
  let fijadasEnEstado = 0;
  let activas = 0;
  let importantesSinEstado = 0;
  let enAudienciaActivos = 0;
  radicados.forEach((radicado) => {
    for (const [b, fijada] of radicado.audiencias) {
      if (b <= radicado.b0 || b > radicado.b1) continue;
      antelaciones.push(b - fijada);
      if (radicado.activos.get(fijada)?.estado) fijadasEnEstado++;
      const dia = radicado.activos.get(b);
      if (!dia) continue;
      activas++;
      if (!dia.estado && !radicado.traslados.has(b)) enAudienciaActivos++;
      if (dia.importante && !dia.estado) importantesSinEstado++;
    }
  });
  antelaciones.sort((a, b) => a - b);
  const otros = dias.length - conEstado.length - traslado.length - enAudienciaActivos;
  const importantesOtros =
    sinEstado.length - traslado.filter((dia) => dia.importante).length - importantesSinEstado;
  return {
    porEstado: r3(conEstado.length / dias.length),
    /** Of the active days without an estado: a traslado row (the radicado is in that day's traslados list). */
    trasladoSinEstado: r3(traslado.length / (dias.length - conEstado.length)),
    importanteSiEstado: r3(conEstado.filter((dia) => dia.importante).length / conEstado.length),
    importanteSiTraslado: r3(traslado.filter((dia) => dia.importante).length / traslado.length),
    /** The other active days without an estado, hearing days out. */
    importanteOtros: r3(importantesOtros / otros),
    audiencias: {
      /** Hearings fixed (falling in the windows) per active day, and the share fixed on a day with an estado. */
      porDiaActivo: r3(antelaciones.length / dias.length, 5),
      fijadasEnDiaConEstado: r3(fijadasEnEstado / antelaciones.length),
      /** Business days from the row that fixed it to the hearing (every one measured). */
      antelacion: antelaciones,
      /** On the day fixed: an actuación of whatever kind, and an important one without an estado. */
      activaEseDia: r3(activas / antelaciones.length),
      importanteEseDia: r3(importantesSinEstado / antelaciones.length),
    },
    /** Business days from a traslado row's day to the start of its término (fechaInicial). */
    inicioTraslado: cuenta(inicioTraslado.map(String)),
  };
}

const figuras = {
  modelo: figurasDelModelo(),
  radicados: radicados.length,
  filasLeidas,
  filasEnVentana: filasVentana,
  diasObservados,
  diasActivos,
  importantes: {
    filas: importantesFilas,
    filasSinEstado: importantesFilasSinEstado,
    dias: diasImportantes,
    diasSinEstado: sinEstado.length,
    /** Share of the important days without an estado of their radicado. */
    parteSinEstado: r3(sinEstado.length / diasImportantes),
    /** Share of active days without an estado that are important. */
    deLosDiasSinEstado: r3(
      sinEstado.length /
        [...radicados].reduce((n, x) => n + [...x.activos.values()].filter((d) => !d.estado).length, 0),
    ),
  },
  baseImportantePorMil: r3(1000 * baseImportante),
  senales: filasSenales,
  algunaDeLasCincoPrimeras: { cubiertos: algunaFuerte, recall: r3(algunaFuerte / sinEstado.length) },
  categorias: categorias.map(([categoria, n]) => ({ categoria, parte: r3(n / sinEstado.length), n })),
  nombres: nombres.slice(0, 15).map(([nombre, n]) => ({ nombre, parte: r3(n / sinEstado.length), n })),
  retrasoRegistro: retraso,
  huecoPrevio: cuenta(sinEstado.map(huecoDe).map((h) => (h === null ? '—' : h > 20 ? '>20' : String(h)))),
};
writeFileSync(salida, `${JSON.stringify(figuras, null, 2)}\n`);

console.log(
  `${figuras.radicados} radicados, ${filasVentana} actuaciones en ventana, ${diasObservados} radicado-días hábiles, ${diasActivos} días activos`,
);
console.log(
  `Importantes (Tito): ${importantesFilas} filas, ${importantesFilasSinEstado} sin estado; ${diasImportantes} días, ${sinEstado.length} sin estado (${pct(sinEstado.length, diasImportantes)}); ${(1000 * baseImportante).toFixed(2)} por mil radicado-días`,
);
console.log(
  '\n| señal | cubre de los importantes sin estado | días marcados por mil | de los marcados: importante sin estado | con alguna actuación |',
);
console.log('|---|---|---|---|---|');
for (const f of filasSenales)
  console.log(
    `| ${f.senal} | ${pct(f.cubiertos, sinEstado.length)} (${f.cubiertos}) | ${f.marcadosPorMil} | ${(100 * f.precisionImportante).toFixed(1)} % | ${(100 * f.precisionActuacion).toFixed(1)} % |`,
  );
console.log(
  `| audiencia, término, traslado (alguna de las 5 primeras) | ${pct(algunaFuerte, sinEstado.length)} (${algunaFuerte}) | | | |`,
);
console.log(
  '\nCategorías de Tito:',
  categorias.map(([c, n]) => `${c} ${pct(n, sinEstado.length)}`).join(', '),
);
console.log(
  'Nombres:',
  nombres
    .slice(0, 15)
    .map(([c, n]) => `${c} ${n}`)
    .join(' · '),
);
console.log('Registro en la CPNU tras la fecha de la actuación:', JSON.stringify(retraso));
console.log('Hueco desde el día activo previo:', JSON.stringify(figuras.huecoPrevio));
console.log('Para el modelo del banco:', JSON.stringify(figuras.modelo));
