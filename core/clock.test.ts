import { describe, expect, it } from 'vitest';
import {
  madridDate,
  madridIso,
  madridToUtc,
  nextRefreshSlot,
  sameMadridOffset,
  secondsToMadridMidnight,
} from './clock.js';

describe('refresh schedule (08:00 and 20:00 Europe/Madrid)', () => {
  it('gives the next slot in summer time (CEST, UTC+2)', () => {
    expect(nextRefreshSlot(new Date('2026-08-22T05:59:00Z')).toISOString()).toBe('2026-08-22T06:00:00.000Z');
    expect(nextRefreshSlot(new Date('2026-08-22T06:00:00Z')).toISOString()).toBe('2026-08-22T18:00:00.000Z');
    expect(nextRefreshSlot(new Date('2026-08-22T21:30:00Z')).toISOString()).toBe('2026-08-23T06:00:00.000Z');
  });

  it('gives the next slot in winter time (CET, UTC+1)', () => {
    expect(nextRefreshSlot(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-22T19:00:00.000Z');
    expect(nextRefreshSlot(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe('2027-01-01T07:00:00.000Z');
  });

  it('stays at 08:00 and 20:00 local across the daylight-saving changes', () => {
    // Spring forward on 2026-03-29: 20:00 on the 28th is CET, 08:00 on the 29th is CEST.
    expect(nextRefreshSlot(new Date('2026-03-28T19:30:00Z')).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    // Fall back on 2026-10-25: 20:00 on the 24th is CEST, 08:00 on the 25th is CET.
    expect(nextRefreshSlot(new Date('2026-10-24T18:30:00Z')).toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(nextRefreshSlot(new Date('2026-10-25T07:00:00Z')).toISOString()).toBe('2026-10-25T19:00:00.000Z');
  });

  it('converts Madrid wall time to UTC and back to the Madrid date', () => {
    expect(madridToUtc(2026, 8, 22, 15, 53, 31).toISOString()).toBe('2026-08-22T13:53:31.000Z');
    expect(madridToUtc(2026, 1, 5, 0, 0, 0).toISOString()).toBe('2026-01-04T23:00:00.000Z');
    expect(madridDate(new Date('2026-08-21T22:30:00Z'))).toBe('2026-08-22');
  });

  it('knows whether a summer-time change falls between two instants, to the minute of the change', () => {
    const at = (iso: string) => Date.parse(iso);
    // Autumn 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC on 25 October.
    expect(sameMadridOffset(at('2026-08-22T12:00:00Z'), at('2026-10-25T00:59:00Z'))).toBe(true);
    expect(sameMadridOffset(at('2026-08-22T12:00:00Z'), at('2026-10-25T01:00:00Z'))).toBe(false);
    // Spring 2027: 02:00 CET becomes 03:00 CEST at 01:00 UTC on 28 March; asked from inside the winter period.
    expect(sameMadridOffset(at('2026-10-25T01:00:00Z'), at('2027-03-28T00:59:00Z'))).toBe(true);
    expect(sameMadridOffset(at('2026-12-01T00:00:00Z'), at('2027-03-28T01:00:00Z'))).toBe(false);
    // An earlier instant than the period found last is answered too.
    expect(sameMadridOffset(at('2026-03-29T00:59:00Z'), at('2026-03-29T01:00:00Z'))).toBe(false);
    expect(sameMadridOffset(at('2026-03-29T01:00:00Z'), at('2026-10-25T00:00:00Z'))).toBe(true);
  });

  it('counts the seconds to the next Madrid midnight (when a month can finish)', () => {
    expect(secondsToMadridMidnight(new Date('2026-08-31T21:30:00Z'))).toBe(1800);
    expect(secondsToMadridMidnight(new Date('2026-11-30T22:59:00Z'))).toBe(60);
  });
});

describe('madridIso', () => {
  it('writes an instant as Madrid reads it, with its offset, in summer and in winter', () => {
    expect(madridIso(Date.parse('2026-08-22T20:00:00Z'))).toBe('2026-08-22T22:00:00+02:00');
    expect(madridIso(Date.parse('2026-11-27T06:00:00Z'))).toBe('2026-11-27T07:00:00+01:00');
    // The first minute of summer time, and the last of it.
    expect(madridIso(Date.parse('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    expect(madridIso(Date.parse('2026-10-25T00:59:00Z'))).toBe('2026-10-25T02:59:00+02:00');
    expect(madridIso(Date.parse('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00+01:00');
  });
});
