import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load-client.js';

const scenario = process.argv[2] ?? 'hit';
const script = fileURLToPath(new URL('./core-reads-server.ts', import.meta.url));
const child = spawn(
  process.execPath,
  ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--cpu-prof-interval', '100', '--import', 'tsx', script],
  {
    env: { ...process.env, DATA_DIR: '/tmp/realdata' },
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
const port: number = await new Promise((resolve) => {
  let out = '';
  child.stdout!.on('data', (c) => {
    out += c;
    const m = /api=(\d+)/.exec(out);
    if (m) resolve(Number(m[1]));
  });
});
let k = 0;
const path =
  scenario === 'hit'
    ? () => '/v1/prices'
    : () => {
        k++;
        return `/v1/stations/nearby?lat=${(40 + (k % 997) * 0.003).toFixed(3)}&lng=${(-3.7 - Math.floor(k / 997) * 0.003).toFixed(3)}&radius_km=5&fuel=diesel`;
      };
await runLoad({ port, path, seconds: 2, connections: 10 });
const r = await runLoad({ port, path, seconds: 6, connections: 10 });
console.log(r.requests, r.perSecond, r.cacheHits, r.failures);
child.stdin!.end();
await new Promise((r) => child.once('exit', r));
