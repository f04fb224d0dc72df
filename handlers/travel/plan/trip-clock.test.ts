import { describe, expect, it } from 'vitest';
import { madridIso, madridToUtc } from '../../../core/clock.js';
import type { Station } from '../../../core/model.js';
import { parseHours } from '../../../etl/transform/hours.js';
import { openNowAt } from '../../shared/open-now.js';
import { tripClock } from './trip-clock.js';

// Horario texts as the register writes them, read by the ETL's parser, as open_now reads them.
const HOURS = [
  'L-D: 24H',
  'L-D: 07:00-22:00',
  'L-V: 06:00-22:00; S-D: 07:00-22:00',
  'L-S: 07:00-02:00',
  'L-D: 07:00-14:00 y 15:00-22:00',
  'L-V: 02:30-03:30',
  'D: 01:00-04:00',
];
const station = (hours: string): Station =>
  ({ id: 1, hours, opening_hours: parseHours(hours).opening_hours }) as Station;

/** Departures around Madrid's changes of summer time (2026-10-25 03:00 CEST → 02:00 CET; 2027-03-28 02:00 → 03:00). */
const DEPARTURES = [
  madridToUtc(2026, 10, 24, 20, 0),
  madridToUtc(2026, 10, 25, 1, 30),
  madridToUtc(2027, 3, 27, 22, 0),
  madridToUtc(2027, 3, 28, 1, 45),
  madridToUtc(2026, 8, 22, 16, 0),
];

describe('whether a station is open at an arrival, along a trip', () => {
  it('agrees with open_now and next_change_at every 3 minutes for 12 hours from each departure, across summer time', () => {
    for (const departure of DEPARTURES) {
      const clock = tripClock(departure.getTime());
      for (let minutes = 0; minutes <= 12 * 60; minutes += 3) {
        // An arrival somewhere inside the minute: open_now reads the minute too.
        const at = departure.getTime() + minutes * 60_000 + ((minutes * 7919) % 60_000);
        const openNow = openNowAt(new Date(at));
        for (const hours of HOURS) {
          const expected = openNow.at(station(hours));
          const got = clock.openAt(station(hours).opening_hours, at);
          const label = `${hours} at ${madridIso(at)}`;
          expect(got?.open, label).toBe(expected.open);
          // Open with a change to come: the change is the closing.
          if (got?.open && expected.nextChangeAt !== null) {
            expect(madridIso(got.closesAtMs as number), label).toBe(expected.nextChangeAt);
          }
        }
      }
    }
  });

  it('reads the wall clock after a change of summer time on the way, not the departure offset', () => {
    // Leave at 01:30 CEST on 25 October; two real hours later the wall clock reads 02:30 CET, not 03:30.
    const departure = madridToUtc(2026, 10, 25, 1, 30).getTime();
    expect(madridIso(departure)).toBe('2026-10-25T01:30:00+02:00');
    const arrival = departure + 2 * 3_600_000;
    expect(madridIso(arrival)).toBe('2026-10-25T02:30:00+01:00');
    const clock = tripClock(departure);
    expect(clock.openAt(station('L-V: 02:30-03:30').opening_hours, arrival)?.open).toBe(false); // a Sunday
    expect(clock.openAt(station('D: 03:00-04:00').opening_hours, arrival)?.open).toBe(false);
    expect(clock.openAt(station('D: 02:00-03:00').opening_hours, arrival)?.open).toBe(true);
  });

  it('says nothing of a station whose hours cannot be read', () => {
    expect(tripClock(Date.UTC(2026, 7, 22)).openAt(null, Date.UTC(2026, 7, 22, 12))).toBeNull();
  });
});
