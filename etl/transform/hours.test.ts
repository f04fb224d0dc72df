import { describe, expect, it } from 'vitest';
import type { OpeningInterval, Weekday } from '../../core/model.js';
import { historyList, nationalList } from '../../test/support/ministry-files.js';
import { parseHours } from './hours.js';

const WEEK: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const every = (open: string, close: string, days = WEEK): OpeningInterval[] =>
  days.map((day) => ({ day, open, close }));

describe('parseHours', () => {
  it('reads 24 hours every day', () => {
    expect(parseHours('L-D: 24H')).toEqual({ opening_hours: every('00:00', '24:00'), is_24h: true });
  });

  it('reads one range for the whole week', () => {
    expect(parseHours('L-D: 07:00-22:00')).toEqual({ opening_hours: every('07:00', '22:00'), is_24h: false });
  });

  it('reads several day groups', () => {
    const { opening_hours } = parseHours('L-S: 08:00-22:00; D: 09:00-21:00');
    expect(opening_hours).toEqual([
      ...every('08:00', '22:00', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat']),
      { day: 'sun', open: '09:00', close: '21:00' },
    ]);
    const weekdays = parseHours('L-V: 06:00-22:00; S: 07:00-15:00').opening_hours;
    expect(weekdays?.map((i) => i.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    expect(parseHours('L: 07:00-21:00; M-V: 08:00-20:00').opening_hours?.slice(0, 2)).toEqual([
      { day: 'mon', open: '07:00', close: '21:00' },
      { day: 'tue', open: '08:00', close: '20:00' },
    ]);
  });

  it('reads split days', () => {
    const { opening_hours } = parseHours('L-V: 07:00-14:00 y 16:00-20:00');
    expect(opening_hours).toHaveLength(10);
    expect(opening_hours?.filter((i) => i.day === 'wed')).toEqual([
      { day: 'wed', open: '07:00', close: '14:00' },
      { day: 'wed', open: '16:00', close: '20:00' },
    ]);
  });

  it('splits a range past midnight across two days, Sunday into Monday', () => {
    const { opening_hours, is_24h } = parseHours('L-D: 22:00-06:00');
    expect(is_24h).toBe(false);
    expect(opening_hours?.filter((i) => i.day === 'mon')).toEqual([
      { day: 'mon', open: '00:00', close: '06:00' },
      { day: 'mon', open: '22:00', close: '24:00' },
    ]);
    expect(parseHours('S: 20:00-02:00').opening_hours).toEqual([
      { day: 'sat', open: '20:00', close: '24:00' },
      { day: 'sun', open: '00:00', close: '02:00' },
    ]);
    expect(parseHours('D: 20:00-02:00').opening_hours?.[0]).toEqual({ day: 'mon', open: '00:00', close: '02:00' });
  });

  it('writes a closing at 00:00 or 23:59 as 24:00, so 00:00-23:59 every day is 24 hours', () => {
    expect(parseHours('L-D: 06:00-00:00').opening_hours?.[0]).toEqual({ day: 'mon', open: '06:00', close: '24:00' });
    expect(parseHours('L-D: 00:00-23:59').is_24h).toBe(true);
  });

  it('is 24h only when every day is open all day', () => {
    expect(parseHours('L-S: 24H').is_24h).toBe(false);
    expect(parseHours('L: 24H').is_24h).toBe(false);
    expect(parseHours('L-V: 24H; S-D: 00:00-23:59').is_24h).toBe(true);
    // Touching ranges join up: 00:00-02:00 and 02:00-24:00 is one whole day.
    expect(parseHours('L-D: 00:00-02:00 y 02:00-00:00').is_24h).toBe(true);
    expect(parseHours('L-J: 00:00-02:00 y 06:00-23:59; V-S: 00:00-23:59; D: 00:00-02:00 y 06:00-23:59').is_24h).toBe(
      false,
    );
  });

  it('tolerates sloppy spacing and one-digit hours', () => {
    expect(parseHours('L-S: 8:00 -21:00; D: 08:00-14:00 y 16:00-21:00').opening_hours?.[0]).toEqual({
      day: 'mon',
      open: '08:00',
      close: '21:00',
    });
    expect(parseHours('L-D: 7:00-23:00').opening_hours?.[0]).toEqual({ day: 'mon', open: '07:00', close: '23:00' });
  });

  it('gives null for what it cannot read', () => {
    for (const text of ['', 'ABIERTO', 'L-D: 25:00-26:00', 'L-D: 07:00-22:60', 'Lunes a viernes', 'L-D: 24:00-06:00']) {
      expect(parseHours(text), text).toEqual({ opening_hours: null, is_24h: false });
    }
  });
});

describe('every Horario in the real lists of the committed slice', () => {
  it('parses at least 99% of the distinct texts and of the stations', () => {
    const texts = new Map<string, number>();
    for (const list of [nationalList(), historyList('30-07-2026'), historyList('21-08-2026')]) {
      for (const s of list.ListaEESSPrecio) texts.set(s.Horario ?? '', (texts.get(s.Horario ?? '') ?? 0) + 1);
    }
    const failed = [...texts].filter(([t]) => parseHours(t).opening_hours === null);
    const stations = [...texts.values()].reduce((a, b) => a + b, 0);
    const failedStations = failed.reduce((a, [, n]) => a + n, 0);
    expect(texts.size).toBeGreaterThan(50);
    expect(1 - failed.length / texts.size, JSON.stringify(failed)).toBeGreaterThanOrEqual(0.99);
    expect(1 - failedStations / stations).toBeGreaterThanOrEqual(0.99);
  });
});
