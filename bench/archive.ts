// Archive benchmark on the full national data (../shared), against the ministry fixture server: what the archive adds
// to each refresh (its step's time, and that step's peak memory above a process doing the same minus the archive),
// the month files' sizes, and an archive backfill of missing days into a closed month. Each phase runs in its own
// process so its peak RSS is its own. `npx tsx bench/archive.ts`
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readManifest } from '../core/data-dir/manifest.js';
import { openScratchDatabase } from '../core/duckdb.js';
import { backfillArchive } from '../etl/archive-backfill.js';
import { readPublishedArchive } from '../etl/archive-index.js';
import { stageArchive } from '../etl/archive-writer.js';
import { backfillHistory } from '../etl/backfill.js';
import { historyDays } from '../etl/history-writer.js';
import { fetchTerritories, refreshSnapshot } from '../etl/refresh.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import { SHARED_MINISTRY_DIR, sharedDataAvailable, WITHOUT_SHARED } from '../test/support/data-paths.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';

const [phase, baseUrl, dataDir] = process.argv.slice(2) as [string, string, string];
const MB = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Each phase's work; returns what it prints beside its time and peak RSS. */
const PHASES: Record<string, () => Promise<Record<string, unknown>>> = {
  async history() {
    const source = createMinistryHttpSource({ baseUrl });
    const { manifest } = await refreshSnapshot({ source, dataDir, now: new Date() });
    const territories = await fetchTerritories(source);
    const result = await backfillHistory({ source, dataDir, territories, endDate: manifest.source_date, days: 30 });
    return { days_written: result.written.length };
  },
  async refresh() {
    const events: Record<string, unknown>[] = [];
    const log = (event: Record<string, unknown>) => events.push(event);
    await refreshSnapshot({ source: createMinistryHttpSource({ baseUrl }), dataDir, now: new Date(), log });
    const published = events.find((e) => e.event === 'refresh_published');
    return { refresh_ms: published?.ms, archive_ms: published?.archive_ms };
  },
  /** The archive step of a refresh alone (staged, then discarded): the open month with its newest day written again. */
  async 'archive-step'() {
    const days = historyDays(dataDir);
    const staged = await stageArchive(dataDir, readPublishedArchive(dataDir), days, days.at(-1)?.date);
    staged.discard();
    return {};
  },
  /** The baseline of archive-step: the same modules loaded and a DuckDB opened, no archive written. */
  async baseline() {
    (await openScratchDatabase()).close();
    return {};
  },
  async 'archive-backfill'() {
    const source = createMinistryHttpSource({ baseUrl });
    const result = await backfillArchive({ source, dataDir, from: '2026-07-11', to: '2026-07-22' });
    return { days_written: result.written.length };
  },
};

async function runPhase(): Promise<void> {
  const started = performance.now();
  const detail = await (PHASES[phase] as () => Promise<Record<string, unknown>>)();
  const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  console.log(
    JSON.stringify({ phase, seconds, peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024), ...detail }),
  );
}

async function main(): Promise<void> {
  if (!sharedDataAvailable) {
    console.log(WITHOUT_SHARED);
    return;
  }
  const fixture = await startMinistryFixtureServer({ dataDir: SHARED_MINISTRY_DIR });
  const dir = mkdtempSync(join(tmpdir(), 'fuel-bench-archive-'));
  const self = fileURLToPath(import.meta.url);
  const run = async (name: string) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', self, name, fixture.baseUrl, dir],
      {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const row = JSON.parse(stdout.trim().split('\n').pop() as string);
    console.log(JSON.stringify(row));
    return row;
  };
  try {
    // 22 August and the 30 days before it (23 July to 21 August): July closed, August open.
    await run('history');
    await run('refresh');
    fixture.shiftDays(1);
    await run('refresh');
    const step = await run('archive-step');
    const base = await run('baseline');
    console.log(
      `archive step of a refresh: ${step.seconds} s, ${step.peak_rss_mb - base.peak_rss_mb} MB above baseline`,
    );
    await run('archive-backfill');
    for (const month of readPublishedArchive(dir).months) {
      const sizes = `prices ${MB(month.prices.bytes)} MB (${month.prices.rows} rows), aggregates ${MB(month.aggregates.bytes)} MB (${month.aggregates.rows} rows)`;
      console.log(`${month.month}: ${month.dates.length} days, ${sizes}`);
    }
    console.log(`data date ${readManifest(dir)?.source_date}; DATA_DIR ${dir}`);
  } finally {
    await fixture.close();
  }
}

await (phase ? runPhase() : main());
