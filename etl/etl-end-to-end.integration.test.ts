// The ETL end to end over HTTP, on the committed slice of the ministry's data (test/fixtures/ministry), checked
// against the slice's prices_long.csv.gz and raw lists read without the ETL.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyDates } from '../core/data-dir/history-files.js';
import { PRICE_KEYS } from '../core/model.js';
import type { Dataset } from '../store/dataset.js';
import { fixtureDataDir, loadDataset } from '../test/support/datasets.js';
import { nationalList } from '../test/support/ministry-files.js';
import { currentDate, historyDays, type PricesLong, provincesOn, readPricesLong } from '../test/support/prices-long.js';

function mean(values: number[]): number {
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1000) / 1000;
}

describe('ETL end to end against the ministry fixture server', () => {
  let dataset: Dataset;
  let expected: PricesLong;
  beforeAll(async () => {
    dataset = await loadDataset(fixtureDataDir());
    expected = await readPricesLong();
  });

  it('loads every station of the current list, at the list time', () => {
    const raw = nationalList().ListaEESSPrecio;
    expect(dataset.stations.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      raw.map((s) => Number(s.IDEESS)).sort((a, b) => a - b),
    );
    expect(dataset.stations.length).toBeGreaterThan(400);
    expect(dataset.sourceTime).toBe('2026-08-22T13:53:31Z');
    expect(dataset.sourceDate).toBe('2026-08-22');
  });

  it('fills the history from EstacionesTerrestresHist plus the current day, with the missing day left out', () => {
    const dates = historyDates(fixtureDataDir());
    expect(dates).toEqual([...historyDays(), currentDate()]);
    expect(dates).toEqual(['2026-07-30', '2026-07-31', '2026-08-01', '2026-08-19', '2026-08-21', '2026-08-22']);
    expect(dates).not.toContain('2026-08-20');
  });

  it('stores each station with its H3 cell in the snapshot Parquet', async () => {
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const { latLngToCell } = await import('h3-js');
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const file = join(fixtureDataDir(), dataset.version, 'stations.parquet');
    const rows = (
      await connection.runAndReadAll(`SELECT id, lat, lng, h3_cell FROM read_parquet('${file}') WHERE id = 4375`)
    ).getRowObjectsJS();
    expect(rows[0]).toMatchObject({ lat: 39.211417, lng: -1.539167 });
    expect(rows[0]?.h3_cell).toBe(latLngToCell(rows[0]?.lat as number, rows[0]?.lng as number, 8));
    connection.closeSync();
    instance.closeSync();
  });

  it('puts station 4375 (Abengibre) in province 02 and community 08 (INE, Castilla-La Mancha)', () => {
    const station = dataset.station(4375);
    expect(station).toMatchObject({ province_code: '02', community_code: '08' });
    expect(dataset.territories.community('08')?.name).toBe('Castilla-La Mancha');
  });

  it('gives every station the prices of prices_long.csv.gz, and none it does not list', () => {
    const today = expected.get('2026-08-22');
    let checked = 0;
    for (const station of dataset.stations) {
      for (const key of PRICE_KEYS) {
        expect(station.prices[key], `${station.id} ${key}`).toBe(today?.get(key)?.get(station.id));
        if (station.prices[key] !== undefined) checked++;
      }
    }
    expect(checked).toBeGreaterThan(1500);
  });

  it('gives daily Spain aggregates equal to statistics computed from prices_long.csv.gz', async () => {
    for (const date of [...historyDays(), currentDate()]) {
      const prices = expected.get(date)?.get('diesel') as Map<number, number>;
      const [spain] = await dataset.dailyAggregates('diesel', { level: 'spain' }, date, date);
      expect(spain).toMatchObject({ date, stations: prices.size, average: mean([...prices.values()]) });
      expect(spain?.minimum).toBe(Math.min(...prices.values()));
      expect(spain?.maximum).toBe(Math.max(...prices.values()));
    }
    expect(await dataset.dailyAggregates('diesel', { level: 'spain' }, '2026-08-20', '2026-08-20')).toEqual([]);
  });

  it('gives province aggregates equal to statistics of the stations the ministry listed there that day', async () => {
    for (const date of ['2026-07-30', '2026-08-22']) {
      const prices = expected.get(date)?.get('diesel') as Map<number, number>;
      const provinceOf = provincesOn(date);
      // Albacete (whole), Madrid, Tenerife (low tax), Barcelona, Ceuta (low tax).
      for (const province of ['02', '28', '38', '08', '51']) {
        const inProvince = [...prices].filter(([id]) => provinceOf.get(id) === province).map(([, p]) => p);
        expect(inProvince.length, `${date} ${province}`).toBeGreaterThan(0);
        const [aggregate] = await dataset.dailyAggregates('diesel', { level: 'province', code: province }, date, date);
        expect(aggregate?.average).toBe(mean(inProvince));
        expect(aggregate?.stations).toBe(inProvince.length);
      }
    }
  });
});
