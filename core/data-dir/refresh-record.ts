// The outcome of the last refresh from the register, written by whoever refreshes DATA_DIR (a server's schedule or
// `npm run etl`) and read by every server that serves it, so the status of a reader tells what the refresher saw: a
// refresh refused by the guards, a register answering old data, or a register that answers but has stopped moving.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Localized } from '../language.js';
import type { RefreshErrorCategory } from '../refresh-outcome.js';
import { REFRESH_RECORD_FILE } from './layout.js';

export interface RefreshRecord {
  format: 1;
  attempted_at: string;
  succeeded: boolean;
  /** null when it succeeded. */
  category: RefreshErrorCategory | null;
  message: Localized | null;
  /** When the register last answered a list (published or refused), and the register's own time of that list. */
  source_answered_at: string | null;
  source_data_time: string | null;
}

/** The record, or null when none was written yet (or it cannot be read: a reader then judges on its own). */
export function readRefreshRecord(dataDir: string): RefreshRecord | null {
  try {
    const record = JSON.parse(readFileSync(join(dataDir, REFRESH_RECORD_FILE), 'utf8')) as RefreshRecord;
    return record.format === 1 && typeof record.succeeded === 'boolean' ? record : null;
  } catch {
    return null;
  }
}
