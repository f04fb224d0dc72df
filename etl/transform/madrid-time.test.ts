import { describe, expect, it } from 'vitest';
import { madridToUtc, parseMinistryFecha } from './madrid-time.js';

describe('parseMinistryFecha', () => {
  it('converts summer time (CEST, UTC+2)', () => {
    expect(parseMinistryFecha('22/08/2026 15:53:31')).toEqual({
      source_time: '2026-08-22T13:53:31Z',
      source_date: '2026-08-22',
    });
  });

  it('converts winter time (CET, UTC+1)', () => {
    expect(parseMinistryFecha('15/01/2026 08:00:00')?.source_time).toBe('2026-01-15T07:00:00Z');
  });

  it('reads the history form, whose midnight falls on the previous UTC day', () => {
    expect(parseMinistryFecha('11/07/2026 0:00:00')).toEqual({
      source_time: '2026-07-10T22:00:00Z',
      source_date: '2026-07-11',
    });
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: 02:00 CET jumps to 03:00 CEST.
    expect(parseMinistryFecha('29/03/2026 01:59:59')?.source_time).toBe('2026-03-29T00:59:59Z');
    expect(parseMinistryFecha('29/03/2026 03:00:00')?.source_time).toBe('2026-03-29T01:00:00Z');
    // A time that never happened moves forward by the skipped hour.
    expect(parseMinistryFecha('29/03/2026 02:30:00')?.source_time).toBe('2026-03-29T01:30:00Z');
    // 25 October 2026: 03:00 CEST falls back to 02:00 CET; 02:30 happens twice, the later one is taken.
    expect(parseMinistryFecha('25/10/2026 01:30:00')?.source_time).toBe('2026-10-24T23:30:00Z');
    expect(parseMinistryFecha('25/10/2026 02:30:00')?.source_time).toBe('2026-10-25T01:30:00Z');
    expect(parseMinistryFecha('25/10/2026 03:30:00')?.source_time).toBe('2026-10-25T02:30:00Z');
  });

  it('rejects what is not a real date and time', () => {
    for (const bad of [
      '',
      '2026-08-22 15:53:31',
      '31/02/2026 10:00:00',
      '22/13/2026 10:00:00',
      '22/08/2026 24:00:00',
      'x',
    ]) {
      expect(parseMinistryFecha(bad), bad).toBeNull();
    }
  });
});

describe('madridToUtc', () => {
  it('gives the instant of a Madrid wall-clock time', () => {
    expect(madridToUtc(2026, 12, 31, 23, 59, 59).toISOString()).toBe('2026-12-31T22:59:59.000Z');
    expect(madridToUtc(2026, 7, 1).toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});
