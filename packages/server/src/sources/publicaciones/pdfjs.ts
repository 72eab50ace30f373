/**
 * pdfjs-dist without its global side effects. Node needs pdfjs's "legacy" build (the modern one
 * wants DOMMatrix), and that build bundles core-js polyfills which, on Node 20, replace
 * JSON.stringify and JSON.parse (for JSON.rawJSON), Array.prototype.push and
 * Function.prototype.toString with slower wrappers — for the whole process: every API answer and
 * every row pg parses went through them (a fifth of the server's CPU under load, decision 0017).
 * Both bundles (the API and the worker that runs on the main thread in Node) are loaded here,
 * once, and the native functions are put back; what core-js only added is left.
 */
type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

const NATIVOS: [object, PropertyKey][] = [
  [JSON, 'stringify'],
  [JSON, 'parse'],
  [Array.prototype, 'push'],
  [Function.prototype, 'toString'],
];

const originales = NATIVOS.map(([objeto, nombre]) => Object.getOwnPropertyDescriptor(objeto, nombre));
const pdfjs: Pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
// Loaded now so that getDocument finds it (globalThis.pdfjsWorker) instead of importing it later,
// which would install the polyfills again.
// @ts-expect-error the worker bundle ships no type declarations; only its side effect is wanted.
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
NATIVOS.forEach(([objeto, nombre], index) => {
  const original = originales[index];
  if (original) Object.defineProperty(objeto, nombre, original);
});

export const { getDocument } = pdfjs;
