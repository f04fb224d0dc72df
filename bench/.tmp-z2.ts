import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as C, gzipSync } from 'node:zlib';

const nearby = JSON.parse(readFileSync('/tmp/nearby.json', 'utf8'));
const big = Buffer.from(
  JSON.stringify({ data: { stations: Array.from({ length: 5 }, () => nearby.data.stations).flat() } }),
);
const N = 300;
const lg = (n: number) => Math.max(10, Math.min(24, Math.ceil(Math.log2(n))));
for (let r = 0; r < 2; r++)
  for (const [label, f] of [
    ['gzip1', (b: Buffer) => gzipSync(b, { level: 1 })],
    ['gzip1 mem', (b: Buffer) => gzipSync(b, { level: 1, memLevel: 9, windowBits: 15 })],
    [
      'br1',
      (b: Buffer) =>
        brotliCompressSync(b, { params: { [C.BROTLI_PARAM_QUALITY]: 1, [C.BROTLI_PARAM_SIZE_HINT]: b.length } }),
    ],
    [
      'br1 lgwin',
      (b: Buffer) =>
        brotliCompressSync(b, {
          params: {
            [C.BROTLI_PARAM_QUALITY]: 1,
            [C.BROTLI_PARAM_SIZE_HINT]: b.length,
            [C.BROTLI_PARAM_LGWIN]: lg(b.length),
          },
        }),
    ],
    [
      'br3 lgwin',
      (b: Buffer) =>
        brotliCompressSync(b, {
          params: {
            [C.BROTLI_PARAM_QUALITY]: 3,
            [C.BROTLI_PARAM_SIZE_HINT]: b.length,
            [C.BROTLI_PARAM_LGWIN]: lg(b.length),
          },
        }),
    ],
    [
      'br4 lgwin',
      (b: Buffer) =>
        brotliCompressSync(b, {
          params: {
            [C.BROTLI_PARAM_QUALITY]: 4,
            [C.BROTLI_PARAM_SIZE_HINT]: b.length,
            [C.BROTLI_PARAM_LGWIN]: lg(b.length),
          },
        }),
    ],
  ] as const) {
    for (let i = 0; i < 30; i++) f(big);
    const t = process.cpuUsage();
    let out = 0;
    for (let i = 0; i < N; i++) out = f(big).length;
    const c = process.cpuUsage(t);
    console.log(label.padEnd(10), ((c.user + c.system) / N).toFixed(0), 'µs', out, 'B of', big.length);
  }
