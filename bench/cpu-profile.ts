// Where a request's server CPU goes: `DATA_DIR=<ETL output> npx tsx bench/cpu-profile.ts [scenario] [--allocations]`,
// scenario one of nearby (uncached nearby 5 km, the default), hit (cached /v1/prices), prices (uncached
// /v1/prices), nearby-hit (a cached nearby 5 km), or mcp-nearby and mcp-hit (the same two as find_fuel_near
// tools/calls POSTed to /mcp). The server of bench/core-reads.ts is profiled (V8's sampling profiler, start-up left out) while the
// load client asks for BENCH_SECONDS (10) after a warm-up; then the profile's functions are listed by self time,
// garbage collection included, and the profile file is kept for a closer look (Chrome DevTools opens it). With
// --allocations, the bytes allocated per request instead, by the function that allocated them (what the young
// generation's collections then spend their time on).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { startBenchServers } from './bench-server.js';
import { type LoadRequest, runLoad } from './load-client.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOP = Number(process.env.BENCH_TOP ?? 30);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface AllocationNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: AllocationNode[];
}

const frameName = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules\/|work\/[^/]+\/)/, '')}:${frame.lineNumber + 1}`;

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Puerta del Sol, 5 km, diesel: the cached nearby question of bench/mcp-call.ts. */
const NEARBY_HIT = { lat: 40.417, lng: -3.704, radius_km: 5, fuel: 'diesel' };

/** A tools/call of find_fuel_near as an MCP client POSTs it to /mcp. */
function mcpCall(id: number, args: Record<string, unknown>): LoadRequest {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'find_fuel_near', arguments: args },
  });
  const headers = { Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-06-18' };
  return { method: 'POST', path: '/mcp', body, headers };
}

async function scenarioPaths(dataDir: string, name: string): Promise<(n: number) => string | LoadRequest> {
  if (name === 'hit') return () => '/v1/prices';
  const { lat, lng } = NEARBY_HIT;
  if (name === 'nearby-hit') return () => `/v1/stations/nearby?lat=${lat}&lng=${lng}&radius_km=5&fuel=diesel`;
  if (name === 'mcp-hit') return (n) => mcpCall(n, NEARBY_HIT);
  const dataset = await loadPublishedDataset(dataDir);
  if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
  const stations = dataset.stations.map((s) => [s.lat, s.lng] as const);
  const provinces = dataset.territories.provinces.map((p) => p.code);
  dataset.release();
  if (name === 'prices') return (n) => `/v1/prices?level=province&code=${provinces[n % provinces.length]}&fuel=diesel`;
  // A new point every request: stations moved north by 0.001° a pass over the list.
  const point = (n: number) => {
    const [lat, lng] = stations[(n * 7919) % stations.length] as readonly [number, number];
    return { lat: Math.min(44, round3(lat + 0.001 * (1 + Math.floor(n / stations.length)))), lng: round3(lng) };
  };
  if (name === 'mcp-nearby') return (n) => mcpCall(n, { ...point(n), radius_km: 5, fuel: 'diesel' });
  return (n) => {
    const { lat, lng } = point(n);
    return `/v1/stations/nearby?lat=${lat}&lng=${lng}&radius_km=5&fuel=diesel`;
  };
}

/** Self time per function (name, file and line), in ms, largest first. */
function selfTimes(profile: Profile): { name: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const name = frameName(frame);
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

/** Bytes allocated per function, largest first. */
function allocatedBytes(head: AllocationNode): { name: string; bytes: number }[] {
  const totals = new Map<string, number>();
  const visit = (node: AllocationNode) => {
    const name = frameName(node.callFrame);
    totals.set(name, (totals.get(name) ?? 0) + node.selfSize);
    for (const child of node.children) visit(child);
  };
  visit(head);
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

function printAllocations(head: AllocationNode, requests: number): void {
  const rows = allocatedBytes(head);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log(`bytes allocated per request (sampled): ${(total / requests).toFixed(0)}`);
  console.log('| bytes per request | % | function |\n|---:|---:|---|');
  for (const row of rows.slice(0, TOP))
    console.log(`| ${(row.bytes / requests).toFixed(0)} | ${((100 * row.bytes) / total).toFixed(1)} | ${row.name} |`);
}

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is required (an ETL output)');
  const allocations = process.argv.includes('--allocations');
  const scenario = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'nearby';
  const path = await scenarioPaths(dataDir, scenario);
  const file = join(mkdtempSync(join(tmpdir(), 'fuel-cpu-profile-')), `${scenario}.cpuprofile`);
  const { child, api: port } = await startBenchServers(dataDir, {
    BENCH_CPU_PROFILE: file,
    BENCH_PROFILE_KIND: allocations ? 'allocations' : 'cpu',
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const profiled = new Promise<void>((resolve, reject) => {
    const check = () => (output.includes('profiled') ? resolve() : setTimeout(check, 20));
    child.once('exit', (code) => reject(new Error(`profiled server exited with ${code}`)));
    check();
  });
  await runLoad({ port, path, seconds: 2, connections: 10 }); // warm-up
  child.kill('SIGUSR2');
  const load = await runLoad({ port, path: (n) => path(n + 1_000_000), seconds: SECONDS, connections: 10 });
  child.kill('SIGUSR2');
  await profiled;
  child.stdin?.end();
  console.log(
    `scenario ${scenario}: ${load.requests} requests, ${load.perSecond.toFixed(0)}/s, ${load.failures} non-200`,
  );
  if (allocations) {
    printAllocations((JSON.parse(readFileSync(file, 'utf8')) as { head: AllocationNode }).head, load.requests);
    return;
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const rows = selfTimes(profile);
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  const idle = rows.find((row) => row.name.startsWith('(idle)'))?.ms ?? 0;
  const busy = total - idle;
  console.log(`profile ${file}: ${busy.toFixed(0)} ms busy of ${total.toFixed(0)} ms sampled`);
  console.log(`busy µs per request: ${((busy * 1000) / load.requests).toFixed(1)}`);
  console.log('| self ms | % of busy | function |\n|---:|---:|---|');
  for (const row of rows.filter((r) => !r.name.startsWith('(idle)')).slice(0, TOP))
    console.log(`| ${row.ms.toFixed(0)} | ${((100 * row.ms) / busy).toFixed(1)} | ${row.name} |`);
}

await main();
