// Files written once and served many times are compressed when written, not per request: gzip and Brotli copies
// beside the file (`stations.json.br`, `stations.json.gz`), which the server picks by the client's Accept-Encoding.
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { type ContentEncoding, PRECOMPRESSED_ENCODINGS } from './data-dir/layout.js';

/**
 * Brotli quality 5. On the national stations.json (8.5 MB, bench/downloads.ts): quality 5 gives 605 kB in 0.2 s,
 * 9 gives 558 kB in 0.8 s, 11 (the default) 478 kB in over a minute; gzip -9 gives 848 kB. Written on every refresh.
 */
const BROTLI_QUALITY = 5;

const compressors: Record<ContentEncoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

/** Writes `file`'s compressed copies beside it; the compression runs on libuv's pool, off the event loop. */
export async function writePrecompressed(file: string): Promise<void> {
  const data = readFileSync(file);
  await Promise.all(
    PRECOMPRESSED_ENCODINGS.map(async ({ encoding, suffix }) => {
      writeFileSync(`${file}${suffix}`, await compressors[encoding](data));
    }),
  );
}
