// A refresh asks the register for its list first, and fetches the territories while the register prepares its answer:
// only the list's last checks need them. Neither request is left running when the refresh ends.
import { describe, expect, it } from 'vitest';
import { readManifest } from '../core/data-dir/manifest.js';
import { readRefreshRecord } from '../core/data-dir/refresh-record.js';
import { copyOf } from '../test/support/data-dir-files.js';
import { fixtureDataDir } from '../test/support/datasets.js';
import { fixtureSliceSource } from '../test/support/ministry-files.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { refreshSnapshot } from './refresh.js';
import { createMinistryHttpSource } from './source/ministry-http-source.js';
import type { MinistrySource } from './source/source.js';
import { SourceError } from './source/source-error.js';

const NOW = new Date('2026-08-22T18:00:00Z');

const sourceError = (path: string) =>
  new SourceError('http', 'HTTP 503', { url: `https://ministry.example/${path}`, attempts: 3, status: 503 });

/** `source` whose territories answer only once its station list has been asked for (or fail after 5 s). */
function territoriesAfterTheList(source: MinistrySource): MinistrySource {
  let listAsked = () => {};
  const asked = new Promise<void>((resolve, reject) => {
    listAsked = resolve;
    setTimeout(() => reject(new Error('the territories were asked for, and the station list was not')), 5000).unref();
  });
  return {
    ...source,
    stationsNow: (reader) => {
      listAsked();
      return source.stationsNow(reader);
    },
    communities: () => asked.then(() => source.communities()),
    provinces: () => asked.then(() => source.provinces()),
    municipalities: () => asked.then(() => source.municipalities()),
  };
}

describe('a refresh’s requests to the register', () => {
  it('asks for the station list without waiting for the territories, and publishes it checked against them', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-requests-');
    const published = await refreshSnapshot({
      source: territoriesAfterTheList(fixtureSliceSource()),
      dataDir,
      now: NOW,
    });
    expect(readManifest(dataDir)?.snapshot).toBe(published.manifest.snapshot);
    expect(published.manifest.station_count).toBeGreaterThan(0);
    expect(readRefreshRecord(dataDir)).toMatchObject({ succeeded: true });
  });

  it('tells a failure of the territories, once the station list’s read has settled', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-requests-failed-');
    const slice = fixtureSliceSource();
    let listSettled = false;
    const failure = sourceError('Listados/Municipios/');
    const attempt = refreshSnapshot({
      source: {
        ...slice,
        municipalities: () => Promise.reject(failure),
        stationsNow: (reader) =>
          new Promise((resolve) => setTimeout(resolve, 300))
            .then(() => slice.stationsNow(reader))
            .finally(() => {
              listSettled = true;
            }),
      },
      dataDir,
      now: NOW,
    });
    await expect(attempt).rejects.toBe(failure);
    expect(listSettled).toBe(true);
    expect(readRefreshRecord(dataDir)).toMatchObject({ succeeded: false, category: 'source_unreachable' });
  });

  it('tells the territories’ failure before the list’s when both fail, as when the territories came first', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-requests-both-');
    const territoriesFailure = sourceError('Listados/Provincias/');
    const attempt = refreshSnapshot({
      source: {
        ...fixtureSliceSource(),
        provinces: () => new Promise((_, reject) => setTimeout(() => reject(territoriesFailure), 200)),
        stationsNow: () => Promise.reject(sourceError('EstacionesTerrestres/')),
      },
      dataDir,
      now: NOW,
    });
    await expect(attempt).rejects.toBe(territoriesFailure);
  });

  it('sends the list’s request and the territories’ together over HTTP: a slow service is waited for once', async () => {
    const fixture = await startMinistryFixtureServer();
    try {
      // Each answer comes 3 s after its request: in order, the list would be asked only once the territories came.
      fixture.delay(3000);
      const dataDir = copyOf(fixtureDataDir(), 'fuel-requests-http-');
      const started = performance.now();
      const refresh = refreshSnapshot({
        source: createMinistryHttpSource({ baseUrl: fixture.baseUrl }),
        dataDir,
        now: new Date('2026-08-23T18:00:00Z'),
      });
      while (fixture.requests('EstacionesTerrestres/') === 0 && performance.now() - started < 6000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const listAskedAfter = performance.now() - started;
      expect(fixture.requests('Listados/Municipios/')).toBe(1);
      expect(listAskedAfter).toBeLessThan(2500);
      expect((await refresh).manifest.station_count).toBeGreaterThan(0);
    } finally {
      await fixture.close();
    }
  }, 20_000);
});
