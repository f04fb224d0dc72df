import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeStationDocuments } from './station-documents.js';

const dir = mkdtempSync(join(tmpdir(), 'station-documents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const header = {
  license: 'https://example.org/licence',
  attribution: 'Ministerio',
  source_time: '2026-08-23T13:53:31Z',
};
const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: i % 7 === 0 ? `Estación ñ “${i}” 🚗` : `E${i}`,
    lat: 40 + i / 1000,
    lng: -3 - i / 1000,
    price_gasoline_95: i % 3 === 0 ? null : 1.5 + i / 1000,
    is_24h: i % 2 === 0,
  }));

/** Writes `rows` to two new paths; the documents' copies by file. */
async function write(name: string, rows: Iterable<Record<string, unknown>>) {
  const paths = { json: join(dir, `${name}.json`), geojson: join(dir, `${name}.geojson`) };
  const copies = new Map<string, Promise<void>>();
  const written = writeStationDocuments(rows, { paths, header }, (file, copy) => copies.set(file, copy));
  return { paths, copies, written };
}

describe('writeStationDocuments', () => {
  it('writes what JSON.stringify of each whole document gives, and copies that decode to it', async () => {
    // More rows than the compressors' turns and a piece hold, so that rows cross pieces.
    const rows = rowsOf(3000);
    const { paths, copies, written } = await write('whole', rows);
    await written;
    await Promise.all(copies.values());
    const json = JSON.stringify({ ...header, stations: rows });
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      ...header,
      features: rows.map((row) => ({
        type: 'Feature',
        id: row.id,
        geometry: { type: 'Point', coordinates: [row.lng, row.lat] },
        properties: row,
      })),
    });
    expect(readFileSync(paths.json, 'utf8')).toBe(json);
    expect(readFileSync(paths.geojson, 'utf8')).toBe(geojson);
    for (const [path, text] of [
      [paths.json, json],
      [paths.geojson, geojson],
    ] as const) {
      expect(gunzipSync(readFileSync(`${path}.gz`)).toString('utf8')).toBe(text);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString('utf8')).toBe(text);
    }
  });

  it('writes an empty list as documents without rows', async () => {
    const { paths, copies, written } = await write('empty', []);
    await written;
    await Promise.all(copies.values());
    expect(JSON.parse(readFileSync(paths.json, 'utf8'))).toEqual({ ...header, stations: [] });
    expect(JSON.parse(readFileSync(paths.geojson, 'utf8'))).toEqual({
      type: 'FeatureCollection',
      ...header,
      features: [],
    });
  });

  it('fails when the rows cannot be made, and every copy it started settles instead of waiting for ever', async () => {
    function* failing() {
      yield* rowsOf(600);
      throw new Error('the rows could not be made');
    }
    const { copies, written } = await write('failing', failing());
    await expect(written).rejects.toThrow('the rows could not be made');
    const settled = await Promise.allSettled(copies.values());
    expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});
