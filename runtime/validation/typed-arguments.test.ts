// A transport without a query string (MCP) gives typed arguments: they meet the same rules as a query string, with
// the same validated input, and no text round trip.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../core/contract.js';
import { ApiProblem } from '../../core/problem.js';
import { RequestValidator } from './request-validator.js';

let validator: RequestValidator;
beforeAll(async () => {
  validator = await RequestValidator.create(loadOpenApi());
});

const nearby = (query: string | Record<string, unknown>) =>
  validator.validate('findStationsNearby', { path: '/v1/stations/nearby', query }, {});

function refusal(run: () => unknown): ApiProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('nothing refused');
}

describe('typed arguments', () => {
  it('give the same input as the query string that says the same', () => {
    const fromText = nearby('lat=40.41689&lng=-3.70358&radius_km=5&open_24h=true&limit=3');
    const typed = nearby({ lat: 40.41689, lng: -3.70358, radius_km: 5, open_24h: true, limit: 3 });
    expect(typed).toEqual(fromText);
    expect(typed.query.lat).toBe(40.417); // rounded to 3 decimals, as a query string's
  });

  it('take a value of the parameter’s own type as it is, and judge any other by its text', () => {
    expect(nearby({ lat: '40.4', lng: -3.7 }).query.lat).toBe(40.4);
    expect(nearby({ lat: 40.4, lng: -3.7, open_24h: 1 }).query.open_24h).toBe(true);
    expect(nearby({ lat: 40.4, lng: -3.7, brand: 1234 }).query.brand).toBe('1234');
    expect(refusal(() => nearby({ lat: 40.4, lng: -3.7, limit: 2.5 })).detail.en).toContain('limit');
    expect(refusal(() => nearby({ lat: 40.4, lng: -3.7, open_24h: 'yes' })).detail.en).toContain('open_24h');
  });

  it('leave out absent values, and refuse an empty text, a structured value and an unknown name', () => {
    expect(nearby({ lat: 40.4, lng: -3.7, brand: null, fuel: undefined }).query).toMatchObject({
      fuel: 'gasoline_95',
    });
    expect(refusal(() => nearby({ lat: 40.4, lng: -3.7, brand: '' })).detail.en).toMatch(/^brand/);
    expect(refusal(() => nearby({ lat: 40.4, lng: [-3.7] })).detail.en).toMatch(/^lng/);
    expect(refusal(() => nearby({ lat: 40.4, lng: -3.7, colour: 'red' })).detail.en).toMatch(/^colour/);
  });

  it('are held to the contract’s bounds as a query string is, the value shown as it was given', () => {
    expect(refusal(() => nearby('lat=40.4&lng=-3.7&radius_km=80')).detail.en).toBe('radius_km: "80" must be <= 50');
    expect(refusal(() => nearby({ lat: 40.4, lng: -3.7, radius_km: 80 })).detail.en).toBe(
      'radius_km: 80 must be <= 50',
    );
  });
});
