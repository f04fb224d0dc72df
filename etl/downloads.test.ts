import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import type { CleanSnapshot } from '../core/model.js';
import { writeStationDownloads } from './downloads.js';

const dir = mkdtempSync(join(tmpdir(), 'downloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeStationDownloads', () => {
  it('fails when the station documents cannot be read, and every compressed copy it started settles', async () => {
    // A database that runs every statement but cannot stream the documents' rows.
    const connection = {
      run: async () => ({}),
      stream: async () => {
        throw new Error('the rows could not be read');
      },
    } as unknown as DuckDBConnection;
    const snapshot = { source_time: '2026-08-23T13:53:31Z' } as CleanSnapshot;
    const copies: Promise<void>[] = [];
    await expect(
      writeStationDownloads(connection, dir, snapshot, false, (written) => copies.push(written)),
    ).rejects.toThrow('the rows could not be read');
    // The CSV's (never written here) and the two documents': each fails instead of waiting for ever.
    const settled = await Promise.allSettled(copies);
    expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });
});
