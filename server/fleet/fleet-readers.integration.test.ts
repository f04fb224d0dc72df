// One writer, many readers over a shared DATA_DIR: two REFRESH=false servers follow what the refresher publishes.
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../core/clock.js';
import { MANIFEST_FILE, SNAPSHOTS_DIR, WRITER_LOCK_FILE } from '../../core/data-dir/layout.js';
import { type Manifest, readManifest } from '../../core/data-dir/manifest.js';
import { refreshSnapshot } from '../../etl/refresh.js';
import { createMinistryHttpSource } from '../../etl/source/ministry-http-source.js';
import { acquireWriterLock, withWriterLock } from '../../etl/writer-lock.js';
import { fixtureDataDir } from '../../test/support/datasets.js';
import { runEtlCli } from '../../test/support/etl-cli.js';
import { TEST_NOW } from '../../test/support/fixture-facts.js';
import { type MinistryFixtureServer, startMinistryFixtureServer } from '../../test/support/ministry-fixture-server.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function copyOfFixtureData(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-fleet-'));
  cpSync(fixtureDataDir(), dataDir, { recursive: true });
  return dataDir;
}

const startReader = (dataDir: string) =>
  startTestServer({ config: { dataDir, refresh: false }, clock: fixedClock(TEST_NOW), start: true });

async function lastUpdated(server: TestServer): Promise<string | null> {
  const { body } = await server.json<{ data: { last_updated: string | null } }>('/v1/status');
  return body.data.last_updated;
}

/** Requests both servers over and over (JSON and downloads) and records every answer that is not a success. */
function pollContinuously(servers: TestServer[]) {
  const paths = [
    '/v1/status',
    '/v1/prices?fuel=gasoline_95',
    '/v1/history?fuel=diesel&days=45',
    '/downloads/stations.csv',
    '/downloads/stations.json',
    '/downloads/daily-prices.csv.gz',
  ];
  const failures: string[] = [];
  let requests = 0;
  let running = true;
  const loops = servers.map(async (server, n) => {
    while (running) {
      for (const path of paths) {
        try {
          const response = await server.request(path);
          await response.arrayBuffer();
          requests += 1;
          if (response.status !== 200) failures.push(`server ${n} ${path}: ${response.status}`);
        } catch (error) {
          failures.push(`server ${n} ${path}: ${String(error)}`);
        }
      }
    }
  });
  return {
    failures,
    get requests() {
      return requests;
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('a refresher and two REFRESH=false servers on one DATA_DIR', () => {
  let dataDir: string;
  let ministry: MinistryFixtureServer;
  let servers: TestServer[] = [];

  beforeAll(async () => {
    dataDir = copyOfFixtureData();
    ministry = await startMinistryFixtureServer();
    servers = [await startReader(dataDir), await startReader(dataDir)];
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await ministry?.close();
  });

  const refresh = (): Promise<Manifest> =>
    withWriterLock(dataDir, async () => {
      const source = createMinistryHttpSource({ baseUrl: ministry.baseUrl });
      return (await refreshSnapshot({ source, dataDir, now: new Date() })).manifest;
    }).then((result) => {
      if (!result.ran) throw new Error('the writer lock was busy');
      return result.value;
    });

  it('both serve each new publication without a restart, agree on ETags, and never answer anything but 200 meanwhile', async () => {
    const initial = readManifest(dataDir) as Manifest;
    const snapshotsNow = () => readdirSync(join(dataDir, SNAPSHOTS_DIR)).filter((n) => !n.startsWith('.'));
    const snapshotsBefore = snapshotsNow();
    for (const server of servers) expect(await lastUpdated(server)).toBe(initial.source_time);
    const poller = pollContinuously(servers);
    const pickUps: number[] = [];
    const seen = new Set([initial.source_time]);
    try {
      for (const days of [1, 2]) {
        ministry.shiftDays(days);
        const manifest = await refresh();
        const published = Date.now();
        expect(seen.has(manifest.source_time)).toBe(false);
        seen.add(manifest.source_time);
        for (const server of servers) {
          // No restart and no request of ours makes it follow: its manifest watcher does (the test's timeout is the
          // hang guard; how long a pick-up takes is logged below, a time bound failed under load).
          while ((await lastUpdated(server)) !== manifest.source_time) await sleep(50);
        }
        pickUps.push(Date.now() - published);
        // meta and the downloads describe the new snapshot too, identically on both servers.
        const answers = await Promise.all(servers.map((s) => s.json('/v1/prices?fuel=gasoline_95')));
        for (const answer of answers) expect(answer.body.meta.last_updated).toBe(manifest.source_time);
        expect(answers[0]?.headers.get('etag')).toBe(answers[1]?.headers.get('etag'));
        // Uncompressed: the ETag checked below is the plain file's (fetch would accept gzip).
        const downloads = await Promise.all(
          servers.map((s) => s.request('/downloads/stations.csv', { headers: { 'Accept-Encoding': 'identity' } })),
        );
        const etags = await Promise.all(
          downloads.map(async (d) => {
            await d.arrayBuffer();
            return d.headers.get('etag');
          }),
        );
        expect(etags[0]).toBe(etags[1]);
        const file = statSync(join(dataDir, manifest.snapshot, 'downloads', 'stations.csv'));
        expect(etags[0]).toBe(`W/"${file.size.toString(16)}-${Math.round(file.mtimeMs).toString(16)}"`);
      }
      await sleep(500);
    } finally {
      await poller.stop();
    }
    console.info(`pick-up after publication: ${pickUps.join(' ms, ')} ms; ${poller.requests} requests polled`);
    expect(poller.failures).toEqual([]);
    expect(poller.requests).toBeGreaterThan(20);
    // Every snapshot a server may still be serving is still there: two refreshes, two more snapshots kept.
    expect(snapshotsNow()).toHaveLength(snapshotsBefore.length + 2);
  }, 120_000);

  it('two refreshes at once: one runs, the other is told a refresh is in progress, and neither fails', async () => {
    ministry.shiftDays(3);
    const attempts = await Promise.allSettled([0, 1].map(() => refresh()));
    const published = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a) => a.status === 'rejected').map((a) => String(a.reason));
    expect(published).toHaveLength(1);
    expect(refused).toEqual(['Error: the writer lock was busy']);
    expect(readdirSync(join(dataDir, SNAPSHOTS_DIR)).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  }, 60_000);
});

describe('npm run etl while another refresh holds the lock', () => {
  const runEtl = (dataDir: string, baseUrl: string, args: string[] = []) =>
    runEtlCli(dataDir, baseUrl, ['--backfill-days', '0', ...args]);

  it('exits 0 saying a refresh is in progress, or with --wait publishes once the lock is released', async () => {
    const dataDir = copyOfFixtureData();
    const ministry = await startMinistryFixtureServer();
    try {
      ministry.shiftDays(1);
      const before = readFileSync(join(dataDir, MANIFEST_FILE), 'utf8');
      const held = await acquireWriterLock(dataDir);
      const refused = await runEtl(dataDir, ministry.baseUrl);
      expect(refused.code).toBe(0);
      expect(refused.stderr).toContain(`a refresh is in progress (pid ${process.pid}`);
      expect(readFileSync(join(dataDir, MANIFEST_FILE), 'utf8')).toBe(before);
      const waiting = runEtl(dataDir, ministry.baseUrl, ['--wait', '60']);
      await sleep(1500);
      held?.release();
      const waited = await waiting;
      expect(waited.code).toBe(0);
      expect(waited.stdout).toContain('refresh_published');
      expect(readManifest(dataDir)?.source_date).not.toBe(JSON.parse(before).source_date);
      expect(readdirSync(dataDir)).not.toContain(WRITER_LOCK_FILE);
    } finally {
      await ministry.close();
    }
  }, 120_000);
});

describe('a reader on a DATA_DIR it cannot write', () => {
  function tree(dir: string): string[] {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const stats = statSync(path);
      return `${path} ${stats.size} ${stats.mtimeMs}`;
    });
  }
  function setWritable(dir: string, writable: boolean): void {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) chmodSync(join(entry.parentPath, entry.name), writable ? 0o755 : 0o555);
    }
    chmodSync(dir, writable ? 0o755 : 0o555);
  }

  it('serves the published snapshot and its downloads, and writes nothing there', async () => {
    const dataDir = copyOfFixtureData();
    setWritable(dataDir, false);
    const before = tree(dataDir);
    const server = await startReader(dataDir);
    try {
      const status = await server.json<{ data: { status: string; last_updated: string } }>('/v1/status');
      expect(status.body.data).toMatchObject({ status: 'ok', last_updated: readManifest(dataDir)?.source_time });
      expect((await server.request('/downloads/stations.csv')).status).toBe(200);
      expect((await server.request('/v1/prices?fuel=gasoline_95')).status).toBe(200);
      // Longer than a manifest poll: no background job (backfill, oil bulletin, lock) touches the directory.
      await sleep(2500);
      // As root the permissions do not stop a write: comparing the tree does.
      expect(tree(dataDir)).toEqual(before);
    } finally {
      await server.close();
      setWritable(dataDir, true);
    }
  }, 60_000);
});
