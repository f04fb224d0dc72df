// GET /v1/changes and GET /v1/watch against GET /v1/prices on the real register (issue 42): `npx tsx bench/watch.ts`
// (DATA_DIR=<ETL output with its history> to skip the ETL; BENCH_HISTORY_DAYS, 45 by default, for the one it runs).
// Each handler in process, uncached, in the same run: µs per answer (p50, p99) and the bytes of its JSON `data`.
// /v1/changes is all of Spain over the full window (since the window's first instant), every fuel, page after page
// (limit 5000) until the last; /v1/watch the 50 stations nearest Madrid's Puerta del Sol within 50 km, without and
// with `below`. The comparison of days that joins and leaves come from is built at load (loadTimesMs.price_changes).
import { getPriceChanges } from '../handlers/prices/changes.js';
import { getPrices } from '../handlers/prices/prices.js';
import type { HandlerContext } from '../handlers/shared/types.js';
import { getWatch } from '../handlers/stations/watch.js';
import { percentile } from './load-client.js';
import { benchData, benchHandlerContext } from './real-dataset.js';

const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 45);
const CALLS = Number(process.env.BENCH_CALLS ?? 30);

interface Measure {
  p50: number;
  p99: number;
  bytes: number;
}

/** p50 and p99 in µs of `CALLS` calls after 3 warm-up calls, and the bytes of the last answer's data. */
async function measure(call: () => Promise<unknown>): Promise<Measure> {
  let answer: unknown;
  for (let i = 0; i < 3; i++) answer = await call();
  const micros: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    answer = await call();
    micros.push((performance.now() - start) * 1000);
  }
  micros.sort((a, b) => a - b);
  return {
    p50: percentile(micros, 0.5),
    p99: percentile(micros, 0.99),
    bytes: Buffer.byteLength(JSON.stringify(answer)),
  };
}

async function main(): Promise<void> {
  const data = await benchData('watch', HISTORY_DAYS);
  if (!data) return;
  const { dir, dataset } = data;
  const index = dataset.priceChanges;
  console.log(
    `data: ${dir} (${dataset.stations.length} stations, ${index.days.length + 1} days held, ${dataset.sourceTime})`,
  );
  console.log(
    `load: price_changes ${dataset.loadTimesMs.price_changes} ms, price_context ${dataset.loadTimesMs.price_context} ms`,
  );
  const context = benchHandlerContext(dataset, '2026-08-22T14:00:00Z');
  const run = (handler: (input: never, context: HandlerContext) => unknown, query: Record<string, unknown>) =>
    Promise.resolve(handler({ query, path: undefined, body: undefined } as never, context)) as Promise<{
      data: unknown;
      meta?: { next_page: string | null };
    }>;

  /** Every page of the changes of the whole window, as a client following next_page would ask them. */
  const allChanges = async () => {
    const pages: unknown[] = [];
    let after: string | undefined;
    do {
      const answer = await run(getPriceChanges as never, {
        since: index.firstInstant,
        limit: 5000,
        ...(after && { after }),
      });
      pages.push(answer.data);
      after = answer.meta?.next_page
        ? (new URL(answer.meta.next_page).searchParams.get('after') ?? undefined)
        : undefined;
    } while (after !== undefined);
    return pages;
  };
  const [changes, pages] = [await measure(allChanges), (await allChanges()).length];
  const lastDay = index.days.at(-2)?.at ?? index.firstInstant;
  const rows: [string, Measure][] = [
    [`/v1/changes, Spain, full window, every fuel (${pages} pages of 5000)`, changes],
    [
      '/v1/changes, Spain, the last day, diesel',
      await measure(() => run(getPriceChanges as never, { since: lastDay, fuel: 'diesel', limit: 5000 })),
    ],
    [
      '/v1/watch, 50 nearest Sol within 50 km, diesel',
      await measure(() =>
        run(getWatch as never, { lat: 40.417, lng: -3.704, radius_km: 50, limit: 50, fuel: 'diesel' }),
      ),
    ],
    [
      '/v1/watch, the same with below=1.45',
      await measure(() =>
        run(getWatch as never, { lat: 40.417, lng: -3.704, radius_km: 50, limit: 50, fuel: 'diesel', below: 1.45 }),
      ),
    ],
    ['/v1/prices, Spain, every fuel', await measure(() => run(getPrices as never, {}))],
  ];
  console.log(`\nIn process, uncached (${CALLS} calls after 3 warm-up calls):`);
  console.log('| answer | p50 µs | p99 µs | JSON bytes |');
  console.log('|---|---:|---:|---:|');
  for (const [name, m] of rows) {
    console.log(`| ${name} | ${m.p50.toFixed(0)} | ${m.p99.toFixed(0)} | ${m.bytes.toLocaleString('en')} |`);
  }
  dataset.release();
}

await main();
