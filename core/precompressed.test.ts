import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writePrecompressed } from './precompressed.js';

const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
});
