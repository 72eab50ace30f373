/**
 * What the first-screen benches share: the web build to serve, the case-list server seeded with
 * one lawyer's cases, and Debian's Chromium (never a downloaded one).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { type CaseListServer, startCaseListServer } from '../list-api.ts';
import { printMachineAndLoad } from './machine.ts';

/** An option's value from the command line (`--name value`). */
export function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

export async function abrirPrimeraPantalla(): Promise<{
  server: CaseListServer;
  browser: Browser;
  dist: string;
  cases: number;
  runs: number;
}> {
  const cases = Number(argument('cases', '5000'));
  const runs = Number(argument('runs', '7'));
  const dist = path.resolve(argument('dist', 'packages/web/dist'));
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(
      `No web build in ${dist}: run \`npx vite build\` in packages/web first (or pass --dist).`,
    );
  printMachineAndLoad();
  const server = await startCaseListServer({
    cases,
    pgPort: Number(argument('pg-port', '54594')),
    webDist: dist,
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  return { server, browser, dist, cases, runs };
}
