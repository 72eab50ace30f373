/**
 * Bundle-size benchmark: the initial JavaScript of the web app — the entry script of index.html
 * plus every chunk it modulepreloads — raw and gzipped (target ≤ 300 KB gzipped), the initial CSS,
 * and the largest lazy chunks. Reads --dist (default packages/web/dist); --build builds it first.
 * Never pass/fail. Usage: npx tsx bench/bundle-size.ts [--dist packages/web/dist] [--build]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printMachine } from './lib/machine.ts';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

function measure(dist: string, file: string): Asset {
  const content = fs.readFileSync(path.join(dist, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function main() {
  const dist = path.resolve(argument('dist', 'packages/web/dist'));
  printMachine();
  if (process.argv.includes('--build')) {
    console.log(`Building the web app into ${dist}…`);
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
      cwd: path.resolve('packages/web'),
      stdio: 'ignore',
    });
  }
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const attribute = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
  const entry = attribute(/<script[^>]*type="module"[^>]*src="([^"]+)"/g);
  const preloaded = attribute(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  const styles = attribute(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const initialFiles = [...new Set([...entry, ...preloaded])];
  const initial = initialFiles.map((file) => measure(dist, file));
  const sum = (assets: Asset[], key: 'raw' | 'gzip') =>
    assets.reduce((total, asset) => total + asset[key], 0);

  console.log(`\nWeb build: ${path.relative(process.cwd(), dist)}`);
  console.log(`Initial JavaScript (entry + modulepreloads), target ≤ 300 KB gzipped:`);
  for (const asset of initial)
    console.log(
      `  ${asset.file.padEnd(44)} ${kb(asset.raw).padStart(10)} raw · ${kb(asset.gzip).padStart(9)} gz`,
    );
  console.log(
    `  ${'TOTAL'.padEnd(44)} ${kb(sum(initial, 'raw')).padStart(10)} raw · ${kb(sum(initial, 'gzip')).padStart(9)} gz`,
  );
  const css = styles.map((file) => measure(dist, file));
  console.log(`Initial CSS: ${kb(sum(css, 'raw'))} raw · ${kb(sum(css, 'gzip'))} gz`);

  const lazy = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`)
    .filter((file) => !initialFiles.includes(file))
    .map((file) => measure(dist, file))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(
    `\nLazy chunks: ${lazy.length}, ${kb(sum(lazy, 'raw'))} raw · ${kb(sum(lazy, 'gzip'))} gz in all; largest:`,
  );
  for (const asset of lazy.slice(0, 8))
    console.log(
      `  ${asset.file.padEnd(44)} ${kb(asset.raw).padStart(10)} raw · ${kb(asset.gzip).padStart(9)} gz`,
    );
}

main();
