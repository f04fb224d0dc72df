// `npx tsx etl/oil-bulletin/cli.ts [--source URL-or-path]`: loads the bulletin (OIL_BULLETIN_URL by default) into DATA_DIR.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../core/config.js';
import { describeHolder, withWriterLock } from '../writer-lock.js';
import { refreshOilBulletin } from './refresh-oil-bulletin.js';

const config = loadConfig();
const { values } = parseArgs({ options: { source: { type: 'string', default: config.oilBulletinUrl } } });
const source = values.source ?? '';
if (source === '') {
  console.error('No workbook: set OIL_BULLETIN_URL or pass --source; /v1/history/monthly keeps serving its sample.');
  process.exit(2);
}
try {
  // Under DATA_DIR's writer lock, like `npm run etl`: never two writers.
  const result = await withWriterLock(config.dataDir, () => refreshOilBulletin({ source, dataDir: config.dataDir }));
  if (result.ran) console.log(JSON.stringify({ event: 'oil_bulletin_loaded', ...result.value }));
  else console.error(`a refresh is in progress (${describeHolder(result.holder)}): nothing to do`);
} catch (error) {
  console.error(JSON.stringify({ event: 'oil_bulletin_failed', error: String(error) }));
  process.exit(1);
}
