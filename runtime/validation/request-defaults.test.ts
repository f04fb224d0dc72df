// The generated DefaultedQuery/DefaultedBody maps (which handler inputs are typed from) name exactly what
// validation fills in: a handler may read those fields without a fallback.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_DAYS } from '../../core/calendar.js';
import { loadOpenApi } from '../../core/contract.js';
import { defaultedBodyFields, defaultedQueryParameters } from '../../scripts/render-operations.js';
import { RequestValidator } from './request-validator.js';

let validator: RequestValidator;
const document = loadOpenApi();
beforeAll(async () => {
  validator = await RequestValidator.create(document);
});

describe('defaults filled in by validation', () => {
  it('fills in exactly the query parameters DefaultedQuery names, with the contract defaults', () => {
    const { query } = validator.validate('calculateTankCost', { path: '/v1/calc/tank-cost', query: 'capacity=50' }, {});
    expect(query).toEqual({ capacity: 50, fuel: 'gasoline_95', level: 'reserva' });
    expect(defaultedQueryParameters(document).get('calculateTankCost')).toEqual(['fuel', 'level']);
  });

  it('fills in the days of a station history the handlers count on (DEFAULT_HISTORY_DAYS)', () => {
    const path = '/v1/stations/4375/history';
    const { query } = validator.validate('getStationHistory', { path, query: '' }, { id: '4375' });
    expect(query.days).toBe(DEFAULT_HISTORY_DAYS);
  });

  it('keeps what the caller gave over a default', () => {
    const { query } = validator.validate('searchPlaces', { path: '/v1/search', query: 'q=madrid&limit=3' }, {});
    expect(query).toEqual({ q: 'madrid', limit: 3 });
  });

  it('fills in the JSON body fields DefaultedBody names, and keeps the caller’s', () => {
    const points = [
      [40.4, -3.7],
      [41.6, -0.9],
    ];
    expect(defaultedBodyFields(document).get('findFuelAlongRoute')).toEqual([
      'corridor_km',
      'fuel',
      'limit',
      'open_now',
    ]);
    const filled = validator.validate(
      'findFuelAlongRoute',
      { path: '/v1/route/fuel', query: '', body: { points } },
      {},
    );
    expect(filled.body).toEqual({ points, fuel: 'gasoline_95', corridor_km: 3, limit: 10, open_now: false });
    const given = validator.validate(
      'findFuelAlongRoute',
      { path: '/v1/route/fuel', query: '', body: { points, fuel: 'diesel', limit: 5 } },
      {},
    );
    expect(given.body).toEqual({ points, fuel: 'diesel', corridor_km: 3, limit: 5, open_now: false });
  });
});
