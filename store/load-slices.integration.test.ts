// Issue 16, item 13: a hot swap happens while requests are served, so building a snapshot's indexes must give the
// event loop back often. On the committed slice scaled to the register's size (~11,000 stations). How long the loop is
// held between two pauses is a time, measured by `bench/load-slices.ts` against the code before, not here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Station } from '../core/model.js';
import { ITEMS_PER_STEP, Slicer } from '../core/yielding.js';
import { fixtureDataDir, loadDataset } from '../test/support/datasets.js';
import type { Dataset } from './dataset.js';
import { buildDataset, buildDatasetInSlices, type DatasetInput } from './memory-dataset.js';

const COPIES = 24;

/** The ids of the stations within `radiusKm` of a point, sorted. */
function idsWithin(dataset: Dataset, lat: number, lng: number, radiusKm: number): number[] {
  const ids: number[] = [];
  dataset.forEachStationWithin(lat, lng, radiusKm, (station) => ids.push(station.id));
  return ids.sort((a, b) => a - b);
}

describe('building a snapshot of the register’s size in slices', () => {
  let input: DatasetInput;
  let stations: Station[];
  beforeAll(async () => {
    const fixture = await loadDataset(fixtureDataDir());
    // The slice's stations, copied with new ids a few metres apart, as many as the register holds.
    stations = Array.from({ length: COPIES }, (_, copy) =>
      fixture.stations.map((s) => ({ ...s, id: s.id + copy * 1_000_000, lat: s.lat + copy * 1e-4 })),
    ).flat();
    const { communities, provinces, municipalities } = fixture.territories;
    input = {
      version: 'scaled',
      sourceTime: fixture.sourceTime,
      sourceDate: fixture.sourceDate,
      isSample: false,
      stations,
      territories: { communities: [...communities], provinces: [...provinces], municipalities: [...municipalities] },
    };
    fixture.release();
  });

  it('gives the same dataset as building it at once', async () => {
    const atOnce = buildDataset(input);
    const sliced = await buildDatasetInSlices(input, new Slicer(0));
    const summary = (d: Dataset) => ({
      stations: d.publicStationCount,
      names: d.search.names,
      entries: d.search.entries.map((e) => e.result),
      words: d.search.words,
      brands: d.brands.brands.map((b) => [b.slug, b.stations.length, b.prices]),
      roads: d.roads.roads.map((r) => [r.slug, r.stations.map((s) => s.id)]),
      cheapestDiesel: d.spainOrders.diesel.all.map((s) => s.id),
      nearMadrid: idsWithin(d, 40.4168, -3.7038, 10),
    });
    expect(stations.length).toBeGreaterThan(10_000);
    expect(summary(sliced)).toEqual(summary(atOnce));
    expect(Object.keys(sliced.loadTimesMs).sort()).toEqual(Object.keys(atOnce.loadTimesMs).sort());
  });

  it(`can stop at least once per ${ITEMS_PER_STEP} stations of each pass over them`, async () => {
    const slicer = new Slicer(0); // stops wherever the build can
    await buildDatasetInSlices(input, slicer);
    // The spatial index and the search index each pass over every station; the other indexes stop between parts.
    expect(slicer.pauses).toBeGreaterThanOrEqual(2 * Math.floor(stations.length / ITEMS_PER_STEP));
  });
});
