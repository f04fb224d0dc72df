import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SNAPSHOTS_DIR } from '../core/data-dir.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { sampleDataDir } from '../test/support/datasets.js';
import { historyDates } from './history-writer.js';
import { readManifest } from './manifest.js';
import { refreshSnapshot } from './refresh.js';
import { createSampleSource } from './sample/sample-source.js';

function partialWrites(dataDir: string): string[] {
  const found: string[] = [];
  for (const dir of [SNAPSHOTS_DIR, join('history', 'days'), join('history', 'aggregates')]) {
    const full = join(dataDir, dir);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full)) if (name.startsWith('.tmp-')) found.push(join(dir, name));
  }
  return found;
}

describe('atomic publish', () => {
  it('a process killed in the middle of a refresh never makes a partial snapshot visible', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-crash-'));
    cpSync(sampleDataDir(), dataDir, { recursive: true });
    const before = readManifest(dataDir);
    const daysBefore = historyDates(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'etl/cli.ts', '--sample', '--backfill-days', '0'], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const killedDuring = await new Promise<string[]>((resolve, reject) => {
      const poll = setInterval(() => {
        const partial = partialWrites(dataDir);
        if (partial.length > 0) {
          child.kill('SIGKILL');
          clearInterval(poll);
          resolve(partial);
        }
      }, 2);
      child.once('exit', () => {
        clearInterval(poll);
        reject(new Error('the refresh finished before it could be interrupted'));
      });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    expect(killedDuring.length).toBeGreaterThan(0);
    // The published manifest, the served dataset and the list of history days are those of before.
    expect(readManifest(dataDir)).toEqual(before);
    const dataset = await loadPublishedDataset(dataDir);
    expect(dataset?.version).toBe(before?.snapshot);
    expect(historyDates(dataDir)).toEqual(daysBefore);
    dataset?.release();
    // The next refresh succeeds and clears the leftovers.
    await refreshSnapshot({ source: createSampleSource(), dataDir, now: new Date('2026-08-22T18:00:00Z') });
    expect(partialWrites(dataDir)).toEqual([]);
    expect(readManifest(dataDir)?.snapshot).not.toBe(before?.snapshot);
  }, 120_000);
});
