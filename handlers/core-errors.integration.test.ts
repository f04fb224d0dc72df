import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleSource } from '../etl/sample/sample-source.js';
import { collectList } from '../etl/source/read-stations.js';
import { startCoreServer } from '../test/support/core-server.js';
import { loadDataset, sampleDataDir } from '../test/support/datasets.js';
import type { TestServer } from '../test/support/test-server.js';

// Runs on the embedded sample (always present): the lookups fail the same way whatever the data.
describe('404 and 503 answers of the core endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startCoreServer(await loadDataset(sampleDataDir()));
  });
  afterAll(() => server?.close());

  const expectProblem = async (path: string, status: number, code: string) => {
    const response = await server.request(path);
    const body = (await response.json()) as { code: string; status: number; detail: string };
    expect(response.status, path).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(body, path).toMatchObject({ code, status });
    expect(body.detail.length).toBeGreaterThan(0);
  };

  it('STATION_NOT_FOUND for unknown ids; INVALID_PARAMETER naming id for ids that are not whole numbers', async () => {
    for (const path of ['/v1/stations/99999999', '/v1/stations/99999999/history']) {
      await expectProblem(path, 404, 'STATION_NOT_FOUND');
    }
    // The contract types id as an integer (as the answers carry it), so anything else is a malformed parameter.
    for (const id of ['0', '0042', 'abc', '12-3', '-5', '99999999999']) {
      for (const path of [`/v1/stations/${id}`, `/v1/stations/${id}/history`]) {
        const response = await server.request(path);
        const body = (await response.json()) as { code: string; detail: string };
        expect([response.status, body.code], path).toEqual([400, 'INVALID_PARAMETER']);
        expect(body.detail, path).toContain(`id: "${id}"`);
      }
    }
  });

  it('STATION_NOT_FOUND for a station that does not sell to the public (Tipo Venta R)', async () => {
    const list = await createSampleSource().stationsNow(collectList);
    const restricted = list.ListaEESSPrecio.filter((s) => s['Tipo Venta'] === 'R').map((s) => s.IDEESS);
    expect(restricted.length).toBeGreaterThan(0);
    for (const id of restricted.slice(0, 3)) await expectProblem(`/v1/stations/${id}`, 404, 'STATION_NOT_FOUND');
  });

  it('COMMUNITY_, PROVINCE_ and MUNICIPALITY_NOT_FOUND on prices, cheapest, products and territories', async () => {
    await expectProblem('/v1/prices?level=community&code=99', 404, 'COMMUNITY_NOT_FOUND');
    await expectProblem('/v1/prices?level=province&code=no-such-province', 404, 'PROVINCE_NOT_FOUND');
    await expectProblem('/v1/prices?level=municipality&code=02003', 404, 'MUNICIPALITY_NOT_FOUND');
    await expectProblem('/v1/stations/cheapest?level=province&code=53', 404, 'PROVINCE_NOT_FOUND');
    await expectProblem('/v1/stations/cheapest?level=municipality&code=999999', 404, 'MUNICIPALITY_NOT_FOUND');
    await expectProblem('/v1/products/adblue?community=atlantida', 404, 'COMMUNITY_NOT_FOUND');
    await expectProblem('/v1/territories?level=province&parent=99', 404, 'COMMUNITY_NOT_FOUND');
    await expectProblem('/v1/territories?level=municipality&parent=99', 404, 'PROVINCE_NOT_FOUND');
  });

  it('PRODUCT_NOT_FOUND for a well-formed id that is no product, BRAND_NOT_FOUND for an unknown brand', async () => {
    await expectProblem('/v1/products/diesel', 404, 'PRODUCT_NOT_FOUND');
    await expectProblem('/v1/products/kerosene', 404, 'PRODUCT_NOT_FOUND');
    await expectProblem('/v1/brands/no-such-brand', 404, 'BRAND_NOT_FOUND');
  });

  it('rule violations are 400 before any lookup', async () => {
    await expectProblem('/v1/prices?level=province', 400, 'INVALID_PARAMETER');
    await expectProblem('/v1/stations/cheapest?level=province&code=28&include_low_tax=true', 400, 'INVALID_PARAMETER');
    await expectProblem('/v1/territories?level=municipality', 400, 'INVALID_PARAMETER');
    await expectProblem('/v1/search?q=a', 400, 'INVALID_PARAMETER');
  });
});

describe('the core endpoints before any data is loaded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startCoreServer(null);
  });
  afterAll(() => server?.close());

  it('answer 503 TEMPORARILY_UNAVAILABLE with Retry-After', async () => {
    const paths = [
      '/v1/stations/nearby?lat=40.4&lng=-3.7',
      '/v1/stations/cheapest',
      '/v1/stations/4375',
      '/v1/prices',
      '/v1/products/adblue',
      '/v1/territories',
      '/v1/search?q=madrid',
      '/v1/brands',
      '/v1/brands/repsol',
      '/v1/rankings/regions',
    ];
    for (const path of paths) {
      const response = await server.request(path);
      expect(response.status, path).toBe(503);
      expect(((await response.json()) as { code: string }).code).toBe('TEMPORARILY_UNAVAILABLE');
      expect(response.headers.get('retry-after')).toBe('60');
    }
  });
});
