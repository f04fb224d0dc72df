// The stations' H3 cells, computed in a worker thread that exits once they are: h3-js's module and heap (about 20 MB
// of RSS once used) are given back before the snapshot's database and the daily series are at their largest, instead
// of staying until the refresh ends.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { STATION_H3_RESOLUTION } from '../core/data-dir/tables.js';

// Plain JavaScript (CommonJS, as an eval'd worker runs): it needs no TypeScript loader under tsx. h3-js is loaded at
// once, before the points come.
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { latLngToCell } = require(workerData.h3);
parentPort.once('message', ({ lats, lngs }) => {
  parentPort.postMessage(Array.from(lats, (lat, i) => latLngToCell(lat, lngs[i], workerData.resolution)));
});
`;

/** A worker started ahead of its points: `cellsOf` gives it them once; `stop` ends it if they never come. */
export interface StationCellsWorker {
  /** The H3 cell (STATION_H3_RESOLUTION) of each point, in their order; the worker exits once they are given. */
  cellsOf(points: readonly { lat: number; lng: number }[]): Promise<string[]>;
  stop(): void;
}

/**
 * Starts the worker, so that its module loads while the refresh waits for the register (started when the points are
 * known, it lay on the refresh's path: 0.3–0.5 s).
 */
export function startStationCells(): StationCellsWorker {
  const h3 = createRequire(import.meta.url).resolve('h3-js');
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: { h3, resolution: STATION_H3_RESOLUTION } });
  const answer = new Promise<string[]>((resolve, reject) => {
    worker.once('message', (cells: string[]) => resolve(cells));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the H3 worker exited with ${code} before answering`)));
  }).finally(() => void worker.terminate());
  answer.catch(() => undefined); // reported by cellsOf
  let asked = false;
  return {
    cellsOf(points) {
      if (asked) throw new Error('the H3 worker answers one set of points');
      asked = true;
      const lats = Float64Array.from(points, (p) => p.lat);
      const lngs = Float64Array.from(points, (p) => p.lng);
      worker.postMessage({ lats, lngs }, [lats.buffer, lngs.buffer]);
      return answer;
    },
    stop: () => void worker.terminate(),
  };
}

/** The H3 cell (STATION_H3_RESOLUTION) of each point, in their order, from a worker started for them. */
export function stationCells(points: readonly { lat: number; lng: number }[]): Promise<string[]> {
  return startStationCells().cellsOf(points);
}
