import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../store/dataset.js';
import { loadDataset, sharedDataDir } from '../test/support/datasets.js';
import { SHARED_DATA_DIR, SKIP_WITHOUT_SHARED, sharedDataAvailable } from '../test/support/ministry-fixture-server.js';
import { historyDates } from './history-writer.js';
import { MINISTRY_PRICE_KEYS, PRICE_KEYS, type PriceKey } from './model.js';

const KEY_OF = new Map(PRICE_KEYS.map((key) => [MINISTRY_PRICE_KEYS[key], key] as const));

/** prices_long.csv.gz read independently of the ETL: date -> key -> station -> price. */
async function readPricesLong(): Promise<Map<string, Map<PriceKey, Map<number, number>>>> {
  const byDate = new Map<string, Map<PriceKey, Map<number, number>>>();
  const lines = createInterface({
    input: createReadStream(join(SHARED_DATA_DIR, 'ministry', 'prices_long.csv.gz')).pipe(createGunzip()),
  });
  let header = true;
  for await (const line of lines) {
    if (header) {
      header = false;
      continue;
    }
    const [date, , id, fuelKey, price] = line.split(',');
    const key = KEY_OF.get(fuelKey as string);
    if (!key || !date) continue;
    const byKey = byDate.get(date) ?? new Map<PriceKey, Map<number, number>>();
    byDate.set(date, byKey);
    const byStation = byKey.get(key) ?? new Map<number, number>();
    byKey.set(key, byStation);
    byStation.set(Number(id), Number(price));
  }
  return byDate;
}

function mean(values: number[]): number {
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1000) / 1000;
}

describe.skipIf(!sharedDataAvailable)('ETL end to end against the ministry fixture server', () => {
  let dataset: Dataset;
  let expected: Awaited<ReturnType<typeof readPricesLong>>;
  beforeAll(async () => {
    dataset = await loadDataset(sharedDataDir());
    expected = await readPricesLong();
  });

  it('loads all 11,385 stations of the national list', () => {
    expect(dataset.stations).toHaveLength(11_385);
    expect(dataset.sourceTime).toBe('2026-08-22T13:53:31Z');
    expect(dataset.sourceDate).toBe('2026-08-22');
  });

  it('fills 42 days of history from EstacionesTerrestresHist plus the current day', () => {
    const dates = historyDates(sharedDataDir());
    expect(dates).toHaveLength(43);
    expect(dates[0]).toBe('2026-07-11');
    expect(dates.at(-1)).toBe('2026-08-22');
  });

  it('stores each station with its H3 cell in the snapshot Parquet', async () => {
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const { latLngToCell } = await import('h3-js');
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const file = join(sharedDataDir(), dataset.version, 'stations.parquet');
    const rows = (
      await connection.runAndReadAll(`SELECT id, lat, lng, h3_cell FROM read_parquet('${file}') WHERE id = 4375`)
    ).getRowObjectsJS();
    expect(rows[0]?.h3_cell).toBe(latLngToCell(rows[0]?.lat as number, rows[0]?.lng as number, 8));
    connection.closeSync();
    instance.closeSync();
  });

  it('puts station 4375 (Abengibre) in province 02 and community 08 (INE, Castilla-La Mancha)', () => {
    const station = dataset.station(4375);
    expect(station).toMatchObject({ province_code: '02', community_code: '08' });
    expect(dataset.territories.community('08')?.name).toBe('Castilla-La Mancha');
  });

  it('gives station prices equal to prices_long.csv.gz for a sample of stations', () => {
    const today = expected.get('2026-08-22');
    let checked = 0;
    for (const station of dataset.stations.filter((_, i) => i % 97 === 0)) {
      for (const key of PRICE_KEYS) {
        expect(station.prices[key], `${station.id} ${key}`).toBe(today?.get(key)?.get(station.id));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives daily Spain and province aggregates equal to statistics computed from prices_long.csv.gz', async () => {
    for (const date of ['2026-07-11', '2026-08-01', '2026-08-22']) {
      const prices = expected.get(date)?.get('diesel') as Map<number, number>;
      const [spain] = await dataset.dailyAggregates('diesel', { level: 'spain' }, date, date);
      expect(spain).toMatchObject({ date, stations: prices.size, average: mean([...prices.values()]) });
      expect(spain?.minimum).toBe(Math.min(...prices.values()));
      expect(spain?.maximum).toBe(Math.max(...prices.values()));
    }
  });

  it('gives province aggregates of the current day equal to statistics computed from prices_long.csv.gz', async () => {
    const date = '2026-08-22';
    const prices = expected.get(date)?.get('diesel') as Map<number, number>;
    for (const province of ['02', '28', '35', '08', '51']) {
      const inProvince = [...prices]
        .filter(([id]) => dataset.station(id)?.province_code === province)
        .map(([, p]) => p);
      const [aggregate] = await dataset.dailyAggregates('diesel', { level: 'province', code: province }, date, date);
      expect(aggregate?.average).toBe(mean(inProvince));
      expect(aggregate?.stations).toBe(inProvince.length);
    }
  });
});

describe.skipIf(sharedDataAvailable)('ETL end to end', () => {
  it.skip(SKIP_WITHOUT_SHARED, () => {});
});
