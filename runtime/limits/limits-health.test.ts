import { describe, expect, it, vi } from 'vitest';
import { LimitsHealth } from './limits-health.js';

/** Moves the fake clock on by `ms`. A verdict waits for the loop's next turn: 1 ms after its timer, on this clock. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

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
    // On a clock of its own: the request is decided at 20 ms, not a moment before, however busy the machine.
    vi.useFakeTimers();
    const health = new LimitsHealth('redis', quiet);
    let reply: (value: string) => void = () => {};
    const late = () => new Promise<string>((resolve) => (reply = resolve));
    let decided: string | undefined | null = null;
    try {
      void health.ask(late, 20).then((value) => (decided = value));
      await elapse(19);
      expect(decided).toBeNull();
      await elapse(2);
      expect(decided).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    reply('late');
    await Promise.resolve();
    expect(health.status().healthy).toBe(true);
  });
});
