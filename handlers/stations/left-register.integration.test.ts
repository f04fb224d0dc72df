// A station that leaves the register, on the committed slice of the real register: station 1538 was in the public list
// on 21 August and is not on 22 August; 14297 was last there on 19 August; 999999 never was. The API answers what
// each was, and the archive's month station table places it.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVE_INDEX_FILE,
  type ArchiveIndex,
  archiveFilePath,
  readArchiveIndex,
} from '../../core/data-dir/archive-index.js';
import { HISTORY_STATIONS_DIR } from '../../core/data-dir/layout.js';
import { readManifest } from '../../core/data-dir/manifest.js';
import { openScratchDatabase, sqlPath } from '../../core/duckdb.js';
import { refreshSnapshot } from '../../etl/refresh.js';
import { copyOf } from '../../test/support/data-dir-files.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { fixtureSliceSource, nationalList } from '../../test/support/ministry-files.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { dataDir: fixtureDataDir() } });
  server.store.swap(await loadDataset(fixtureDataDir()), new Date('2026-08-22T14:00:00Z'));
});
afterAll(() => server?.close());

interface Problem {
  code: string;
  status: number;
  detail: string;
  last_seen?: string;
  history_url?: string;
}

/** An MCP tool's result over the server's /mcp, in English. */
async function callTool(on: TestServer, name: string, args: Record<string, unknown>) {
  const response = await fetch(`${on.url}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'Accept-Language': 'en',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  const { result } = (await response.json()) as {
    result: { isError?: boolean; content: { text: string }[]; structuredContent?: { data: Record<string, unknown> } };
  };
  return result;
}

/** The rows of a month's station table for `ids`, read with DuckDB. */
async function stationTableRows(dataDir: string, month: string, ids: number[]): Promise<Record<string, unknown>[]> {
  const manifest = readManifest(dataDir);
  const index = readArchiveIndex(join(dataDir, manifest?.snapshot ?? '', ARCHIVE_INDEX_FILE));
  const file = index.months.find((m) => m.month === month)?.stations?.file;
  if (!file) throw new Error(`no station table for ${month}`);
  const db = await openScratchDatabase();
  try {
    const reader = await db.connection.runAndReadAll(
      `SELECT station_id, name, municipality_id, province_code, lat, sells_to_public,
              strftime(first_seen, '%Y-%m-%d') AS first_seen, strftime(last_seen, '%Y-%m-%d') AS last_seen,
              strftime(record_date, '%Y-%m-%d') AS record_date
       FROM read_parquet(${sqlPath(archiveFilePath(dataDir, file))}) WHERE station_id IN (${ids.join(', ')})
       ORDER BY station_id`,
    );
    return reader.getRowObjectsJson();
  } finally {
    db.close();
  }
}

describe('a station that has left the register', () => {
  it('GET /v1/stations/{id}: still 404 STATION_NOT_FOUND, saying it left and when, with last_seen and its history', async () => {
    const response = await server.request('/v1/stations/1538', { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(404);
    const problem = (await response.json()) as Problem;
    expect(problem).toMatchObject({
      code: 'STATION_NOT_FOUND',
      last_seen: '2026-08-21',
      history_url: `${server.url}/v1/stations/1538/history`,
    });
    expect(problem.detail).toBe(
      "Station 1538 is no longer in the register's list of stations selling to the public: it was last there on 2026-08-21. Its prices until then: /v1/stations/1538/history",
    );
    // An id never seen keeps today's problem, without those members.
    const never = (await (await server.request('/v1/stations/999999')).json()) as Problem;
    expect(never.code).toBe('STATION_NOT_FOUND');
    expect(never).not.toHaveProperty('last_seen');
    expect(never).not.toHaveProperty('history_url');
  });

  it('GET /v1/stations/{id}/history: 200 while any of its days are inside the window, with its last record', async () => {
    const { status, body } = await server.json<{
      data: {
        series: { fuel: string; points: { date: string; price: number | null }[] }[];
        left_register: { last_seen: string; first_seen: string; record: Record<string, unknown> } | null;
      };
    }>('/v1/stations/1538/history?days=30');
    expect(status).toBe(200);
    expect(body.data.left_register).toMatchObject({
      last_seen: '2026-08-21',
      first_seen: '2026-07-30',
      record: { province: { code: expect.any(String) }, sells_to_public: true },
    });
    expect(body.data.left_register?.record.name).toBeTruthy();
    const prices = body.data.series.flatMap((s) => s.points.filter((p) => p.price !== null).map((p) => p.date));
    expect(prices).toContain('2026-08-21');
    expect(prices).not.toContain('2026-08-22');
    // A station in the register says null.
    const current = await server.json<{ data: { left_register: unknown } }>('/v1/stations/4375/history?days=3');
    expect(current.body.data.left_register).toBeNull();
  });

  it('a window that ends after its last day holds none of its days: 404, still saying when it was last there', async () => {
    const response = await server.request('/v1/stations/14297/history?days=3');
    expect(response.status).toBe(404);
    expect(((await response.json()) as Problem).last_seen).toBe('2026-08-19');
    expect((await server.request('/v1/stations/14297/history?days=30')).status).toBe(200);
  });

  it('GET /v1/stations?ids=: listed apart from ids never seen, each with last_seen', async () => {
    const { body } = await server.json<{
      data: { stations: { id: number }[]; not_found: number[]; left_register: unknown[] };
    }>('/v1/stations?ids=4375,1538,999999,14297');
    expect(body.data.stations.map((s) => s.id)).toEqual([4375]);
    expect(body.data.not_found).toEqual([1538, 999999, 14297]);
    expect(body.data.left_register).toEqual([
      { id: 1538, last_seen: '2026-08-21', history_url: `${server.url}/v1/stations/1538/history` },
      { id: 14297, last_seen: '2026-08-19', history_url: `${server.url}/v1/stations/14297/history` },
    ]);
  });

  it('has its row in the month’s station table: record as last seen, first_seen and last_seen', async () => {
    const rows = await stationTableRows(fixtureDataDir(), '2026-08', [1538, 4375, 14297]);
    expect(rows.map((r) => [r.station_id, r.first_seen, r.last_seen, r.record_date])).toEqual([
      [1538, '2026-08-01', '2026-08-21', '2026-08-21'],
      [4375, '2026-08-01', '2026-08-22', '2026-08-22'],
      [14297, '2026-08-01', '2026-08-19', '2026-08-19'],
    ]);
    expect(rows.every((r) => typeof r.name === 'string' && typeof r.lat === 'number')).toBe(true);
  });

  it('MCP tools show the same: the failure says it left and when, the history carries left_register', async () => {
    const call = (name: string, args: Record<string, unknown>) => callTool(server, name, args);
    const station = await call('get_station', { id: 1538 });
    expect(station.isError).toBe(true);
    expect(station.content[0]?.text).toMatch(
      /^STATION_NOT_FOUND: Station 1538 is no longer in the register's list .* on 2026-08-21\./,
    );
    const history = await call('get_price_history', { kind: 'station', id: 1538, days: 30 });
    expect(history.structuredContent?.data.left_register).toMatchObject({ last_seen: '2026-08-21' });
  });

  it('stations.csv says when each station was first seen', async () => {
    const csv = await (await server.request('/downloads/stations.csv')).text();
    const [header, ...lines] = csv.trim().split('\n');
    const column = header?.split(',').indexOf('first_seen') as number;
    const row = lines.find((line) => line.startsWith('4375,'));
    expect(row?.split(',').at(column - (header?.split(',').length ?? 0))).toBe('2026-07-30');
  });
});

describe('the station table of a month archived before station tables were kept', () => {
  it('is built on the first refresh after an upgrade, from the month’s prices and the records at hand', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-upgrade-');
    // As an earlier version left it: no station records per day, archive indexes without station tables.
    rmSync(join(dataDir, HISTORY_STATIONS_DIR), { recursive: true, force: true });
    const manifest = readManifest(dataDir);
    const indexPath = join(dataDir, manifest?.snapshot ?? '', ARCHIVE_INDEX_FILE);
    const old = readArchiveIndex(indexPath);
    const withoutTables: ArchiveIndex = { ...old, months: old.months.map(({ stations: _table, ...month }) => month) };
    writeFileSync(indexPath, JSON.stringify(withoutTables));
    const source = fixtureSliceSource();
    await refreshSnapshot({ source, dataDir, now: new Date('2026-08-22T18:00:00Z') });
    const july = await stationTableRows(dataDir, '2026-07', [4375, 14297]);
    // Seen in July's prices; 4375's record is today's (the only one at hand), 14297 left before today: no record.
    expect(july).toEqual([
      expect.objectContaining({
        station_id: 4375,
        first_seen: '2026-07-30',
        last_seen: '2026-07-31',
        record_date: '2026-08-22',
      }),
      expect.objectContaining({
        station_id: 14297,
        first_seen: '2026-07-30',
        last_seen: '2026-07-31',
        name: null,
        record_date: null,
      }),
    ]);
    expect(typeof july[0]?.name).toBe('string');
    rmSync(dataDir, { recursive: true, force: true });
  });
});

/**
 * The slice published again on two later days: on 25 September stations 5122 and 12054 are in the register with Tipo
 * Venta R (they sell, but not to the public); on 26 September 5122 still is and 12054 is gone. 1538 was last in the
 * public list on 21 August (36 days before the data's date), 14297 on 19 August (38 days).
 */
describe('after two more days: stations that do not sell to the public, and stations that left over 30 days ago', () => {
  const RESTRICTED = 5122;
  const RESTRICTED_THEN_GONE = 12054;
  let reader: TestServer;
  let dataDir: string;
  const registerOn = (fecha: string, restricted: readonly number[], gone: readonly number[]) => () => {
    const list = nationalList();
    const listed = list.ListaEESSPrecio.filter((s) => !gone.includes(Number(s.IDEESS)));
    return {
      ...list,
      Fecha: fecha,
      ListaEESSPrecio: listed.map((s) => (restricted.includes(Number(s.IDEESS)) ? { ...s, 'Tipo Venta': 'R' } : s)),
    };
  };

  beforeAll(async () => {
    dataDir = copyOf(fixtureDataDir(), 'fuel-restricted-');
    const both = [RESTRICTED, RESTRICTED_THEN_GONE];
    await refreshSnapshot({
      source: fixtureSliceSource(registerOn('25/09/2026 8:00:00', both, [])),
      dataDir,
      now: new Date('2026-09-25T10:00:00Z'),
    });
    await refreshSnapshot({
      source: fixtureSliceSource(registerOn('26/09/2026 8:00:00', [RESTRICTED], [RESTRICTED_THEN_GONE])),
      dataDir,
      now: new Date('2026-09-26T10:00:00Z'),
    });
    reader = await startTestServer({ config: { dataDir } });
    reader.store.swap(await loadDataset(dataDir), new Date('2026-09-26T10:00:00Z'));
  }, 60_000);
  afterAll(async () => {
    await reader?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const problemOf = async (path: string) => {
    const response = await reader.request(path, { headers: { 'Accept-Language': 'en' } });
    const {
      request_id: _id,
      instance: _instance,
      ...problem
    } = (await response.json()) as Problem & {
      request_id: string;
      instance: string;
    };
    return { status: response.status, problem };
  };

  it('a station with Tipo Venta R answers as before the durable record: the 404 of an id that sells to no one', async () => {
    // The archive has both: in the register, not selling to the public.
    const rows = await stationTableRows(dataDir, '2026-09', [RESTRICTED, RESTRICTED_THEN_GONE]);
    expect(rows.map((r) => [r.station_id, r.sells_to_public, r.last_seen])).toEqual([
      [RESTRICTED, false, '2026-09-26'],
      [RESTRICTED_THEN_GONE, false, '2026-09-25'],
    ]);
    for (const id of [RESTRICTED, RESTRICTED_THEN_GONE]) {
      const plain = {
        status: 404,
        problem: {
          type: expect.stringContaining('#station-not-found'),
          title: 'Station not found',
          status: 404,
          code: 'STATION_NOT_FOUND',
          detail: `No station with id "${id}" sells to the public; ids are the ministry's IDEESS numbers (see /v1/search)`,
        },
      };
      expect(await problemOf(`/v1/stations/${id}`)).toEqual(plain);
      for (const days of [1, 30, 90]) expect(await problemOf(`/v1/stations/${id}/history?days=${days}`)).toEqual(plain);
    }
  });

  it('?ids= lists them in not_found only, never under left_register, over REST and MCP', async () => {
    const ids = `${RESTRICTED},${RESTRICTED_THEN_GONE},1538`;
    const { body } = await reader.json<{ data: { not_found: number[]; left_register: { id: number }[] } }>(
      `/v1/stations?ids=${ids}`,
    );
    expect(body.data.not_found).toEqual([RESTRICTED, RESTRICTED_THEN_GONE, 1538]);
    expect(body.data.left_register.map((s) => s.id)).toEqual([1538]);
    const result = await callTool(reader, 'get_station', { kind: 'several', ids });
    const listed = result.structuredContent?.data.left_register as { id: number }[] | undefined;
    expect(listed?.map((s) => s.id)).toEqual([1538]);
  });

  it('the history_url of a station that left over 30 days ago carries the days that reach its last day, and answers', async () => {
    const detail = await problemOf('/v1/stations/1538');
    expect(detail.problem).toMatchObject({
      last_seen: '2026-08-21',
      history_url: `${reader.url}/v1/stations/1538/history?days=37`,
    });
    expect(detail.problem.detail).toMatch(
      /on 2026-08-21\. Its prices until then: \/v1\/stations\/1538\/history\?days=37$/,
    );
    // A history asked with the default 30 days refers to the window that reaches 19 August.
    const tooShort = await problemOf('/v1/stations/14297/history');
    expect(tooShort.problem).toMatchObject({ history_url: `${reader.url}/v1/stations/14297/history?days=39` });
    const listed = await reader.json<{ data: { left_register: { id: number; history_url: string }[] } }>(
      '/v1/stations?ids=1538,14297',
    );
    expect(listed.body.data.left_register.map((s) => s.history_url)).toEqual([
      `${reader.url}/v1/stations/1538/history?days=37`,
      `${reader.url}/v1/stations/14297/history?days=39`,
    ]);
    // Every link answers 200 with the station's last day in its window.
    for (const [id, url, lastSeen] of [
      [1538, detail.problem.history_url, '2026-08-21'],
      [14297, tooShort.problem.history_url, '2026-08-19'],
    ] as const) {
      const history = await reader.json<{
        data: {
          from: string;
          left_register: { last_seen: string };
          series: { points: { date: string; price: number | null }[] }[];
        };
      }>(String(url).slice(reader.url.length));
      expect(history.status, String(id)).toBe(200);
      expect(history.body.data.from).toBe(lastSeen);
      expect(history.body.data.left_register.last_seen).toBe(lastSeen);
      const priced = history.body.data.series.flatMap((s) => s.points.filter((p) => p.price !== null));
      expect(priced.map((p) => p.date)).toContain(lastSeen);
    }
  });
});
