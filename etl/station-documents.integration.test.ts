// The station documents are written from the stations a refresh holds (etl/station-documents.ts) while DuckDB writes
// the CSV and Parquet files from its `download_stations` query: both must give the same rows, value for value and in
// the same order of rows and keys, or the downloads would disagree with each other.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../core/data-dir/manifest.js';
import {
  COMMUNITY_COLUMNS,
  communityRow,
  MUNICIPALITY_COLUMNS,
  municipalityRow,
  PROVINCE_COLUMNS,
  provinceRow,
  SNAPSHOT_TABLES_FILE,
  STATION_COLUMNS,
  stationRow,
} from '../core/data-dir/tables.js';
import { createTable, mapRows, openScratchDatabase, rowsOf, sqlPath } from '../core/duckdb.js';
import type { CleanSnapshot, Station, Territories } from '../core/model.js';
import { fixtureDataDir, weeksDataDir } from '../test/support/datasets.js';
import { STATION_DOWNLOAD_COLUMNS } from './download-schema.js';
import { createDownloadStations, readFirstSeen } from './downloads.js';
import { readPublishedSnapshot } from './republish.js';
import { createFirstSeen, type SnapshotTable, writeTablesFile } from './snapshot-writer.js';
import { downloadRows } from './station-documents.js';

/** The rows of `download_stations`, with dates as the documents write them, and the rows made from the stations. */
async function bothRows(snapshot: CleanSnapshot, territories: Territories) {
  const db = await openScratchDatabase();
  try {
    const { connection } = db;
    // As stageSnapshot creates them, from the stations held.
    await createTable(
      connection,
      'stations',
      STATION_COLUMNS,
      rowsOf(snapshot.stations, (s) => stationRow(s, 'cell')),
    );
    await createTable(connection, 'communities', COMMUNITY_COLUMNS, rowsOf(territories.communities, communityRow));
    await createTable(connection, 'provinces', PROVINCE_COLUMNS, rowsOf(territories.provinces, provinceRow));
    await createTable(
      connection,
      'municipalities',
      MUNICIPALITY_COLUMNS,
      rowsOf(territories.municipalities, municipalityRow),
    );
    // Every other station first seen on the snapshot's day, the rest earlier: and one not at all (its first day null).
    await connection.run(`CREATE TEMP TABLE daily_prices AS
      SELECT DATE '2020-01-01' + (id % 97)::INTEGER AS date, id AS station_id FROM stations WHERE id % 2 = 0`);
    await createFirstSeen(connection, snapshot.source_date, []);
    await connection.run(
      `DELETE FROM first_seen WHERE station_id = (SELECT max(id) FROM stations WHERE sells_to_public)`,
    );
    await createDownloadStations(connection, snapshot.source_time);
    const selected = STATION_DOWNLOAD_COLUMNS.map(({ name, type }) =>
      type === 'date' ? `CAST(${name} AS VARCHAR) AS ${name}` : name,
    );
    const queried = (await connection.runAndReadAll(`SELECT ${selected.join(', ')} FROM download_stations`))
      .getRowObjectsJS()
      .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? null])));
    const made = [
      ...downloadRows(snapshot.stations, territories, snapshot.source_time, await readFirstSeen(connection)),
    ];
    return { queried, made };
  } finally {
    db.close();
  }
}

/** `snapshot` with stations the register may give: a lone half of a surrogate pair, an unknown municipality. */
function withOddStations(snapshot: CleanSnapshot): CleanSnapshot {
  const [first, second] = snapshot.stations as [Station, Station];
  const lastId = Math.max(...snapshot.stations.map((station) => station.id));
  return {
    ...snapshot,
    stations: [
      ...snapshot.stations,
      { ...first, id: lastId + 2, name: 'Estación \uD800 sola', address: 'Calle \uDC00 1', sells_to_public: true },
      { ...second, id: lastId + 1, municipality_id: 999_999, province_code: '99', community_code: '99' },
      { ...second, id: lastId + 3, sells_to_public: false },
    ],
  };
}

describe.each([
  ['the fixtures', fixtureDataDir],
  ['the weeks', weeksDataDir],
])('the station documents on %s', (_name, dataDir) => {
  it("are the rows of the downloads' query: each value, the order of rows and of keys", async () => {
    const manifest = readManifest(dataDir());
    if (!manifest) throw new Error('no snapshot published');
    const { snapshot, territories } = await readPublishedSnapshot(dataDir(), manifest);
    const odd = withOddStations(snapshot);
    const { queried, made } = await bothRows(odd, territories);
    expect(made.length).toBe(odd.stations.filter((station) => station.sells_to_public).length);
    expect(made.length).toBeGreaterThan(3);
    // Text for text, a row a line: the documents' bytes are JSON.stringify of each row.
    expect(made.map((row) => JSON.stringify(row))).toEqual(queried.map((row) => JSON.stringify(row)));
    // What the odd stations are made of, so that the comparison above covers them.
    const byId = new Map(made.map((row) => [row.id, row]));
    const lastId = Math.max(...snapshot.stations.map((station) => station.id));
    expect(byId.get(lastId + 2)?.name).toBe('Estación \uFFFD sola');
    expect(byId.get(lastId + 1)).toMatchObject({ municipality: null, province: null, community: null });
    expect(byId.has(lastId + 3)).toBe(false);
    expect(made.filter((row) => row.first_seen === null)).toHaveLength(1);
    expect(new Set(made.map((row) => row.first_seen)).size).toBeGreaterThan(2);
  });

  it('are beside a tables file that holds what the Parquet file of each table gives, lone surrogates as U+FFFD', async () => {
    const manifest = readManifest(dataDir());
    if (!manifest) throw new Error('no snapshot published');
    const { snapshot, territories } = await readPublishedSnapshot(dataDir(), manifest);
    const odd = withOddStations(snapshot);
    const tables: SnapshotTable[] = [
      { name: 'stations', columns: STATION_COLUMNS, rows: () => rowsOf(odd.stations, (s) => stationRow(s, 'cell')) },
      { name: 'communities', columns: COMMUNITY_COLUMNS, rows: () => rowsOf(territories.communities, communityRow) },
      { name: 'provinces', columns: PROVINCE_COLUMNS, rows: () => rowsOf(territories.provinces, provinceRow) },
      {
        name: 'municipalities',
        columns: MUNICIPALITY_COLUMNS,
        rows: () => rowsOf(territories.municipalities, municipalityRow),
      },
    ];
    const dir = mkdtempSync(join(tmpdir(), 'fuel-tables-file-'));
    const db = await openScratchDatabase();
    try {
      writeTablesFile(dir, tables);
      const text = readFileSync(join(dir, SNAPSHOT_TABLES_FILE), 'utf8');
      const written = JSON.parse(text) as Record<string, unknown[]>;
      // Written row by row, key by key: the text JSON.stringify gives of the whole.
      expect(text).toBe(JSON.stringify(written));
      for (const { name, columns, rows } of tables) {
        await createTable(db.connection, name, columns, rows());
        const parquet = sqlPath(join(dir, `${name}.parquet`));
        await db.connection.run(`COPY ${name} TO ${parquet} (FORMAT PARQUET)`);
        const read = await mapRows(await db.connection.stream(`SELECT * FROM read_parquet(${parquet})`), (row) => ({
          ...row,
        }));
        expect(JSON.stringify(written[name]), name).toBe(JSON.stringify(read));
      }
      const lastId = Math.max(...snapshot.stations.map((station) => station.id));
      expect(written.stations?.find((row) => (row as { id: number }).id === lastId + 2)).toMatchObject({
        name: 'Estación \uFFFD sola',
        address: 'Calle \uFFFD 1',
      });
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
