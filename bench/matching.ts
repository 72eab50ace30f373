/**
 * Benchmark of the name-matching engine ("coincidencias"): registered names × estados text on one core,
 * with the quality a lawyer sees: precision and recall per certeza band and at the alerting threshold.
 * Usage: npx tsx bench/matching.ts [--names=100000] [--mb=50] [--repeat=1] [--naive-names=20] [--radicados=1000]
 * Reports figures only; it never passes or fails on time.
 *
 * What is planted (labels are kept per party, page and line):
 * - 'fila-propia': a variant of a registered name (sin-tildes, orden-invertido, espacios,
 *   error-tipografico, y-otros) in an estado row that carries THAT party's watched radicado, printed
 *   as 23 digits, hyphenated, spaced or in the short form 'AAAA-NNNNN'. A lawyer must be alerted.
 * - 'prosa': a variant of a registered name in a notice paragraph (aviso/edicto page) with no radicado
 *   at all: the name alone decides. A lawyer must be alerted.
 * - 'homonimo': the registered name, printed like any name (any variant), in an estado row of ANOTHER
 *   radicado. Not the lawyer's party: it must not alert.
 * Background names are random generated names. One that contains every token of a registered name is an
 * accidental homonym: in an estado row (another radicado) it must not alert; in a notice paragraph
 * nothing tells it apart from the registered party, so it counts as a match worth reading (the
 * 'estricta' precision counts it as false instead).
 * Every registered party is watched in one case (a radicado of its own), as leer-publicaciones.ts does.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import {
  buildPartyIndex,
  CERTEZA_EXACTA,
  CERTEZA_POSIBLE,
  CERTEZA_PROBABLE,
  findMatches,
  findRadicadoMentions,
  foldText,
  type Match,
  nameTokens,
  UMBRAL_ALERTA,
} from '../packages/domain/src/matching/index.ts';
import { generateName } from './lib/colombian-names.ts';
import { printVariant, type RegisteredParty, VARIANTES, type Variante } from './lib/estados-corpus.ts';
import { peakRssMb, printMachine } from './lib/machine.ts';
import { createRandom, type Random } from './lib/random.ts';

function numberArgument(name: string, fallback: number): number {
  const given = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return given === undefined ? fallback : Number(given.split('=')[1]);
}

function seconds(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e9;
}

const nameCount = numberArgument('names', 100_000);
const megabytes = numberArgument('mb', 50);
const repeat = numberArgument('repeat', 1);
const naiveNames = numberArgument('naive-names', 20);
const radicadoCount = numberArgument('radicados', 1000);
const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

printMachine();
console.log(`Load average (1/5/15 min) at start: ${load()}`);
console.log(`Sizes: ${nameCount} registered names, ~${megabytes} MB of estados and notices\n`);

// ---------------------------------------------------------------------------------------------
// Corpus

type Clase = 'fila-propia' | 'prosa' | 'homonimo';

interface Planted {
  partyId: string;
  pagina: number;
  linea: number;
  clase: Clase;
  variante: Variante;
  printed: string;
}

interface Background {
  pagina: number;
  linea: number;
  printed: string;
  /** In an estado row (another process) or in a notice paragraph (nothing to tell it apart). */
  enFila: boolean;
}

const CLASES = ['EJECUTIVO SINGULAR', 'VERBAL', 'VERBAL SUMARIO', 'DIVISORIO', 'SUCESION', 'MONITORIO'];
const ACTUACIONES = [
  'AUTO LIBRA MANDAMIENTO DE PAGO',
  'AUTO REQUIERE A LA PARTE DEMANDANTE',
  'AUTO DECRETA MEDIDAS CAUTELARES',
  'AUTO FIJA FECHA PARA AUDIENCIA',
  'AUTO ADMITE DEMANDA',
  'SENTENCIA DE PRIMERA INSTANCIA',
  'AUTO TIENE EN CUENTA NOTIFICACION',
];
const BANCOS = ['BANCO DAVIVIENDA S.A.', 'BANCOLOMBIA S.A.', 'BANCO DE BOGOTA S.A.', 'BANCO POPULAR S.A.'];
const ROWS_PER_PAGE = 50;
const PARAGRAPHS_PER_NOTICE_PAGE = 24;
/** Share of pages that are notices (avisos, edictos) instead of estado tables. */
const NOTICE_PAGE_SHARE = 0.2;
const PLANT_OWN_ROW = 1 / 40;
const PLANT_HOMONYM_ROW = 1 / 40;
const PLANT_PARAGRAPH = 1 / 12;

/** The watched case of party i: its own radicado at the bench's despacho. */
function watchedRadicado(partyIndex: number): string {
  const year = 2015 + (partyIndex % 11);
  return `110014003003${year}${String(partyIndex % 100_000).padStart(5, '0')}00`;
}

function randomRadicado(random: Random): string {
  const year = 2015 + random.integer(11);
  const consecutive = String(random.integer(99_999)).padStart(5, '0');
  return `1100140030${String(random.integer(90) + 10)}${year}${consecutive}00`;
}

/** How estados print a radicado: 23 digits, hyphenated, spaced, or the short form. */
function printRadicado(radicado: string, random: Random): string {
  const parts = [
    radicado.slice(0, 5),
    radicado.slice(5, 7),
    radicado.slice(7, 9),
    radicado.slice(9, 12),
    radicado.slice(12, 16),
    radicado.slice(16, 21),
    radicado.slice(21),
  ];
  const draw = random.next();
  if (draw < 0.55) return radicado;
  if (draw < 0.75) return parts.join('-');
  if (draw < 0.85) return parts.join(' ');
  return `${parts[4]}-${parts[5]}`;
}

function backgroundName(random: Random): string {
  return random.chance(0.15) ? random.pick(BANCOS) : printVariant(generateName(random), 'sin-tildes', random);
}

interface Corpus {
  pages: string[];
  planted: Planted[];
  background: Background[];
  bytes: number;
}

function generateCorpus(parties: readonly RegisteredParty[], targetBytes: number, seed = 7): Corpus {
  const random = createRandom(seed);
  const pages: string[] = [];
  const planted: Planted[] = [];
  const background: Background[] = [];
  let bytes = 0;
  const plant = (pagina: number, linea: number, clase: Clase): string => {
    const partyIndex = random.integer(parties.length);
    const variante = random.pick(VARIANTES);
    const printed = printVariant(parties[partyIndex].name, variante, random);
    planted.push({ partyId: parties[partyIndex].id, pagina, linea, clase, variante, printed });
    return printed;
  };
  const other = (pagina: number, linea: number, enFila: boolean): string => {
    const printed = backgroundName(random);
    background.push({ pagina, linea, printed, enFila });
    return printed;
  };
  while (bytes < targetBytes) {
    const pagina = pages.length + 1;
    const lines = ['JUZGADO 003 CIVIL MUNICIPAL DE BOGOTA D.C.'];
    if (random.chance(NOTICE_PAGE_SHARE)) {
      lines.push(`AVISOS Y EDICTOS No. ${pagina}    Fecha: 12/03/2025`);
      for (let paragraph = 0; paragraph < PARAGRAPHS_PER_NOTICE_PAGE; paragraph++) {
        const linea = lines.length;
        const name = random.chance(PLANT_PARAGRAPH)
          ? plant(pagina, linea, 'prosa')
          : other(pagina, linea, false);
        const second = other(pagina, linea, false);
        lines.push(
          `EL SECRETARIO DEL DESPACHO NOTIFICA POR AVISO A ${name}, EN CALIDAD DE DEMANDADO, LA PROVIDENCIA PROFERIDA EN EL PROCESO PROMOVIDO POR ${second}, ADVIRTIENDO QUE LA NOTIFICACION SE ENTENDERA SURTIDA AL FINALIZAR EL DIA SIGUIENTE AL DE LA ENTREGA.`,
        );
      }
    } else {
      lines.push(`ESTADO No. ${pagina}    Fecha: 12/03/2025`);
      for (let row = 0; row < ROWS_PER_PAGE; row++) {
        const linea = lines.length;
        let radicado = randomRadicado(random);
        let demandante: string;
        const draw = random.next();
        if (draw < PLANT_OWN_ROW) {
          demandante = plant(pagina, linea, 'fila-propia');
          radicado = watchedRadicado(Number(planted[planted.length - 1].partyId.slice(1)));
        } else if (draw < PLANT_OWN_ROW + PLANT_HOMONYM_ROW) {
          demandante = plant(pagina, linea, 'homonimo');
        } else {
          demandante = other(pagina, linea, true);
        }
        const demandado = other(pagina, linea, true);
        // The planted name sits in either party column.
        const [first, second] = random.chance(0.5) ? [demandante, demandado] : [demandado, demandante];
        const fecha = `${String(1 + random.integer(28)).padStart(2, '0')}/03/2025`;
        lines.push(
          `${printRadicado(radicado, random)} | ${random.pick(CLASES)} | ${first} | ${second} | ${random.pick(ACTUACIONES)} | ${fecha}`,
        );
      }
      lines.push(`Total de Procesos: ${ROWS_PER_PAGE}`);
    }
    const page = lines.join('\n');
    bytes += Buffer.byteLength(page);
    pages.push(page);
  }
  return { pages, planted, background, bytes };
}

/** Offsets where each line starts, per page, filled lazily by lineOf. */
const lineStarts: number[][] = [];

// ---------------------------------------------------------------------------------------------
// Run

const nameRandom = createRandom(1);
const parties: RegisteredParty[] = Array.from({ length: nameCount }, (_, index) => ({
  id: `p${index}`,
  name: generateName(nameRandom),
}));
let started = process.hrtime.bigint();
const corpus = generateCorpus(parties, megabytes * 1e6);
const corpusMb = corpus.bytes / 1e6;
const count = (clase: Clase) => corpus.planted.filter((mention) => mention.clase === clase).length;
console.log(
  `Corpus: ${corpus.pages.length} pages, ${corpusMb.toFixed(1)} MB; planted ${count('fila-propia')} in the party's own row, ${count('prosa')} in notices without radicado, ${count('homonimo')} homonyms in another process's row (generated in ${seconds(started).toFixed(1)} s)`,
);

started = process.hrtime.bigint();
const index = buildPartyIndex(
  parties.map((party, at) => ({
    id: party.id,
    nombre: party.name.registered,
    contexto: { radicados: [watchedRadicado(at)], codigosDespacho: ['110014003003'] },
  })),
);
const buildSeconds = seconds(started);
console.log(
  `Index: ${index.tokenTexts.length} distinct tokens, ${index.pairKeys.size} pair keys, ${index.tripleKeys.size} triple-key prefixes, built in ${buildSeconds.toFixed(2)} s`,
);

let matches: Match[] = [];
let bestSeconds = Number.POSITIVE_INFINITY;
for (let round = 1; round <= repeat; round++) {
  const before = load();
  const cpuBefore = process.cpuUsage();
  started = process.hrtime.bigint();
  matches = findMatches(index, corpus.pages);
  const scanSeconds = seconds(started);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  bestSeconds = Math.min(bestSeconds, scanSeconds);
  console.log(
    `\nIndexed scan #${round}: ${scanSeconds.toFixed(2)} s wall → ${(corpusMb / scanSeconds).toFixed(1)} MB/s (one core, single thread; process CPU ${cpuSeconds.toFixed(2)} s → ${(corpusMb / cpuSeconds).toFixed(1)} MB/s), load before ${before}, after ${load()}; ${matches.length} matches ≥ ${index.minCerteza}`,
  );
}
console.log(`Best of ${repeat}: ${(corpusMb / bestSeconds).toFixed(1)} MB/s wall`);
console.log(`Peak RSS after indexed scan: ${peakRssMb()} MB`);
console.log(`Matches fingerprint (SHA-256 of every field of every match, in order): ${fingerprint(matches)}`);

reportQuality(matches);
measureNaive();
measureRadicados();
console.log(`\nPeak RSS (whole run): ${peakRssMb()} MB; load at end ${load()}`);

// ---------------------------------------------------------------------------------------------
// Quality

/** Speed work must not change what is found: equal fingerprints before and after mean identical output. */
function fingerprint(found: readonly Match[]): string {
  const hash = createHash('sha256');
  for (const match of found) hash.update(`${JSON.stringify(match)}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** Line index of each offset, per page. */
function lineOf(pageIndex: number, offset: number): number {
  let lines = lineStarts[pageIndex];
  if (lines === undefined) {
    lines = [0];
    const page = corpus.pages[pageIndex];
    for (let at = page.indexOf('\n'); at >= 0; at = page.indexOf('\n', at + 1)) lines.push(at + 1);
    lineStarts[pageIndex] = lines;
  }
  let low = 0;
  let high = lines.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lines[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** (party, page, line) keys of accidental homonyms: a printed name (background or planted) containing every token of another registered name. */
function accidentalHomonyms(): { enFila: Set<string>; enProsa: Set<string> } {
  const byTokens = new Map<string, string[]>();
  for (const party of parties) {
    const key = [...new Set(nameTokens(party.name.registered))].sort().join(' ');
    byTokens.set(key, [...(byTokens.get(key) ?? []), party.id]);
  }
  const enFila = new Set<string>();
  const enProsa = new Set<string>();
  const printedNames = [
    ...corpus.background,
    ...corpus.planted.map((mention) => ({ ...mention, enFila: mention.clase !== 'prosa' })),
  ];
  for (const printedName of printedNames) {
    const { pagina, linea, printed, enFila: inRow } = printedName;
    const tokens = [...new Set(nameTokens(printed))].sort();
    for (let mask = 1; mask < 1 << tokens.length; mask++) {
      const subset = tokens.filter((_, bit) => mask & (1 << bit));
      for (const id of byTokens.get(subset.join(' ')) ?? []) {
        // A planted name is no homonym of its own party.
        if ('partyId' in printedName && printedName.partyId === id) continue;
        (inRow ? enFila : enProsa).add(`${id}@${pagina}@${linea}`);
      }
    }
  }
  return { enFila, enProsa };
}

interface Tally {
  matches: number;
  good: number;
  strictGood: number;
}

function reportQuality(found: Match[]): void {
  const key = (partyId: string, pagina: number, linea: number) => `${partyId}@${pagina}@${linea}`;
  const shouldAlert = new Map<string, Planted>();
  const homonymPlanted = new Set<string>();
  for (const mention of corpus.planted) {
    const at = key(mention.partyId, mention.pagina, mention.linea);
    if (mention.clase === 'homonimo') homonymPlanted.add(at);
    else shouldAlert.set(at, mention);
  }
  const accidental = accidentalHomonyms();
  // One verdict per (party, page, line): the best match there.
  const best = new Map<string, Match>();
  for (const match of found) {
    const at = key(match.partyId, match.pagina, lineOf(match.pagina - 1, match.inicio));
    const current = best.get(at);
    if (!current || match.certeza > current.certeza) best.set(at, match);
  }
  const bands = new Map<string, Tally>();
  const byContext = new Map<string, Tally>();
  const alerted: Tally = { matches: 0, good: 0, strictGood: 0 };
  const alertedByContext = new Map<string, Tally>();
  let alertedHomonyms = 0;
  let alertedAccidentalInRow = 0;
  const falsePositives: Match[] = [];
  for (const [at, match] of best) {
    const isGood = shouldAlert.has(at) || accidental.enProsa.has(at);
    const isStrictGood = shouldAlert.has(at);
    const nivel =
      match.certeza >= CERTEZA_EXACTA ? 'exacta' : match.certeza >= CERTEZA_PROBABLE ? 'probable' : 'posible';
    for (const [map, label] of [
      [bands, nivel],
      [byContext, `${nivel} · ${match.contexto}`],
    ] as const) {
      const tally = map.get(label) ?? { matches: 0, good: 0, strictGood: 0 };
      tally.matches++;
      if (isGood) tally.good++;
      if (isStrictGood) tally.strictGood++;
      map.set(label, tally);
    }
    if (match.alerta) {
      const tally = alertedByContext.get(match.contexto) ?? { matches: 0, good: 0, strictGood: 0 };
      tally.matches++;
      if (isGood) tally.good++;
      if (isStrictGood) tally.strictGood++;
      alertedByContext.set(match.contexto, tally);
      alerted.matches++;
      if (isGood) alerted.good++;
      if (isStrictGood) alerted.strictGood++;
      if (homonymPlanted.has(at)) alertedHomonyms++;
      if (accidental.enFila.has(at)) alertedAccidentalInRow++;
      if (!isGood && falsePositives.length < 4) falsePositives.push(match);
    }
  }
  console.log(
    `\nQuality, one verdict per (party, page, line) — good = planted for this party in its own row or in a notice, or an accidental full homonym in a notice; 'estricta' counts only the planted ones:`,
  );
  for (const nivel of ['exacta', 'probable', 'posible']) {
    const tally = bands.get(nivel) ?? { matches: 0, good: 0, strictGood: 0 };
    console.log(
      `  band ${nivel.padEnd(9)} ${String(tally.matches).padStart(8)} matches, precision ${percent(tally.good, tally.matches)} (estricta ${percent(tally.strictGood, tally.matches)})`,
    );
  }
  console.log('  by band and the context printed next to the name:');
  for (const [label, tally] of [...byContext].sort()) {
    console.log(
      `    ${label.padEnd(28)} ${String(tally.matches).padStart(8)} matches, precision ${percent(tally.good, tally.matches)} (estricta ${percent(tally.strictGood, tally.matches)})`,
    );
  }
  console.log(
    `\nAt the alerting threshold (certeza ≥ ${UMBRAL_ALERTA} after context, or the whole name with one typo and no contrary context): ${alerted.matches} alerts, precision ${percent(alerted.good, alerted.matches)} (estricta ${percent(alerted.strictGood, alerted.matches)})`,
  );
  for (const [contexto, tally] of [...alertedByContext].sort()) {
    console.log(
      `    ${contexto.padEnd(16)} ${String(tally.matches).padStart(7)} alerts, precision ${percent(tally.good, tally.matches)} (estricta ${percent(tally.strictGood, tally.matches)})`,
    );
  }
  console.log(
    `  planted homonyms alerted: ${alertedHomonyms}/${homonymPlanted.size}; accidental homonyms in another process's row alerted: ${alertedAccidentalInRow}/${accidental.enFila.size}; accidental homonyms in notices: ${accidental.enProsa.size}`,
  );
  const recallOf = (filter: (mention: Planted) => boolean) => {
    const wanted = [...shouldAlert].filter(([, mention]) => filter(mention));
    const hit = wanted.filter(([at]) => best.get(at)?.alerta === true).length;
    const stored = wanted.filter(([at]) => best.has(at)).length;
    return `${percent(hit, wanted.length)} (${hit}/${wanted.length}; stored at any band ${percent(stored, wanted.length)})`;
  };
  console.log(`  recall of planted variants a lawyer must see: ${recallOf(() => true)}`);
  for (const clase of ['fila-propia', 'prosa'] as const) {
    console.log(`    ${clase.padEnd(12)} ${recallOf((mention) => mention.clase === clase)}`);
    for (const variante of VARIANTES) {
      console.log(
        `      ${variante.padEnd(18)} ${recallOf((mention) => mention.clase === clase && mention.variante === variante)}`,
      );
    }
  }
  for (const match of falsePositives) {
    console.log(
      `  e.g. false alert ${match.certeza} (${match.contexto}): '${match.nombre}' in '…${match.extracto.slice(50, 160)}…'`,
    );
  }
  const missed = [...shouldAlert]
    .filter(([at]) => best.get(at)?.alerta !== true)
    .slice(0, 4)
    .map(([, mention]) => mention);
  for (const mention of missed) {
    const registered = parties[Number(mention.partyId.slice(1))].name.registered;
    const match = best.get(key(mention.partyId, mention.pagina, mention.linea));
    console.log(
      `  e.g. not alerted (${mention.clase}, ${mention.variante}): '${registered}' printed '${mention.printed}'${match ? ` — stored at ${match.certeza} (${match.contexto})` : ''}`,
    );
  }
  console.log(
    `  bands: exacta ≥ ${CERTEZA_EXACTA}, probable ≥ ${CERTEZA_PROBABLE}, posible ≥ ${CERTEZA_POSIBLE}`,
  );
}

/** The approach the index replaces: one regex scan of the whole text per registered name. */
function measureNaive(): void {
  if (naiveNames <= 0) return;
  const sample = parties.slice(0, naiveNames);
  let started = process.hrtime.bigint();
  const folded = corpus.pages.map(foldText);
  const foldSeconds = seconds(started);
  started = process.hrtime.bigint();
  let mentions = 0;
  for (const party of sample) {
    const tokens = [...new Set(nameTokens(party.name.registered))];
    const pattern = new RegExp(`\\b(?:${tokens.join('|')})\\b`, 'g');
    for (const page of folded) {
      let previousEnd = -1000;
      let run = 0;
      for (const found of page.matchAll(pattern)) {
        run = found.index - previousEnd < 40 ? run + 1 : 1;
        previousEnd = found.index + found[0].length;
        if (run === tokens.length) mentions++;
      }
    }
  }
  const perName = seconds(started) / sample.length;
  const extrapolated = foldSeconds + perName * nameCount;
  console.log(
    `\nNaive (one regex scan per name): measured on ${sample.length} names, EXTRAPOLATED to ${nameCount}:`,
  );
  console.log(
    `  ${(perName * 1000).toFixed(1)} ms per name over ${corpusMb.toFixed(1)} MB → ~${extrapolated.toFixed(0)} s (${(corpusMb / extrapolated).toFixed(4)} MB/s) for all names; ${mentions} full-name runs seen in the sample`,
  );
  console.log(`  indexed vs naive: ~${(extrapolated / bestSeconds).toFixed(0)}× faster`);
}

function measureRadicados(): void {
  if (radicadoCount <= 0) return;
  const random = createRandom(3);
  const watched = Array.from({ length: radicadoCount }, () => {
    const page = random.pick(corpus.pages);
    const found = page.match(/\d{23}/g) ?? [];
    return found.length > 0 ? random.pick(found) : '11001400300120250045100';
  });
  const started = process.hrtime.bigint();
  const mentions = findRadicadoMentions(watched, corpus.pages);
  const elapsed = seconds(started);
  console.log(
    `\nRadicados: ${radicadoCount} watched, ${mentions.length} mentions (all forms) in ${elapsed.toFixed(2)} s → ${(corpusMb / elapsed).toFixed(1)} MB/s`,
  );
}
