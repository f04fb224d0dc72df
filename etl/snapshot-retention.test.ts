import { describe, expect, it } from 'vitest';
import { snapshotsToPrune } from './snapshot-retention.js';

const MIN = 60_000;
const NOW = Date.parse('2026-08-22T20:00:00Z');
const at = (minutesAgo: number) => NOW - minutesAgo * MIN;

describe('snapshot retention', () => {
  const twiceDaily = [
    { name: 'a', writtenAtMs: at(48 * 60) },
    { name: 'b', writtenAtMs: at(36 * 60) },
    { name: 'c', writtenAtMs: at(24 * 60) },
    { name: 'd', writtenAtMs: at(12 * 60) },
    { name: 'e', writtenAtMs: at(1) },
  ];

  it('keeps the published snapshot and the last two before it, prunes older ones superseded long ago', () => {
    expect(snapshotsToPrune(twiceDaily, 'e', NOW)).toEqual(['a', 'b']);
  });

  it('keeps every snapshot superseded less than the grace period ago, however many refreshes ran', () => {
    // Five refreshes in a row, a minute apart: a reader may still serve any of them.
    const burst = ['p', 'q', 'r', 's', 't'].map((name, i) => ({ name, writtenAtMs: at(5 - i) }));
    expect(snapshotsToPrune(burst, 't', NOW)).toEqual([]);
    expect(snapshotsToPrune(burst, 't', NOW + 10 * MIN)).toEqual(['p', 'q']);
  });

  it('never prunes the published snapshot, even when it is not the newest directory', () => {
    expect(snapshotsToPrune(twiceDaily, 'a', NOW)).toEqual(['b']);
  });

  it('with keepPrevious 0 and no grace, keeps only the published one', () => {
    expect(snapshotsToPrune(twiceDaily, 'e', NOW, { keepPrevious: 0, graceMs: 0 })).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes interrupted writes', () => {
    expect(snapshotsToPrune([...twiceDaily, { name: '.tmp-x', writtenAtMs: at(1) }], 'e', NOW)).toContain('.tmp-x');
  });
});
