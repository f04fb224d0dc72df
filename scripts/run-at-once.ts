// `npm test`'s checks before Vitest (lint, type-check, the docs build) run at once, each its own `npm run`: they share
// nothing, and one after the other they left one of a 2-core machine's cores idle for most of a minute. Each one's
// output is printed whole when it ends, under its name, so the outputs do not interleave; the run fails, naming each
// failed script, when any fails. `tsx scripts/run-at-once.ts <npm script>…`
import { spawn } from 'node:child_process';

interface Finished {
  name: string;
  code: number;
  output: Buffer;
}

/** Runs `npm run <name>` with its output collected; resolves when it ends, however it ends. */
function runScript(name: string): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output: Buffer.concat(chunks) }));
  });
}

const names = process.argv.slice(2);
const finished = await Promise.all(
  names.map((name) =>
    runScript(name).then((run) => {
      process.stdout.write(`\n> npm run ${run.name}\n`);
      process.stdout.write(run.output);
      return run;
    }),
  ),
);
const failed = finished.filter((run) => run.code !== 0);
for (const run of failed) process.stderr.write(`run-at-once: npm run ${run.name} failed (exit ${run.code})\n`);
process.exitCode = failed.length > 0 ? 1 : 0;
