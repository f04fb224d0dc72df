// What counting costs per answer, in process: `npx tsx bench/metrics-overhead.ts`. A pipeline that answers at once,
// run bare and wrapped by the metrics observer (timing, three prom-client updates), alternated over several rounds;
// the difference is the observer's CPU per answer. bench/core-reads.ts gives the same comparison over HTTP.
import { fixedClock } from '../core/clock.js';
import { OPERATIONS } from '../generated/operations.js';
import { ServiceMetrics } from '../runtime/metrics/metrics.js';
import { observePipeline } from '../runtime/pipeline/observed-pipeline.js';
import type { Answer, OperationPipeline, PipelineRequest } from '../runtime/pipeline/operation-pipeline.js';
import { DataStore } from '../store/data-store.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

const answers = ['hit', 'miss', 'hit', 'hit'].map((cacheStatus) => ({ cacheStatus }) as Answer);
const bare: OperationPipeline = {
  run: (request) => Promise.resolve(answers[request.path.length & 3] as Answer),
  admit: async () => ({}),
};
const observed = observePipeline(bare, new ServiceMetrics(new DataStore(), fixedClock('2026-08-22T14:00:00Z')));
// Every operation of the contract, REST and MCP, so the label sets are as many as in production.
const requests = OPERATIONS.flatMap((operation) =>
  (['rest', 'mcp'] as const).map(
    (transport) =>
      ({ operation, transport, path: operation.path, pathParams: {}, search: '' }) as never as PipelineRequest,
  ),
);

async function nsPerCall(pipeline: OperationPipeline): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await pipeline.run(requests[i % requests.length] as PipelineRequest);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / CALLS;
}

await nsPerCall(bare);
await nsPerCall(observed);
const rounds: { bare: number; observed: number }[] = [];
for (let round = 0; round < ROUNDS; round++)
  rounds.push({ bare: await nsPerCall(bare), observed: await nsPerCall(observed) });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] as number;
const bareNs = median(rounds.map((r) => r.bare));
const observedNs = median(rounds.map((r) => r.observed));
const extraNs = median(rounds.map((r) => r.observed - r.bare));
console.log(
  `${CALLS} answers a round, ${ROUNDS} rounds, ${requests.length} operation × transport label sets; CPU ns per answer (medians):`,
);
console.log(`| pipeline | CPU ns/answer |\n|---|---:|`);
console.log(`| bare (answers at once) | ${bareNs.toFixed(0)} |`);
console.log(`| observed by the metrics | ${observedNs.toFixed(0)} |`);
console.log(`| the observer's cost | ${extraNs.toFixed(0)} |`);
