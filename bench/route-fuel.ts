// POST /v1/route/fuel benchmark on the real stations: `npx tsx bench/route-fuel.ts`.
// A 200-point Madrid-Barcelona route (~570 km) with a 10 km corridor: the handler in process, the same request
// over HTTP through the real app, and a brute-force baseline (every station against every segment) in the same run.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { systemClock } from '../core/clock.js';
import { loadConfig } from '../core/config.js';
import { createLinks } from '../core/links.js';
import type { HandlerContext } from '../handlers/shared/types.js';
import { corridorStations } from '../handlers/travel/route-corridor.js';
import { findFuelAlongRoute } from '../handlers/travel/route-fuel.js';
import { createHttpService } from '../main/http-service.js';
import { createRuntime } from '../runtime/runtime.js';
import { DataStore } from '../store/data-store.js';
import { polylineLengthKm } from '../store/spatial/geo.js';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { unlimitedRateLimitStore } from '../test/support/fakes.js';
import { bruteForceCorridor } from '../test/support/route-brute-force.js';
import { densify, MADRID_BARCELONA } from '../test/support/test-routes.js';
import { postJson } from './post-json.js';
import { loadRealDataset } from './real-dataset.js';

const RUNS = 200;
const BRUTE_RUNS = 20;

interface Timing {
  p50: number;
  p99: number;
}

/** p50 and p99 in ms of `runs` sequential calls, after 5 untimed warm-up calls. */
async function time(runs: number, call: () => unknown): Promise<Timing> {
  for (let i = 0; i < 5; i++) await call();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

const fmt = ({ p50, p99 }: Timing) => `p50 ${p50.toFixed(2).padStart(7)} ms  p99 ${p99.toFixed(2).padStart(7)} ms`;

async function main(): Promise<void> {
  const dataset = await loadRealDataset();
  if (!dataset) {
    console.log(`bench/route-fuel.ts ${WITHOUT_SHARED}`);
    return;
  }
  const points = densify(MADRID_BARCELONA, 200);
  const body = { points, fuel: 'diesel', corridor_km: 10, limit: 10 } as const;
  const config = { ...loadConfig({}), refresh: false };
  const store = new DataStore();
  store.swap(dataset, new Date());
  const context: HandlerContext = {
    store,
    config,
    clock: systemClock,
    links: createLinks('http://127.0.0.1', config.siteUrl, config.docsUrl),
    language: 'es',
  };
  const input = { query: {}, path: {}, body } as Parameters<typeof findFuelAlongRoute>[0];

  const start = performance.now();
  const first = await findFuelAlongRoute(input, context);
  const coldMs = performance.now() - start;
  const corridor = corridorStations(dataset, points, 10, 'diesel');
  const brute = bruteForceCorridor(dataset, points, 10, 'diesel');
  const same =
    first.data.stations.map((s) => s.id).join() ===
    brute
      .slice(0, 10)
      .map((h) => h.station.id)
      .join();
  console.log(
    `route: ${points.length} points, ${polylineLengthKm(points).toFixed(0)} km, corridor 10 km, diesel:` +
      ` ${corridor.length} stations in the corridor (brute force ${brute.length}), same top 10: ${same}`,
  );
  console.log(`first call (the station index is built at load): ${coldMs.toFixed(1)} ms`);

  const handler = await time(RUNS, () => findFuelAlongRoute(input, context));
  const query = await time(RUNS, () => corridorStations(dataset, points, 10, 'diesel'));
  const baseline = await time(BRUTE_RUNS, () => bruteForceCorridor(dataset, points, 10, 'diesel'));
  console.log(`in process, handler      (${RUNS} runs): ${fmt(handler)}`);
  console.log(`in process, corridor only (${RUNS} runs): ${fmt(query)}`);
  console.log(`brute force, corridor     (${BRUTE_RUNS} runs):  ${fmt(baseline)}`);
  console.log(`  indexed corridor is ${(baseline.p50 / query.p50).toFixed(0)}x faster than brute force at p50`);

  const app = createHttpService(
    await createRuntime({
      config,
      store,
      clock: systemClock,
      logger: pino({ level: 'silent' }),
      rateLimitStore: unlimitedRateLimitStore,
    }),
  );
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/route/fuel`;
  const payload = JSON.stringify(body);
  const post = postJson(url, payload);
  try {
    const http = await time(RUNS, post);
    console.log(`over HTTP, POST ${(payload.length / 1024).toFixed(1)} KB (${RUNS} runs): ${fmt(http)}`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

await main();
