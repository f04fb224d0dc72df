// GET /v1/insights against GET /v1/prices on the real register (issue 41): `npx tsx bench/insights.ts`
// (DATA_DIR=<ETL output with its history> to skip the ETL; BENCH_HISTORY_DAYS, 45 by default, for the one it runs).
// Both through the compiled app (bench/core-reads-server.mjs) in the same run with the same client: the server's CPU per
// answer uncached (every territory and fuel once, shuffled, the same areas for both) and a cached hit; then each
// handler in process, uncached, for Spain, a community, a province and a municipality. The snapshot's price context
// is built at load: its time is in the load log (loadTimesMs.price_context), printed here.
import { FUELS } from '../core/model.js';
import { getPriceInsights } from '../handlers/prices/insights.js';
import { getPrices } from '../handlers/prices/prices.js';
import type { Dataset } from '../store/dataset.js';
import { seededRandom } from '../test/support/query-samples.js';
import { startBenchServers } from './bench-server.js';
import { percentile, runLoad } from './load-client.js';
import { processCpuMicros } from './process-cpu.js';
import { benchData, benchHandlerContext } from './real-dataset.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 45);
const IN_PROCESS_CALLS = Number(process.env.BENCH_CALLS ?? 200);

/** Every area (Spain, communities, provinces, municipalities) with every fuel, as query strings, shuffled. */
function areaQueries(dataset: Dataset): string[] {
  const { communities, provinces, municipalities } = dataset.territories;
  const areas = [
    '',
    ...communities.map((c) => `level=community&code=${c.code}&`),
    ...provinces.map((p) => `level=province&code=${p.code}&`),
    ...municipalities.map((m) => `level=municipality&code=${m.id}&`),
  ];
  const queries = areas.flatMap((area) => FUELS.map((fuel) => `${area}fuel=${fuel}`));
  const random = seededRandom(41);
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [queries[i], queries[j]] = [queries[j] as string, queries[i] as string];
  }
  return queries;
}

/** p50 and p99 in µs of `calls` handler calls (each a fresh computation: no cache in process), after 20 warm-up calls. */
async function inProcess(call: () => unknown, calls = IN_PROCESS_CALLS): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i++) await call();
  const micros: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await call();
    micros.push((performance.now() - start) * 1000);
  }
  micros.sort((a, b) => a - b);
  return { p50: percentile(micros, 0.5), p99: percentile(micros, 0.99) };
}

async function main(): Promise<void> {
  const data = await benchData('insights', HISTORY_DAYS);
  if (!data) return;
  const { dir, dataset } = data;
  const days = dataset.monthQueries ? (await dataset.monthQueries.months()).reduce((n, m) => n + m.days, 0) : 0;
  console.log(`data: ${dir} (${dataset.stations.length} stations, ${days} days of history, ${dataset.sourceTime})`);
  console.log(`load: price_context ${dataset.loadTimesMs.price_context} ms (${JSON.stringify(dataset.loadTimesMs)})`);

  // In process, uncached: the handlers themselves.
  const context = benchHandlerContext(dataset, '2026-08-22T14:00:00Z');
  const municipality = dataset.territories.municipalities.find((m) => m.slug === 'albacete')?.id ?? 54;
  const areas: [string, Record<string, string>][] = [
    ['Spain', {}],
    ['community 01 (Andalucía)', { level: 'community', code: '01' }],
    ['province 28 (Madrid)', { level: 'province', code: '28' }],
    [`municipality ${municipality} (Albacete)`, { level: 'municipality', code: String(municipality) }],
  ];
  const handlerRows: string[] = [];
  for (const [name, area] of areas) {
    const query = { ...area, fuel: 'diesel' };
    const call = (handler: typeof getPriceInsights | typeof getPrices) => () =>
      handler({ query: query as never, path: undefined as never, body: undefined }, context);
    const insights = await inProcess(call(getPriceInsights));
    const prices = await inProcess(call(getPrices));
    handlerRows.push(
      `| ${name} | ${insights.p50.toFixed(0)} | ${insights.p99.toFixed(0)} | ${prices.p50.toFixed(0)} | ${prices.p99.toFixed(0)} |`,
    );
  }

  // Through HTTP, the compiled app in its own process: server CPU per answer.
  const queries = areaQueries(dataset);
  const { child, api } = await startBenchServers(dir);
  const pid = child.pid as number;
  const scenarios = [
    {
      name: 'prices, uncached (every area and fuel)',
      path: (n: number) => `/v1/prices?${queries[n % queries.length]}`,
    },
    {
      name: 'insights, uncached (every area and fuel)',
      path: (n: number) => `/v1/insights?${queries[n % queries.length]}`,
    },
    { name: 'prices Spain diesel, cached (hit)', path: () => '/v1/prices?fuel=diesel' },
    { name: 'insights Spain diesel, cached (hit)', path: () => '/v1/insights?fuel=diesel' },
  ];
  const cpu = new Map<string, number[]>(scenarios.map((s) => [s.name, []]));
  const rates = new Map<string, number[]>(scenarios.map((s) => [s.name, []]));
  // Each uncached scenario walks the queries from its own offset, moved on every round: no URL is asked twice.
  let offset = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const { name, path } of scenarios.map((_, i) => scenarios[(i + round) % scenarios.length] ?? _)) {
        const from = offset;
        await runLoad({ port: api, path: (n) => path(from + n), seconds: 1, connections: CONNECTIONS });
        offset += 5_000;
        const start = offset;
        const before = processCpuMicros(pid);
        const load = await runLoad({
          port: api,
          path: (n) => path(start + n),
          seconds: SECONDS,
          connections: CONNECTIONS,
        });
        cpu.get(name)?.push((processCpuMicros(pid) - before) / load.requests);
        rates.get(name)?.push(load.perSecond);
        offset += 5_000;
        if (load.failures > 0) console.log(`${name}: ${load.failures} answers other than 200`);
      }
    }
  } finally {
    child.stdin?.end();
    child.kill();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
  console.log(
    `\nHTTP, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s; server CPU per answer, median (least):`,
  );
  console.log('| scenario | server CPU µs/answer | least | req/s |');
  console.log('|---|---:|---:|---:|');
  for (const { name } of scenarios) {
    const values = cpu.get(name) ?? [];
    console.log(
      `| ${name} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${median(rates.get(name) ?? []).toFixed(0)} |`,
    );
  }
  console.log(`\nIn process, uncached, diesel (${IN_PROCESS_CALLS} calls after 20 warm-up calls), µs:`);
  console.log('| area | insights p50 | insights p99 | prices p50 | prices p99 |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of handlerRows) console.log(row);
  dataset.release();
}

await main();
