// Child process of the tests of what a kill leaves behind: `node --import tsx test/support/refresh-killed-at.ts
// DATA_DIR STEP` refreshes DATA_DIR from the fixture slice and, when the write labelled STEP (writeLabel) is done,
// cuts that file to half its bytes and kills itself with SIGKILL: a process that died in the middle of writing it.
import { statSync, truncateSync } from 'node:fs';
import { injectWriteFault } from '../../etl/file-writes.js';
import { refreshSnapshot } from '../../etl/refresh.js';
import { writeLabel } from './data-dir-files.js';
import { fixtureSliceSource } from './ministry-files.js';

const [dataDir, step] = process.argv.slice(2) as [string, string];
injectWriteFault((path) => {
  if (writeLabel(dataDir, path) !== step) return;
  truncateSync(path, Math.floor(statSync(path).size / 2));
  process.kill(process.pid, 'SIGKILL');
});
await refreshSnapshot({ source: fixtureSliceSource(), dataDir, now: new Date('2026-08-22T18:00:00Z') });
console.error(`the refresh ended without writing ${step}`);
process.exit(3);
