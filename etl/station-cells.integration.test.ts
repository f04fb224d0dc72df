// The stations' H3 cells (etl/station-cells.ts): a refresh reads back the cells of the stations already served and
// computes only those of new and moved stations; every cell it writes is h3-js's for the station's point.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../core/data-dir/manifest.js';
import { SNAPSHOT_TABLES_FILE, STATION_H3_RESOLUTION } from '../core/data-dir/tables.js';
import { copyOf } from '../test/support/data-dir-files.js';
import { fixtureDataDir } from '../test/support/datasets.js';
import { fixtureSliceSource, nationalList } from '../test/support/ministry-files.js';
import { refreshSnapshot } from './refresh.js';
import { knownStationCells, stationCells } from './station-cells.js';

const NOW = new Date('2026-08-22T18:00:00Z');
const cellOf = (lat: number, lng: number) => latLngToCell(lat, lng, STATION_H3_RESOLUTION);

/** The served snapshot's stations as its tables file holds them. */
function servedStations(dataDir: string): { id: number; lat: number; lng: number; h3_cell: string }[] {
  const snapshot = readManifest(dataDir)?.snapshot ?? '';
  return JSON.parse(readFileSync(join(dataDir, snapshot, SNAPSHOT_TABLES_FILE), 'utf8')).stations;
}

describe('stationCells', () => {
  it("keeps the known cell of a station at the same point, and computes h3-js's for new and moved stations", async () => {
    const known = new Map([
      [1, { lat: 40.4168, lng: -3.7038, cell: 'known cell of 1' }],
      [2, { lat: 41, lng: 2, cell: 'known cell of 2' }],
    ]);
    const stations = [
      { id: 1, lat: 40.4168, lng: -3.7038 },
      { id: 2, lat: 41.3874, lng: 2.1686 },
      { id: 3, lat: 37.3891, lng: -5.9845 },
    ];
    expect(await stationCells(stations, known)).toEqual([
      'known cell of 1',
      cellOf(41.3874, 2.1686),
      cellOf(37.3891, -5.9845),
    ]);
  });
});

describe('knownStationCells', () => {
  it("reads the served snapshot's cell of every station, with the point it is of", async () => {
    const dataDir = fixtureDataDir();
    const served = servedStations(dataDir);
    const known = await knownStationCells(dataDir);
    expect(known.size).toBe(served.length);
    for (const station of served) {
      expect(known.get(station.id)).toEqual({ lat: station.lat, lng: station.lng, cell: station.h3_cell });
    }
  });

  it('knows none where nothing is served, or where the stations file is gone', async () => {
    const empty = copyOf(fixtureDataDir(), 'fuel-cells-');
    const snapshot = readManifest(empty)?.snapshot ?? '';
    rmSync(join(empty, snapshot, 'stations.parquet'));
    expect((await knownStationCells(empty)).size).toBe(0);
    rmSync(join(empty, 'manifest.json'));
    expect((await knownStationCells(empty)).size).toBe(0);
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('a refresh over a served snapshot', () => {
  it("writes h3-js's cell of every station: a moved one's anew, the others' as they were", async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-cells-');
    const before = new Map(servedStations(dataDir).map((s) => [s.id, s.h3_cell]));
    // Station 4375 (Abengibre) moved about 3 km east, into another cell.
    const list = nationalList();
    const moved = {
      ...list,
      Fecha: '22/08/2026 17:30:00',
      ListaEESSPrecio: list.ListaEESSPrecio.map((r) =>
        r.IDEESS === '4375' ? { ...r, 'Longitud (WGS84)': '-1,500000' } : r,
      ),
    };
    await refreshSnapshot({ source: fixtureSliceSource(() => moved), dataDir, now: NOW });
    const after = servedStations(dataDir);
    expect(after.length).toBe(before.size);
    for (const station of after) expect(station.h3_cell).toBe(cellOf(station.lat, station.lng));
    const abengibre = after.find((s) => s.id === 4375);
    expect(abengibre?.lng).toBe(-1.5);
    expect(abengibre?.h3_cell).not.toBe(before.get(4375));
    rmSync(dataDir, { recursive: true, force: true });
  });
});
