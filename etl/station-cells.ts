// The stations' H3 cells. Those of the stations already served are read back from their snapshot; only the cells of
// new or moved stations are computed, in a worker thread that exits once they are: h3-js's module and heap (about 20
// MB of RSS once used) are given back before the snapshot's database and the daily series are at their largest.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SNAPSHOTS_DIR } from '../core/data-dir/layout.js';
import { type Manifest, readManifest } from '../core/data-dir/manifest.js';
import { STATION_H3_RESOLUTION } from '../core/data-dir/tables.js';
import { preloadDuckDb, readColumns, sqlPath } from '../core/duckdb.js';
import { firstAnswer } from '../core/module-worker.js';
import { openEtlDatabase } from './scratch-database.js';

// Plain JavaScript (CommonJS, as an eval'd worker runs): it needs no TypeScript loader under tsx.
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { latLngToCell } = require(workerData.h3);
const { lats, lngs, resolution } = workerData;
parentPort.postMessage(Array.from(lats, (lat, i) => latLngToCell(lat, lngs[i], resolution)));
`;

interface StationPoint {
  id: number;
  lat: number;
  lng: number;
}

/** Cells computed earlier, by station id, with the point each was computed from. */
export type KnownCells = ReadonlyMap<number, { lat: number; lng: number; cell: string }>;

/**
 * The H3 cell (STATION_H3_RESOLUTION) of each station, in their order: a station of `known` at the same point keeps
 * its cell, and the others' are computed in a worker thread, started only if there are any. On the national list a
 * day adds a handful of stations: the 11,400 cells and h3-js's load and compilation took a refresh 0.3–0.5 s of CPU.
 */
export async function stationCells(
  stations: readonly StationPoint[],
  known: KnownCells = new Map(),
): Promise<string[]> {
  const cells: string[] = new Array(stations.length);
  const missing: number[] = [];
  stations.forEach((station, i) => {
    const earlier = known.get(station.id);
    if (earlier && earlier.lat === station.lat && earlier.lng === station.lng) cells[i] = earlier.cell;
    else missing.push(i);
  });
  if (missing.length > 0) {
    const computed = await computeCells(missing.map((i) => stations[i] as StationPoint));
    missing.forEach((station, i) => {
      cells[station] = computed[i] as string;
    });
  }
  return cells;
}

/**
 * The cells of the stations of the snapshot `dataDir` serves (`served`, its manifest), from its stations' Parquet file;
 * none when nothing is served or the file cannot be read (every cell is then computed). Loads DuckDB's package either
 * way: the refresh opens its first database soon after.
 */
export async function knownStationCells(
  dataDir: string,
  served: Manifest | null = readManifest(dataDir),
): Promise<KnownCells> {
  if (!served) {
    preloadDuckDb();
    return new Map();
  }
  const file = join(dataDir, served.snapshot, 'stations.parquet');
  let db: Awaited<ReturnType<typeof openEtlDatabase>> | null = null;
  try {
    db = await openEtlDatabase(join(dataDir, SNAPSHOTS_DIR));
    const [ids = [], lats = [], lngs = [], cells = []] = await readColumns(
      await db.connection.stream(`SELECT id, lat, lng, h3_cell FROM read_parquet(${sqlPath(file)})`),
    );
    const known = new Map<number, { lat: number; lng: number; cell: string }>();
    ids.forEach((id, i) => {
      const cell = cells[i];
      if (typeof cell === 'string') known.set(id as number, { lat: lats[i] as number, lng: lngs[i] as number, cell });
    });
    return known;
  } catch {
    // A snapshot written before the cells were, or a file gone: the cells are computed, as on a first refresh.
    return new Map();
  } finally {
    db?.close();
  }
}

/** The cells of `points`, computed by h3-js in a worker thread that ends once it has answered. */
function computeCells(points: readonly StationPoint[]): Promise<string[]> {
  const lats = Float64Array.from(points, (p) => p.lat);
  const lngs = Float64Array.from(points, (p) => p.lng);
  const h3 = createRequire(import.meta.url).resolve('h3-js');
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { h3, lats, lngs, resolution: STATION_H3_RESOLUTION },
    transferList: [lats.buffer, lngs.buffer],
  });
  return firstAnswer<string[]>(worker, 'the H3 worker');
}
