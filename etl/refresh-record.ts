// Writes the outcome of a refresh from the register into DATA_DIR (format: core/data-dir/refresh-record.ts), replaced
// atomically like the manifest. A record that cannot be written (a full disk) is logged and left: the refresh's own
// outcome is what matters, and the next refresh writes it again.
import { join } from 'node:path';
import { REFRESH_RECORD_FILE } from '../core/data-dir/layout.js';
import type { RefreshRecord } from '../core/data-dir/refresh-record.js';
import { stageFile } from './manifest.js';

export function writeRefreshRecord(dataDir: string, record: RefreshRecord): boolean {
  try {
    const staged = stageFile(join(dataDir, REFRESH_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
    staged.commit();
    return true;
  } catch {
    return false;
  }
}
