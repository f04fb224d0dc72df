// `npm run bench`: every benchmark in bench/, one after the other (each prints its own table and baseline).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = [
  'spatial.ts',
  'load-slices.ts',
  'etl.ts',
  'register-read.ts',
  'downloads.ts',
  'archive.ts',
  'etl-memory.ts',
  'attack-source.ts',
  'core-reads.ts',
  'instructions.ts',
  'metrics-overhead.ts',
  'accept-language.ts',
  'sample-day.ts',
  'mcp-completions.ts',
  'mcp-call.ts',
  'station-json.ts',
  'open-now.ts',
  'route-fuel.ts',
  'route-plan.ts',
  'insights.ts',
  'watch.ts',
  'history.ts',
  'rate-limit-memory.ts',
  'shared-limits.ts',
  'client-flood.ts',
  'redis-stall.ts',
  'attack-edge.ts',
  'slow-readers.ts',
  'attack-mcp.ts',
  'soak.ts',
  'home-page.ts',
  'startup.ts',
  'first-request.ts',
  'cluster.ts',
  'edge-cache.ts',
];

for (const file of BENCHMARKS) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  if (!existsSync(path)) continue;
  console.log(`\n== bench/${file}`);
  execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', path], { stdio: 'inherit' }); // gc: memory figures
}
