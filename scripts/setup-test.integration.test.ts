// `npm test` installs what the suite drives by itself: its pretest step runs scripts/setup-test.sh --pretest, which
// installs Debian's packages when it runs as root and, otherwise, names the command without asking for a password.
// Run here on a PATH of stand-ins: `id` says who runs it, `apt-get`, `sudo` and `npm` only write down how they were
// called, and redis-server is missing (Chromium and nginx are found at their Debian paths; the conformance suite in
// its folder, or `npm ci` of it asked of the stand-in).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../bin/build-if-stale.mjs';

const SCRIPT = join(ROOT, 'scripts', 'setup-test.sh');

/** Runs the script as `uid` on a PATH of stand-ins; what each stand-in was asked is in `calls`. */
function runSetup(uid: number, args: string[]) {
  const bin = mkdtempSync(join(tmpdir(), 'fuel-setup-bin-'));
  const calls = join(bin, 'calls.log');
  for (const tool of ['dirname', 'env']) symlinkSync(`/usr/bin/${tool}`, join(bin, tool));
  const standIn = (name: string, body = '') => {
    writeFileSync(join(bin, name), `#!/bin/sh\necho "${name} $*" >> "${calls}"\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  standIn('id', `echo ${uid}`);
  for (const name of ['apt-get', 'sudo', 'npm']) standIn(name);
  const result = spawnSync('/usr/bin/bash', [SCRIPT, ...args], { env: { PATH: bin }, encoding: 'utf8' });
  const log = existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [];
  // Debian's side only: whether `npm ci` of the conformance suite is due depends on this checkout's folder.
  const debian = log.filter((call) => /^(apt-get|sudo) /.test(call));
  return { status: result.status, output: result.stdout + result.stderr, calls: debian };
}

describe('scripts/setup-test.sh, the pretest step of npm test', () => {
  it('is what npm test and npm run test:integration run first', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.pretest).toBe('bash scripts/setup-test.sh --pretest');
    expect(scripts['test:integration']).toMatch(/^bash scripts\/setup-test\.sh --pretest && /);
  });

  it('as root, installs what is missing with apt-get', () => {
    const { status, calls, output } = runSetup(0, ['--pretest']);
    expect(status, output).toBe(0);
    expect(calls).toEqual(['apt-get update -qq', 'apt-get install -y -qq redis-server']);
  });

  it('as another user, never asks for a password: it names the command and lets the tests go on', () => {
    const { status, calls, output } = runSetup(1000, ['--pretest']);
    expect(status, output).toBe(0);
    expect(calls).toEqual([]);
    expect(output).toContain(
      'missing redis-server: run `npm run setup:test` (sudo) or, as root, apt-get install -y redis-server',
    );
  });

  it('as `npm run setup:test` by another user, installs with sudo', () => {
    const { status, calls, output } = runSetup(1000, []);
    expect(status, output).toBe(0);
    expect(calls).toEqual([
      'sudo apt-get update -qq',
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server',
    ]);
  });
});
