import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  archiveVersionName,
  EMPTY_ARCHIVE,
  parseArchiveFileName,
  readArchiveIndex,
  versionMonth,
} from './archive-index.js';

describe('archive names', () => {
  it('public names carry a kind and a real month; versions add the start of their hash', () => {
    expect(parseArchiveFileName('prices-2026-08.parquet')).toEqual({ kind: 'prices', month: '2026-08' });
    expect(parseArchiveFileName('aggregates-2014-12.parquet')).toEqual({ kind: 'aggregates', month: '2014-12' });
    expect(parseArchiveFileName('stations-2026-08.parquet')).toEqual({ kind: 'stations', month: '2026-08' });
    for (const name of [
      'prices-2026-13.parquet',
      'prices-2026-00.parquet',
      'regions-2026-08.parquet',
      'prices-2026-08',
    ]) {
      expect(parseArchiveFileName(name)).toBeNull();
    }
    const version = archiveVersionName('prices', '2026-08', 'ab'.repeat(32));
    expect(version).toBe('prices-2026-08.abababababababab.parquet');
    expect(versionMonth(version)).toBe('2026-08');
    expect(parseArchiveFileName(version)).toBeNull();
    expect(versionMonth('prices-2026-08.parquet')).toBeNull();
    expect(versionMonth('.tmp-123-abcdef.partial')).toBeNull();
  });
});

describe('readArchiveIndex', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fuel-archive-index-'));

  it('is empty for a snapshot written before the archive existed', () => {
    expect(readArchiveIndex(join(dir, 'absent.json'))).toEqual(EMPTY_ARCHIVE);
  });

  it('throws on an index it cannot read, rather than taking it for an empty archive', () => {
    for (const [name, text] of [
      ['torn.json', '{"format":1,"mo'],
      ['other.json', '{"format":2,"months":[]}'],
      ['fileless.json', '{"format":1,"months":[{"month":"2026-08","dates":[],"prices":{}}]}'],
    ]) {
      writeFileSync(join(dir, name as string), text as string);
      expect(() => readArchiveIndex(join(dir, name as string))).toThrow();
    }
  });
});
