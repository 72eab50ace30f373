import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.EMBEDDED_PG_PORT).not.toBe(5432);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    // The night's budget: the 5-hour sweep window at one request per second, per host and egress.
    expect(config.SWEEP_BUDGET_PER_HOST).toBe(18_000);
    expect(config.SWEEP_FLOOR_DAYS).toBe(7);
    // 1 % of each egress's budget kept from the lower tiers for checks asked for during the night.
    expect(config.SWEEP_USER_RESERVE_PERCENT).toBe(1);
    expect(loadConfig({ SWEEP_BUDGET_PER_HOST: '36000', SWEEP_FLOOR_DAYS: '14' })).toMatchObject({
      SWEEP_BUDGET_PER_HOST: 36_000,
      SWEEP_FLOOR_DAYS: 14,
    });
  });

  it.each([
    [{ PORT: 'tres mil' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ EMBEDDED_PG_PORT: '5432' }, 'EMBEDDED_PG_PORT'],
    [{ SMTP_URL: 'http://correo' }, 'SMTP_URL'],
    [{ JWT_SECRET: 'corto' }, 'JWT_SECRET'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,10.0.0.0/99' }, 'TRUST_PROXY'],
    [{ SWEEP_BUDGET_PER_HOST: '0' }, 'SWEEP_BUDGET_PER_HOST'],
    [{ SWEEP_FLOOR_DAYS: 'siete' }, 'SWEEP_FLOOR_DAYS'],
    [{ SWEEP_USER_RESERVE_PERCENT: '80' }, 'SWEEP_USER_RESERVE_PERCENT'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' }, 'JWT_SECRET'],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', JWT_SECRET: 'x'.repeat(32), DEMO: 'true' },
      'DEMO',
    ],
  ])('stops with one line naming the bad variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configuración inválida: ${name}`));
  });

  it('reads TRUST_PROXY as a list of addresses and ranges, and believes no proxy without it', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,::1 ' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
  });
});
