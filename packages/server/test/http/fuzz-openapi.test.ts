/**
 * Walks every operation of the app's own OpenAPI document with hostile values (fixed seed, with
 * and without a session): no answer may be a 5xx, and every error must be the { code, message } shape.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();
const abogado = await createAbogado(deps);

const HOSTILE = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '99999999999',
    '2147483648',
    'NaN',
    '',
    ' ',
    '%00',
    '\u0000',
    'a'.repeat(3000),
  ),
  fc.constantFrom('😀', "' or 1=1 --", '<script>', '../../etc/passwd', 'null', 'true', '[]', '{}'),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);
const JSON_VALUE = fc.oneof(
  HOSTILE,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(HOSTILE, { maxLength: 3 }),
);

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body: string[];
}

function operations(): Operation[] {
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const parameters = (spec.parameters ?? []) as { in: string; name: string }[];
      const bodySchema = (
        spec.requestBody as {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        }
      )?.content?.['application/json']?.schema;
      list.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(bodySchema?.properties ?? {}),
      });
    }
  }
  return list;
}

describe('fuzzing the OpenAPI operations', () => {
  it('never answers a 5xx or an error without { code, message }', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(60);
    const runsPerOperation = Math.ceil(5000 / ops.length);
    let requests = 0;
    for (const op of ops) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(HOSTILE, { minLength: op.params.length, maxLength: op.params.length }),
          fc.array(HOSTILE, { minLength: op.query.length, maxLength: op.query.length }),
          fc.array(JSON_VALUE, { minLength: op.body.length, maxLength: op.body.length }),
          fc.boolean(),
          async (params, query, body, withSession) => {
            let url = op.path;
            op.params.forEach((name, index) => {
              url = url.replace(`{${name}}`, encodeURIComponent(params[index] || 'x'));
            });
            const search = new URLSearchParams(
              op.query.map((name, index): [string, string] => [name, query[index]]),
            );
            const response = await app.inject({
              method: op.method as 'GET',
              url: search.size ? `${url}?${search}` : url,
              headers: withSession ? abogado.auth : {},
              ...(op.method === 'GET' || op.method === 'DELETE'
                ? {}
                : { payload: Object.fromEntries(op.body.map((name, index) => [name, body[index]])) }),
            });
            requests += 1;
            const where = `${op.method} ${url} → ${response.statusCode}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (
              response.statusCode >= 400 &&
              String(response.headers['content-type'] ?? '').includes('json')
            ) {
              expect(response.json(), where).toMatchObject({
                code: expect.any(String),
                message: expect.any(String),
              });
            }
          },
        ),
        { numRuns: runsPerOperation, seed: 20261124 },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(5000);
  }, 240_000);
});
