import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/calendar.js';
import type { Prices, Station } from '../../core/model.js';
import { runAtOnce } from '../../core/yielding.js';
import { dayNumber, type PriceDay } from '../history-days.js';
import { priceContextSteps } from './price-context.js';

const TODAY = '2026-08-22';

function station(id: number, province: string, prices: Prices): Station {
  return {
    id,
    name: null,
    brand_slug: 'independiente',
    brand_name: null,
    address: null,
    locality: null,
    postal_code: null,
    municipality_id: 1,
    province_code: province,
    community_code: '08',
    lat: 39,
    lng: -1.5,
    is_24h: true,
    hours: null,
    opening_hours: null,
    low_tax_area: false,
    sells_to_public: true,
    margin: null,
    road_ref: null,
    road_km: null,
    prices,
  };
}

/** A history day `daysAgo` before TODAY: station id → its prices that day. */
function day(daysAgo: number, prices: Record<number, Prices>): PriceDay {
  const date = addDays(TODAY, -daysAgo);
  const fuels = ['diesel', 'gasoline_95'];
  const ids = Object.keys(prices)
    .map(Number)
    .sort((a, b) => a - b);
  const starts: number[] = [];
  const fuel: number[] = [];
  const millis: number[] = [];
  for (const id of ids) {
    starts.push(fuel.length);
    fuels.forEach((name, code) => {
      const price = prices[id]?.[name as 'diesel'];
      if (price === undefined) return;
      fuel.push(code);
      millis.push(Math.round(price * 1000));
    });
  }
  starts.push(fuel.length);
  return {
    day: dayNumber(date),
    date,
    sourceTime: `${date}T18:00:00Z`,
    stationIds: Int32Array.from(ids),
    starts: Uint32Array.from(starts),
    fuels,
    fuel: Uint8Array.from(fuel),
    millis: Uint16Array.from(millis),
  };
}

const build = (stations: Station[], days: PriceDay[]) =>
  runAtOnce(
    priceContextSteps(
      stations,
      [...days].sort((a, b) => a.day - b.day),
      TODAY,
    ),
  );

describe('price context', () => {
  const changed = station(1, '02', { diesel: 1.5 });
  const acrossGap = station(2, '02', { diesel: 1.6 });
  const unchanged = station(3, '02', { diesel: 1.7, gasoline_95: 1.8 });
  const noPrice = station(4, '02', { diesel: 1.6 });
  const other = station(5, '16', { diesel: 1.9 });
  // Days 1, 2, 4 and 100 before today are held; day 3 has no list at all (a gap); day 100 is outside the window.
  const days = [
    day(1, { 1: { diesel: 1.55 }, 2: { diesel: 1.6 }, 3: { diesel: 1.7, gasoline_95: 1.8 }, 4: { diesel: 1.6 } }),
    day(2, { 1: { diesel: 1.55 }, 2: { diesel: 1.6 }, 3: { diesel: 1.7, gasoline_95: 1.8 }, 4: { gasoline_95: 1.7 } }),
    day(4, { 1: { diesel: 1.5 }, 2: { diesel: 1.65 }, 3: { diesel: 1.7, gasoline_95: 1.8 }, 4: { diesel: 1.6 } }),
    day(100, { 3: { diesel: 1.9 } }),
  ];
  const index = build([changed, acrossGap, unchanged, noPrice, other], days);

  it('dates a price from the first day of its run, with the price before it', () => {
    expect(index.listed(changed, 'diesel')).toMatchObject({ since: TODAY, previous: 1.55 });
  });

  it('skips a day without any list: unknown, not a change', () => {
    expect(index.listed(acrossGap, 'diesel')).toMatchObject({ since: addDays(TODAY, -2), previous: 1.65 });
  });

  it('ends a run on a day the station shows no price of that fuel, with no price before it', () => {
    expect(index.listed(noPrice, 'diesel')).toMatchObject({ since: addDays(TODAY, -1), previous: null });
  });

  it('is null when the run reaches back to the first day held in the window (older days do not count)', () => {
    expect(index.listed(unchanged, 'diesel')).toMatchObject({ since: null, previous: null });
    expect(index.range(unchanged, 'diesel')).toEqual({ days: 4, min: 1.7, max: 1.7, mean: 1.7 });
  });

  it("counts the province's stations that charge strictly more, the station itself among them", () => {
    // Albacete's diesel: 1.5, 1.6, 1.7, 1.6 → above 1.5: three of four; above 1.6: one; above 1.7: none.
    expect(index.listed(changed, 'diesel')?.cheaperThanPct).toBe(75);
    expect(index.listed(acrossGap, 'diesel')?.cheaperThanPct).toBe(25);
    expect(index.listed(noPrice, 'diesel')?.cheaperThanPct).toBe(25);
    expect(index.listed(unchanged, 'diesel')?.cheaperThanPct).toBe(0);
    expect(index.listed(other, 'diesel')?.cheaperThanPct).toBe(0);
  });

  it("ranges over the station's own days with a price, today included, and is null without a price", () => {
    expect(index.range(changed, 'diesel')).toEqual({ days: 4, min: 1.5, max: 1.55, mean: 1.525 });
    expect(index.range(noPrice, 'diesel')).toEqual({ days: 3, min: 1.6, max: 1.6, mean: 1.6 });
    expect(index.listed(changed, 'gasoline_95')).toBeNull();
    expect(index.range(changed, 'gasoline_95')).toBeNull();
  });

  it('rounds a mean half away from zero to three decimals, and a share to one decimal', () => {
    const a = station(10, '02', { diesel: 1.001 });
    const b = station(11, '02', { diesel: 1.002 });
    const c = station(12, '02', { diesel: 1.003 });
    const rounded = build([a, b, c], [day(1, { 10: { diesel: 1.002 } })]);
    expect(rounded.range(a, 'diesel')?.mean).toBe(1.002); // 1.0015 → 1.002
    expect(rounded.listed(a, 'diesel')?.cheaperThanPct).toBe(66.7); // 2 of 3
    expect(rounded.listed(b, 'diesel')?.cheaperThanPct).toBe(33.3);
  });

  it('holds only the data date without history: every run reaches the first day held', () => {
    const alone = build([changed], []);
    expect(alone.listed(changed, 'diesel')).toEqual({ since: null, previous: null, cheaperThanPct: 0 });
    expect(alone.range(changed, 'diesel')).toEqual({ days: 1, min: 1.5, max: 1.5, mean: 1.5 });
  });
});
