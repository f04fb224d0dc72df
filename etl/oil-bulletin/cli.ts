// `npx tsx etl/oil-bulletin/cli.ts [--source URL-or-path]`: loads the bulletin (OIL_BULLETIN_URL by default) into DATA_DIR.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../core/config.js';
import { refreshOilBulletin } from './refresh-oil-bulletin.js';

const config = loadConfig();
const { values } = parseArgs({ options: { source: { type: 'string', default: config.oilBulletinUrl } } });
const source = values.source ?? '';
if (source === '') {
  console.error('No workbook: set OIL_BULLETIN_URL or pass --source; /v1/history/monthly keeps serving its sample.');
  process.exit(2);
}
try {
  const summary = await refreshOilBulletin({ source, dataDir: config.dataDir });
  console.log(JSON.stringify({ event: 'oil_bulletin_loaded', ...summary }));
} catch (error) {
  console.error(JSON.stringify({ event: 'oil_bulletin_failed', error: String(error) }));
  process.exit(1);
}
