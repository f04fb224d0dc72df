import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discardTemporary, removeLeftovers, renameTemporary, temporaryPath } from './file-writes.js';

describe('temporary files of the ETL', () => {
  it('are named .tmp-<pid>-<random>', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fuel-temps-'));
    const path = temporaryPath(dir, '.partial');
    expect(path.slice(dir.length + 1)).toMatch(new RegExp(`^\\.tmp-${process.pid}-[0-9a-f]{12}\\.partial$`));
    discardTemporary(path);
  });

  it('the leftover sweep removes what another (dead) process left, never a write in progress here', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-temps-'));
    for (const dir of ['snapshots', 'history/days', 'history/aggregates'])
      mkdirSync(join(dataDir, dir), { recursive: true });
    mkdirSync(join(dataDir, 'snapshots', '.tmp-999999-0a0b0c0d0e0f', 'downloads'), { recursive: true });
    writeFileSync(join(dataDir, 'snapshots', '.tmp-999999-0a0b0c0d0e0f', 'downloads', 'stations.csv'), 'id\n');
    writeFileSync(join(dataDir, 'history', 'days', '.tmp-999999-0a0b0c0d0e0f.partial'), 'x');
    writeFileSync(join(dataDir, 'history', 'daily-prices.csv.gz.tmp-0a0b0c0d0e0f'), 'x'); // an earlier version's name
    writeFileSync(join(dataDir, '.tmp-999999-0a0b0c0d0e0f'), '{}'); // a manifest never renamed
    writeFileSync(join(dataDir, 'manifest.json'), '{}');
    mkdirSync(join(dataDir, 'snapshots', '20260822T135331Z-0a0b0c0d'));
    const inProgress = temporaryPath(join(dataDir, 'snapshots'));
    mkdirSync(inProgress);

    expect(removeLeftovers(dataDir).sort()).toEqual(
      [
        '.tmp-999999-0a0b0c0d0e0f',
        'history/daily-prices.csv.gz.tmp-0a0b0c0d0e0f',
        'history/days/.tmp-999999-0a0b0c0d0e0f.partial',
        'snapshots/.tmp-999999-0a0b0c0d0e0f',
      ].sort(),
    );
    expect(readdirSync(dataDir).sort()).toEqual(['history', 'manifest.json', 'snapshots']);
    expect(readdirSync(join(dataDir, 'snapshots')).sort()).toEqual(
      ['20260822T135331Z-0a0b0c0d', inProgress.split('/').pop()].sort(),
    );
    renameTemporary(inProgress, join(dataDir, 'snapshots', 'done'));
    expect(removeLeftovers(dataDir)).toEqual([]);
  });
});
