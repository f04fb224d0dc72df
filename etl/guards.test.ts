import { describe, expect, it } from 'vitest';
import type { CleanSnapshot, Station } from '../core/model.js';
import { checkNotAhead, checkRefresh, FutureSourceError, GuardRejection } from './guards.js';

function snapshot(valid: number, rejected: number): CleanSnapshot {
  return {
    source_time: '2026-08-22T13:53:31Z',
    source_date: '2026-08-22',
    stations: Array.from({ length: valid }, (_, i) => ({ id: i }) as Station),
    rejected: Array.from({ length: rejected }, (_, i) => ({ id: String(i), reason: 'latitude outside Spain' })),
    refusedPrices: [],
    truncatedTexts: [],
  };
}

describe('refresh guards', () => {
  it('accept a normal refresh', () => {
    expect(() => checkRefresh(snapshot(11_300, 10), 11_385)).not.toThrow();
    expect(() => checkRefresh(snapshot(11_300, 0), null)).not.toThrow();
  });

  it('reject a station count that drops more than 10 % against the last good one', () => {
    expect(() => checkRefresh(snapshot(10_246, 0), 11_385)).toThrow(GuardRejection);
    expect(() => checkRefresh(snapshot(10_247, 0), 11_385)).not.toThrow();
  });

  it('reject a station count that grows more than 20 %, and let one that fell by the most allowed come back', () => {
    expect(() => checkRefresh(snapshot(56_925, 0), 11_385)).toThrow(
      /56925 stations against 11385 .*a rise of more than 20 %/,
    );
    expect(() => checkRefresh(snapshot(13_663, 0), 11_385)).toThrow(GuardRejection);
    expect(() => checkRefresh(snapshot(13_662, 0), 11_385)).not.toThrow();
    expect(() => checkRefresh(snapshot(11_385, 0), 10_247)).not.toThrow();
  });

  it('reject more than 2 % invalid records', () => {
    expect(() => checkRefresh(snapshot(9_790, 210), null)).toThrow(/210 of 10000 records are invalid/);
    expect(() => checkRefresh(snapshot(9_800, 200), null)).not.toThrow();
  });

  it('refuse a register dated more than 3 hours ahead of the clock', () => {
    const now = new Date('2026-11-27T12:00:00.123Z');
    expect(() => checkNotAhead('2026-11-27T15:00:00Z', now)).not.toThrow();
    expect(() => checkNotAhead('2026-11-27T15:00:01Z', now)).toThrow(FutureSourceError);
    expect(() => checkNotAhead('2027-05-21T06:00:00Z', now)).toThrow(
      'the register answered data of 2027-05-21T06:00:00Z, ahead of the clock (2026-11-27T12:00:00Z)',
    );
  });

  it('reject an empty list', () => {
    expect(() => checkRefresh(snapshot(0, 0), null)).toThrow(/empty station list/);
  });
});
