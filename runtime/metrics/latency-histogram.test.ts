import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LatencyHistogram } from './latency-histogram.js';

const BUCKETS = [0.001, 0.01, 0.1, 1];

describe('LatencyHistogram', () => {
  it("writes the exposition prom-client's Histogram writes for the same observations, bounds inclusive", async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const latency = new LatencyHistogram('fps_test_seconds', 'Test latency', 'operation', BUCKETS, [ours]);
    const reference = new Histogram({
      name: 'fps_test_seconds',
      help: 'Test latency',
      labelNames: ['operation'],
      buckets: BUCKETS,
      registers: [theirs],
    });
    const observations: [string, number][] = [
      ['getPrices', 0.0004],
      ['getPrices', 0.001], // on a bound: counted in it
      ['getPrices', 0.05],
      ['getPrices', 3],
      ['findStationsNearby', 0.2],
    ];
    for (const [operation, seconds] of observations) {
      latency.observe(operation, seconds);
      reference.observe({ operation }, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain('fps_test_seconds_bucket{le="0.001",operation="getPrices"} 2');
  });

  it('starts again from nothing when reset', async () => {
    const registry = new Registry();
    const latency = new LatencyHistogram('fps_reset_seconds', 'Reset', 'operation', BUCKETS, [registry]);
    latency.observe('getStatus', 0.5);
    latency.reset();
    expect(await registry.metrics()).not.toContain('getStatus');
  });
});
