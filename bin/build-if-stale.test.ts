// When `npm start` rebuilds: never while the build is current, always when a source or the contract is newer than
// it, and from scratch when files were added or removed (so no compiled orphan survives).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSources, staleness } from './build-if-stale.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project with two runtime sources, a test, the build inputs, all dated `at`, and a build stamp dated `at + 10 s`. */
function project(at: number): { root: string; touch(file: string, time: number): void } {
  const root = mkdtempSync(join(tmpdir(), 'fuel-build-'));
  roots.push(root);
  const touch = (file: string, time: number) => utimesSync(join(root, file), time / 1000, time / 1000);
  const files: Record<string, string> = {
    'tsconfig.json': '{}',
    'tsconfig.build.json': JSON.stringify({ include: ['core', 'server'] }),
    'package.json': '{}',
    'openapi.yaml': 'openapi: 3.1.0',
    'core/a.ts': '',
    'server/b.ts': '',
    'server/b.test.ts': '',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
    touch(file, at);
  }
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist/.build-stamp.json'), JSON.stringify({ sources: ['core/a.ts', 'server/b.ts'] }));
  touch('dist/.build-stamp.json', at + 10_000);
  return { root, touch };
}

describe('build staleness', () => {
  const at = Date.UTC(2026, 7, 22);

  it('compiles the include folders without tests, and is current when nothing is newer than the stamp', () => {
    const { root } = project(at);
    expect(buildSources(root)).toEqual(['core/a.ts', 'server/b.ts']);
    expect(staleness(buildSources(root), root)).toBeNull();
  });

  it('leaves out the files tsconfig.build.json excludes (the result schemas only the tests load)', () => {
    const { root } = project(at);
    writeFileSync(
      join(root, 'tsconfig.build.json'),
      JSON.stringify({ include: ['core', 'server'], exclude: ['server/b.ts'] }),
    );
    expect(buildSources(root)).toEqual(['core/a.ts']);
  });

  it('rebuilds incrementally when a source or the contract is newer than the build', () => {
    for (const file of ['server/b.ts', 'openapi.yaml', 'tsconfig.build.json']) {
      const { root, touch } = project(at);
      touch(file, at + 20_000);
      expect(staleness(buildSources(root), root), file).toEqual({
        reason: 'sources changed since the last build',
        clean: false,
      });
    }
  });

  it('rebuilds from scratch when files were added or removed, or there is no build', () => {
    const added = project(at);
    writeFileSync(join(added.root, 'core/c.ts'), '');
    added.touch('core/c.ts', at);
    expect(staleness(buildSources(added.root), added.root)?.clean).toBe(true);
    const removed = project(at);
    rmSync(join(removed.root, 'core/a.ts'));
    expect(staleness(buildSources(removed.root), removed.root)?.reason).toBe('source files added or removed');
    const none = project(at);
    rmSync(join(none.root, 'dist'), { recursive: true });
    expect(staleness(buildSources(none.root), none.root)).toEqual({ reason: 'no build yet', clean: true });
  });
});
