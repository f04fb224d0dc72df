// `npm run etl [-- --backfill-days N] [--sample] [--wait SECONDS]`: one refresh into DATA_DIR, then the history
// backfill, under DATA_DIR's writer lock: when another refresh holds it (past --wait, 0 by default), exits 0 saying so.
// `npm run etl -- --archive-backfill FROM..TO`: instead, fills the archive's missing days of that range, under the lock.
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.js';
import { ArchiveBackfillRefused, backfillArchive } from './archive-backfill.js';
import { backfillHistory, MAX_BACKFILL_DAYS } from './backfill.js';
import { parseDayRange } from './date-range.js';
import { refreshSnapshot } from './refresh.js';
import { describeRefreshFailure } from './refresh-failure.js';
import { createSampleSource } from './sample/sample-source.js';
import { createMinistryHttpSource } from './source/ministry-http-source.js';
import { describeHolder, withWriterLock } from './writer-lock.js';

const { values } = parseArgs({
  options: {
    'backfill-days': { type: 'string', default: String(MAX_BACKFILL_DAYS) },
    'archive-backfill': { type: 'string' },
    sample: { type: 'boolean', default: false },
    wait: { type: 'string', default: '0' },
  },
});
const refuse = (message: string): never => {
  console.error(message);
  process.exit(2);
};
const days = Number(values['backfill-days']);
if (!Number.isInteger(days) || days < 0 || days > MAX_BACKFILL_DAYS) {
  refuse(`--backfill-days must be an integer from 0 to ${MAX_BACKFILL_DAYS}`);
}
const waitSeconds = Number(values.wait);
if (!(Number.isFinite(waitSeconds) && waitSeconds >= 0)) refuse('--wait must be a number of seconds, 0 or more');
let archiveRange: { from: string; to: string } | null = null;
if (values['archive-backfill'] !== undefined) {
  try {
    archiveRange = parseDayRange(values['archive-backfill']);
  } catch (error) {
    refuse(`--archive-backfill ${(error as Error).message}`);
  }
  if (values.sample) refuse("--archive-backfill takes no --sample: the archive keeps the register's days only");
}
const config = loadConfig();
const source = values.sample ? createSampleSource() : createMinistryHttpSource({ baseUrl: config.ministryBaseUrl });
const log = (event: Record<string, unknown>) => console.log(JSON.stringify(event));
try {
  const result = await withWriterLock(
    config.dataDir,
    async () => {
      if (archiveRange) {
        await backfillArchive({ source, dataDir: config.dataDir, ...archiveRange, log });
        return;
      }
      const { manifest, territories } = await refreshSnapshot({
        source,
        dataDir: config.dataDir,
        now: new Date(),
        log,
      });
      await backfillHistory({ source, dataDir: config.dataDir, territories, endDate: manifest.source_date, days, log });
    },
    { waitMs: waitSeconds * 1000 },
  );
  if (!result.ran) {
    log({ event: 'refresh_in_progress', holder: result.holder });
    console.error(`a refresh is in progress (${describeHolder(result.holder)}): nothing to do`);
  }
} catch (error) {
  // An archive range the published data cannot take (nothing published, the sample, a day after the data's date).
  if (error instanceof ArchiveBackfillRefused) refuse(`--archive-backfill: ${error.message}`);
  console.error(
    JSON.stringify({ event: 'etl_failed', category: describeRefreshFailure(error).category, error: String(error) }),
  );
  process.exit(1);
}
