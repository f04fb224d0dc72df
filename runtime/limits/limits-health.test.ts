import { describe, expect, it } from 'vitest';
import { LimitsHealth } from './limits-health.js';

describe('LimitsHealth', () => {
  it('warns at most once a minute while the store fails, counting the failures in between, and says when it is back', () => {
    let now = 0;
    const warnings: unknown[][] = [];
    const infos: unknown[][] = [];
    const logger = { warn: (...a: unknown[]) => warnings.push(a), info: (...a: unknown[]) => infos.push(a) };
    const health = new LimitsHealth('redis', logger, () => now);
    expect(health.status()).toEqual({ store: 'redis', healthy: true });
    for (; now < 60_000; now += 1_000) health.failed(new Error('ECONNREFUSED'));
    expect(warnings).toHaveLength(1);
    expect(health.status()).toEqual({ store: 'redis', healthy: false });
    health.failed(new Error('ECONNREFUSED')); // at 60 s: the next warning, with the 60 failures since the first
    expect(warnings).toHaveLength(2);
    expect(warnings[1]?.[0]).toMatchObject({ failures: 60 });
    health.succeeded();
    health.succeeded();
    expect(health.status()).toEqual({ store: 'redis', healthy: true });
    expect(infos).toHaveLength(1);
    // A new outage warns at once.
    health.failed(new Error('ECONNREFUSED'));
    expect(warnings).toHaveLength(3);
  });
});

describe('LimitsHealth as a circuit', () => {
  it('asks the store always while it answers; after a failure one probe a second, the others decided here', () => {
    let now = 0;
    const health = new LimitsHealth('redis', { warn: () => {}, info: () => {} }, () => now);
    expect([health.shouldAsk(), health.shouldAsk()]).toEqual([true, true]);
    health.failed(new Error('timeout'));
    expect(health.shouldAsk()).toBe(false);
    now = 999;
    expect(health.shouldAsk()).toBe(false);
    now = 1_000;
    expect(health.shouldAsk()).toBe(true); // the probe
    expect(health.shouldAsk()).toBe(false); // one at a time
    health.failed(new Error('timeout again'));
    now = 1_500;
    expect(health.shouldAsk()).toBe(false);
    now = 2_000;
    expect(health.shouldAsk()).toBe(true);
    health.succeeded();
    expect([health.shouldAsk(), health.shouldAsk()]).toEqual([true, true]);
    expect(health.status().healthy).toBe(true);
  });
});
