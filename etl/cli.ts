// `npm run etl [-- --backfill-days N] [--sample]`: one refresh into DATA_DIR, then the history backfill.
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.js';
import { backfillHistory, MAX_BACKFILL_DAYS } from './backfill.js';
import { refreshSnapshot } from './refresh.js';
import { createSampleSource } from './sample/sample-source.js';
import { createMinistryHttpSource } from './source/ministry-http-source.js';

const { values } = parseArgs({
  options: {
    'backfill-days': { type: 'string', default: String(MAX_BACKFILL_DAYS) },
    sample: { type: 'boolean', default: false },
  },
});
const days = Number(values['backfill-days']);
if (!Number.isInteger(days) || days < 0 || days > MAX_BACKFILL_DAYS) {
  console.error(`--backfill-days must be an integer from 0 to ${MAX_BACKFILL_DAYS}`);
  process.exit(2);
}
const config = loadConfig();
const source = values.sample ? createSampleSource() : createMinistryHttpSource({ baseUrl: config.ministryBaseUrl });
const log = (event: Record<string, unknown>) => console.log(JSON.stringify(event));
try {
  const { manifest, territories } = await refreshSnapshot({ source, dataDir: config.dataDir, now: new Date(), log });
  await backfillHistory({ source, dataDir: config.dataDir, territories, endDate: manifest.source_date, days, log });
} catch (error) {
  console.error(JSON.stringify({ event: 'etl_failed', error: String(error) }));
  process.exit(1);
}
