/**
 * Security headers (issue 'Real courts and hostile input', item 4): every page and API answer
 * carries a CSP without inline scripts that forbids framing, nosniff and a same-origin referrer;
 * HSTS only in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
const desarrollo = await createTestApp({ WEB_DIST_DIR: dist });
const produccion = await createTestApp({ WEB_DIST_DIR: dist, NODE_ENV: 'production' });

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it.each(['/', '/admin/default', '/api/Expedientes', '/api/NoExiste'])('%s carries them', async (url) => {
    const response = await desarrollo.app.inject({ url });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrades insecure requests in production, where court documents frame over https only', async () => {
    const response = await produccion.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https:']);
  });
});
