/**
 * Scale bench (issue 23): the real nightly scheduler (packages/server/src/monitoring/presupuesto)
 * over simulated nights against a model of many watched radicados in about 5,000 despachos, in one
 * process and without HTTP. The courts follow the bursty model of bench/lib/actividad-juzgados.ts
 * (fitted to public captured CPNU timelines; docs/actividad-de-los-juzgados.md). Each night: the day's estados
 * lists are read (one listing per despacho, on the publications host), the scheduler plans under
 * the CPNU budget per egress, and the egress workers execute the plan in order, each stopping
 * before its budget would be exceeded (a check is a search, plus a page read when it moved; one
 * page read when the last actuación is from the last day, as consultar-proceso.ts does).
 * Prints per night: requests per host per egress, next-morning coverage of autos notified by
 * estado, important actuaciones and all, and the scheduler's CPU and memory; then the lateness of
 * the rest, the frontier for each K, today's engine (check everyone in turn, as far as the budget
 * goes) as the baseline, and one `escala:` line per K. Never passes or fails.
 * Usage: npx tsx bench/escala.ts [--radicados 1000000] [--noches 30] [--egresos 1,2,4,8,16]
 *   [--seed 1] [--despachos 5000] [--presupuesto 18000] [--piso 7] [--historia 60]
 *   [--cuota-piso 1] [--litigantes-repetidos 0] [--no-vigilados 2] [--un-litigante-por-despacho]
 *   [--solo-litigantes] [--oraculo] [--actividad FILE] [--detalle]
 * `--actividad FILE`: the courts follow another fit (ajustar.ts's output, e.g.
 * lib/ajuste-actividad/ajuste-contraste.json, the chain refitted on the two held-out recorders of
 * docs/actividad-de-los-juzgados.md) while the scheduler keeps estimating with the committed chain.
 * `--oraculo`: also the upper bound that knows each radicado's chain state (ordenOraculo), one
 * `cota:` line per K: what no scheduler reading the radicados' histories could beat.
 * `--litigantes-repetidos s`: a share s of the radicados sits in groups of one legal-person party
 * per despacho (MEASURED on public portfolios: 0.161 to 0.376, lib/litigantes-medidos.ts), the
 * groups' sizes drawn from the measured ones (5 to 59, median 8), each group a different party;
 * `--un-litigante-por-despacho` instead puts the share in its despacho's one bank (the first,
 * INVENTED model: groups of about s × radicados per despacho). The party also has
 * `--no-vigilados u` unwatched processes there per watched one (default 2, INVENTED; 0 where the
 * firm watches every process of the party, as the lawsuit-tracker portfolio does). Groups are
 * formed by the real code (litigantes.ts) and each costs one search by name of
 * ceil((1 + u)·members/20) pages, given up after its first page when that exceeds the members it
 * reads − 1 (as consultar-litigante.ts does). The plan knows a group's pages only from its last search
 * in this run (as the sweep remembers them, memoria-litigantes.ts): a group never searched is
 * probed, one page after the checks of tiers 1–2, and read from the next night on. The frontier
 * is printed with and without them.
 */

import { readFileSync } from 'node:fs';
import { MOTIVOS_NOCHE, type MotivoNoche } from '@expediente/domain/contrato/expedientes';
import {
  agruparLitigantes,
  type EntradaLitigante,
} from '../packages/server/src/monitoring/presupuesto/litigantes.ts';
import {
  ABIERTO,
  AUDIENCIA,
  type Candidato,
  LITIGANTE,
  PUBLICACION,
  planificarNoche,
  SONDEO,
  USUARIO,
} from '../packages/server/src/monitoring/presupuesto/planificar.ts';
import { PRESUPUESTO_NOCHE_POR_DEFECTO } from '../packages/server/src/monitoring/presupuesto/presupuesto.ts';
import { ESTADO, IMPORTANTE, MODELO, Mundo, NINGUNO, usarOtroAjuste } from './lib/actividad-juzgados.ts';
import { numero, texto } from './lib/argumentos.ts';
import { PARTE_EN_GRUPOS_MEDIDA, TAMANOS_GRUPO_MEDIDOS } from './lib/litigantes-medidos.ts';
import { printMachine } from './lib/machine.ts';
import { createRandom } from './lib/random.ts';

const RADICADOS = Math.floor(numero('radicados', 1_000_000));
const NOCHES = Math.floor(numero('noches', 30));
const EGRESOS = (texto('egresos') ?? '1,2,4,8,16').split(',').map((k) => Math.floor(Number(k)));
const SEED = Math.floor(numero('seed', 1));
const DESPACHOS = Math.floor(numero('despachos', 5000));
const PRESUPUESTO = Math.floor(numero('presupuesto', PRESUPUESTO_NOCHE_POR_DEFECTO));
const PISO = Math.floor(numero('piso', 7));
const HISTORIA = Math.floor(numero('historia', 60));
const CUOTA_PISO = Number(texto('cuota-piso') ?? 1);
const LITIGANTES = Number(texto('litigantes-repetidos') ?? 0);
/** Unwatched processes of the litigant in the despacho per watched one (INVENTED default: none measured). */
const NO_VIGILADOS_POR_VIGILADO = Number(texto('no-vigilados') ?? 2);
/** The first model (INVENTED): the share in its despacho's one bank, instead of the measured group sizes. */
const UN_LITIGANTE_POR_DESPACHO = process.argv.includes('--un-litigante-por-despacho');
/** Only the runs with repeat litigants (the others are the same as without the option). */
const SOLO_LITIGANTES = LITIGANTES > 0 && process.argv.includes('--solo-litigantes');
if (!(NO_VIGILADOS_POR_VIGILADO >= 0)) throw new Error('--no-vigilados: un número ≥ 0');
/** Also the upper bound that knows each radicado's chain state (ordenOraculo). */
const ORACULO = process.argv.includes('--oraculo');
const DETALLE = process.argv.includes('--detalle') || EGRESOS.length === 1;
const ACTIVIDAD = texto('actividad');
if (ACTIVIDAD) usarOtroAjuste(JSON.parse(readFileSync(ACTIVIDAD, 'utf8')));
if (EGRESOS.some((k) => !Number.isInteger(k) || k < 1))
  throw new Error('--egresos: enteros positivos, p. ej. 1,2,4');

const DIAS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}%`);
const miles = (value: number) => Math.round(value).toLocaleString('es-CO');

interface Plan {
  orden: ArrayLike<number>;
  egreso: ArrayLike<number>;
  motivo?: Uint8Array;
  grupoAbierto?: Uint8Array;
  grupoEgreso?: Int16Array;
}

interface Resultado {
  k: number;
  nombre: string;
  estados: [number, number];
  importantes: [number, number];
  todas: [number, number];
  atrasos: number[];
  sinDetectar: number;
  en7: [number, number];
  maxPorEgreso: number;
  mediaPorEgreso: number;
  cpuMs: number[];
  heapMb: number;
  consultas: number;
  solicitudes: number;
}

/**
 * `oraculo`: an upper bound, not a scheduler. Tiers 1–2 as the planner chose them, then every other
 * radicado by the chain state it is in tonight (burst, slow, dormant), which the engine can only
 * guess from what its checks have seen; no floor. What it misses next morning, no scheduler reading
 * the radicados' own histories could catch within the same budget.
 */
function ordenOraculo(mundo: Mundo, plan: Plan, k: number): Plan {
  const orden = new Int32Array(RADICADOS);
  const egreso = new Int16Array(RADICADOS);
  const puesto = new Uint8Array(RADICADOS);
  let j = 0;
  for (let i = 0; i < plan.orden.length; i++) {
    const r = plan.orden[i] as number;
    const m = plan.motivo?.[r];
    if (m !== USUARIO && m !== PUBLICACION && m !== AUDIENCIA) continue;
    puesto[r] = 1;
    egreso[r] = j % k;
    orden[j++] = r;
  }
  for (let estado = 2; estado >= 0; estado--)
    for (let r = 0; r < RADICADOS; r++) {
      if (puesto[r] === 1 || mundo.estado[r] !== estado) continue;
      egreso[r] = j % k;
      orden[j++] = r;
    }
  return { orden, egreso };
}

function correr(k: number, modo: 'planificador' | 'hoy' | 'oraculo', litigantes = 0): Resultado {
  const mundo = new Mundo(RADICADOS, DESPACHOS, createRandom(SEED), PISO, -HISTORIA);
  const entradas = litigantes > 0 ? entradasLitigantes(mundo, litigantes) : [];
  const grupos = agruparLitigantes(entradas, 5);
  const grupoDe = new Int32Array(RADICADOS).fill(-1);
  grupos.forEach((g, i) => {
    for (const r of g.miembros) grupoDe[r] = i;
  });
  const paginasReales = grupos.map((g) =>
    Math.ceil((g.miembros.length * (1 + NO_VIGILADOS_POR_VIGILADO)) / 20),
  );
  // Pages of each group's last search in this run (null: never searched), as the sweep remembers them.
  const recordadas: (number | null)[] = grupos.map(() => null);
  const azarUsuarios = createRandom(SEED * 7919 + 1);
  for (let dia = -HISTORIA; dia < 0; dia++) mundo.simularDia(dia, true);
  const candidatos: Candidato[] = Array.from({ length: RADICADOS }, () => ({
    host: 'cpnu',
    solicitadoPorUsuario: false,
    nombradoEnPublicacion: false,
    diasDesdeConsultaCompleta: 0,
    diasDesdeUltimaActuacion: null,
    actuacionesRecientes: 0,
    diasHastaTermino: null,
    diasHastaAudiencia: null,
    diasDesdeRegistro: 10_000,
  }));
  const resultado: Resultado = {
    k,
    nombre: litigantes > 0 ? `${modo}+litigantes` : modo,
    estados: [0, 0],
    importantes: [0, 0],
    todas: [0, 0],
    atrasos: [],
    sinDetectar: 0,
    en7: [0, 0],
    maxPorEgreso: 0,
    mediaPorEgreso: 0,
    cpuMs: [],
    heapMb: 0,
    consultas: 0,
    solicitudes: 0,
  };
  const primeraDeLaNoche: number[] = [];
  let cursor = 0;
  let totalSolicitudes = 0;
  console.log(
    `\n— ${modo === 'planificador' ? 'planificador' : modo === 'oraculo' ? 'oráculo (cota)' : 'motor de hoy (base)'}${litigantes > 0 ? ` con litigantes repetidos (${grupos.length} grupos, ${grupos.reduce((a, g) => a + g.miembros.length, 0)} radicados)` : ''}, ${k} egreso(s) —`,
  );
  for (let noche = 0; noche < NOCHES; noche++) {
    const primera = mundo.actuaciones.length;
    primeraDeLaNoche.push(primera);
    mundo.simularDia(noche, false);
    const listados = Mundo.esHabil(noche) ? DESPACHOS : 0;
    const solicitados = new Set<number>();
    const cuantos = Math.round(RADICADOS * MODELO.solicitadosPorNoche);
    for (let j = 0; j < cuantos; j++) solicitados.add(azarUsuarios.integer(RADICADOS));

    let plan: Plan;
    const cpu0 = process.cpuUsage();
    if (modo === 'planificador' || modo === 'oraculo') {
      const nombrados = new Uint8Array(RADICADOS);
      for (const r of mundo.nombradosHoy) nombrados[r] = 1;
      for (let r = 0; r < RADICADOS; r++) {
        const c = candidatos[r] as Candidato;
        const ultima = mundo.conocidaUltima[r] as number;
        const termino = mundo.conocidoTermino[r] as number;
        const audiencia = mundo.conocidaAudiencia[r] as number;
        c.solicitadoPorUsuario = solicitados.has(r);
        c.nombradoEnPublicacion = nombrados[r] === 1;
        c.diasDesdeConsultaCompleta = noche - (mundo.consultaCompleta[r] as number);
        c.diasDesdeUltimaActuacion = noche - ultima;
        c.actuacionesRecientes = mundo.recientesConocidas(r, noche);
        c.diasHastaTermino = termino === NINGUNO ? null : termino - noche;
        c.diasHastaAudiencia = audiencia === NINGUNO ? null : audiencia - noche;
      }
      plan = planificarNoche(candidatos, {
        presupuesto: { porDefecto: PRESUPUESTO },
        egresos: k,
        diasPiso: PISO,
        cuotaPiso: CUOTA_PISO,
        litigantes: grupos.map((g, i) => ({ miembros: g.miembros, paginas: recordadas[i] ?? null })),
      });
      if (modo === 'oraculo') plan = ordenOraculo(mundo, plan, k);
    } else {
      // Today's engine: everyone in turn, continuing tomorrow where tonight stopped.
      const orden = new Int32Array(RADICADOS);
      const egreso = new Int16Array(RADICADOS);
      for (let j = 0; j < RADICADOS; j++) {
        orden[j] = (cursor + j) % RADICADOS;
        egreso[orden[j] as number] = j % k;
      }
      plan = { orden, egreso };
    }
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    resultado.cpuMs.push(cpuMs);
    const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
    resultado.heapMb = Math.max(resultado.heapMb, heapMb);

    // The egress workers: each takes its checks in the plan's order and stops before its budget.
    const usadas = new Float64Array(k);
    let consultados = 0;
    // Per group tonight: 0 not searched yet, 1 searched (members' dates known), 2 given up or refused.
    const buscado = new Uint8Array(grupos.length);
    // Per opened group: the members it reads (those of tiers 1–2 are checked on their own).
    const leidos = new Int32Array(grupos.length);
    if (plan.motivo)
      grupos.forEach((grupo, i) => {
        for (const r of grupo.miembros)
          if (plan.motivo?.[r] === LITIGANTE) leidos[i] = (leidos[i] as number) + 1;
      });
    // The probes (one page of a group never searched) run after the checks of tiers 1–2.
    let sondeado = plan.grupoAbierto === undefined;
    const sondear = () => {
      sondeado = true;
      grupos.forEach((_, i) => {
        const e = plan.grupoEgreso?.[i] as number;
        if (plan.grupoAbierto?.[i] !== SONDEO || (usadas[e] as number) + 1 > PRESUPUESTO) return;
        usadas[e] = (usadas[e] as number) + 1;
        recordadas[i] = paginasReales[i] as number;
      });
    };
    for (let j = 0; j < plan.orden.length; j++) {
      const r = plan.orden[j] as number;
      const m = plan.motivo?.[r];
      if (!sondeado && m !== USUARIO && m !== PUBLICACION && m !== AUDIENCIA) sondear();
      const e = plan.egreso[r] as number;
      const reciente = noche - (mundo.conocidaUltima[r] as number) <= 1;
      const g =
        modo === 'planificador' && m === LITIGANTE && plan.grupoAbierto?.[grupoDe[r] as number] === ABIERTO
          ? (grupoDe[r] as number)
          : -1;
      if (g >= 0 && buscado[g] === 0) {
        const paginas = paginasReales[g] as number;
        const aLeer = paginas > Math.max(1, (leidos[g] as number) - 1) ? 1 : paginas;
        if ((usadas[e] as number) + aLeer > PRESUPUESTO) buscado[g] = 2;
        else {
          usadas[e] = (usadas[e] as number) + aLeer;
          buscado[g] = aLeer === paginas ? 1 : 2;
          // The court's count comes with the first page, read or given up.
          recordadas[g] = paginas;
        }
      }
      if (g >= 0 && buscado[g] === 1) {
        // The date came with the search: a page read only when it moved (or read directly if recent).
        const movio = (mundo.primeraPendiente[r] as number) >= 0;
        const costo = reciente || movio ? 1 : 0;
        if ((usadas[e] as number) + costo > PRESUPUESTO) continue;
        mundo.consultar(r, noche);
        usadas[e] = (usadas[e] as number) + costo;
        consultados++;
        continue;
      }
      if ((usadas[e] as number) + (reciente ? 1 : 2) > PRESUPUESTO) continue;
      const hubo = mundo.consultar(r, noche);
      usadas[e] = (usadas[e] as number) + (reciente || !hubo ? 1 : 2);
      consultados++;
      if (modo === 'hoy') cursor = (r + 1) % RADICADOS;
    }
    if (!sondeado) sondear();
    const maximo = Math.max(...usadas);
    resultado.maxPorEgreso = Math.max(resultado.maxPorEgreso, maximo);
    totalSolicitudes += usadas.reduce((a, b) => a + b, 0);
    resultado.consultas += consultados;

    const cobertura = { estados: [0, 0], importantes: [0, 0], todas: [0, 0] };
    const act = mundo.actuaciones;
    for (let i = primera; i < act.length; i++) {
      const vista = act.detectada[i] === noche ? 1 : 0;
      const marcas = act.marcas[i] as number;
      cobertura.todas[0] += vista;
      cobertura.todas[1]++;
      if (marcas & ESTADO) {
        cobertura.estados[0] += vista;
        cobertura.estados[1]++;
      }
      if (marcas & IMPORTANTE) {
        cobertura.importantes[0] += vista;
        cobertura.importantes[1]++;
      }
    }
    for (const clave of ['estados', 'importantes', 'todas'] as const) {
      resultado[clave][0] += cobertura[clave][0] as number;
      resultado[clave][1] += cobertura[clave][1] as number;
    }
    if (DETALLE) {
      const motivos =
        plan.motivo === undefined
          ? ''
          : ` · ${MOTIVOS_NOCHE.filter((m) => m !== 'noElegido' && m !== 'sinCupo')
              .map(
                (m) =>
                  `${m} ${miles(contar(plan.motivo as Uint8Array, MOTIVOS_NOCHE.indexOf(m as MotivoNoche)))}`,
              )
              .join(', ')}`;
      console.log(
        `noche ${String(noche + 1).padStart(2)} (${DIAS[noche % 7]}) cpnu por egreso ${miles(Math.min(...usadas))}–${miles(maximo)} de ${miles(PRESUPUESTO)}` +
          ` · publicaciones por egreso ${miles(Math.ceil(listados / k))} · consultados ${miles(consultados)}${motivos}` +
          ` · mañana: estados ${pct(cobertura.estados[0] as number, cobertura.estados[1] as number)}` +
          ` importantes ${pct(cobertura.importantes[0] as number, cobertura.importantes[1] as number)}` +
          ` todas ${pct(cobertura.todas[0] as number, cobertura.todas[1] as number)} (${miles(cobertura.todas[1] as number)})` +
          ` · plan ${cpuMs.toFixed(0)} ms CPU, heap ${heapMb.toFixed(0)} MB`,
      );
    }
  }
  resultado.mediaPorEgreso = totalSolicitudes / NOCHES / k;
  resultado.solicitudes = totalSolicitudes;

  // Lateness in days (0 = seen the next morning); never seen by the last night: censored at it.
  const act = mundo.actuaciones;
  const desde = primeraDeLaNoche[0] ?? act.length;
  for (let i = desde; i < act.length; i++) {
    const dia = act.dia[i] as number;
    const detectada = act.detectada[i] as number;
    const atraso = detectada >= 0 ? detectada - dia : NOCHES - dia;
    if (detectada < 0) resultado.sinDetectar++;
    if (atraso > 0) resultado.atrasos.push(atraso);
    if (dia <= NOCHES - 8) {
      resultado.en7[1]++;
      if (detectada >= 0 && atraso <= 7) resultado.en7[0]++;
    }
  }
  resultado.atrasos.sort((a, b) => a - b);
  return resultado;
}

/**
 * The parties the watched radicados name: a share `litigantes` of them in groups of one legal-person
 * party per despacho, the groups' sizes drawn from the measured ones (or, with
 * `--un-litigante-por-despacho`, each radicado of the share naming its despacho's one bank).
 */
function entradasLitigantes(mundo: Mundo, litigantes: number): (EntradaLitigante | null)[] {
  const azar = createRandom(SEED * 104_729 + 3);
  const codigo = (d: number) => String(d).padStart(12, '0');
  const entradas: (EntradaLitigante | null)[] = new Array(RADICADOS).fill(null);
  if (UN_LITIGANTE_POR_DESPACHO) {
    for (let r = 0; r < RADICADOS; r++)
      if (azar.chance(litigantes))
        entradas[r] = { despacho: codigo(mundo.despacho[r] as number), partes: ['BANCO DEL MODELO S.A.'] };
    return entradas;
  }
  const porDespacho: number[][] = Array.from({ length: DESPACHOS }, () => []);
  for (let r = 0; r < RADICADOS; r++) porDespacho[mundo.despacho[r] as number]?.push(r);
  // Despachos in turn, a group at a time while the grouped radicados are behind the share so far.
  let vistos = 0;
  let agrupados = 0;
  let parte = 0;
  porDespacho.forEach((radicados, d) => {
    vistos += radicados.length;
    let siguiente = 0;
    while (agrupados < litigantes * vistos) {
      const tamano = TAMANOS_GRUPO_MEDIDOS[azar.integer(TAMANOS_GRUPO_MEDIDOS.length)] as number;
      if (siguiente + tamano > radicados.length) break;
      const nombre = `ENTIDAD ${++parte} S.A.`;
      for (const r of radicados.slice(siguiente, siguiente + tamano))
        entradas[r] = { despacho: codigo(d), partes: [nombre] };
      siguiente += tamano;
      agrupados += tamano;
    }
  });
  return entradas;
}

function contar(motivo: Uint8Array, valor: number) {
  let total = 0;
  for (const m of motivo) if (m === valor) total++;
  return total;
}

const percentil = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

function resumen(r: Resultado) {
  const cpu = [...r.cpuMs].sort((a, b) => a - b);
  console.log(
    `  ${r.nombre} K=${r.k}: cobertura a la mañana estados ${pct(...r.estados)}, importantes ${pct(...r.importantes)}, todas ${pct(...r.todas)}` +
      ` · a 7 días ${pct(...r.en7)} · atraso de las demás p50 ${percentil(r.atrasos, 50)} p95 ${percentil(r.atrasos, 95)} máx ${percentil(r.atrasos, 100)} días` +
      ` (${miles(r.sinDetectar)} sin ver al final)` +
      ` · cpnu por egreso y noche: media ${miles(r.mediaPorEgreso)}, máx ${miles(r.maxPorEgreso)} de ${miles(PRESUPUESTO)}` +
      ` · CPU del plan p50 ${percentil(cpu, 50).toFixed(0)} ms, heap máx ${r.heapMb.toFixed(0)} MB`,
  );
}

printMachine();
console.log(
  `Radicados ${miles(RADICADOS)} en ${miles(DESPACHOS)} despachos · ${NOCHES} noches · presupuesto ${miles(PRESUPUESTO)} solicitudes CPNU por egreso y noche · piso ${PISO} días (cuota ${CUOTA_PISO}) · semilla ${SEED}`,
);
if (LITIGANTES > 0)
  console.log(
    `Litigantes repetidos: ${LITIGANTES} de los radicados (medido: ${PARTE_EN_GRUPOS_MEDIDA.baja}–${PARTE_EN_GRUPOS_MEDIDA.alta}) en ${UN_LITIGANTE_POR_DESPACHO ? 'un banco por despacho (INVENTADO)' : 'grupos de los tamaños medidos'}, ${NO_VIGILADOS_POR_VIGILADO} procesos no vigilados de la parte por vigilado (${texto('no-vigilados') === undefined ? 'INVENTADO' : 'opción'})`,
  );
console.log(
  `Modelo de actividad (ajustado a líneas de tiempo reales de la CPNU, docs/actividad-de-los-juzgados.md${ACTIVIDAD ? `; la cadena, el inicio y los estados de ${ACTIVIDAD}` : ''}): ${JSON.stringify(MODELO)}`,
);
const inicio = Date.now();
const planificador: Resultado[] = [];
const base: Resultado[] = [];
const conLitigantes: Resultado[] = [];
const oraculo: Resultado[] = [];
for (const k of EGRESOS) {
  if (ORACULO) oraculo.push(correr(k, 'oraculo'));
  if (!SOLO_LITIGANTES) planificador.push(correr(k, 'planificador'));
  if (LITIGANTES > 0) conLitigantes.push(correr(k, 'planificador', LITIGANTES));
  if (!SOLO_LITIGANTES) base.push(correr(k, 'hoy'));
}
console.log('\nFrontera (planificador vs. motor de hoy):');
for (let j = 0; j < EGRESOS.length; j++) {
  if (planificador[j]) resumen(planificador[j] as Resultado);
  if (conLitigantes[j]) resumen(conLitigantes[j] as Resultado);
  if (base[j]) resumen(base[j] as Resultado);
  if (oraculo[j]) resumen(oraculo[j] as Resultado);
}
const enBase = base.reduce((a, r) => ({ s: a.s + r.solicitudes, c: a.c + r.consultas }), { s: 0, c: 0 });
const porConsulta = enBase.c === 0 ? 1 : enBase.s / enBase.c;
if (base.length > 0)
  console.log(
    `Motor de hoy: ${porConsulta.toFixed(3)} solicitudes por consulta; revisar los ${miles(RADICADOS)} cada noche necesita ${Math.ceil((RADICADOS * porConsulta) / PRESUPUESTO)} egresos de ${miles(PRESUPUESTO)} solicitudes.`,
  );
console.log(`Tiempo total ${((Date.now() - inicio) / 1000).toFixed(0)} s\n`);
for (const r of base)
  console.log(
    `base: radicados ${RADICADOS} egresos ${r.k} solicitudes-por-egreso ${Math.round(r.maxPorEgreso)} cobertura-estados ${pct(...r.estados)} cobertura-importantes ${pct(...r.importantes)} cobertura-total ${pct(...r.todas)} atraso-p95 ${percentil(r.atrasos, 95)} dias`,
  );
for (const r of planificador)
  console.log(
    `escala: radicados ${RADICADOS} egresos ${r.k} solicitudes-por-egreso ${Math.round(r.maxPorEgreso)} cobertura-estados ${pct(...r.estados)} cobertura-importantes ${pct(...r.importantes)} cobertura-total ${pct(...r.todas)} atraso-p95 ${percentil(r.atrasos, 95)} dias`,
  );
for (const r of conLitigantes)
  console.log(
    `escala-litigantes: radicados ${RADICADOS} litigantes-repetidos ${LITIGANTES} egresos ${r.k} solicitudes-por-egreso ${Math.round(r.maxPorEgreso)} cobertura-estados ${pct(...r.estados)} cobertura-importantes ${pct(...r.importantes)} cobertura-total ${pct(...r.todas)} atraso-p95 ${percentil(r.atrasos, 95)} dias`,
  );
for (const r of oraculo)
  console.log(
    `cota: radicados ${RADICADOS} egresos ${r.k} solicitudes-por-egreso ${Math.round(r.maxPorEgreso)} cobertura-estados ${pct(...r.estados)} cobertura-importantes ${pct(...r.importantes)} cobertura-total ${pct(...r.todas)} atraso-p95 ${percentil(r.atrasos, 95)} dias`,
  );
