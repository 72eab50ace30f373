/**
 * Writes dist/sw.js from pwa/service-worker.js at build time: the version is a hash of every
 * emitted file name (content-hashed), so each build with changed code ships a new worker and the
 * browser drops the old shell (cache-busting); the precache list is the shell's files (entry,
 * layouts, sign-in and Procesos with their static imports; other screens are kept as visited). Nothing
 * is written in development: the dev server never has a worker (see registrar-service-worker.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'service-worker.js');
const PUBLIC_SHELL = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/** The lazy screens that make up the offline shell: the layouts, sign-in and the Procesos list. */
const SHELL_MODULES = /src\/app\/layouts\/|pages\/sign-in-page|pages\/procesos-page/;

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/** A chunk's file, its static imports and their CSS, transitively. */
function withStaticImports(bundle: Bundle, roots: string[]): string[] {
  const files = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (files.has(name)) continue;
    files.add(name);
    const item = bundle[name];
    if (item?.type !== 'chunk') continue;
    pending.push(...item.imports);
    for (const css of item.viteMetadata?.importedCss ?? []) files.add(css);
  }
  return [...files];
}

export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  let root = '';
  return {
    name: 'expediente-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const roots = Object.values(bundle)
        .filter(
          (item) => item.type === 'chunk' && (item.isEntry || SHELL_MODULES.test(item.facadeModuleId ?? '')),
        )
        .map((item) => item.fileName);
      const shell = withStaticImports(bundle, roots)
        .map((name) => `/${name}`)
        .sort();
      const precache = [...PUBLIC_SHELL, ...shell];
      // Built names carry their content hash; the files copied as they are (public/, the page
      // template, the worker itself) are hashed by content, so any change makes a new worker.
      const hash = createHash('sha256').update(Object.keys(bundle).sort().join('\n'));
      const copied = [
        ...PUBLIC_SHELL.filter((file) => file !== '/index.html').map((file) => path.join(publicDir, file)),
        path.join(root, 'index.html'),
        TEMPLATE,
      ];
      for (const file of copied) if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
      const version = hash.digest('hex').slice(0, 12);
      const source = fs
        .readFileSync(TEMPLATE, 'utf8')
        .replace('__VERSION__', version)
        .replace('__PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
