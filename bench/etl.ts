// ETL benchmark: a full refresh of the national list and a 42-day backfill against the ministry fixture server.
// Each phase runs in its own process so its peak RSS is its own. `npx tsx bench/etl.ts`
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readManifest } from '../core/data-dir/manifest.js';
import { backfillHistory } from '../etl/backfill.js';
import { fetchTerritories, refreshSnapshot } from '../etl/refresh.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import { SHARED_MINISTRY_DIR, sharedDataAvailable, WITHOUT_SHARED } from '../test/support/data-paths.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';

const [phase, baseUrl, dataDir] = process.argv.slice(2);

async function runPhase(): Promise<void> {
  const source = createMinistryHttpSource({ baseUrl: baseUrl as string });
  const started = performance.now();
  let detail = '';
  if (phase === 'refresh') {
    const { manifest } = await refreshSnapshot({ source, dataDir: dataDir as string, now: new Date() });
    detail = `${manifest.station_count} stations`;
  } else {
    const territories = await fetchTerritories(source);
    const endDate = readManifest(dataDir as string)?.source_date as string;
    const result = await backfillHistory({ source, dataDir: dataDir as string, territories, endDate, days: 42 });
    detail = `${result.written.length} days written`;
  }
  const seconds = (performance.now() - started) / 1000;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ phase, seconds: Number(seconds.toFixed(2)), peak_rss_mb: Math.round(peakMb), detail }));
}

async function main(): Promise<void> {
  if (!sharedDataAvailable) {
    console.log(WITHOUT_SHARED);
    return;
  }
  const fixture = await startMinistryFixtureServer({ dataDir: SHARED_MINISTRY_DIR });
  const dir = mkdtempSync(join(tmpdir(), 'fuel-bench-etl-'));
  const self = fileURLToPath(import.meta.url);
  try {
    console.log('phase     wall time   peak RSS   result');
    for (const name of ['refresh', 'backfill']) {
      // Asynchronously: the fixture server answers from this process while the phase runs.
      const { stdout: output } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', self, name, fixture.baseUrl, dir],
        { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      );
      const row = JSON.parse(output.trim().split('\n').pop() as string);
      console.log(
        `${name.padEnd(9)} ${`${row.seconds} s`.padStart(9)}   ${`${row.peak_rss_mb} MB`.padStart(8)}   ${row.detail}`,
      );
    }
  } finally {
    await fixture.close();
  }
}

await (phase ? runPhase() : main());
