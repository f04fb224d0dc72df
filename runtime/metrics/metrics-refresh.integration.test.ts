// The refresh metrics through the real data service: a register out of reach, then the embedded sample.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../core/clock.js';
import { loadConfig } from '../../core/config.js';
import type { MinistrySource } from '../../etl/source/source.js';
import { SourceError } from '../../etl/source/source-error.js';
import { parseExposition } from '../../test/support/prometheus-text.js';
import { createRuntime } from '../runtime.js';

const dataDir = mkdtempSync(join(tmpdir(), 'fuel-metrics-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const refused = () => Promise.reject(new SourceError('network', 'connection refused', { url: 'x', attempts: 3 }));
const outOfReach: MinistrySource = {
  description: 'a register out of reach',
  isSample: false,
  stationsNow: refused,
  stationsOn: refused,
  communities: refused,
  provinces: refused,
  municipalities: refused,
};

describe('refresh metrics', () => {
  it('counts a failed refresh by its category and a successful one, with their durations', async () => {
    const runtime = await createRuntime({
      config: { ...loadConfig({}), dataDir, refresh: false, oilBulletinUrl: '' },
      clock: fixedClock('2026-08-22T14:00:00Z'),
      logger: pino({ level: 'silent' }),
      ministry: outOfReach,
    });
    try {
      // Nothing in DATA_DIR: the register fails, then the embedded sample is loaded.
      await runtime.data.bootstrap({ backfillDays: 0 });
      const metrics = parseExposition((await runtime.metrics?.exposition()) ?? '');
      expect(metrics.value('fps_refreshes_total', { outcome: 'failure', category: 'source_unreachable' })).toBe(1);
      expect(metrics.value('fps_refreshes_total', { outcome: 'success', category: '' })).toBe(1);
      expect(metrics.value('fps_refresh_duration_seconds_count', { outcome: 'success' })).toBe(1);
      expect(metrics.value('fps_refresh_duration_seconds_count', { outcome: 'failure' })).toBe(1);
      expect(metrics.value('fps_stations_loaded')).toBe(runtime.store.current()?.publicStationCount);
    } finally {
      runtime.stop();
    }
  }, 120_000);
});
