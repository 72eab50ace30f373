import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, reconnectDelay } from './backoff.ts';

const middle = () => 0.5;

describe('reconnect backoff', () => {
  it('doubles from one second', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, middle))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap, even with jitter', () => {
    expect(reconnectDelay(50, middle)).toBe(BACKOFF_MAX_MS);
    expect(reconnectDelay(50, () => 0.999)).toBeLessThanOrEqual(BACKOFF_MAX_MS * 1.25);
  });

  it('spreads clients by ±25 %', () => {
    expect(reconnectDelay(2, () => 0)).toBe(3000);
    expect(reconnectDelay(2, () => 1)).toBe(5000);
  });
});
