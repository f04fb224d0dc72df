// dataJson must write what JSON.stringify writes, byte for byte: the answers' bytes and their ETags depend on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, validCalls } from '../../contract-tests/valid-calls.js';
import { fixedClock } from '../../core/clock.js';
import { createLinks } from '../../core/links.js';
import type { Station } from '../../core/model.js';
import { writeStationEntry } from '../../generated/station-entry-json.js';
import { HANDLERS } from '../../handlers/index.js';
import { openNowAt } from '../../handlers/shared/open-now.js';
import { type StationEntry, stationEntry } from '../../handlers/shared/station-entry.js';
import type { OperationHandlers } from '../../handlers/shared/types.js';
import type { Dataset } from '../../store/dataset.js';
import { fixtureDataDir, loadDataset, sampleDataDir } from '../../test/support/datasets.js';
import { TEST_NOW } from '../../test/support/fixture-facts.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { dataJson, stationListFields } from './data-json.js';

/** Every handler's data, as it answered, with the body the server sent for it. */
interface Answered {
  operationId: string;
  data: unknown;
}

function capturingHandlers(answered: Answered[]): OperationHandlers {
  const wrapped: Record<string, unknown> = {};
  for (const [operationId, handler] of Object.entries(HANDLERS)) {
    wrapped[operationId] = async (input: unknown, context: unknown) => {
      const result = await (handler as (i: unknown, c: unknown) => Promise<{ data: unknown }>)(input, context);
      answered.push({ operationId, data: result.data });
      return result;
    };
  }
  return wrapped as unknown as OperationHandlers;
}

describe.each([
  ['the committed slice of the register', fixtureDataDir],
  ['the embedded sample', sampleDataDir],
])('dataJson on %s', (_name, dataDir) => {
  const answered: Answered[] = [];
  let server: TestServer;
  let dataset: Dataset;
  beforeAll(async () => {
    dataset = await loadDataset(dataDir());
    server = await startTestServer({ clock: fixedClock(TEST_NOW), deps: { handlers: capturingHandlers(answered) } });
    server.store.swap(dataset, new Date(TEST_NOW));
  });
  afterAll(() => server?.close());

  it('writes every operation’s data as JSON.stringify does, and the server sends those bytes', async () => {
    const station = dataset.stations.find((s) => s.prices.diesel !== undefined && !s.low_tax_area);
    const extraCalls = [
      `/v1/stations/nearby?lat=${station?.lat.toFixed(3)}&lng=${station?.lng.toFixed(3)}&radius_km=50&limit=50`,
      '/v1/stations/cheapest?fuel=lpg&include_low_tax=true&limit=50',
      '/v1/stations/cheapest?fuel=diesel&level=community&code=05',
      '/v1/products/hvo?limit=50',
    ].map((path): Call => ({ path, status: 200 }));
    for (const call of [...validCalls(dataset), ...extraCalls]) {
      const before = answered.length;
      const init = call.method
        ? { method: call.method, body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }
        : undefined;
      const response = await server.request(call.path, init);
      expect(response.status, call.path).toBe(200);
      const body = await response.text();
      for (const { operationId, data } of answered.slice(before)) {
        const expected = JSON.stringify(data);
        expect(dataJson(data, stationListFields(operationId)), `${operationId} ${call.path}`).toBe(expected);
        if (operationId !== 'getOpenApi') expect(body.startsWith(`{"data":${expected},"meta":`), call.path).toBe(true);
      }
    }
    // The lists of stations took the entries' own path at least once.
    expect(answered.some(({ operationId }) => operationId === 'findStationsNearby')).toBe(true);
  });
});

describe('dataJson beside JSON.stringify on hand-made data', () => {
  it('leaves out the fields JSON.stringify leaves out, and writes data without station lists unchanged', () => {
    const cases: unknown[] = [
      null,
      'text',
      [1, 2],
      { a: undefined, b: () => 1, c: Symbol('s'), d: [], e: { stations: [] }, f: 'é"\\\u2028' },
    ];
    for (const value of cases) {
      expect(dataJson(value)).toBe(JSON.stringify(value));
      expect(dataJson(value, ['d', 'e', 'stations'])).toBe(JSON.stringify(value));
    }
  });
});

describe('entries of one station', () => {
  it('share its frozen territory objects, and the generated writer writes each one’s links and price as JSON.stringify does', async () => {
    const dataset = await loadDataset(fixtureDataDir());
    const station = dataset.stations.find((s) => s.prices.diesel !== undefined && s.prices.gasoline_95 !== undefined);
    if (!station) throw new Error('the fixture has a station selling diesel and gasoline 95');
    const openNow = openNowAt(new Date(TEST_NOW));
    const site = createLinks('http://api.test', 'https://site.test', '');
    const otherSite = createLinks('http://other.test', 'https://other-site.test', '');
    const diesel = stationEntry(station, 'diesel', dataset, site, openNow, { distance_km: 1.5 });
    const gasoline = stationEntry(station, 'gasoline_95', dataset, otherSite, openNow);
    const dieselAgain = stationEntry(station, 'diesel', dataset, site, openNow);
    expect(gasoline.municipality).toBe(diesel.municipality);
    expect(Object.isFrozen(diesel.brand) && Object.isFrozen(diesel.province)).toBe(true);
    expect(() => {
      (diesel.community as { name: string | null }).name = 'changed';
    }).toThrow(TypeError);
    expect(gasoline.web_url).toBe(`https://other-site.test/gasolinera/${station.id}`);
    expect(dieselAgain.web_url).toBe(`https://site.test/gasolinera/${station.id}`);
    for (const entry of [diesel, gasoline, dieselAgain]) {
      expect(writeStationEntry(entry)).toBe(JSON.stringify(entry));
    }
    expect(JSON.parse(JSON.stringify(gasoline)).price).toBe(station.prices.gasoline_95);
  });
});

describe('the static fields written once per station and fuel', () => {
  it('are written again for a new snapshot: a reload with changed station data answers the new data', async () => {
    const server = await startTestServer({ clock: fixedClock(TEST_NOW) });
    try {
      const first = await loadDataset(fixtureDataDir());
      const station = first.stations.find((s) => s.prices.diesel !== undefined && !s.low_tax_area);
      if (!station) throw new Error('the fixture has a station selling diesel');
      const path = `/v1/stations/nearby?lat=${station.lat}&lng=${station.lng}&radius_km=1&fuel=diesel&limit=50`;
      const listed = async () => {
        const response = await server.request(path);
        expect(response.status).toBe(200);
        const { data } = (await response.json()) as { data: { stations: StationEntry[] } };
        return data.stations.find((entry) => entry.id === station.id);
      };
      server.store.swap(first, new Date(TEST_NOW));
      expect(await listed()).toMatchObject({ name: station.name, price: station.prices.diesel });
      // The next snapshot: the same station renamed and its price changed (a new dataset, as a refresh loads it).
      const next = await loadDataset(fixtureDataDir());
      const changed = next.stations.find((s) => s.id === station.id) as Station;
      changed.name = 'ESTACIÓN RENOMBRADA';
      changed.prices.diesel = (station.prices.diesel as number) + 0.1;
      server.store.swap(next, new Date(TEST_NOW));
      expect(await listed()).toMatchObject({ name: 'ESTACIÓN RENOMBRADA', price: changed.prices.diesel });
    } finally {
      await server.close();
    }
  });
});
