import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>Expediente Digital</title><div id="root"></div>',
);
fs.mkdirSync(path.join(dist, 'assets'));
const APP_JS = `console.log(${'"Expediente Digital", '.repeat(200)});`;
fs.writeFileSync(path.join(dist, 'assets', 'app.js'), APP_JS);
// The build's brotli copy (packages/web/vite.config.ts).
fs.writeFileSync(path.join(dist, 'assets', 'app.js.br'), zlib.brotliCompressSync(APP_JS));
fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
const { app } = await createTestApp({ WEB_DIST_DIR: dist });

describe('the web app', () => {
  it.each(['/', '/admin/default', '/auth/sign-in', '/admin/ControlCambios/5?tipoInforme=informeCoordinador'])(
    '%s opens the app (the README URL once answered a 403 JSON error)',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('lets the browser keep hashed assets a year, and asks again for the page and the worker', async () => {
    expect((await app.inject({ url: '/assets/app.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/admin/default', '/index.html', '/sw.js']) {
      expect((await app.inject({ url })).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("sends the build's brotli copy to a browser that accepts it, and the plain file otherwise", async () => {
    const comprimida = await app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(comprimida.headers['content-encoding']).toBe('br');
    expect(comprimida.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(comprimida.rawPayload.length).toBeLessThan(APP_JS.length / 10);
    expect(zlib.brotliDecompressSync(comprimida.rawPayload).toString()).toBe(APP_JS);
    const plana = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plana.headers['content-encoding']).toBeUndefined();
    expect(plana.body).toBe(APP_JS);
  });

  it('serves its assets, and API and dev paths keep their JSON 404', async () => {
    expect((await app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    for (const url of ['/api/NoExiste', '/dev/no-existe']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NoEncontrado' });
    }
  });
});
