/**
 * Spreadsheet bombs against a running app (issue 20, item 1): the real Fastify app built in this
 * process on an embedded PostgreSQL, listening on loopback; hostile .xlsx files POSTed to
 * /api/RegistroAutomaticoProcesos/Archivo over HTTP while /api/health is asked over and over.
 * Prints, per file: the answer, how long it took, the process's peak RSS during the upload (VmHWM
 * after resetting it through /proc/self/clear_refs; worker threads count, they share the process)
 * and /api/health latency p50/p99 during the upload. Target: a 4xx and health p99 < 200 ms.
 * Never pass/fail. Linux only.
 * Usage: npx tsx bench/hoja-hostil.ts [--runs 3] [--pg-port 54597]
 */
import fs from 'node:fs';
import { constants, crc32, createDeflateRaw } from 'node:zlib';
import {
  type DeflatedEntry,
  multipartBody,
  xlsxParts,
  zip,
} from '../packages/server/test/registro/xlsx-fixture.ts';
import { printMachine } from './lib/machine.ts';
import { startCaseListServer } from './list-api.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

/** `size` bytes of spaces deflated 1 MB at a time: the client never holds the expanded text. */
async function deflatedSpaces(size: number): Promise<DeflatedEntry> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  let crc = 0;
  for (let written = 0; written < size; written += chunk.length) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return { deflated: Buffer.concat(out), size, crc };
}

const worksheet = (sheetData: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`;

async function hostileFiles(): Promise<[string, Buffer][]> {
  const base = xlsxParts([[['11001310300120240012300']]]);
  const rows = Array.from(
    { length: 100_000 },
    (_, i) => `<row r="${i + 1}">${'<c t="s"><v>0</v></c>'.repeat(10)}</row>`,
  ).join('');
  return [
    ['100,000 rows × 10 cells', zip({ ...base, 'xl/worksheets/sheet1.xml': worksheet(rows) })],
    [
      'one cell at XFD1048576',
      zip({
        ...base,
        'xl/worksheets/sheet1.xml': worksheet('<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>'),
      }),
    ],
    [
      '1 GB of spaces declared as 1 KB',
      zip({ ...base, 'xl/notas.xml': await deflatedSpaces(1024 * 1024 * 1024) }, { declaredSize: 1024 }),
    ],
  ];
}

function peakRssMb(): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function healthLatencies(baseUrl: string, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return latencies;
}

async function main() {
  printMachine();
  const runs = argument('runs', 3);
  const server = await startCaseListServer({ cases: 0, pgPort: argument('pg-port', 54597) });
  try {
    const files = await hostileFiles();
    const idle = await (async () => {
      let left = 50;
      return healthLatencies(server.baseUrl, () => left-- === 0);
    })();
    idle.sort((a, b) => a - b);
    console.log(
      `/api/health idle: p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms`,
    );
    for (const [what, file] of files) {
      for (let run = 1; run <= runs; run++) {
        global.gc?.();
        const before = process.memoryUsage.rss() / 1024 / 1024;
        fs.writeFileSync('/proc/self/clear_refs', '5');
        const body = multipartBody('procesos.xlsx', file, 'application/octet-stream');
        const started = performance.now();
        let done = false;
        const answer = fetch(`${server.baseUrl}/api/RegistroAutomaticoProcesos/Archivo`, {
          method: 'POST',
          headers: { ...body.headers, authorization: `Bearer ${server.token}` },
          body: body.payload,
        })
          .then(async (response) => ({
            status: response.status,
            body: (await response.json()) as { code?: string },
          }))
          .finally(() => {
            done = true;
          });
        const latencies = await healthLatencies(server.baseUrl, () => done);
        const { status, body: reply } = await answer;
        const ms = performance.now() - started;
        latencies.sort((a, b) => a - b);
        console.log(
          `${what} (${(file.length / 1024).toFixed(0)} KB) run ${run}: ${status} ${reply.code ?? ''} in ${ms.toFixed(0)} ms; ` +
            `RSS before ${before.toFixed(0)} MB, peak ${peakRssMb().toFixed(0)} MB; ` +
            `/api/health ×${latencies.length} p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
        );
      }
    }
  } finally {
    await server.close();
  }
}

await main();
