/**
 * Renderer CPU per cold load of Procesos: headless Debian Chromium signed in as a lawyer with N
 * cases, a new browser context per load (service worker blocked, so every load is the same cold
 * one), the page's main-thread time from the DevTools protocol (Performance.getMetrics:
 * TaskDuration, ScriptDuration, RecalcStyleDuration, LayoutDuration) between navigation start and
 * all 20 cards in the DOM plus a short settle. CPU time, unlike wall time, moves less with the
 * other jobs on a shared machine. Never pass/fail. Build the web app first.
 * Usage: npx tsx bench/first-render-cpu.ts [--cases 5000] [--runs 7] [--dist packages/web/dist] [--pg-port 54594]
 */
import path from 'node:path';
import { TOKEN_STORAGE_KEY } from '@expediente/domain';
import type { Browser } from '@playwright/test';
import { abrirPrimeraPantalla } from './lib/primera-pantalla.ts';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const METRICS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;
type Metric = (typeof METRICS)[number];

async function measureLoad(browser: Browser, baseUrl: string, token: string) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'es-CO',
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem('token', value);
      localStorage.setItem(key, value);
    },
    [TOKEN_STORAGE_KEY, token],
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const values = Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
    return Object.fromEntries(METRICS.map((name) => [name, (values[name] ?? 0) * 1000])) as Record<
      Metric,
      number
    >;
  };
  await page.goto('about:blank');
  const before = await read();
  await page.goto(`${baseUrl}/admin/default`);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="case-card"]').length >= 20,
    null,
    {
      timeout: 30_000,
    },
  );
  await page.waitForTimeout(500);
  const after = await read();
  await context.close();
  return Object.fromEntries(METRICS.map((name) => [name, after[name] - before[name]])) as Record<
    Metric,
    number
  >;
}

async function main() {
  const { server, browser, dist, runs } = await abrirPrimeraPantalla();
  try {
    await measureLoad(browser, server.baseUrl, server.token);
    const results: Record<Metric, number>[] = [];
    for (let run = 0; run < runs; run++)
      results.push(await measureLoad(browser, server.baseUrl, server.token));
    console.log(
      `Renderer main thread per cold load of Procesos (${runs} loads, ${path.relative(process.cwd(), dist)}):`,
    );
    for (const name of METRICS) {
      const values = results.map((result) => result[name]);
      console.log(
        `  ${name.padEnd(20)} median ${median(values).toFixed(0)} ms  [${values.map((v) => v.toFixed(0)).join(', ')}]`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
process.exit(0);
