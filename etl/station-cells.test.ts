// A refresh whose stations all have a known cell starts no worker thread (the unit project refuses one: a test here
// that started it would fail, test/support/unit-setup.ts) and loads no h3-js.
import { describe, expect, it } from 'vitest';
import { stationCells } from './station-cells.js';

describe('stationCells of stations that all have a known cell', () => {
  it('gives the known cells, in the stations’ order, without computing any', async () => {
    const known = new Map([
      [7, { lat: 39.2, lng: -1.5, cell: 'cell of 7' }],
      [3, { lat: 35.89, lng: -5.32, cell: 'cell of 3' }],
    ]);
    const stations = [
      { id: 3, lat: 35.89, lng: -5.32 },
      { id: 7, lat: 39.2, lng: -1.5 },
    ];
    expect(await stationCells(stations, known)).toEqual(['cell of 3', 'cell of 7']);
  });
});
