// The unit project's setup (test/support/unit-setup.ts) refuses what makes a test an integration test.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { refreshSnapshot } from '../etl/refresh.js';
import { TEST_NOW } from './support/fixture-facts.js';
import { fixtureSliceSource } from './support/ministry-files.js';

describe('a unit test', () => {
  it('cannot open a listening socket: no in-process server', () => {
    const server = createServer();
    expect(() => server.listen(0, '127.0.0.1')).toThrow(
      'a unit test opens a listening socket: name its file *.integration.test.ts ' +
        '(a unit test > cannot open a listening socket: no in-process server)',
    );
    expect(server.listening).toBe(false);
  });

  it('cannot start a process or a worker thread', () => {
    expect(() => spawn(process.execPath, ['-e', ''])).toThrow(/a unit test starts a process \(spawn /);
    expect(() => execFileSync('true')).toThrow(/starts a process \(execFileSync true\)/);
    expect(() => new Worker('', { eval: true })).toThrow(/starts a worker thread/);
  });

  it('cannot run the ETL (its H3 worker thread), and names the test that tried', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-unit-setup-'));
    await expect(refreshSnapshot({ source: fixtureSliceSource(), dataDir, now: new Date(TEST_NOW) })).rejects.toThrow(
      'a unit test starts a worker thread: name its file *.integration.test.ts ' +
        '(a unit test > cannot run the ETL (its H3 worker thread), and names the test that tried)',
    );
  });
});
