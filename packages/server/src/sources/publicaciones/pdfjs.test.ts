/**
 * Loading the whole server and reading a PDF must leave JSON and Array.prototype.push native
 * (pdfjs.ts): checked in a fresh Node process, since this test runner's own process has already
 * loaded modules and cannot tell what replaced them.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const script = `
const natives = [JSON.stringify, JSON.parse, Array.prototype.push, Function.prototype.toString];
await import(${JSON.stringify(fileURLToPath(new URL('../../app.ts', import.meta.url)))});
const { extractPdfText } = await import(${JSON.stringify(fileURLToPath(new URL('./pdf-text.ts', import.meta.url)))});
const { readFileSync } = await import('node:fs');
const pages = await extractPdfText(new Uint8Array(readFileSync(${JSON.stringify(fileURLToPath(new URL('./fixtures/estado.pdf', import.meta.url)))})));
const now = [JSON.stringify, JSON.parse, Array.prototype.push, Function.prototype.toString];
console.log(JSON.stringify({ pages: pages.length, natives: now.map((fn, i) => fn === natives[i]) }));
`;

test('the server and a PDF read leave JSON, push and toString native', () => {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
  expect(result).toEqual({ pages: 2, natives: [true, true, true, true] });
});
