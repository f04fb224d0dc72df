import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlib } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { StreamedCopies, writePrecompressed } from './precompressed.js';

const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));

describe('writePrecompressed', () => {
  it('writes Brotli and gzip copies beside the file that decode to its exact bytes', async () => {
    const file = join(dir, 'stations.json');
    const content = Buffer.from(
      JSON.stringify({ stations: Array.from({ length: 500 }, (_, id) => ({ id, name: `Estación ${id}` })) }),
    );
    writeFileSync(file, content);
    await writePrecompressed(file);
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).equals(content)).toBe(true);
    expect(gunzipSync(gz).equals(content)).toBe(true);
    expect(br.length).toBeLessThan(content.length / 5);
    expect(gz.length).toBeLessThan(content.length / 5);
  });

  it('fails only once the copy it could write is whole, when the other cannot be written', async () => {
    const file = join(dir, 'one-unwritable.txt');
    // Megabytes that compress slowly: the gzip copy is still being written when the Brotli one has failed.
    const content = Buffer.from(randomBytes(4 * 1024 * 1024).toString('base64'));
    writeFileSync(file, content);
    mkdirSync(`${file}.br`);
    await expect(writePrecompressed(file)).rejects.toThrow(/EISDIR/);
    // Nothing was still writing beside the file when the failure was told: its folder could be removed at once.
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(content)).toBe(true);
  });
});

describe('StreamedCopies', () => {
  /** A document like the station list: varied names and addresses, prices, coordinates (seeded, so always the same). */
  function document(rows: number): string {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const words = ['Estación', 'Servicio', 'Carretera', 'Avenida', 'Calle', 'Polígono', 'Cañada', 'Norte', 'Repsol'];
    const word = () => words[Math.floor(random() * words.length)];
    const station = (id: number) => ({
      id: String(1000 + id),
      name: `${word()} ${word()} ${Math.floor(random() * 999)}`,
      address: `${word()} ${word()}, ${Math.floor(random() * 300)}`,
      lat: 36 + random() * 7,
      lng: -9 + random() * 12,
      price_95: 1.3 + Math.floor(random() * 400) / 1000,
      price_diesel: random() < 0.1 ? null : 1.2 + Math.floor(random() * 400) / 1000,
    });
    return `[${Array.from({ length: rows }, (_, id) => JSON.stringify(station(id))).join(',')}]`;
  }

  /** Gives `text` to the copies in pieces of `pieceChars`, with a turn of the event loop after each, as the ETL does. */
  async function writeInPieces(copies: StreamedCopies, text: string, pieceChars: number): Promise<void> {
    for (let start = 0; start < text.length; start += pieceChars) {
      copies.compress(Buffer.from(text.slice(start, start + pieceChars)), () => {});
      await new Promise((resolve) => setImmediate(resolve));
      await copies.caughtUp();
    }
    copies.close();
    await copies.written;
  }

  it('writes copies that decode to the bytes given, the Brotli one as small as compressing the whole file at once', async () => {
    const file = join(dir, 'streamed.json');
    const text = document(12_000); // about 2 MB, several pieces
    const copies = new StreamedCopies(file);
    await writeInPieces(copies, text, 150_000);
    const content = Buffer.from(text);
    const br = readFileSync(`${file}.br`);
    expect(brotliDecompressSync(br).equals(content)).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(content)).toBe(true);
    const atOnce = brotliCompressSync(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    expect(br.length).toBeLessThanOrEqual(atOnce.length * 1.001);
  });

  it('writes only the copies asked for', async () => {
    const file = join(dir, 'gzip-only.json');
    const copies = new StreamedCopies(file, ['gzip']);
    await writeInPieces(copies, '{"a":"Estación Cañada €"}', 5);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString('utf8')).toBe('{"a":"Estación Cañada €"}');
    expect(() => readFileSync(`${file}.br`)).toThrow(/ENOENT/);
  });

  it('fails, and stops waiting, when a copy cannot be written', async () => {
    const copies = new StreamedCopies(join(dir, 'no-such-folder', 'stations.json'));
    await expect(writeInPieces(copies, document(40_000), 100_000)).rejects.toThrow(/ENOENT/);
  });

  it('fails when one copy cannot be written, stopping the other instead of waiting for ever', async () => {
    const file = join(dir, 'streamed-one-unwritable.json');
    mkdirSync(`${file}.br`);
    await expect(writeInPieces(new StreamedCopies(file), document(40_000), 100_000)).rejects.toThrow(/EISDIR/);
  });

  it('an aborted file fails its copies with the reason given', async () => {
    const copies = new StreamedCopies(join(dir, 'aborted.json'));
    copies.compress(Buffer.from(document(1_000)), () => {});
    copies.abort(new Error('the rows could not be read'));
    await expect(copies.written).rejects.toThrow('the rows could not be read');
  });
});
