import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import type { CleanSnapshot } from '../core/model.js';
import { testStation } from '../test/support/calc-dataset.js';
import { writeStationDownloads } from './downloads.js';

const dir = mkdtempSync(join(tmpdir(), 'downloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeStationDownloads', () => {
  it('fails when DuckDB cannot write the CSV, once the documents written meanwhile and every copy have settled', async () => {
    const events: string[] = [];
    // A database that gives the first days, then fails the CSV's COPY while this thread writes the documents.
    const connection = {
      runAndReadAll: async () => ({ getRows: () => [[1, '2026-08-01']] }),
      run: async (sql: string) => {
        if (!sql.includes('COPY')) return {};
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push('copy failed');
        throw new Error('the disk is full');
      },
    } as unknown as DuckDBConnection;
    const snapshot = {
      source_time: '2026-08-23T13:53:31Z',
      stations: Array.from({ length: 2000 }, (_, i) => testStation(i + 1, '28', { diesel: 1.459 })),
    } as CleanSnapshot;
    const territories = { communities: [], provinces: [], municipalities: [] };
    const copies: Promise<void>[] = [];
    const writing = writeStationDownloads(connection, dir, { snapshot, territories, isSample: false }, (written) =>
      copies.push(written.finally(() => events.push('copies settled'))),
    );
    await expect(writing.finally(() => events.push('rejected'))).rejects.toThrow('the disk is full');
    // The documents were whole before the call failed: nothing writes into the directory once it has.
    const json = JSON.parse(readFileSync(join(dir, 'stations.json'), 'utf8')) as {
      stations: { first_seen: unknown }[];
    };
    expect(json.stations).toHaveLength(2000);
    expect(json.stations[0]?.first_seen).toBe('2026-08-01');
    expect(existsSync(join(dir, 'stations.geojson'))).toBe(true);
    expect(events.indexOf('copy failed')).toBeLessThan(events.indexOf('rejected'));
    // The two documents' copies (the CSV's were never begun): each settles.
    const settled = await Promise.allSettled(copies);
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
  });
});
