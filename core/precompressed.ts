// Files written once and served many times are compressed when written, not per request: gzip and Brotli copies
// beside the file (`stations.json.br`, `stations.json.gz`), which the server picks by the client's Accept-Encoding.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import { type ContentEncoding, PRECOMPRESSED_ENCODINGS } from './data-dir/layout.js';

/**
 * Brotli quality 5. On the national stations.json (8.5 MB, bench/downloads.ts): quality 5 gives 605 kB in 0.2 s,
 * 9 gives 558 kB in 0.8 s, 11 (the default) 478 kB in over a minute; gzip -9 gives 848 kB. Written on every refresh.
 */
const BROTLI_QUALITY = 5;

const compressors: Record<ContentEncoding, (size: number) => Transform> = {
  br: (size) =>
    createBrotliCompress({
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  gzip: () => createGzip({ level: 9 }),
};

/**
 * Writes `file`'s compressed copies beside it; the compression runs on libuv's pool, off the event loop. The file is
 * streamed through each compressor, never held whole: the copies are the bytes compressing it at once gives.
 */
export async function writePrecompressed(file: string): Promise<void> {
  const size = statSync(file).size;
  await Promise.all(
    PRECOMPRESSED_ENCODINGS.map(({ encoding, suffix }) =>
      pipeline(createReadStream(file), compressors[encoding](size), createWriteStream(`${file}${suffix}`)),
    ),
  );
}
