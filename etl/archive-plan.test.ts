import { describe, expect, it } from 'vitest';
import type { ArchiveFile, ArchiveIndex, ArchiveMonth } from '../core/data-dir/archive-index.js';
import { planArchiveUpdate } from './archive-plan.js';

const file = (name: string): ArchiveFile => ({ file: name, bytes: 1, sha256: '0'.repeat(64), rows: 1 });
const month = (name: string, dates: string[]): ArchiveMonth => ({
  month: name,
  dates,
  prices: file(`prices-${name}`),
  aggregates: file(`aggregates-${name}`),
  stations: file(`stations-${name}`),
});
const archive = (...months: ArchiveMonth[]): ArchiveIndex => ({ format: 1, months });

describe('planArchiveUpdate', () => {
  it('starts a month per month of new days, across a month boundary', () => {
    const plan = planArchiveUpdate(archive(), ['2026-08-01', '2026-07-31', '2026-07-30']);
    expect(plan.map(({ month, add, replace }) => ({ month, add, replace }))).toEqual([
      { month: '2026-07', add: ['2026-07-30', '2026-07-31'], replace: [] },
      { month: '2026-08', add: ['2026-08-01'], replace: [] },
    ]);
  });

  it('the open month gains the new day; a day loaded again replaces its rows while its month is open', () => {
    const july = month('2026-07', ['2026-07-30', '2026-07-31']);
    const august = month('2026-08', ['2026-08-01']);
    expect(planArchiveUpdate(archive(july, august), ['2026-07-30', '2026-08-01', '2026-08-02'], '2026-08-02')).toEqual([
      { month: '2026-08', current: august, add: ['2026-08-02'], replace: [] },
    ]);
    expect(planArchiveUpdate(archive(july, august), ['2026-08-01'], '2026-08-01')).toEqual([
      { month: '2026-08', current: august, add: [], replace: ['2026-08-01'] },
    ]);
  });

  it('never rewrites a closed month for a day it holds, even one loaded again', () => {
    const july = month('2026-07', ['2026-07-31']);
    const august = month('2026-08', ['2026-08-01']);
    expect(planArchiveUpdate(archive(july, august), ['2026-07-31'], '2026-07-31')).toEqual([]);
    // A day of a later month closes July within the same publication.
    expect(planArchiveUpdate(archive(july), ['2026-07-31', '2026-08-01'], '2026-07-31')).toEqual([
      { month: '2026-08', current: undefined, add: ['2026-08-01'], replace: [] },
    ]);
  });

  it('a closed month is rewritten to add a day it was missing, and only that month', () => {
    const july = month('2026-07', ['2026-07-30']);
    const august = month('2026-08', ['2026-08-01', '2026-08-19']);
    expect(planArchiveUpdate(archive(july, august), ['2026-07-30', '2026-07-31', '2026-08-01'])).toEqual([
      { month: '2026-07', current: july, add: ['2026-07-31'], replace: [] },
    ]);
  });

  it('has nothing to do when every day is held', () => {
    const august = month('2026-08', ['2026-08-01']);
    expect(planArchiveUpdate(archive(august), ['2026-08-01', '2026-08-01'])).toEqual([]);
  });

  it('gives a month archived before station tables its table, and no new day', () => {
    const { stations: _table, ...july } = month('2026-07', ['2026-07-30', '2026-07-31']);
    const august = month('2026-08', ['2026-08-01']);
    expect(planArchiveUpdate(archive(july, august), ['2026-08-01'])).toEqual([
      { month: '2026-07', current: july, add: [], replace: [] },
    ]);
  });
});
