import { describe, expect, it, vi } from 'vitest';
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
  const quiet = { warn: () => {}, info: () => {} };

  it('asks the store while it answers; after a failure decides every request here and probes beside them', async () => {
    vi.useFakeTimers();
    try {
      const health = new LimitsHealth('redis', quiet);
      let answers = true;
      let probes = 0;
      health.probeWith(async () => {
        probes++;
        if (!answers) throw new Error('timeout');
      });
      let asked = 0;
      const command = async () => {
        asked++;
        if (!answers) throw new Error('timeout');
        return 'shared';
      };
      expect(await health.ask(command)).toBe('shared');
      answers = false;
      expect(await health.ask(command)).toBeUndefined();
      expect(health.status().healthy).toBe(false);
      // Requests never reach the failed store, whatever their rate; a probe goes once a second without them.
      for (let i = 0; i < 30; i++) expect(await health.ask(command)).toBeUndefined();
      expect(asked).toBe(2);
      expect(probes).toBe(0);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(probes).toBe(3);
      answers = true;
      await vi.advanceTimersByTimeAsync(1_000);
      expect(probes).toBe(4);
      expect(health.status().healthy).toBe(true);
      expect(await health.ask(command)).toBe('shared');
      // Healthy: no more probes.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(probes).toBe(4);
      health.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('decides a request here when the answer is late, and takes the late answer as a sign the store is alive', async () => {
    const health = new LimitsHealth('redis', quiet);
    let reply: (value: string) => void = () => {};
    const late = () => new Promise<string>((resolve) => (reply = resolve));
    const started = performance.now();
    expect(await health.ask(late, 20)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(250);
    reply('late');
    await Promise.resolve();
    expect(health.status().healthy).toBe(true);
  });
});
