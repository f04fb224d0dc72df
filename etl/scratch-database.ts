// The ETL's DuckDB databases: private and in memory, with etlSettings (one thread, a memory limit), spilling into a
// temporary folder beside the files they write, removed on close (or, after a crash, by the next writer's sweep).
import type { DuckDBConnection } from '@duckdb/node-api';
import { openScratchDatabase } from '../core/duckdb.js';
import { discardTemporary, temporaryPath } from './file-writes.js';
import { etlSettings } from './memory-policy.js';

/** `beside`: a folder of DATA_DIR where the writer's temporaries go (core/data-dir/layout.ts, TEMPORARY_DIRS). */
export async function openEtlDatabase(
  beside: string,
  memoryLimit?: string,
): Promise<{ connection: DuckDBConnection; close(): void }> {
  const spill = temporaryPath(beside);
  try {
    const db = await openScratchDatabase({ settings: etlSettings(spill, memoryLimit) });
    return {
      connection: db.connection,
      close: () => {
        try {
          db.close();
        } finally {
          discardTemporary(spill);
        }
      },
    };
  } catch (error) {
    discardTemporary(spill);
    throw error;
  }
}
