import { describe, expect, it } from 'vitest';
import { daysBetween, parseDayRange } from './date-range.js';

describe('parseDayRange', () => {
  it('takes a range across months, or one day', () => {
    expect(parseDayRange('2026-07-30..2026-08-01')).toEqual({ from: '2026-07-30', to: '2026-08-01' });
    expect(parseDayRange('2026-08-20')).toEqual({ from: '2026-08-20', to: '2026-08-20' });
    expect(daysBetween('2026-07-30', '2026-08-01')).toEqual(['2026-07-30', '2026-07-31', '2026-08-01']);
    expect(daysBetween('2024-02-28', '2024-03-01')).toHaveLength(3);
  });

  it('refuses what is not a range of real days, naming the value', () => {
    for (const bad of [
      '',
      '2026-02-30',
      '2026-8-01',
      '2026-08-01..',
      '2026-08-01..2026-08-02..2026-08-03',
      'yesterday',
    ]) {
      expect(() => parseDayRange(bad)).toThrow(
        new RangeError(`${JSON.stringify(bad)} is not a day or a range of days (YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD)`),
      );
    }
    expect(() => parseDayRange('2026-08-03..2026-07-28')).toThrow('"2026-08-03..2026-07-28" starts after it ends');
    expect(() => parseDayRange('2024-01-01..2025-01-01')).toThrow('spans more than 366 days');
    expect(parseDayRange('2024-01-01..2024-12-31').to).toBe('2024-12-31');
  });
});
