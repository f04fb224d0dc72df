import { describe, expect, it } from 'vitest';
import { withSamplesOf } from './cluster-metrics.js';

describe('withSamplesOf (the primary adds its own series to the workers’ sum)', () => {
  const workers = [
    '# HELP fps_rate_limit_clients Clients',
    '# TYPE fps_rate_limit_clients gauge',
    'fps_rate_limit_clients{store="fallback"} 0',
    '',
    '# HELP other Other',
    '# TYPE other counter',
    'other 3',
  ].join('\n');
  const primary = [
    '# HELP fps_rate_limit_clients Clients',
    '# TYPE fps_rate_limit_clients gauge',
    'fps_rate_limit_clients{store="primary"} 1234',
    '',
    '# HELP fps_rate_limit_evictions_total Evictions',
    '# TYPE fps_rate_limit_evictions_total counter',
    'fps_rate_limit_evictions_total{store="primary"} 5',
  ].join('\n');

  it('puts a sample right after its family’s lines, so every family stays in one group', () => {
    const lines = withSamplesOf(workers, primary).trimEnd().split('\n');
    const at = lines.indexOf('fps_rate_limit_clients{store="primary"} 1234');
    expect(lines[at - 1]).toBe('fps_rate_limit_clients{store="fallback"} 0');
    // A family the workers lack comes whole, with its HELP and TYPE.
    expect(lines.slice(-3)).toEqual([
      '# HELP fps_rate_limit_evictions_total Evictions',
      '# TYPE fps_rate_limit_evictions_total counter',
      'fps_rate_limit_evictions_total{store="primary"} 5',
    ]);
    expect(lines.filter((line) => line.startsWith('# TYPE fps_rate_limit_clients'))).toHaveLength(1);
  });
});
