/**
 * First-render benchmark: headless Debian Chromium signed in as a lawyer with N cases, time from
 * navigation start to the first screen of case cards in the DOM (target ≤ 1 s), median of several
 * runs, cold (new browser context, empty cache) and warm (reload); then, in the same context, a
 * click on the first card to the case detail's actuaciones. The web app is the build in
 * --dist (default packages/web/dist; build it first). Never pass/fail.
 * With --mbps and --latencia-ms the browser's network is throttled (DevTools' network emulation),
 * as a lawyer's connection is: the bench's localhost otherwise hides what the first load downloads.
 * Usage: npx tsx bench/first-render.ts [--cases 5000] [--runs 7] [--dist packages/web/dist]
 *   [--mbps 20 --latencia-ms 40]
 */
import path from 'node:path';
import { TOKEN_STORAGE_KEY } from '@expediente/domain';
import type { Browser, Page } from '@playwright/test';
import { abrirPrimeraPantalla, argument } from './lib/primera-pantalla.ts';

/**
 * Records, in the page, when the first screen of case cards is in the DOM (ms since navigation
 * start): cards reach below the bottom of the viewport, or the whole page of 20 is there. The list
 * renders the first cards at once and the rest of the page just after, so the time when all 20
 * are in the DOM is recorded too.
 */
const RECORD_FIRST_CARDS = `
  new MutationObserver((_, observer) => {
    const cards = document.querySelectorAll('[data-testid="case-card"]');
    if (cards.length === 0) return;
    const last = cards[cards.length - 1];
    if (window.__firstCardsMs === undefined && (cards.length >= 20 || last.getBoundingClientRect().top >= innerHeight)) {
      window.__firstCardsMs = performance.now();
      window.__firstScreenCards = cards.length;
    }
    if (cards.length >= 20) {
      window.__allCardsMs = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Click on the first card's radicado → the case detail's actuaciones are on screen (the 'Todas (N)'
 * tab, drawn once every source's actuaciones have answered), in ms. The click goes through the
 * DOM: a new lawyer's welcome dialog covers the page, and a person would close it first.
 */
async function measureDetail(page: Page): Promise<number> {
  const link = page.getByTestId('case-card').first().getByRole('link').first();
  const started = await page.evaluate(() => performance.now());
  await link.evaluate((element) => (element as HTMLElement).click());
  await page.getByRole('tab', { name: /^Todas \(/ }).waitFor({ timeout: 30_000 });
  return (await page.evaluate(() => performance.now())) - started;
}

const MBPS = Number(argument('mbps', '0'));
const LATENCIA_MS = Number(argument('latencia-ms', '0'));

/** DevTools' network emulation on the page (kept across its reloads), when asked for. */
async function limitarRed(page: Page) {
  if (MBPS <= 0 && LATENCIA_MS <= 0) return;
  const cdp = await page.context().newCDPSession(page);
  const bytesPorSegundo = MBPS > 0 ? (MBPS * 1_000_000) / 8 : -1;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCIA_MS,
    downloadThroughput: bytesPorSegundo,
    uploadThroughput: bytesPorSegundo,
  });
}

async function measureRun(browser: Browser, baseUrl: string, token: string, reloads: number) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-CO' });
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem('token', value);
      localStorage.setItem(key, value);
    },
    [TOKEN_STORAGE_KEY, token],
  );
  await context.addInitScript(RECORD_FIRST_CARDS);
  const page = await context.newPage();
  await limitarRed(page);
  const read = async () => {
    await page.waitForFunction(() => (window as { __allCardsMs?: number }).__allCardsMs !== undefined, null, {
      timeout: 30_000,
    });
    return page.evaluate(() => {
      const marks = window as unknown as {
        __firstCardsMs: number;
        __firstScreenCards: number;
        __allCardsMs: number;
      };
      return { screen: marks.__firstCardsMs, screenCards: marks.__firstScreenCards, all: marks.__allCardsMs };
    });
  };
  await page.goto(`${baseUrl}/admin/default`);
  const cold = await read();
  const warm: number[] = [];
  for (let i = 0; i < reloads; i++) {
    await page.reload();
    warm.push((await read()).screen);
  }
  const detail = await measureDetail(page);
  await context.close();
  return { cold, warm, detail };
}

async function main() {
  const { server, browser, dist, cases, runs } = await abrirPrimeraPantalla();
  console.log(
    `Cases: ${cases} for one lawyer · web build ${path.relative(process.cwd(), dist)} · ${runs} runs · network ${
      MBPS > 0 || LATENCIA_MS > 0
        ? `${MBPS || '∞'} Mbit/s, ${LATENCIA_MS} ms latency`
        : 'localhost, unthrottled'
    }\n`,
  );
  try {
    const cold: number[] = [];
    const coldAll: number[] = [];
    const warm: number[] = [];
    const detail: number[] = [];
    let screenCards = 0;
    // One throw-away run so the server's first-request costs (JIT, pool) are not counted.
    await measureRun(browser, server.baseUrl, server.token, 0);
    for (let run = 0; run < runs; run++) {
      const result = await measureRun(browser, server.baseUrl, server.token, 1);
      cold.push(result.cold.screen);
      coldAll.push(result.cold.all);
      warm.push(...result.warm);
      detail.push(result.detail);
      screenCards = result.cold.screenCards;
    }
    const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
    console.log(
      `Navigation → first screen of case cards (${screenCards} cards reach below the 900 px viewport), target ≤ 1000 ms:`,
    );
    console.log(`  cold (new context, empty cache): median ${median(cold).toFixed(0)} ms  [${list(cold)}]`);
    console.log(`  warm (reload, cached assets):    median ${median(warm).toFixed(0)} ms  [${list(warm)}]`);
    console.log(
      `Navigation → all 20 cards of page 1 in the DOM (cold): median ${median(coldAll).toFixed(0)} ms  [${list(coldAll)}]`,
    );
    console.log(
      `Click on a card → the case detail's actuaciones on screen (target ≤ 800 ms): median ${median(detail).toFixed(0)} ms  [${list(detail)}]`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
process.exit(0);
