/**
 * Reads the cells of an uploaded .xlsx in a worker thread (started by leer-hoja.ts with memory and
 * time limits), after checking the archive is not a bomb. An .xlsx is a ZIP: a few hundred KB can
 * expand to gigabytes, and read-excel-file fills the gaps between far-apart cells with nulls. So,
 * before any cell is built, the work is bounded:
 * 1. the central directory (fflate's unzipSync with a filter that extracts nothing): number of
 *    entries, declared uncompressed sizes, and compressed sizes that fit the file (overlapping
 *    entries, the "better zip bomb", declare more compressed bytes than the file holds);
 * 2. every entry actually inflated in small steps, counting the bytes it really expands to (a
 *    declared size may lie), and every worksheet read by a SAX parser (saxes) that counts rows and
 *    the farthest row and column a cell names, so gaps cannot be filled either.
 * Plain JavaScript on purpose: a worker starts with plain Node, in the server and in the tests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';

/** @typedef {{ maxEntradas: number, maxBytesDescomprimidos: number, maxFilas: number, maxColumnas: number }} Limites */

class Refusal extends Error {}

/** Input pushed to the inflater at a time: one step expands to at most ~1 MB (deflate's 1032:1). */
const PASO = 1024;

/** @param {Uint8Array} data @param {Limites} limites */
function checkDirectory(data, limites) {
  let entries = 0;
  let declared = 0;
  let compressed = 0;
  try {
    unzipSync(data, {
      filter(file) {
        entries += 1;
        declared += file.originalSize;
        compressed += file.size;
        return false;
      },
    });
  } catch {
    throw new Refusal('ArchivoIlegible');
  }
  if (entries > limites.maxEntradas || declared > limites.maxBytesDescomprimidos)
    throw new Refusal('ArchivoDemasiadoExtenso');
  if (compressed > data.length) throw new Refusal('ArchivoIlegible');
  return entries;
}

/** 'AB12' → column 28; a cell without a reference counts as the next column. */
function columnOf(ref) {
  let column = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

/** Counts a worksheet's rows and the farthest cell while its XML streams in. @param {Limites} limites */
function sheetCounter(limites) {
  const parser = new SaxesParser();
  let rows = 0;
  let row = 0;
  let column = 0;
  const refuse = () => {
    throw new Refusal('ArchivoDemasiadoExtenso');
  };
  parser.on('opentag', (tag) => {
    const name = tag.name.slice(tag.name.indexOf(':') + 1);
    if (name === 'row') {
      rows += 1;
      const r = Number(tag.attributes.r);
      row = Number.isInteger(r) && r > 0 ? r : row + 1;
      column = 0;
      if (rows > limites.maxFilas || row > limites.maxFilas) refuse();
    } else if (name === 'c') {
      const ref = String(tag.attributes.r ?? '');
      column = ref ? columnOf(ref) : column + 1;
      const r = Number(ref.replace(/^[A-Z]+/, ''));
      if (column > limites.maxColumnas || (ref && r > limites.maxFilas)) refuse();
    }
  });
  const decoder = new TextDecoder();
  return {
    write: (chunk) => parser.write(decoder.decode(chunk, { stream: true })),
    close: () => parser.write(decoder.decode()).close(),
  };
}

const isWorksheet = (name) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);

/** Inflates every entry in small steps, counting what it really expands to. */
function checkContent(data, entriesInDirectory, limites) {
  let total = 0;
  let entries = 0;
  /** @type {unknown} */
  let failure = null;
  const unzip = new Unzip((file) => {
    entries += 1;
    const counter = isWorksheet(file.name) ? sheetCounter(limites) : null;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      try {
        if (error) throw new Refusal('ArchivoIlegible');
        total += chunk.length;
        if (total > limites.maxBytesDescomprimidos) throw new Refusal('ArchivoDemasiadoExtenso');
        counter?.write(chunk);
        if (final) counter?.close();
      } catch (caught) {
        failure = caught instanceof Refusal ? caught : new Refusal('ArchivoIlegible');
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < data.length && !failure; offset += PASO) {
      const end = Math.min(offset + PASO, data.length);
      unzip.push(data.subarray(offset, end), end === data.length);
    }
  } catch {
    throw new Refusal('ArchivoIlegible');
  }
  if (failure) throw failure;
  // Entries the central directory names but the local headers do not show were never counted.
  if (entries !== entriesInDirectory) throw new Refusal('ArchivoIlegible');
}

async function cells(data) {
  // Loaded only for a file that passed the checks: a refusal stays cheap.
  const { default: readXlsxFile } = await import('read-excel-file/node');
  // Every sheet, in order. parseNumber keeps the cell text as Excel wrote it, so long numbers are
  // not rounded a second time.
  const sheets = await readXlsxFile(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    parseNumber: (text) => text,
  }).catch(() => {
    throw new Refusal('ArchivoIlegible');
  });
  const out = [];
  for (const sheet of sheets)
    for (const row of sheet.data)
      for (const cell of row)
        if (typeof cell === 'string' || typeof cell === 'number') out.push(String(cell));
  return out;
}

/** @param {{ data: Uint8Array, limites: Limites }} input */
async function run({ data, limites }) {
  try {
    const entries = checkDirectory(data, limites);
    checkContent(data, entries, limites);
    return { cells: await cells(data) };
  } catch (error) {
    return { refusal: error instanceof Refusal ? error.message : 'ArchivoIlegible' };
  }
}

parentPort?.postMessage(await run(workerData));
