/**
 * Tenant isolation, reusable route by route: the other lawyer calls a route with the owner's ids
 * and must get 404, as for an id that does not exist, and none of the owner's data.
 */
import { expect } from 'vitest';
import type { CreatedAbogado } from './factories.ts';
import type { TestApp } from './test-app.ts';

export interface IsolationCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** URL naming the owner's resources. */
  url: string;
  payload?: unknown;
  /** Strings that belong to the owner and must never appear in the answer (names, radicados…). */
  secrets?: string[];
  /**
   * An administrators-only route: the intruder is refused for its role, 403 'SinPermisos' whatever
   * the id, so the answer confirms nothing about it.
   */
  soloAdministradores?: true;
}

export async function expectIsolated(app: TestApp['app'], intruder: CreatedAbogado, cases: IsolationCase[]) {
  for (const route of cases) {
    const response = await app.inject({
      method: route.method,
      url: route.url,
      headers: intruder.auth,
      payload: route.payload as Record<string, unknown> | undefined,
    });
    // 404 only: a 403 or 400 would confirm the id exists in another account (issue 20, item 10).
    const expected = route.soloAdministradores ? 403 : 404;
    expect(response.statusCode, `${route.method} ${route.url} answered ${response.statusCode}`).toBe(
      expected,
    );
    if (route.soloAdministradores) expect(response.json().code).toBe('SinPermisos');
    for (const secret of route.secrets ?? []) {
      expect(response.body, `${route.method} ${route.url} leaked ${secret}`).not.toContain(secret);
    }
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  }
}
