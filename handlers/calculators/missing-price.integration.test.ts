// Every calculator on a day when no station reports the price it would use: the client must give the price
// (400 INVALID_PARAMETER naming the parameter to give), never 503 TEMPORARILY_UNAVAILABLE (waiting does not help).
import { describe, expect, it } from 'vitest';
import type { Station } from '../../core/model.js';
import { fakeCalcDataset, TEST_STATIONS, useCalcServer } from '../../test/support/calc-dataset.js';

const without = (fuel: keyof Station['prices']): Station[] =>
  TEST_STATIONS.map((station) => {
    const { [fuel]: _dropped, ...prices } = station.prices;
    return { ...station, prices };
  });

/** The test stations sell no cng and lpg only in Albacete; these take gasoline_95, diesel, AdBlue away too. */
const DATASETS = {
  test: () => fakeCalcDataset(),
  noPetrol: () => fakeCalcDataset({ stations: without('gasoline_95') }),
  noDiesel: () => fakeCalcDataset({ stations: without('diesel') }),
  noAdblue: () => fakeCalcDataset({ stations: without('adblue') }),
  lowTaxOnly: () => fakeCalcDataset({ stations: TEST_STATIONS.filter((s) => s.low_tax_area) }),
};

const CASES: [string, keyof typeof DATASETS, string, string, RegExp][] = [
  [
    'trip-cost, a fuel nobody sells',
    'test',
    '/v1/calc/trip-cost?fuel=cng&km=100',
    'price',
    /^price is needed: no station in Spain reports a price of cng today; give price$/,
  ],
  [
    'trip-cost, a fuel not sold in the province',
    'test',
    '/v1/calc/trip-cost?fuel=lpg&km=100&province=madrid',
    'price',
    /^price is needed: no station in Madrid reports a price of lpg today; give price instead of province$/,
  ],
  [
    'trip-cost, a province without stations',
    'test',
    '/v1/calc/trip-cost?km=100&province=asturias',
    'price',
    /^price is needed: no station in Asturias reports a price of gasoline_95 today/,
  ],
  [
    'adblue',
    'noAdblue',
    '/v1/calc/adblue?km_per_year=20000',
    'price',
    /^price is needed: no station in Spain reports a price of adblue today; give price$/,
  ],
  [
    'vehicle-costs, no petrol price',
    'noPetrol',
    '/v1/calc/vehicle-costs?compare=ev_vs_fuel&km_per_year=15000',
    'petrol_price',
    /^petrol_price is needed: no station in Spain reports a price of gasoline_95 today; give petrol_price$/,
  ],
  [
    'vehicle-costs, no diesel price',
    'noDiesel',
    '/v1/calc/vehicle-costs?compare=petrol_vs_diesel&km_per_year=15000',
    'diesel_price',
    /^diesel_price is needed: no station in Spain reports a price of diesel today; give diesel_price$/,
  ],
  [
    'price-breakdown, no station of the peninsula or the Balearics',
    'lowTaxOnly',
    '/v1/calc/price-breakdown?fuel=gasoline_95',
    'price',
    /^price is needed: no station of the peninsula or the Balearic Islands reports a price of gasoline_95 today; give price$/,
  ],
  [
    'price-breakdown, a fuel not sold in the province',
    'test',
    '/v1/calc/price-breakdown?fuel=gasoline_98&province=albacete',
    'price',
    /^price is needed: no station in Albacete reports a price of gasoline_98 today; give price instead of province$/,
  ],
  [
    'tank-cost, a fuel nobody sells (its cheapest price can only come from the data)',
    'test',
    '/v1/calc/tank-cost?fuel=cng&capacity=50',
    'fuel',
    /^fuel: "cng" has no station reporting a price in Spain today/,
  ],
  [
    'tank-cost, a fuel nobody sells, even with a price',
    'test',
    '/v1/calc/tank-cost?fuel=cng&capacity=50&price=1.2',
    'fuel',
    /^fuel: "cng" has no station reporting a price in Spain today/,
  ],
  [
    'tank-cost, a province without stations',
    'test',
    '/v1/calc/tank-cost?capacity=50&province=asturias',
    'province',
    /^province: "asturias" has no station reporting a price of gasoline_95 today; leave province out/,
  ],
];

describe('calculators without a price of the day', () => {
  const server = useCalcServer();

  it.each(CASES)(
    '%s: 400 INVALID_PARAMETER naming the parameter to give',
    async (_name, dataset, path, _parameter, detail) => {
      server.store.swap(DATASETS[dataset](), new Date());
      const response = await server.request(path, { headers: { 'accept-language': 'en' } });
      const body = (await response.json()) as { code: string; detail: string };
      expect(response.status).toBe(400);
      expect(response.headers.get('retry-after')).toBeNull();
      expect(body.code).toBe('INVALID_PARAMETER');
      expect(body.detail).toMatch(detail);
    },
  );

  it.each(CASES.filter(([, , , parameter]) => parameter.endsWith('price')))(
    '%s: succeeds once the client gives the price',
    async (_name, dataset, path, parameter) => {
      server.store.swap(DATASETS[dataset](), new Date());
      const given = path.replace(/&province=[a-z-]+/, '');
      const response = await server.request(`${given}&${parameter}=1.234`);
      expect(response.status).toBe(200);
    },
  );

  it('the same answer over MCP: an isError INVALID_PARAMETER result naming price', async () => {
    server.store.swap(DATASETS.noAdblue(), new Date());
    const response = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'calculate_adblue', arguments: { km_per_year: 20000 } },
      }),
    });
    const json = (await response.json()) as { result: { isError: boolean; content: { text: string }[] } };
    expect(json.result.isError).toBe(true);
    expect(json.result.content[0]?.text).toMatch(
      /^INVALID_PARAMETER: price es necesario: ninguna estación en España informa/,
    );
  });

  it('savings never needs the data: it answers for a fuel nobody sells', async () => {
    server.store.swap(DATASETS.test(), new Date());
    expect((await server.request('/v1/calc/savings?fuel=cng&usual_price=1.3&cheap_price=1.2')).status).toBe(200);
  });

  it('the route cost, part of a list of stations, states that it has no price (price_source none, cost null)', async () => {
    server.store.swap(DATASETS.test(), new Date());
    const { status, body } = await server.json<{ data: { stations: unknown[]; trip_cost: Record<string, unknown> } }>(
      '/v1/route/fuel',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          points: [
            [40, -3.05],
            [40, -2.95],
          ],
          fuel: 'cng',
        }),
      },
    );
    expect(status).toBe(200);
    expect(body.data.stations).toEqual([]);
    expect(body.data.trip_cost).toMatchObject({ price: null, price_source: 'none', cost: null });
  });
});
