// The stations' H3 cells, computed in a worker thread that exits once they are: h3-js's module and heap (about 20 MB
// of RSS once used) are given back before the snapshot's database and the daily series are at their largest, instead
// of staying until the refresh ends.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { STATION_H3_RESOLUTION } from '../core/data-dir/tables.js';

// Plain JavaScript (CommonJS, as an eval'd worker runs): it needs no TypeScript loader under tsx.
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { latLngToCell } = require(workerData.h3);
const { lats, lngs, resolution } = workerData;
parentPort.postMessage(Array.from(lats, (lat, i) => latLngToCell(lat, lngs[i], resolution)));
`;

/** The H3 cell (STATION_H3_RESOLUTION) of each point, in their order. */
export function stationCells(points: readonly { lat: number; lng: number }[]): Promise<string[]> {
  const lats = Float64Array.from(points, (p) => p.lat);
  const lngs = Float64Array.from(points, (p) => p.lng);
  const h3 = createRequire(import.meta.url).resolve('h3-js');
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { h3, lats, lngs, resolution: STATION_H3_RESOLUTION },
    transferList: [lats.buffer, lngs.buffer],
  });
  return new Promise<string[]>((resolve, reject) => {
    worker.once('message', (cells: string[]) => resolve(cells));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the H3 worker exited with ${code} before answering`)));
  }).finally(() => void worker.terminate());
}
