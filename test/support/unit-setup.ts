// Setup of the unit project (vitest.config.ts): a unit test opens no listening socket, starts no process or worker
// thread, and so runs no refresh (it computes the snapshot's index files in a worker thread,
// etl/snapshot-index-files.ts, and new stations' H3 cells in another, etl/station-cells.ts).
// Each is refused where it is asked, naming the test, so a test that needs one says so by its name
// (`*.integration.test.ts`) and `npm run test:unit` stays a run of units.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { Server } from 'node:net';
import workerThreads from 'node:worker_threads';
import { expect } from 'vitest';

/** Set once per worker: with `isolate: false` this file runs again before each test file, in the same module graph. */
const PATCHED = Symbol.for('fuel-price-service:unit-setup');

class NotAUnitTestError extends Error {
  constructor(what: string) {
    const { currentTestName, testPath } = expect.getState();
    super(`a unit test ${what}: name its file *.integration.test.ts (${currentTestName ?? testPath})`);
    this.name = 'NotAUnitTestError';
  }
}

const refuse = (what: string): never => {
  throw new NotAUnitTestError(what);
};

const state = globalThis as { [PATCHED]?: true };
if (state[PATCHED] === undefined) {
  state[PATCHED] = true;
  Server.prototype.listen = () => refuse('opens a listening socket');
  const processes = childProcess as unknown as Record<string, unknown>;
  for (const name of ['spawn', 'spawnSync', 'fork', 'exec', 'execSync', 'execFile', 'execFileSync']) {
    processes[name] = (command: unknown) => refuse(`starts a process (${name} ${String(command)})`);
  }
  (workerThreads as { Worker: unknown }).Worker = class {
    constructor() {
      refuse('starts a worker thread');
    }
  };
  // The named imports of node:child_process and node:worker_threads follow the patched module objects.
  syncBuiltinESMExports();
}
