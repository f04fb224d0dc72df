import { describe, expect, it } from 'vitest';
import { madridToUtc } from '../../core/clock.js';
import type { Station } from '../../core/model.js';
import { parseHours } from '../../etl/transform/hours.js';
import { firstOpen, openNowAt } from './open-now.js';

// Horario texts as the ministry writes them (each found in the register of 22/08/2026), read by the ETL's parser.
function station(hours: string, id = 1): Station {
  return { id, hours, opening_hours: parseHours(hours).opening_hours } as Station;
}

/** An instant by Madrid wall clock; 2026-08-24 is a Monday, 2026-08-22 a Saturday, 2026-08-23 a Sunday. */
const madrid = (date: string, time: string): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return madridToUtc(y, m, d, hh, mm);
};

/** open_now at a Madrid time, and when the answer stops being true (as a Madrid wall time). */
function at(hours: string, date: string, time: string): { open: boolean | null; changesAt: Date | null } {
  const openNow = openNowAt(madrid(date, time));
  const open = openNow.of(station(hours));
  return { open, changesAt: openNow.changesAt() };
}

describe('open_now from the register hours, in Europe/Madrid', () => {
  it('L-D: 24H is always open and never changes', () => {
    for (const time of ['00:00', '12:00', '23:59']) {
      expect(at('L-D: 24H', '2026-08-23', time)).toEqual({ open: true, changesAt: null });
    }
    // 00:00-23:59 is the register's other way of writing 24 hours.
    expect(at('L-D: 00:00-23:59', '2026-08-24', '23:59')).toEqual({ open: true, changesAt: null });
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    const hours = 'L-V: 06:00-22:00; S-D: 07:00-22:00';
    expect(at(hours, '2026-08-24', '05:59')).toEqual({ open: false, changesAt: madrid('2026-08-24', '06:00') });
    expect(at(hours, '2026-08-24', '06:00')).toEqual({ open: true, changesAt: madrid('2026-08-24', '22:00') });
    expect(at(hours, '2026-08-24', '21:59')).toEqual({ open: true, changesAt: madrid('2026-08-24', '22:00') });
    expect(at(hours, '2026-08-24', '22:00')).toEqual({ open: false, changesAt: madrid('2026-08-25', '06:00') });
    // The weekend group opens an hour later.
    expect(at(hours, '2026-08-22', '06:30')).toEqual({ open: false, changesAt: madrid('2026-08-22', '07:00') });
  });

  it('reads split hours: closed between the two ranges', () => {
    const hours = 'L-D: 07:00-14:00 y 15:00-22:00';
    expect(at(hours, '2026-08-24', '13:59').open).toBe(true);
    expect(at(hours, '2026-08-24', '14:00')).toEqual({ open: false, changesAt: madrid('2026-08-24', '15:00') });
    expect(at(hours, '2026-08-24', '15:00')).toEqual({ open: true, changesAt: madrid('2026-08-24', '22:00') });
  });

  it('closes after midnight on the next day, and not on a day the range does not start', () => {
    // Station 10324 of the fixtures: Monday to Saturday from 07:00 to 02:00 the next morning.
    const hours = 'L-S: 07:00-02:00';
    expect(at(hours, '2026-08-22', '23:59').open).toBe(true); // Saturday night
    expect(at(hours, '2026-08-23', '01:59')).toEqual({ open: true, changesAt: madrid('2026-08-23', '02:00') });
    // Sunday is not in L-S: closed from 02:00 until Monday 07:00.
    expect(at(hours, '2026-08-23', '02:00')).toEqual({ open: false, changesAt: madrid('2026-08-24', '07:00') });
    expect(at(hours, '2026-08-23', '12:00').open).toBe(false);
    // Monday 01:00 follows a Sunday with no hours: closed.
    expect(at(hours, '2026-08-24', '01:00')).toEqual({ open: false, changesAt: madrid('2026-08-24', '07:00') });
  });

  it('treats a closing time of 00:00 as the end of the day', () => {
    const hours = 'L-D: 06:00-00:00';
    expect(at(hours, '2026-08-24', '23:59')).toEqual({ open: true, changesAt: madrid('2026-08-25', '00:00') });
    expect(at(hours, '2026-08-25', '00:00')).toEqual({ open: false, changesAt: madrid('2026-08-25', '06:00') });
  });

  it('follows day ranges and single days, and a week that is open through several nights', () => {
    const hours = 'L-V: 06:00-22:00; S: 07:30-15:30; D: 09:00-15:00';
    expect(at(hours, '2026-08-22', '15:29').open).toBe(true); // Saturday
    expect(at(hours, '2026-08-22', '15:30')).toEqual({ open: false, changesAt: madrid('2026-08-23', '09:00') });
    // Open from Monday 07:00 without a break until Saturday 21:00 (station 6207 of the fixtures).
    const long = 'L: 07:00-00:00; M-V: 24H; S: 00:00-21:00; D: 08:00-22:00';
    expect(at(long, '2026-08-26', '03:00')).toEqual({ open: true, changesAt: madrid('2026-08-29', '21:00') });
    expect(at(long, '2026-08-24', '06:59')).toEqual({ open: false, changesAt: madrid('2026-08-24', '07:00') });
  });

  it('reads the odd formats of the register: one-digit hours, a break at night, one day only', () => {
    expect(at('L-D: 7:00-23:00', '2026-08-24', '07:00').open).toBe(true);
    expect(at('L-D: 7:00-23:00', '2026-08-24', '06:59').open).toBe(false);
    const nightBreak = 'L-J: 00:00-02:00 y 06:00-23:59; V-S: 00:00-23:59; D: 00:00-02:00 y 06:00-23:59';
    expect(at(nightBreak, '2026-08-24', '03:00')).toEqual({ open: false, changesAt: madrid('2026-08-24', '06:00') });
    // Friday to Sunday 02:00 without a break: Thursday night runs into Friday.
    expect(at(nightBreak, '2026-08-28', '03:00')).toEqual({ open: true, changesAt: madrid('2026-08-30', '02:00') });
    // "L: 24H" (112 stations): the register says Monday only, and the ETL reads it so.
    expect(at('L: 24H', '2026-08-24', '12:00')).toEqual({ open: true, changesAt: madrid('2026-08-25', '00:00') });
    expect(at('L: 24H', '2026-08-25', '12:00')).toEqual({ open: false, changesAt: madrid('2026-08-31', '00:00') });
  });

  it('is null, and never expires an answer, when the hours cannot be read', () => {
    for (const hours of ['', 'Consultar horario', 'L-D: 25:00-26:00']) {
      expect(at(hours, '2026-08-24', '12:00')).toEqual({ open: null, changesAt: null });
    }
  });

  it('changes when the first of the stations read opens or closes', () => {
    const openNow = openNowAt(madrid('2026-08-24', '12:00'));
    expect(openNow.changesAt()).toBeNull();
    openNow.of(station('L-D: 06:00-22:00'));
    openNow.of(station('L-D: 24H'));
    expect(openNow.changesAt()).toEqual(madrid('2026-08-24', '22:00'));
    openNow.of(station('L-D: 07:00-14:00 y 15:00-22:00'));
    expect(openNow.changesAt()).toEqual(madrid('2026-08-24', '14:00'));
  });

  it('counts from the start of the request minute', () => {
    const openNow = openNowAt(new Date(madrid('2026-08-24', '21:59').getTime() + 42_500));
    expect(openNow.of(station('L-D: 06:00-22:00'))).toBe(true);
    expect(openNow.changesAt()).toEqual(madrid('2026-08-24', '22:00'));
  });

  it('never expires later than the real change across a change of summer time', () => {
    // Spring: 2027-03-28 02:00 CET becomes 03:00 CEST; a 06:00 opening is 04:00 UTC.
    const spring = openNowAt(madrid('2027-03-28', '01:30'));
    expect(spring.of(station('L-D: 06:00-22:00'))).toBe(false);
    expect(spring.changesAt()?.toISOString()).toBe('2027-03-28T04:00:00.000Z');
    // Autumn: 2026-10-25 03:00 CEST becomes 02:00 CET; the 06:00 opening (05:00 UTC) is 6 h 30 min away,
    // an expiry on the wall clock's 5 h 30 min is early, never late.
    const start = madrid('2026-10-25', '00:30');
    const autumn = openNowAt(start);
    expect(autumn.of(station('L-D: 06:00-22:00'))).toBe(false);
    const changesAt = autumn.changesAt()?.getTime() ?? 0;
    expect(changesAt).toBeGreaterThan(start.getTime());
    expect(changesAt).toBeLessThanOrEqual(Date.parse('2026-10-25T05:00:00Z'));
  });

  it('firstOpen keeps the open ones in order up to the limit and reads no station past it', () => {
    const openNow = openNowAt(madrid('2026-08-24', '12:00'));
    const ordered = [
      station('L-D: 13:00-22:00', 1), // closed until 13:00
      station('L-D: 24H', 2),
      station('L-D: 06:00-22:00', 3),
      station('L-D: 06:00-12:30', 4), // past the limit: not read
    ];
    expect(firstOpen(ordered, (s) => s, openNow, 2).map((s) => s.id)).toEqual([2, 3]);
    expect(openNow.changesAt()).toEqual(madrid('2026-08-24', '13:00'));
  });
});

describe('next_change_at: the instant of the next opening or closing, in Europe/Madrid with its offset', () => {
  const next = (hours: string, date: string, time: string) => openNowAt(madrid(date, time)).at(station(hours));

  it('is null for a station open all week and for hours that cannot be read', () => {
    expect(next('L-D: 24H', '2026-08-23', '12:00')).toEqual({ open: true, nextChangeAt: null });
    expect(next('ABIERTO SEGÚN TEMPORADA', '2026-08-23', '12:00')).toEqual({ open: null, nextChangeAt: null });
  });

  it('is the closing minute while open and the opening minute while closed, across midnight', () => {
    expect(next('L-D: 07:00-22:00', '2026-08-24', '21:30').nextChangeAt).toBe('2026-08-24T22:00:00+02:00');
    expect(next('L-D: 07:00-22:00', '2026-08-24', '23:10').nextChangeAt).toBe('2026-08-25T07:00:00+02:00');
    // Closing after midnight: open on Monday evening until Tuesday 02:00.
    expect(next('L-D: 18:00-02:00', '2026-08-24', '23:30')).toEqual({
      open: true,
      nextChangeAt: '2026-08-25T02:00:00+02:00',
    });
  });

  it('reads split hours: the break, then the afternoon', () => {
    const hours = 'L-D: 07:00-14:00 y 15:00-22:00';
    expect(next(hours, '2026-08-24', '13:00').nextChangeAt).toBe('2026-08-24T14:00:00+02:00');
    expect(next(hours, '2026-08-24', '14:20')).toEqual({ open: false, nextChangeAt: '2026-08-24T15:00:00+02:00' });
  });

  it('crosses a change of summer time with the offset of the instant it names', () => {
    // Saturday 24 October 2026 at 23:00 (summer time); the clocks go back at 03:00 on Sunday.
    expect(next('L-D: 07:00-22:00', '2026-10-24', '23:00').nextChangeAt).toBe('2026-10-25T07:00:00+01:00');
    // Saturday 28 March 2026 at 23:00 (winter time); the clocks go forward at 02:00 on Sunday.
    expect(next('L-D: 07:00-22:00', '2026-03-28', '23:00').nextChangeAt).toBe('2026-03-29T07:00:00+02:00');
  });
});
