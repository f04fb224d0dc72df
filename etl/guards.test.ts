import { describe, expect, it } from 'vitest';
import type { CleanSnapshot, Station } from '../core/model.js';
import { checkRefresh, GuardRejection } from './guards.js';

function snapshot(valid: number, rejected: number): CleanSnapshot {
  return {
    source_time: '2026-08-22T13:53:31Z',
    source_date: '2026-08-22',
    stations: Array.from({ length: valid }, (_, i) => ({ id: i }) as Station),
    rejected: Array.from({ length: rejected }, (_, i) => ({ id: String(i), reason: 'latitude outside Spain' })),
    refusedPrices: [],
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

  it('reject more than 2 % invalid records', () => {
    expect(() => checkRefresh(snapshot(9_790, 210), null)).toThrow(/210 of 10000 records are invalid/);
    expect(() => checkRefresh(snapshot(9_800, 200), null)).not.toThrow();
  });

  it('reject an empty list', () => {
    expect(() => checkRefresh(snapshot(0, 0), null)).toThrow(/empty station list/);
  });
});
