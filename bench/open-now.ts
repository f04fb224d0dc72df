// open_now on the real register: `npx tsx bench/open-now.ts` (the fixtures' slice without ../shared).
// In-process handler calls, each measured in the same run against its baseline: nearby and cheapest without the
// filter (open_now read for the listed stations only) against the same call with open_now=true, and the open_now
// part alone (one request's reading of the Madrid minute, ten stations, the expiry) against the whole nearby call.
import { fixedClock } from '../core/clock.js';
import { loadConfig } from '../core/config.js';
import { createLinks } from '../core/links.js';
import { openNowAt } from '../handlers/shared/open-now.js';
import type { HandlerContext } from '../handlers/shared/types.js';
import { findCheapestStations } from '../handlers/stations/stations-cheapest.js';
import { findStationsNearby } from '../handlers/stations/stations-nearby.js';
import { DataStore } from '../store/data-store.js';
import type { Dataset } from '../store/dataset.js';
import { fixtureDataDir, loadDataset } from '../test/support/datasets.js';
import { sampleQueries } from '../test/support/query-samples.js';
import { percentile } from './load-client.js';
import { loadRealDataset } from './real-dataset.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 4000);
/** Saturday 23:30 in Madrid: many stations closed, so the filter has work to do. */
const NIGHT = '2026-08-22T21:30:00Z';

const round3 = (v: number) => Math.round(v * 1000) / 1000;

function microsPerCall(calls: number, run: (i: number) => void): { p50: number; p99: number } {
  for (let i = 0; i < calls / 2; i++) run(i); // warm-up
  const micros: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    run(i);
    micros.push((performance.now() - t0) * 1000);
  }
  micros.sort((a, b) => a - b);
  return { p50: percentile(micros, 0.5), p99: percentile(micros, 0.99) };
}

const dataset: Dataset = (await loadRealDataset()) ?? (await loadDataset(fixtureDataDir()));
const store = new DataStore();
store.swap(dataset, new Date(NIGHT));
const clock = fixedClock(NIGHT);
const context: HandlerContext = {
  store,
  config: loadConfig({}),
  clock,
  links: createLinks('http://127.0.0.1', 'https://gasolineras.dev', ''),
  language: 'es',
};
const points = sampleQueries(
  CALLS,
  Float64Array.from(dataset.stations, (s) => s.lat),
  Float64Array.from(dataset.stations, (s) => s.lng),
  7,
);
const call = (handler: (i: never, c: HandlerContext) => unknown, query: Record<string, unknown>) =>
  handler({ query, path: undefined, body: undefined } as never, context);

const nearby = (radius_km: number, open_now: boolean) => (i: number) => {
  const [lat, lng] = points[i % points.length] as readonly [number, number];
  const query = { lat: round3(lat), lng: round3(lng), radius_km, fuel: 'diesel', sort: 'price', limit: 10, open_now };
  call(findStationsNearby, query);
};
const cheapest = (open_now: boolean) => () =>
  call(findCheapestStations, { fuel: 'diesel', limit: 10, include_low_tax: false, open_now });
const tenStations = dataset.stations.slice(0, 10);
const openNowAlone = () => {
  const openNow = openNowAt(clock.now());
  for (const station of tenStations) openNow.of(station);
  openNow.changesAt();
};
let minute = 0;
const openNowNewMinute = () => {
  minute++;
  const openNow = openNowAt(new Date(Date.parse(NIGHT) + minute * 60_000));
  for (const station of tenStations) openNow.of(station);
  openNow.changesAt();
};

const rows: [string, { p50: number; p99: number }][] = [
  ['nearby 5 km (baseline)', microsPerCall(CALLS, nearby(5, false))],
  ['nearby 5 km, open_now=true', microsPerCall(CALLS, nearby(5, true))],
  ['nearby 50 km (baseline)', microsPerCall(CALLS, nearby(50, false))],
  ['nearby 50 km, open_now=true', microsPerCall(CALLS, nearby(50, true))],
  ['cheapest Spain (baseline)', microsPerCall(CALLS, cheapest(false))],
  ['cheapest Spain, open_now=true', microsPerCall(CALLS, cheapest(true))],
  ['open_now part of one answer (10 stations)', microsPerCall(CALLS, openNowAlone)],
  ['same, first request of a new minute', microsPerCall(CALLS, openNowNewMinute)],
];
console.log(`open_now on ${dataset.stations.length} stations at ${NIGHT}, ${CALLS} calls each (µs per call)`);
console.log('| call | p50 µs | p99 µs |\n|---|---|---|');
for (const [name, { p50, p99 }] of rows) console.log(`| ${name} | ${p50.toFixed(1)} | ${p99.toFixed(1)} |`);
