import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../core/problem.js';
import { percent2, price3 } from '../../core/rounding.js';
import { calcContext, fakeCalcDataset } from '../../test/support/calc-dataset.js';
import { DEFAULT_CONSUMPTION, litres, money, resolvePrice, round } from './calc-shared.js';

describe('rounding', () => {
  it('rounds half away from zero, ignoring binary noise', () => {
    // 45 × 1.749 = 78.705 exactly, held as 78.70500000000001 or 78.70499999999999 depending on the path.
    expect(money(45 * 1.749)).toBe(78.71);
    // 78.705 − 55.98 = 22.725, held as 22.724999999999994.
    expect(money(78.705 - 55.98)).toBe(22.73);
    expect(money(1.005)).toBe(1.01);
    expect(money(-22.725)).toBe(-22.73);
    expect(round(-0.0001, 2)).toBe(0);
    expect(Object.is(round(-0.0001, 2), -0)).toBe(false);
  });

  it('money 2 decimals, prices and litres 3, percentages 2', () => {
    expect(money(39.78975)).toBe(39.79);
    expect(price3(1.7495)).toBe(1.75);
    expect(price3(0.32697)).toBe(0.327);
    expect(litres(22.7504)).toBe(22.75);
    expect(percent2(62.5281)).toBe(62.53);
  });
});

describe('default consumption per fuel', () => {
  it('is 6.5 for petrol, 5.5 for diesel, 8.5 for lpg and 4.5 (kg) for cng', () => {
    expect(DEFAULT_CONSUMPTION).toEqual({
      gasoline_95: 6.5,
      gasoline_98: 6.5,
      diesel: 5.5,
      diesel_premium: 5.5,
      lpg: 8.5,
      cng: 4.5,
    });
  });
});

describe('resolvePrice', () => {
  const context = calcContext(fakeCalcDataset());

  it("uses the caller's price and needs no data for it", () => {
    expect(resolvePrice(calcContext(null), 'diesel', { price: 1.5 })).toEqual({
      price: 1.5,
      source: 'caller',
      province: null,
    });
  });

  it('uses the Spain mean: gasoline_95 (1.7 + 1.8 + 1.6 + 1.3 + 1.25) / 5 = 1.53', () => {
    expect(resolvePrice(context, 'gasoline_95', {})).toEqual({ price: 1.53, source: 'spain_average', province: null });
  });

  it("uses a province's mean by INE code or slug: Madrid (1.7 + 1.8) / 2 = 1.75", () => {
    const byCode = resolvePrice(context, 'gasoline_95', { province: '28' });
    const bySlug = resolvePrice(context, 'gasoline_95', { province: 'madrid' });
    expect(byCode).toEqual({
      price: 1.75,
      source: 'province_average',
      province: { level: 'province', code: '28', slug: 'madrid', name: 'Madrid' },
    });
    expect(bySlug).toEqual(byCode);
  });

  it('an unknown province is 404 PROVINCE_NOT_FOUND', () => {
    expect(() => resolvePrice(context, 'gasoline_95', { province: '99' })).toThrow(
      expect.objectContaining({ code: 'PROVINCE_NOT_FOUND', status: 404 }),
    );
  });

  it('no data yet is 503 TEMPORARILY_UNAVAILABLE (it will come)', () => {
    const noData = () => resolvePrice(calcContext(null), 'gasoline_95', {});
    expect(noData).toThrow(ApiProblem);
    expect(noData).toThrow(expect.objectContaining({ code: 'TEMPORARILY_UNAVAILABLE', status: 503 }));
  });

  it('no station with the fuel today is 400 INVALID_PARAMETER asking for price (waiting does not help)', () => {
    expect(() => resolvePrice(context, 'cng', {})).toThrow(
      expect.objectContaining({
        code: 'INVALID_PARAMETER',
        status: 400,
        detail: {
          en: 'price is needed: no station in Spain reports a price of cng today; give price',
          es: 'price es necesario: ninguna estación en España informa hoy de un precio de cng; dé price',
        },
      }),
    );
    expect(() => resolvePrice(context, 'gasoline_95', { province: 'asturias' })).toThrow(
      expect.objectContaining({
        code: 'INVALID_PARAMETER',
        detail: {
          en: 'price is needed: no station in Asturias reports a price of gasoline_95 today; give price instead of province',
          es: 'price es necesario: ninguna estación en Asturias informa hoy de un precio de gasoline_95; dé price en lugar de province',
        },
      }),
    );
  });
});
