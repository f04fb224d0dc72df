// Child process of benchmarks: the ministry stand-in serving ../shared/data (or the folder given as its argument), so
// its reading and gzipping of the register stay out of the measured process's event loop. Prints "ready <baseUrl>";
// `shift N` on stdin dates the station list N days later (a refresh then publishes a newer snapshot), `delay MS`
// answers each request that much later (a remote service's round trip and time to answer); exits when stdin closes.
import { createInterface } from 'node:readline';
import { SHARED_MINISTRY_DIR } from '../test/support/data-paths.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';

const fixture = await startMinistryFixtureServer({ dataDir: process.argv[2] ?? SHARED_MINISTRY_DIR });
console.log(`ready ${fixture.baseUrl}`);
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const shift = /^shift (-?\d+)$/.exec(line.trim());
  if (shift) fixture.shiftDays(Number(shift[1]));
  const delay = /^delay (\d+)$/.exec(line.trim());
  if (delay) fixture.delay(Number(delay[1]));
  console.log(`ok ${line.trim()}`);
});
lines.on('close', () => void fixture.close().then(() => process.exit(0)));
