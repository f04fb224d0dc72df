// The stations' H3 cells come from a worker thread started ahead of its points (its module loads while a refresh waits
// for the register), which answers one set of points and exits.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { STATION_H3_RESOLUTION } from '../core/data-dir/tables.js';
import { startStationCells, stationCells } from './station-cells.js';

const { latLngToCell } = createRequire(import.meta.url)('h3-js') as typeof import('h3-js');

const POINTS = [
  { lat: 40.4168, lng: -3.7038 }, // Madrid
  { lat: 28.1235, lng: -15.4363 }, // Las Palmas
  { lat: 35.2923, lng: -2.9381 }, // Melilla
];

describe('the stations’ H3 cells', () => {
  it('are h3-js’s cells at the stations’ resolution, in the points’ order', async () => {
    const expected = POINTS.map((p) => latLngToCell(p.lat, p.lng, STATION_H3_RESOLUTION));
    expect(await stationCells(POINTS)).toEqual(expected);
    const worker = startStationCells();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the points come later than the worker's start
    expect(await worker.cellsOf(POINTS)).toEqual(expected);
  });

  it('are asked for once per worker', async () => {
    const worker = startStationCells();
    const cells = worker.cellsOf(POINTS);
    expect(() => worker.cellsOf(POINTS)).toThrow(/one set of points/);
    expect(await cells).toHaveLength(POINTS.length);
  });

  it('are never given by a worker stopped before its points came: it has ended', async () => {
    const worker = startStationCells();
    worker.stop();
    await expect(worker.cellsOf(POINTS)).rejects.toThrow(/exited/);
  });
});
