/**
 * Benchmark of the name-matching engine ("coincidencias"): registered names × estados text on one core.
 * Usage: npx tsx bench/matching.ts [--names=100000] [--mb=50] [--naive-names=20] [--radicados=1000]
 * Reports figures only; it never passes or fails on time.
 */
import {
  buildPartyIndex,
  findMatches,
  findRadicadoMentions,
  foldText,
  type Match,
  nameTokens,
} from '../packages/domain/src/matching/index.ts';
import { generateName } from './lib/colombian-names.ts';
import { generateEstadosCorpus, type RegisteredParty, VARIANTES } from './lib/estados-corpus.ts';
import { peakRssMb, printMachine } from './lib/machine.ts';
import { createRandom } from './lib/random.ts';

function numberArgument(name: string, fallback: number): number {
  const given = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return given === undefined ? fallback : Number(given.split('=')[1]);
}

function seconds(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e9;
}

const nameCount = numberArgument('names', 100_000);
const megabytes = numberArgument('mb', 50);
const naiveNames = numberArgument('naive-names', 20);
const radicadoCount = numberArgument('radicados', 1000);
const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;

printMachine();
console.log(`Sizes: ${nameCount} registered names, ~${megabytes} MB of estados\n`);

const nameRandom = createRandom(1);
const parties: RegisteredParty[] = Array.from({ length: nameCount }, (_, index) => ({
  id: `p${index}`,
  name: generateName(nameRandom),
}));
let started = process.hrtime.bigint();
const corpus = generateEstadosCorpus(parties, megabytes * 1e6);
const corpusMb = corpus.bytes / 1e6;
console.log(
  `Corpus: ${corpus.pages.length} pages, ${corpusMb.toFixed(1)} MB, ${corpus.planted.length} planted mentions (generated in ${seconds(started).toFixed(1)} s)`,
);

started = process.hrtime.bigint();
const index = buildPartyIndex(parties.map((party) => ({ id: party.id, nombre: party.name.registered })));
const buildSeconds = seconds(started);
console.log(
  `Index: ${index.tokenTexts.length} distinct tokens, ${index.pairKeys.size} pair keys, ${index.tripleKeys.size} triple-key prefixes, built in ${buildSeconds.toFixed(2)} s`,
);

started = process.hrtime.bigint();
const matches = findMatches(index, corpus.pages);
const scanSeconds = seconds(started);
console.log(
  `\nIndexed scan: ${scanSeconds.toFixed(2)} s → ${(corpusMb / scanSeconds).toFixed(1)} MB/s (one core, single thread), ${matches.length} matches ≥ ${index.minCerteza}`,
);
console.log(`Peak RSS after indexed scan: ${peakRssMb()} MB`);

reportQuality(matches);
measureNaive();
measureRadicados();
console.log(`\nPeak RSS (whole run): ${peakRssMb()} MB`);

function homonymKeys(): Set<string> {
  // A background name that contains every token of a registered name IS a mention of that name (a homonym).
  const byTokens = new Map<string, string[]>();
  for (const party of parties) {
    const key = [...new Set(nameTokens(party.name.registered))].sort().join(' ');
    byTokens.set(key, [...(byTokens.get(key) ?? []), party.id]);
  }
  const keys = new Set<string>();
  for (const { pagina, printed } of [...corpus.backgroundNames, ...corpus.planted]) {
    const tokens = [...new Set(nameTokens(printed))].sort();
    for (let mask = 1; mask < 1 << tokens.length; mask++) {
      const subset = tokens.filter((_, bit) => mask & (1 << bit));
      for (const id of byTokens.get(subset.join(' ')) ?? []) keys.add(`${id}@${pagina}`);
    }
  }
  return keys;
}

function reportQuality(found: Match[]): void {
  const planted = new Set(corpus.planted.map((mention) => `${mention.partyId}@${mention.pagina}`));
  const homonyms = homonymKeys();
  const foundKeys = new Set(found.map((match) => `${match.partyId}@${match.pagina}`));
  const isTrue = (key: string) => planted.has(key) || homonyms.has(key);
  const truePositives = [...foundKeys].filter(isTrue).length;
  const plantedFound = [...planted].filter((key) => foundKeys.has(key)).length;
  console.log(`\nQuality at the default threshold (${index.minCerteza}), counted per (party, page):`);
  console.log(
    `  precision ${percent(truePositives, foundKeys.size)} (${truePositives}/${foundKeys.size}; true = planted or an accidental homonym printed in full in the background)`,
  );
  console.log(
    `  recall on planted mentions ${percent(plantedFound, planted.size)} (${plantedFound}/${planted.size})`,
  );
  console.log(
    `  accidental homonyms in the background: ${homonyms.size}, found ${[...homonyms].filter((key) => foundKeys.has(key)).length}`,
  );
  for (const variante of VARIANTES) {
    const ofVariant = corpus.planted.filter((mention) => mention.variante === variante);
    const hit = ofVariant.filter((mention) => foundKeys.has(`${mention.partyId}@${mention.pagina}`)).length;
    console.log(
      `    recall ${variante.padEnd(18)} ${percent(hit, ofVariant.length)} (${hit}/${ofVariant.length})`,
    );
  }
  for (const nivel of ['exacta', 'probable', 'posible'] as const) {
    const inBand = found.filter((match) => match.nivel === nivel);
    const good = inBand.filter((match) => isTrue(`${match.partyId}@${match.pagina}`)).length;
    console.log(
      `    band ${nivel.padEnd(9)} ${String(inBand.length).padStart(7)} matches, precision ${percent(good, inBand.length)}`,
    );
  }
  const falsePositives = found.filter((match) => !isTrue(`${match.partyId}@${match.pagina}`)).slice(0, 3);
  for (const match of falsePositives) {
    console.log(
      `  e.g. false positive ${match.certeza}: '${match.nombre}' in '…${match.extracto.slice(60, 150)}…'`,
    );
  }
  const missed = corpus.planted
    .filter((mention) => !foundKeys.has(`${mention.partyId}@${mention.pagina}`))
    .slice(0, 3);
  for (const mention of missed) {
    const registered = parties[Number(mention.partyId.slice(1))].name.registered;
    console.log(`  e.g. missed (${mention.variante}): '${registered}' printed '${mention.printed}'`);
  }
}

/** The approach the index replaces: one regex scan of the whole text per registered name. */
function measureNaive(): void {
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
  console.log(`  indexed vs naive: ~${(extrapolated / scanSeconds).toFixed(0)}× faster`);
}

function measureRadicados(): void {
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
