import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const nearby = readFileSync('/tmp/nearby.json');
const prices = readFileSync('/tmp/prices.json');
const big = Buffer.from(JSON.stringify(Array.from({ length: 10 }, () => JSON.parse(nearby.toString()))));
const N = 400;
for (const [name, buf] of [
  ['2.5KB prices', prices],
  ['5.6KB nearby', nearby],
  ['56KB', big],
] as const) {
  const row: string[] = [name];
  for (const [label, f] of [
    ['gzip1', (b: Buffer) => gzipSync(b, { level: 1 })],
    ['gzip6', (b: Buffer) => gzipSync(b, { level: 6 })],
    [
      'br4',
      (b: Buffer) =>
        brotliCompressSync(b, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: b.length },
        }),
    ],
    [
      'br1',
      (b: Buffer) =>
        brotliCompressSync(b, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: b.length },
        }),
    ],
  ] as const) {
    for (let i = 0; i < 50; i++) f(buf);
    const t = process.cpuUsage();
    let out = 0;
    for (let i = 0; i < N; i++) out = f(buf).length;
    const c = process.cpuUsage(t);
    row.push(`${label} ${((c.user + c.system) / N).toFixed(0)}µs ${out}B`);
  }
  console.log(row.join(' | '), 'orig', buf.length);
}
