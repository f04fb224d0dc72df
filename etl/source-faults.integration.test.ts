// A source that answers what it should not: an older copy of the register, absurd prices. Nothing it says may roll
// the service back or reach an answer, and every server of the DATA_DIR says what happened in /v1/status.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { historyDayPath } from '../core/data-dir/history-files.js';
import { MANIFEST_FILE } from '../core/data-dir/layout.js';
import { type Manifest, readManifest } from '../core/data-dir/manifest.js';
import { readRefreshRecord } from '../core/data-dir/refresh-record.js';
import { SNAPSHOT_TABLES_FILE, type SnapshotTableRows } from '../core/data-dir/tables.js';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { isPlausiblePrice } from '../core/price-range.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { contents, copyOf } from '../test/support/data-dir-files.js';
import { fixtureDataDir } from '../test/support/datasets.js';
import { fixtureSliceSource, nationalList } from '../test/support/ministry-files.js';
import { startTestServer, type TestServer } from '../test/support/test-server.js';
import { OutdatedSourceError } from './guards.js';
import { refreshSnapshot } from './refresh.js';
import type { RawStationList } from './source/source.js';

const NOW = new Date('2026-08-22T18:00:00Z');

/** The slice as the register would answer it with `Fecha`, and `price` in place of diesel at one station in 60. */
function listWith(fecha: string, price?: string): RawStationList {
  const list = nationalList();
  list.Fecha = fecha;
  if (price !== undefined) {
    list.ListaEESSPrecio.forEach((station, i) => {
      if (i % 60 === 0 && station['Precio Gasoleo A'] !== '') station['Precio Gasoleo A'] = price;
    });
  }
  return list;
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a register answering an older copy than the data served', () => {
  it('is refused with its own category, and nothing is written: manifest, history and archive stay as they were', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-older-');
    const withoutRecord = (files: Record<string, string>) => {
      const { 'refresh-status.json': _record, ...rest } = files;
      return rest;
    };
    const before = withoutRecord(contents(dataDir));
    const served = readManifest(dataDir) as Manifest;
    // The slice is of 22/08/2026 15:53:31; an old copy of the morning.
    const attempt = refreshSnapshot({
      source: fixtureSliceSource(() => listWith('22/08/2026 8:05:12')),
      dataDir,
      now: NOW,
    });
    await expect(attempt).rejects.toBeInstanceOf(OutdatedSourceError);
    expect(withoutRecord(contents(dataDir))).toEqual(before);
    expect(readManifest(dataDir)?.snapshot).toBe(served.snapshot);
    expect(readRefreshRecord(dataDir)).toMatchObject({
      succeeded: false,
      category: 'source_outdated',
      source_data_time: '2026-08-22T06:05:12Z',
    });
    // A day before the data served: refused too, its history file untouched.
    const dayBefore = refreshSnapshot({
      source: fixtureSliceSource(() => listWith('21/08/2026 20:00:00')),
      dataDir,
      now: NOW,
    });
    await expect(dayBefore).rejects.toBeInstanceOf(OutdatedSourceError);
    expect(contents(dataDir)[join('history', 'days', '2026-08-21.parquet')]).toBe(
      before[join('history', 'days', '2026-08-21.parquet')],
    );
  });

  it('says so on a reader of the DATA_DIR: /v1/status shows the refresher’s refusal, with the register’s times', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-older-reader-');
    server = await startTestServer({ config: { dataDir }, start: true });
    expect(
      (await server.json<{ data: { last_refresh: { succeeded: boolean } } }>('/v1/status')).body.data,
    ).toMatchObject({ status: 'ok' });
    const attempt = refreshSnapshot({
      source: fixtureSliceSource(() => listWith('22/08/2026 8:05:12')),
      dataDir,
      now: NOW,
    });
    await expect(attempt).rejects.toThrow();
    await expect
      .poll(async () => (await server?.json<{ data: Record<string, unknown> }>('/v1/status'))?.body.data, {
        timeout: 10_000,
      })
      .toMatchObject({
        status: 'stale',
        source_stalled: false,
        last_refresh: {
          succeeded: false,
          error_category: 'source_outdated',
          source_data_time: '2026-08-22T06:05:12Z',
        },
      });
  });
});

describe('a refresh the guards refuse', () => {
  it('shows on a reader as a failure with its category, the data served left as it was', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-guarded-reader-');
    server = await startTestServer({ config: { dataDir }, start: true });
    const served = server.store.current()?.version;
    // Half the stations gone: more than the 10 % drop the guards allow.
    const halved = () => {
      const list = listWith('22/08/2026 20:10:00');
      list.ListaEESSPrecio = list.ListaEESSPrecio.filter((_, i) => i % 2 === 0);
      return list;
    };
    await expect(refreshSnapshot({ source: fixtureSliceSource(halved), dataDir, now: NOW })).rejects.toThrow(
      /stations against/,
    );
    await expect
      .poll(async () => (await server?.json<{ data: Record<string, unknown> }>('/v1/status'))?.body.data, {
        timeout: 10_000,
      })
      .toMatchObject({ status: 'stale', last_refresh: { succeeded: false, error_category: 'guard_rejected' } });
    expect(server.store.current()?.version).toBe(served);
  });
});

describe('a register answering absurd prices', () => {
  it.each(['99999', 'abc', '-1,0', '0,000', '1.234,5', '0,001'])(
    'never publishes %s: no snapshot, history day or archive file holds an implausible price',
    async (price) => {
      const dataDir = copyOf(fixtureDataDir(), 'fuel-absurd-');
      await refreshSnapshot({
        source: fixtureSliceSource(() => listWith('22/08/2026 20:10:00', price)),
        dataDir,
        now: NOW,
      });
      const dataset = await loadPublishedDataset(dataDir);
      expect(dataset?.sourceTime).toBe('2026-08-22T18:10:00Z');
      for (const station of dataset?.stations ?? []) {
        for (const [key, value] of Object.entries(station.prices)) {
          expect(isPlausiblePrice(key as never, value), `${station.id} ${key} ${value}`).toBe(true);
        }
      }
      const db = await openScratchDatabase();
      try {
        const day = historyDayPath(dataDir, '2026-08-22');
        const archive = join(dataDir, 'archive');
        const [worst] = (
          await db.connection.runAndReadAll(
            `SELECT max(price) AS highest, min(price) AS lowest FROM (
               SELECT price FROM read_parquet(${sqlPath(day)})
               UNION ALL SELECT price FROM read_parquet(${sqlPath(join(archive, 'prices-2026-08.*.parquet'))}))`,
          )
        ).getRowObjectsJS() as { highest: number; lowest: number }[];
        expect(worst?.highest).toBeLessThanOrEqual(5);
        expect(worst?.lowest).toBeGreaterThanOrEqual(0.1);
      } finally {
        db.close();
      }
      dataset?.release();
    },
  );
});

/** Publishes a copy of the served snapshot whose stations.parquet holds 99999 as one diesel price. */
async function publishUnloadable(dataDir: string): Promise<string> {
  const manifest = readManifest(dataDir) as Manifest;
  const name = `${manifest.snapshot.split('/').pop()}-bad`;
  const dir = join('snapshots', name);
  const { cpSync } = await import('node:fs');
  cpSync(join(dataDir, manifest.snapshot), join(dataDir, dir), { recursive: true });
  const stations = join(dataDir, dir, 'stations.parquet');
  const db = await openScratchDatabase();
  try {
    await db.connection.run(
      `COPY (SELECT * REPLACE (CASE WHEN price_diesel IS NOT NULL AND id = (SELECT min(id) FROM read_parquet(${sqlPath(stations)}) WHERE price_diesel IS NOT NULL) THEN 99999 ELSE price_diesel END AS price_diesel)
       FROM read_parquet(${sqlPath(stations)})) TO ${sqlPath(`${stations}.new`)} (FORMAT PARQUET)`,
    );
  } finally {
    db.close();
  }
  renameSync(`${stations}.new`, stations);
  // The same price in the tables file a start reads instead of the Parquet files.
  const tablesFile = join(dataDir, dir, SNAPSHOT_TABLES_FILE);
  const tables = JSON.parse(readFileSync(tablesFile, 'utf8')) as SnapshotTableRows;
  const priced = tables.stations.filter((row) => row.price_diesel !== null);
  const cheapestId = Math.min(...priced.map((row) => row.id as number));
  for (const row of priced) if (row.id === cheapestId) row.price_diesel = 99999;
  writeFileSync(tablesFile, JSON.stringify(tables));
  const { snapshot, source_time, source_date, is_sample } = manifest;
  const next: Manifest = {
    ...manifest,
    snapshot: dir,
    source_time: '2026-08-22T18:10:00Z',
    previous: [{ snapshot, source_time, source_date, is_sample }],
  };
  writeFileSync(join(dataDir, `${MANIFEST_FILE}.new`), JSON.stringify(next));
  renameSync(join(dataDir, `${MANIFEST_FILE}.new`), join(dataDir, MANIFEST_FILE));
  return manifest.snapshot;
}

describe('a snapshot a reader cannot load', () => {
  it('is refused with the station and price named, the refusal reported once (no unhandled rejection)', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-unloadable-load-');
    await publishUnloadable(dataDir);
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      await expect(loadPublishedDataset(dataDir)).rejects.toThrow(/^station \d+: diesel price 99999 is outside/);
      // The history files are still being read when the stations fail: what they do next happens after this.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      process.off('unhandledRejection', listen);
    }
    expect(unhandled).toEqual([]);
  });

  it('leaves a running reader on what it served, saying so: stale, snapshot_unloadable', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-unloadable-');
    server = await startTestServer({ config: { dataDir }, start: true });
    const served = server.store.current()?.version;
    await publishUnloadable(dataDir);
    await expect
      .poll(async () => (await server?.json<{ data: Record<string, unknown> }>('/v1/status'))?.body.data, {
        timeout: 20_000,
      })
      .toMatchObject({ status: 'stale', last_refresh: { succeeded: false, error_category: 'snapshot_unloadable' } });
    expect(server.store.current()?.version).toBe(served);
    const prices = await server.json<{ meta: { stale: boolean } }>('/v1/prices');
    expect(prices.status).toBe(200);
    expect(prices.body.meta.stale).toBe(true);
  });

  it('gives a reader started afterwards the snapshot published before it, instead of no data', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-unloadable-start-');
    const earlier = await publishUnloadable(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, MANIFEST_FILE), 'utf8')).previous[0].snapshot).toBe(earlier);
    server = await startTestServer({ config: { dataDir }, start: true });
    await expect.poll(() => server?.store.current()?.version, { timeout: 20_000 }).toBe(earlier);
    const status = await server.json<{ data: Record<string, unknown> }>('/v1/status');
    expect(status.body.data).toMatchObject({
      status: 'stale',
      last_refresh: { succeeded: false, error_category: 'snapshot_unloadable' },
    });
    expect((await server.request('/v1/prices')).status).toBe(200);
  });
});

describe('a register that answers but has stopped moving', () => {
  it('is said in /v1/status: source_stalled when its own data is over 36 hours older than its answer', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-stalled-');
    server = await startTestServer({ config: { dataDir }, start: true });
    const record = (answeredAt: string) =>
      writeFileSync(
        join(dataDir, 'refresh-status.json'),
        JSON.stringify({
          format: 1,
          attempted_at: answeredAt,
          succeeded: true,
          category: null,
          message: null,
          source_answered_at: answeredAt,
          source_data_time: '2026-08-22T13:53:31Z',
        }),
      );
    record('2026-08-23T20:00:00Z');
    await expect
      .poll(async () => (await server?.json<{ data: { source_stalled: boolean } }>('/v1/status'))?.body.data, {
        timeout: 10_000,
      })
      .toMatchObject({ source_stalled: false, last_refresh: { source_answered_at: '2026-08-23T20:00:00Z' } });
    record('2026-08-24T02:00:00Z');
    await expect
      .poll(async () => (await server?.json<{ data: { source_stalled: boolean } }>('/v1/status'))?.body.data, {
        timeout: 10_000,
      })
      .toMatchObject({ source_stalled: true });
  });
});
