import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { StreamedCopies } from '../core/precompressed.js';
import { TextFile } from './text-file.js';

const dir = mkdtempSync(join(tmpdir(), 'text-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Texts of every size, with characters of 1 to 4 bytes of UTF-8, crossing the file's pieces anywhere. */
function texts(): string[] {
  const alphabet = ['a', 'ñ', '€', '😀', '"', '\n'];
  return Array.from({ length: 4_000 }, (_, i) => {
    const length = (i * 7919) % 1_500;
    return Array.from({ length }, (_, j) => alphabet[(i + j) % alphabet.length]).join('');
  });
}

describe('TextFile', () => {
  it('writes exactly the texts given, whatever their sizes and characters, and one larger than a piece', () => {
    const path = join(dir, 'plain.txt');
    const given = [...texts(), 'é'.repeat(400_000), 'end'];
    const file = new TextFile(path, '{');
    for (const text of given) file.write(text);
    file.close();
    expect(readFileSync(path, 'utf8')).toBe(`{${given.join('')}`);
  });

  it('gives its copies the same bytes, and reuses a piece only once the compressors have read it', async () => {
    const path = join(dir, 'copied.json');
    const copies = new StreamedCopies(path, ['gzip']);
    // What the compressors are given is checked when they are done with it: a piece reused too early would differ.
    const seen: { given: Buffer; piece: Buffer }[] = [];
    const compress = copies.compress.bind(copies);
    copies.compress = (piece, done) => {
      const entry = { given: Buffer.from(piece), piece };
      seen.push(entry);
      compress(piece, () => {
        expect(entry.piece.equals(entry.given)).toBe(true);
        done();
      });
    };
    const given = texts();
    const file = new TextFile(path, '[', copies);
    for (const [i, text] of given.entries()) {
      file.write(text);
      if (i % 100 === 99) {
        file.flush();
        await new Promise((resolve) => setImmediate(resolve));
        await copies.caughtUp();
      }
    }
    file.close();
    copies.close();
    await copies.written;
    const expected = `[${given.join('')}`;
    expect(readFileSync(path, 'utf8')).toBe(expected);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString('utf8')).toBe(expected);
    expect(seen.length).toBeGreaterThan(10);
  });
});
