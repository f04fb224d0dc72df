// Files written once and served many times are compressed when written, not per request: gzip and Brotli copies
// beside the file (`stations.json.br`, `stations.json.gz`), which the server picks by the client's Accept-Encoding.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import { type ContentEncoding, PRECOMPRESSED_ENCODINGS } from './data-dir/layout.js';

/**
 * Brotli quality 5. On the national stations.json (8.5 MB, bench/downloads.ts): quality 5 gives 605 kB in 0.2 s,
 * 9 gives 558 kB in 0.8 s, 11 (the default) 478 kB in over a minute; gzip -9 gives 848 kB. Written on every refresh.
 */
const BROTLI_QUALITY = 5;

/**
 * gzip level 6, zlib's default. On the national station list's CSV, JSON and GeoJSON, level 9 took 746 ms of libuv's
 * pool instead of 410 for copies 1.2–4.8 % smaller (stations.json: 857 kB at 9, 899 kB at 6, in 337 ms and 153), and
 * they were the last work a refresh waited for. Clients that take Brotli (every browser) get its copy, a third smaller.
 */
const GZIP_LEVEL = 6;

/**
 * Output buffer of a compressor of copies written as their file is made: more than a piece's compressed size, so that
 * each piece is compressed in one step of libuv's pool (a compressor takes its next step only in a turn of the event
 * loop).
 */
const STREAMED_CHUNK_BYTES = 64 * 1024;

/**
 * The size Brotli is told of a file compressed as it is made: those are the station documents, megabytes each. Not
 * told, it cut the stream into smaller blocks and stations.json's copy was 5.6 % larger; told any size from 1 MB up,
 * it is the bytes compressing the whole file at once gives.
 */
const STREAMED_SIZE_HINT = 8 * 1024 * 1024;

/**
 * Bytes a file compressed once written is read by at a time: 64 KB (Node's default) cost the main thread a fifth of a
 * second of reads on the national list's files; a few reads of this size are held at once at most.
 */
export const READ_PIECE_BYTES = 256 * 1024;

/** `size` is the file's, or an estimate. */
const compressors: Record<ContentEncoding, (size: number, chunkSize?: number) => Transform> = {
  br: (size, chunkSize) =>
    createBrotliCompress({
      chunkSize,
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  gzip: (_size, chunkSize) => createGzip({ level: GZIP_LEVEL, chunkSize }),
};

const ENCODINGS = PRECOMPRESSED_ENCODINGS.map(({ encoding }) => encoding);

/**
 * Writes `file`'s compressed copies beside it; the compression runs on libuv's pool, off the event loop. The file is
 * streamed through each compressor, never held whole: the copies are the bytes compressing it at once gives.
 */
export async function writePrecompressed(
  file: string,
  encodings: readonly ContentEncoding[] = ENCODINGS,
): Promise<void> {
  const size = statSync(file).size;
  await allSettledOrFirstFailure(
    PRECOMPRESSED_ENCODINGS.filter(({ encoding }) => encodings.includes(encoding)).map(({ encoding, suffix }) =>
      pipeIntoFile(`${file}${suffix}`, [
        createReadStream(file, { highWaterMark: READ_PIECE_BYTES }),
        compressors[encoding](size),
      ]),
    ),
  );
}

/**
 * Pipes `streams` into a file created at `path`; settles once the pipeline has and the file is closed: a file stream
 * destroyed while it opens still creates its file once the open returns, after the pipeline has failed.
 */
async function pipeIntoFile(path: string, streams: readonly (Readable | Transform)[]): Promise<void> {
  const target = createWriteStream(path);
  const closed = new Promise<void>((resolve) => target.once('close', resolve));
  try {
    await pipeline([...streams, target]);
  } finally {
    await closed;
  }
}

/**
 * Settles once every copy's work has, with the first failure if any: a copy that failed never leaves another still
 * writing beside it (its folder may be removed at once). `onFailure` is told the first failure as it happens.
 */
async function allSettledOrFirstFailure(
  works: readonly Promise<unknown>[],
  onFailure: (error: Error) => void = () => {},
): Promise<void> {
  let first: { error: unknown } | null = null;
  await Promise.all(
    works.map((work) =>
      work.catch((error: unknown) => {
        if (first) return;
        first = { error };
        onFailure(error instanceof Error ? error : new Error(String(error)));
      }),
    ),
  );
  if (first) throw (first as { error: unknown }).error;
}

/**
 * A file's compressed copies written while the file is: each piece of the file given is compressed on libuv's pool
 * while the caller makes the next (a compressor takes a piece only in a turn of the event loop: give it one after each
 * piece). `written` settles once the copies are whole (`close`), or rejects with the first failure (`abort`, or a
 * write's) once no copy is still being written.
 */
export class StreamedCopies {
  readonly written: Promise<void>;
  private readonly compressing: Transform[];
  private inFlight = 0;
  private settled: (() => void) | null = null;

  constructor(file: string, encodings: readonly ContentEncoding[] = ENCODINGS) {
    const streamed = PRECOMPRESSED_ENCODINGS.filter(({ encoding }) => encodings.includes(encoding));
    this.compressing = streamed.map(({ encoding }) => compressors[encoding](STREAMED_SIZE_HINT, STREAMED_CHUNK_BYTES));
    // A copy that fails stops the others (they would wait for pieces never given), and `written` settles once all have.
    this.written = allSettledOrFirstFailure(
      streamed.map(({ suffix }, i) => pipeIntoFile(`${file}${suffix}`, [this.compressing[i] as Transform])),
      (error) => this.abort(error),
    );
    this.written.catch(() => undefined); // reported where it is awaited
  }

  /** Compresses the next piece of the file; `done` once every compressor has read it (its bytes may then change). */
  compress(piece: Buffer, done: () => void): void {
    this.inFlight += 1;
    let pending = this.compressing.length;
    const read = () => {
      pending -= 1;
      if (pending > 0) return;
      this.inFlight -= 1;
      done();
      this.settled?.();
    };
    for (const compressor of this.compressing) compressor.write(piece, read);
  }

  /** Resolves once at most one piece is being compressed: what keeps a slow compressor from queueing the file whole. */
  async caughtUp(): Promise<void> {
    while (this.inFlight > 1) {
      // A failed compressor may never call back: its failure ends the wait.
      await Promise.race([new Promise<void>((resolve) => (this.settled = resolve)), this.written]);
    }
    this.settled = null;
  }

  close(): void {
    for (const compressor of this.compressing) compressor.end();
  }

  abort(reason: Error): void {
    for (const compressor of this.compressing) compressor.destroy(reason);
  }
}
