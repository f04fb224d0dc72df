// What a tools/call costs the server beside the REST call of the same operation: `find_fuel_near` POSTed to /mcp as
// an MCP client sends it (JSON-RPC over Streamable HTTP, stateless, the headers the SDK's client sends) against GET
// /v1/stations/nearby with the same arguments, on the full register, cached (one point asked again and again) and
// uncached (a point never asked before each time), through the compiled server as production runs it.
// `npx tsx bench/mcp-call.ts` (DATA_DIR=<ETL output> to skip the ETL; BENCH_BEFORE_ROOT=<an earlier checkout, built>
// measures its server too, in the same run, the rounds of both interleaved). Server CPU is the server process's user
// + system time per answer, read from /proc.
import { fileURLToPath } from 'node:url';
import type { Dataset } from '../store/dataset.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import {
  asClient,
  type CompiledServer,
  compiledBenchSetup,
  startCompiledServer,
  stopCompiledServer,
} from './compiled-server.js';
import { type LoadRequest, type LoadResult, runLoad } from './load-client.js';
import { processCpuMicros } from './process-cpu.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const RADIUS_KM = 5;
/** Puerta del Sol: the point the cached calls ask about. */
const CACHED_POINT = { lat: 40.417, lng: -3.704 };

const MCP_HEADERS = {
  Accept: 'application/json, text/event-stream',
  'MCP-Protocol-Version': '2025-06-18',
};

type Point = { lat: number; lng: number };
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The n-th point never asked before: a station's position moved north 0.001° each pass over the register. */
function freshPoint(dataset: Dataset, n: number): Point {
  const { stations } = dataset;
  const station = stations[(n * 7919) % stations.length] as Dataset['stations'][number];
  return {
    lat: Math.min(44, round3(station.lat + 0.001 * Math.floor(n / stations.length))),
    lng: round3(station.lng),
  };
}

const restCall = ({ lat, lng }: Point): string =>
  `/v1/stations/nearby?lat=${lat}&lng=${lng}&radius_km=${RADIUS_KM}&fuel=diesel`;

function mcpCall(id: number, { lat, lng }: Point): LoadRequest {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'find_fuel_near', arguments: { lat, lng, radius_km: RADIUS_KM, fuel: 'diesel' } },
  });
  return { method: 'POST', path: '/mcp', body, headers: MCP_HEADERS };
}

/** Another client for every request (X-Forwarded-For, behind TRUST_PROXY=loopback): no limit is met. */
function fromClient(n: number, request: string | LoadRequest): LoadRequest {
  const counted = asClient(n, request);
  return { ...counted, headers: { ...counted.headers, ...(typeof request === 'string' ? {} : request.headers) } };
}

interface Scenario {
  name: string;
  request: (n: number) => string | LoadRequest;
}

function scenarios(dataset: Dataset): Scenario[] {
  return [
    { name: 'REST, cached', request: () => restCall(CACHED_POINT) },
    { name: 'MCP, cached', request: (n) => mcpCall(n, CACHED_POINT) },
    { name: 'REST, uncached', request: (n) => restCall(freshPoint(dataset, n)) },
    { name: 'MCP, uncached', request: (n) => mcpCall(n, freshPoint(dataset, n)) },
  ];
}

/** One answer of each kind checked before anything is measured: a bench of refusals would measure nothing. */
async function checkAnswers(server: CompiledServer): Promise<void> {
  const base = `http://127.0.0.1:${server.port}`;
  const rest = await fetch(`${base}${restCall(CACHED_POINT)}`);
  const restData = ((await rest.json()) as { data: { stations: unknown[] } }).data;
  const mcp = mcpCall(1, CACHED_POINT);
  const answer = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers: { ...mcp.headers, 'Content-Type': 'application/json' },
    body: mcp.body,
  });
  const { result } = (await answer.json()) as {
    result?: { isError?: boolean; structuredContent?: { data: { stations: unknown[] } } };
  };
  if (rest.status !== 200 || answer.status !== 200 || result?.isError || !result?.structuredContent) {
    throw new Error(`no answer to measure: REST ${rest.status}, MCP ${answer.status} ${JSON.stringify(result)}`);
  }
  if (result.structuredContent.data.stations.length !== restData.stations.length || restData.stations.length === 0) {
    throw new Error('MCP and REST do not give the same stations');
  }
}

interface Measured extends LoadResult {
  cpuMicrosPerRequest: number;
}

async function measure(server: CompiledServer, scenario: Scenario, offset: number): Promise<Measured> {
  const pid = server.child.pid as number;
  const request = (n: number) => fromClient(offset + n, scenario.request(offset + n));
  await runLoad({ port: server.port, path: request, seconds: 1, connections: CONNECTIONS }); // warm-up
  const from = offset + 100_000;
  const cpuBefore = processCpuMicros(pid);
  const load = await runLoad({
    port: server.port,
    path: (n) => fromClient(from + n, scenario.request(from + n)),
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  return { ...load, cpuMicrosPerRequest: (processCpuMicros(pid) - cpuBefore) / load.requests };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

async function main(): Promise<void> {
  const setup = await compiledBenchSetup();
  if (!setup) return;
  const { dataDir, before } = setup;
  const dataset = await loadPublishedDataset(dataDir);
  if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
  const servers: { label: string; server: CompiledServer }[] = [
    { label: 'this', server: await startCompiledServer({ dataDir }) },
  ];
  if (before)
    servers.push({ label: `BEFORE (${before})`, server: await startCompiledServer({ dataDir, root: before }) });
  const results = new Map<string, Measured[]>();
  try {
    for (const { server } of servers) await checkAnswers(server);
    const all = scenarios(dataset);
    let offset = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Servers and scenarios in a rotated order each round, so that none always follows the same one.
      for (let s = 0; s < servers.length; s++) {
        const { label, server } = servers[(s + round) % servers.length] as (typeof servers)[number];
        for (let i = 0; i < all.length; i++) {
          const scenario = all[(i + round) % all.length] as Scenario;
          const measured = await measure(server, scenario, offset);
          offset += 1_000_000;
          const key = `${label}|${scenario.name}`;
          results.set(key, [...(results.get(key) ?? []), measured]);
        }
      }
    }
  } finally {
    for (const { server } of servers) await stopCompiledServer(server);
    dataset.release();
  }
  console.log(
    `data: ${dataDir}; find_fuel_near / GET /v1/stations/nearby (diesel, ${RADIUS_KM} km), ${CONNECTIONS} connections, ` +
      `${ROUNDS} interleaved rounds of ${SECONDS} s after 1 s warm-up; medians over the rounds`,
  );
  console.log(
    '| server | REST cached µs CPU/call | MCP cached | MCP / REST | REST uncached | MCP uncached | MCP / REST | MCP calls/s cached, uncached | non-200 |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { label } of servers) {
    const of = (name: string) => results.get(`${label}|${name}`) ?? [];
    const cpu = (name: string) => median(of(name).map((m) => m.cpuMicrosPerRequest));
    const ratio = (mcp: string, rest: string) =>
      median(of(mcp).map((m, i) => m.cpuMicrosPerRequest / ((of(rest)[i] as Measured).cpuMicrosPerRequest ?? 1)));
    const rate = (name: string) => median(of(name).map((m) => m.perSecond)).toFixed(0);
    const failures = ['REST, cached', 'MCP, cached', 'REST, uncached', 'MCP, uncached']
      .flatMap(of)
      .reduce((sum, m) => sum + m.failures, 0);
    console.log(
      `| ${label} | ${cpu('REST, cached').toFixed(0)} | ${cpu('MCP, cached').toFixed(0)} | ` +
        `${ratio('MCP, cached', 'REST, cached').toFixed(2)} | ${cpu('REST, uncached').toFixed(0)} | ` +
        `${cpu('MCP, uncached').toFixed(0)} | ${ratio('MCP, uncached', 'REST, uncached').toFixed(2)} | ` +
        `${rate('MCP, cached')}, ${rate('MCP, uncached')} | ${failures} |`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
