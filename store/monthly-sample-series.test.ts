import { describe, expect, it } from 'vitest';
import { MONTHLY_FUELS } from '../core/data-dir/monthly-series.js';
import { SAMPLE_FIRST_MONTH, SAMPLE_LAST_MONTH, SAMPLE_SOURCE, sampleMonthlySeries } from './monthly-sample-series.js';

describe('the embedded sample series', () => {
  const series = sampleMonthlySeries();

  it('covers every month from 2005-01 to 2026-08 for both fuels', () => {
    for (const fuel of MONTHLY_FUELS) {
      expect(series[fuel]).toHaveLength((2026 - 2005) * 12 + 8);
      expect(series[fuel][0]?.month).toBe(SAMPLE_FIRST_MONTH);
      expect(series[fuel].at(-1)?.month).toBe(SAMPLE_LAST_MONTH);
    }
  });

  it('is deterministic', () => {
    expect(sampleMonthlySeries()).toEqual(series);
  });

  it('is plausible: prices, tax shares and week counts in the ranges of the real series', () => {
    for (const fuel of MONTHLY_FUELS) {
      for (const p of series[fuel]) {
        expect(p.with_taxes).toBeGreaterThan(0.7);
        expect(p.with_taxes).toBeLessThan(2.3);
        expect(p.without_taxes).toBeGreaterThan(0.2);
        expect(p.without_taxes).toBeLessThan(p.with_taxes as number);
        expect(p.taxes_share_pct).toBeGreaterThan(30);
        expect(p.taxes_share_pct).toBeLessThan(65);
        expect([4, 5]).toContain(p.weeks);
      }
    }
    // July 2026 has four Mondays (6, 13, 20, 27); June 2026 has five (1, 8, 15, 22, 29).
    expect(series.diesel.find((p) => p.month === '2026-07')?.weeks).toBe(4);
    expect(series.diesel.find((p) => p.month === '2026-06')?.weeks).toBe(5);
  });

  it('says it is a sample in its source text', () => {
    expect(SAMPLE_SOURCE).toMatch(/sample/i);
    expect(SAMPLE_SOURCE).toMatch(/not the Weekly Oil Bulletin/);
  });
});
