// What a tools/call costs the server beside the REST call of the same operation: `find_fuel_near` POSTed to /mcp as
// an MCP client sends it (JSON-RPC over Streamable HTTP, stateless, the headers the SDK's client sends) against GET
// /v1/stations/nearby with the same arguments, on the full register, cached (one point asked again and again) and
// uncached (a point never asked before each time), through the compiled server as production runs it.
// `npx tsx bench/mcp-call.ts` (DATA_DIR=<ETL output> to skip the ETL; BENCH_BEFORE_ROOT=<an earlier checkout, built>
// measures its server too, and BENCH_MORE_ROOTS=<checkouts, comma-separated> theirs, all in the same run;
// BENCH_KINDS=cached or uncached, one kind alone).
// Made to hold under load on a shared machine: a server's CPU is what its threads ran, to the nanosecond (schedstat),
// not the wall clock; each round measures, for every server, the REST block and the MCP block of a kind back to back
// (which goes first alternates), so that a ratio is taken between two blocks of the same moment; the rounds repeat,
// servers and kinds in a rotated order, and the medians are reported with their spread (lowest–highest round) and the
// load average. The uncached points of REST and of MCP are two sequences that never meet, both a few hundred metres
// around the register's stations: answers of the same size, none ever cached (a point is kept from its second asking).
import { loadavg } from 'node:os';
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
import { processRunMicros } from './process-cpu.js';

/** Seconds of each kind, REST and MCP each, per server and round. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
/** The slices those seconds are cut in, REST's and MCP's in turn. */
const SLICES = Number(process.env.BENCH_SLICES ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
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

/** Moves of a station's position, in thousandths of a degree, on each axis: -12 to 12. */
const MOVES = 25;

/**
 * The n-th point of `sequence` (0 for REST, 1 for MCP): a station's position moved by up to 12 thousandths of a degree
 * (about a kilometre) on each axis, another move on each pass over the register and for each sequence, so that no two
 * points meet (6 × 10⁶ points in each), and every point has the stations of a real place around it.
 */
function freshPoint(dataset: Dataset, n: number, sequence: 0 | 1): Point {
  const { stations } = dataset;
  const station = stations[(n * 7919) % stations.length] as Dataset['stations'][number];
  const pass = 2 * Math.floor(n / stations.length) + sequence;
  return {
    lat: round3(station.lat + 0.001 * ((pass % MOVES) - 12)),
    lng: round3(station.lng + 0.001 * ((Math.floor(pass / MOVES) % MOVES) - 12)),
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

const ALL_KINDS = ['cached', 'uncached'] as const;
type Kind = (typeof ALL_KINDS)[number];
/** BENCH_KINDS=cached (or uncached) measures that kind alone. */
const KINDS: readonly Kind[] = ALL_KINDS.filter((kind) => (process.env.BENCH_KINDS ?? kind).split(',').includes(kind));
type Via = 'REST' | 'MCP';

/** The n-th request of a kind, over REST or MCP. */
function requestOf(dataset: Dataset, via: Via, kind: Kind, n: number): string | LoadRequest {
  if (via === 'REST') return restCall(kind === 'cached' ? CACHED_POINT : freshPoint(dataset, n, 0));
  return mcpCall(n, kind === 'cached' ? CACHED_POINT : freshPoint(dataset, n, 1));
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

/** What one server did for the requests of one kind over REST or over MCP, in one round. */
interface Measured {
  requests: number;
  cpuMicros: number;
  seconds: number;
  failures: number;
}

/** A server under measurement, with where each of its sequences of requests has got to. */
interface Measuring {
  label: string;
  server: CompiledServer;
  next: Map<string, number>;
}

/** Every request from another client: they count from here, whatever the server and sequence. */
let clients = 0;

/** `seconds` of requests of one kind, the next of its sequence each time; what the server's threads ran meanwhile. */
async function slice(dataset: Dataset, measuring: Measuring, via: Via, kind: Kind, seconds: number): Promise<Measured> {
  const { server, next } = measuring;
  const sequence = `${via}|${kind}`;
  const from = next.get(sequence) ?? 0;
  const firstClient = clients;
  const pid = server.child.pid as number;
  const cpuBefore = processRunMicros(pid);
  const load: LoadResult = await runLoad({
    port: server.port,
    path: (n) => fromClient(firstClient + n, requestOf(dataset, via, kind, from + n)),
    seconds,
    connections: CONNECTIONS,
  });
  const cpuMicros = processRunMicros(pid) - cpuBefore;
  next.set(sequence, from + load.requests);
  clients += load.requests;
  return { requests: load.requests, cpuMicros, seconds, failures: load.failures };
}

/**
 * One round of a kind on one server: SLICES slices of REST and as many of MCP, one after the other in turn (which
 * goes first alternates with the round), so that whatever else the machine does weighs on both alike.
 */
async function measurePair(
  dataset: Dataset,
  measuring: Measuring,
  kind: Kind,
  round: number,
): Promise<Record<Via, Measured>> {
  const order: Via[] = round % 2 === 0 ? ['REST', 'MCP'] : ['MCP', 'REST'];
  const total = (): Measured => ({ requests: 0, cpuMicros: 0, seconds: 0, failures: 0 });
  const pair: Record<Via, Measured> = { REST: total(), MCP: total() };
  for (let i = 0; i < SLICES; i++) {
    for (const via of order) {
      const measured = await slice(dataset, measuring, via, kind, SECONDS / SLICES);
      const sum = pair[via];
      sum.requests += measured.requests;
      sum.cpuMicros += measured.cpuMicros;
      sum.seconds += measured.seconds;
      sum.failures += measured.failures;
    }
  }
  return pair;
}

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const median = (values: readonly number[]): number => {
  const order = sorted(values);
  const middle = order.length >> 1;
  return order.length % 2 ? (order[middle] as number) : ((order[middle - 1] as number) + (order[middle] as number)) / 2;
};
/** `median (lowest–highest)`, with `digits` decimals. */
const spread = (values: readonly number[], digits: number): string => {
  const order = sorted(values);
  const shown = (value: number | undefined) => (value ?? Number.NaN).toFixed(digits);
  return `${shown(median(values))} (${shown(order[0])}–${shown(order.at(-1))})`;
};

async function main(): Promise<void> {
  const setup = await compiledBenchSetup();
  if (!setup) return;
  const { dataDir, before } = setup;
  const dataset = await loadPublishedDataset(dataDir);
  if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
  const roots = [
    ...(before ? [{ label: `BEFORE (${before})`, root: before }] : []),
    ...(process.env.BENCH_MORE_ROOTS ?? '')
      .split(',')
      .filter(Boolean)
      .map((root) => ({ label: root, root })),
  ];
  const servers: Measuring[] = [{ label: 'this', server: await startCompiledServer({ dataDir }), next: new Map() }];
  for (const { label, root } of roots) {
    servers.push({ label, server: await startCompiledServer({ dataDir, root }), next: new Map() });
  }
  const results = new Map<string, Measured[]>();
  const ratios = new Map<string, number[]>();
  const loads: number[] = [];
  const record = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
  try {
    for (const measuring of servers) {
      await checkAnswers(measuring.server);
      // Warm-up: the code compiled, the cached point asked twice (kept from its second asking).
      for (const kind of KINDS) await measurePair(dataset, measuring, kind, 0);
    }
    for (let round = 0; round < ROUNDS; round++) {
      loads.push(loadavg()[0] as number);
      for (let s = 0; s < servers.length; s++) {
        const measuring = servers[(s + round) % servers.length] as Measuring;
        for (let k = 0; k < KINDS.length; k++) {
          const kind = KINDS[(k + round) % KINDS.length] as Kind;
          const pair = await measurePair(dataset, measuring, kind, round);
          for (const via of ['REST', 'MCP'] as const) record(results, `${measuring.label}|${via}|${kind}`, pair[via]);
          const { REST: rest, MCP: mcp } = pair;
          record(ratios, `${measuring.label}|${kind}`, mcp.cpuMicros / mcp.requests / (rest.cpuMicros / rest.requests));
        }
      }
    }
    loads.push(loadavg()[0] as number);
  } finally {
    for (const { server } of servers) await stopCompiledServer(server);
    dataset.release();
  }
  console.log(
    `data: ${dataDir}; find_fuel_near / GET /v1/stations/nearby (diesel, ${RADIUS_KM} km), ${CONNECTIONS} connections; ` +
      `${ROUNDS} rounds, each ${SECONDS} s of REST and as many of MCP in ${SLICES} slices each, taken in turn, per server and kind; ` +
      `server CPU (schedstat) per call, median (lowest–highest round); load average (1 min) ${spread(loads, 1)}`,
  );
  console.log('| server | kind | REST µs CPU/call | MCP µs CPU/call | MCP / REST | MCP calls/s | non-200 |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const { label } of servers) {
    for (const kind of KINDS) {
      const of = (via: Via) => results.get(`${label}|${via}|${kind}`) ?? [];
      const cpu = (via: Via) =>
        spread(
          of(via).map((m) => m.cpuMicros / m.requests),
          0,
        );
      const failures = [...of('REST'), ...of('MCP')].reduce((sum, m) => sum + m.failures, 0);
      console.log(
        `| ${label} | ${kind} | ${cpu('REST')} | ${cpu('MCP')} | ${spread(ratios.get(`${label}|${kind}`) ?? [], 2)} | ` +
          `${median(of('MCP').map((m) => m.requests / m.seconds)).toFixed(0)} | ${failures} |`,
      );
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
