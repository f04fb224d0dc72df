// `npm test` runs its checks before Vitest at once (scripts/run-at-once.ts). Here on a package of stand-in scripts:
// each writes when it started and waits until the others have started too, so they can only pass if they run at once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../bin/build-if-stale.mjs';

const SCRIPT = join(ROOT, 'scripts', 'run-at-once.ts');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** A stand-in that marks its start, then waits for `others`' marks (20 s, so a run one after the other fails). */
const waitingFor = (name: string, others: string[]) =>
  `touch started-${name}; for i in $(seq 200); do ${others.map((o) => `[ -e started-${o} ] &&`).join(' ')} break; sleep 0.1; done; ` +
  `${others.map((o) => `[ -e started-${o} ] &&`).join(' ')} echo "${name} saw the others"`;

function runAtOnce(scripts: Record<string, string>, names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'fuel-run-at-once-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'stand-in', private: true, scripts }));
  const result = spawnSync(TSX, [SCRIPT, ...names], { cwd: dir, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, dir };
}

describe('scripts/run-at-once.ts, the checks npm test runs before Vitest', () => {
  it('is how npm test runs lint, the type-check and the docs build', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.test).toBe('tsx scripts/run-at-once.ts lint typecheck docs && vitest run');
  });

  it('runs every script at once and prints each one’s output whole, under its name', () => {
    const { status, stdout, stderr } = runAtOnce(
      { a: waitingFor('a', ['b', 'c']), b: waitingFor('b', ['a', 'c']), c: waitingFor('c', ['a', 'b']) },
      ['a', 'b', 'c'],
    );
    expect(status, stderr).toBe(0);
    for (const name of ['a', 'b', 'c']) expect(stdout).toContain(`> npm run ${name}\n${name} saw the others\n`);
  }, 60_000);

  it('fails when any script fails, naming each that did, after the others have ended', () => {
    const { status, stdout, stderr } = runAtOnce(
      { ok: 'echo fine', lint: 'echo "bad style" >&2; exit 3', types: 'exit 2' },
      ['ok', 'lint', 'types'],
    );
    expect(status).toBe(1);
    expect(stdout).toContain('> npm run ok\nfine\n');
    expect(stdout).toContain('> npm run lint\nbad style\n');
    expect(stderr).toContain('run-at-once: npm run lint failed (exit 3)');
    expect(stderr).toContain('run-at-once: npm run types failed (exit 2)');
  });
});
