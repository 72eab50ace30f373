/**
 * How much a 10 MB attachment upload grows the server's resident memory (issue 9: < 30 MB).
 * The server runs in its own process (bench/lib/servidor-anexos.ts), so neither the client that
 * generates the file nor the benchmark's own data weigh on the figure. Its RSS is read from
 * /proc/<pid>/status every 2 ms while the upload streams. The first uploads only warm up (code
 * paths, JIT, the pg connection's buffers); each measured upload starts after a full GC, and its
 * growth is the peak during the upload minus the RSS just before it. Whether that GC hands freed
 * pages back to the system varies run to run (when it does not, the next upload reuses them and
 * grows by ~0), so read the maximum, not the median. The server also reports the peak growth of its
 * JS heap and of its Buffer memory (process.memoryUsage), which do not depend on that. Linux only.
 * Standalone: npx tsx bench/lib/memoria-subida.ts [--warmup 2] [--runs 5] [--pg-port 54595]
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SIZE = 10 * 1024 * 1024 - 64;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** POSTs a 10 MB PDF-typed file as multipart, generated 64 KB at a time (the client holds no copy). */
function upload(url: string, token: string): Promise<number> {
  const boundary = '----bench';
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    for (let sent = 0; sent < SIZE; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, SIZE - sent));
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return new Promise<number>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    Readable.from(body()).pipe(request);
  });
}

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const ended = (code: number | null) => reject(new Error(`the server process ended (${code})`));
    child.once('exit', ended);
    child.once('message', (message) => {
      child.off('exit', ended);
      resolve(message as T);
    });
  });
}

export interface UploadMemory {
  status: number;
  ms: number;
  beforeMb: number;
  /** Peak during the upload minus the RSS just before it (after a GC). */
  growthMb: number;
  /** Peak during the upload minus the RSS before the first upload: includes what the allocator kept. */
  overStartMb: number;
  /** Growth of the JS heap and of Buffer memory (the server's own figures), to tell where RSS went. */
  heapMb: number;
  arrayBuffersMb: number;
}

type Figures = { heapUsed: number; arrayBuffers: number };

export async function measureUploadMemory(options: { warmup: number; runs: number; pgPort: number }) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'servidor-anexos.ts');
  const child = fork(script, [String(options.pgPort)], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const { url, token } = await nextMessage<{ url: string; token: string }>(child);
    const pid = child.pid ?? 0;
    const results: UploadMemory[] = [];
    child.send('gc');
    await nextMessage(child);
    const startMb = rssMb(pid);
    for (let run = 0; run < options.warmup + options.runs; run++) {
      child.send('gc');
      const settled = await nextMessage<Figures>(child);
      const beforeMb = rssMb(pid);
      let peak = beforeMb;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 2);
      const started = performance.now();
      const status = await upload(url, token);
      const ms = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      child.send('picos');
      const peaks = await nextMessage<Figures>(child);
      if (run >= options.warmup)
        results.push({
          status,
          ms,
          beforeMb,
          growthMb: peak - beforeMb,
          overStartMb: peak - startMb,
          heapMb: (peaks.heapUsed - settled.heapUsed) / 1024 ** 2,
          arrayBuffersMb: (peaks.arrayBuffers - settled.arrayBuffers) / 1024 ** 2,
        });
    }
    return results;
  } finally {
    child.send('cerrar');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export function describeUploadMemory(results: UploadMemory[]): string {
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `min ${sorted[0].toFixed(1)} · median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} · max ${sorted[sorted.length - 1].toFixed(1)} MB`;
  };
  const lines = results.map(
    (result, index) =>
      `  upload ${index + 1}: ${result.status} in ${result.ms.toFixed(0)} ms · RSS before ${result.beforeMb.toFixed(1)} MB · growth ${result.growthMb.toFixed(1)} MB · peak over start ${result.overStartMb.toFixed(1)} MB · heap +${result.heapMb.toFixed(1)} · buffers +${result.arrayBuffersMb.toFixed(1)} MB`,
  );
  return [
    ...lines,
    `  growth during the upload: ${spread(results.map((result) => result.growthMb))} (target < 30 MB)`,
    `  peak over the RSS before any upload: ${spread(results.map((result) => result.overStartMb))}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argument = (name: string, fallback: number) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? Number(process.argv[index + 1]) : fallback;
  };
  const results = await measureUploadMemory({
    warmup: argument('warmup', 2),
    runs: argument('runs', 5),
    pgPort: argument('pg-port', 54595),
  });
  console.log('10 MB attachment, server in its own process:');
  console.log(describeUploadMemory(results));
}
