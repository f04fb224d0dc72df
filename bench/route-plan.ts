// POST /v1/route/plan benchmark on the real stations: `npx tsx bench/route-plan.ts`.
// A route of about 1,000 km (Cádiz, Sevilla, Córdoba, Madrid, Zaragoza, Lleida) in 200 points: the plan's CPU time
// beside /v1/route/fuel's on the same route in the same run, in process (the handlers, as the pipeline calls them)
// and over HTTP; then the worst input the contract allows (the widest corridor, a 200 L tank bought litre by litre,
// 40 L/100 km, and max_stops below the cheapest plan's stops, which makes the search run once per number of stops),
// and the search alone on as many candidates as the worst corridor holds, with what it keeps in memory.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { fixedClock } from '../core/clock.js';
import { loadConfig } from '../core/config.js';
import { createLinks } from '../core/links.js';
import type { HandlerContext } from '../handlers/shared/types.js';
import { optimalPlan } from '../handlers/travel/plan/optimal-plan.js';
import type { StopCandidate, TankModel } from '../handlers/travel/plan/tank-model.js';
import { corridorStations } from '../handlers/travel/route-corridor.js';
import { findFuelAlongRoute } from '../handlers/travel/route-fuel.js';
import { planRefuelStops } from '../handlers/travel/route-plan.js';
import { createHttpService } from '../main/http-service.js';
import { createRuntime } from '../runtime/runtime.js';
import { DataStore } from '../store/data-store.js';
import { type LatLng, polylineLengthKm } from '../store/spatial/geo.js';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { unlimitedRateLimitStore } from '../test/support/fakes.js';
import { densify, MADRID_ZARAGOZA_A2 } from '../test/support/test-routes.js';
import { postJson } from './post-json.js';
import { loadRealDataset } from './real-dataset.js';

const RUNS = 100;
const NOW = '2026-08-22T14:00:00Z';

/** Cádiz to Lleida by Sevilla, Córdoba, Despeñaperros, Madrid and Zaragoza: about 1,000 km of straight legs. */
const CADIZ_LLEIDA: readonly LatLng[] = [
  [36.527, -6.288],
  [36.686, -6.126],
  [37.389, -5.984],
  [37.541, -5.08],
  [37.884, -4.779],
  [38.093, -3.783],
  [38.353, -3.532],
  [38.996, -3.371],
  [39.693, -3.464],
  [40.209, -3.596],
  [40.4, -3.69],
  ...MADRID_ZARAGOZA_A2.slice(1),
  [41.62, -0.55],
  [41.614, 0.626],
];

interface Timing {
  p50: number;
  p99: number;
  /** CPU time of this process per call (user + system), ms at p50. */
  cpu50: number;
}

/** p50 and p99 in ms of `runs` sequential calls, and the CPU time per call, after 3 untimed warm-up calls. */
async function time(runs: number, call: () => unknown): Promise<Timing> {
  for (let i = 0; i < 3; i++) await call();
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    await call();
    ms.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const at = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;
  return { p50: at(ms, 0.5), p99: at(ms, 0.99), cpu50: at(cpu, 0.5) };
}

const fmt = ({ p50, p99, cpu50 }: Timing) =>
  `p50 ${p50.toFixed(2).padStart(7)} ms  p99 ${p99.toFixed(2).padStart(7)} ms  CPU p50 ${cpu50.toFixed(2).padStart(7)} ms`;

/**
 * `n` candidates spread over `lengthKm`: prices that wander, or that fall at every station without a detour, so that
 * the cheapest plan stops at each one and a bound on stops makes the search run once per number of stops.
 */
function syntheticCandidates(n: number, lengthKm: number, mlPerKm: number, falling: boolean): StopCandidate[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  return Array.from({ length: n }, (_, i) => {
    const positionKm = (lengthKm * (i + next())) / n;
    return {
      positionKm,
      usedMl: Math.round(positionKm * mlPerKm),
      priceAfterMil: falling ? 9000 - i : 1400 + Math.floor(next() * 500),
      detourCostMil: falling ? 0 : Math.floor(next() * 400),
    };
  });
}

async function main(): Promise<void> {
  const dataset = await loadRealDataset();
  if (!dataset) {
    console.log(`bench/route-plan.ts ${WITHOUT_SHARED}`);
    return;
  }
  const points = densify(CADIZ_LLEIDA, 200);
  const lengthKm = polylineLengthKm(points);
  const config = { ...loadConfig({}), refresh: false };
  const store = new DataStore();
  store.swap(dataset, new Date(NOW));
  const clock = fixedClock(NOW);
  const context: HandlerContext = {
    store,
    config,
    clock,
    links: createLinks('http://127.0.0.1', config.siteUrl, config.docsUrl),
    language: 'es',
  };
  const call = <B>(body: B) => ({ query: {}, path: {}, body }) as never;
  const fuelBody = { points, fuel: 'diesel', corridor_km: 3, limit: 10, open_now: false } as const;
  const typical = {
    points,
    fuel: 'diesel',
    corridor_km: 3,
    tank_l: 55,
    start_l: 15,
    consumption_l_100km: 6,
    reserve_l: 5,
    speed_kmh: 90,
    departure: '2026-08-22T16:00:00+02:00',
  } as const;
  const widest = { ...typical, corridor_km: 10, tank_l: 200, start_l: 10, reserve_l: 0, consumption_l_100km: 40 };

  const corridor3 = corridorStations(dataset, points, 3, 'diesel').length;
  const corridor10 = corridorStations(dataset, points, 10, 'diesel').length;
  console.log(
    `route: ${points.length} points, ${lengthKm.toFixed(0)} km; diesel stations within 3 km: ${corridor3}, within 10 km: ${corridor10}`,
  );
  const typicalPlan = (await planRefuelStops(call(typical), context)).data;
  const widestPlan = (await planRefuelStops(call(widest), context)).data;
  const freeStops = widestPlan.plan.stops.length;
  const bounded = { ...widest, max_stops: Math.max(0, freeStops - 1) };
  const boundedAnswer = await (async () => planRefuelStops(call(bounded), context))().then(
    (answer) => `${answer.data.plan.stops.length} stops, ${answer.data.plan.total_cost} €`,
    (error: Error) => error.message.slice(0, 40),
  );
  console.log(
    `typical plan (55 L tank, 15 L at the start, 3 km): ${typicalPlan.plan.stops.length} stops, ${typicalPlan.plan.total_cost} €;` +
      ` widest (200 L, 10 km, 40 L/100 km): ${freeStops} stops; with max_stops ${bounded.max_stops}: ${boundedAnswer}`,
  );

  const fuel = await time(RUNS, () => findFuelAlongRoute(call(fuelBody), context));
  const plan = await time(RUNS, () => planRefuelStops(call(typical), context));
  const worst = await time(RUNS / 2, () => planRefuelStops(call(widest), context));
  const worstBounded = await time(RUNS / 2, async () => {
    try {
      await planRefuelStops(call(bounded), context);
    } catch {
      // PLAN_NOT_FEASIBLE costs the same search
    }
  });
  console.log(`in process, /v1/route/fuel, 3 km         (${RUNS} runs): ${fmt(fuel)}`);
  console.log(`in process, /v1/route/plan, 3 km         (${RUNS} runs): ${fmt(plan)}`);
  console.log(`in process, /v1/route/plan, widest       (${RUNS / 2} runs):  ${fmt(worst)}`);
  console.log(`in process, /v1/route/plan, widest, max_stops (${RUNS / 2} runs): ${fmt(worstBounded)}`);
  console.log(`  the plan costs ${(plan.cpu50 / fuel.cpu50).toFixed(1)}x the CPU of /v1/route/fuel on the same route`);

  // The search alone, on as many candidates as the widest corridor holds, and twice that: its time and memory.
  const tank: TankModel = { tankMl: 200_000, startMl: 10_000, reserveMl: 0, endUsedMl: 600_000, mlPerKm: 400 };
  for (const n of [corridor10, 2 * corridor10]) {
    const wandering = syntheticCandidates(n, 1500, 400, false);
    const falling = syntheticCandidates(n, 1500, 400, true);
    const stopsOf = (plan: ReturnType<typeof optimalPlan>) => (plan.feasible ? plan.stops.length : 0);
    const free = await time(10, () => optimalPlan(wandering, tank, null));
    const bounded = await time(5, () => optimalPlan(falling, tank, 10));
    const states = n * 201;
    console.log(
      `search alone, ${n} candidates, 1,500 km, a 200 L tank at 40 L/100 km: wandering prices, no bound` +
        ` (${stopsOf(optimalPlan(wandering, tank, null))} stops) ${fmt(free)}, at most ${((states * 4) / 1e6).toFixed(1)} MB;` +
        ` falling prices (${stopsOf(optimalPlan(falling, tank, null))} stops), max_stops 10 ${fmt(bounded)},` +
        ` at most ${((states * 10 * 4) / 1e6).toFixed(1)} MB`,
    );
  }

  const app = createHttpService(
    await createRuntime({
      config,
      store,
      clock,
      logger: pino({ level: 'silent' }),
      rateLimitStore: unlimitedRateLimitStore,
    }),
  );
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (path: string, payload: string) => postJson(`${base}${path}`, payload);
  try {
    const overFuel = await time(RUNS, post('/v1/route/fuel', JSON.stringify(fuelBody)));
    const overPlan = await time(RUNS, post('/v1/route/plan', JSON.stringify(typical)));
    console.log(`over HTTP, POST /v1/route/fuel (${RUNS} runs): ${fmt(overFuel)}`);
    console.log(`over HTTP, POST /v1/route/plan (${RUNS} runs): ${fmt(overPlan)}`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

await main();
