// The test tree stays out of the code that ships: no file outside the test folders imports vitest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/data-paths.js';

/** Where tests and their support live; everything else is production code, scripts or benchmarks. */
const TEST_FOLDERS = new Set(['test', 'contract-tests']);
const NOT_CODE = new Set(['node_modules', '.git', 'data', 'build', 'dist', '.tmp']);
/** Root-level tool configuration (vitest.config.ts) is not production code. */
const isCode = (path: string) => /\.(ts|mts|js|mjs)$/.test(path) && !path.endsWith('.test.ts') && path.includes('/');

function importsVitest(source: string): boolean {
  return /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]vitest(?:\/[^'"]*)?['"]/.test(source);
}

function productionFiles(dir = REPO_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(REPO_ROOT, path);
    if (entry.isDirectory()) {
      return NOT_CODE.has(entry.name) || (dir === REPO_ROOT && TEST_FOLDERS.has(entry.name))
        ? []
        : productionFiles(path);
    }
    return isCode(rel) ? [rel] : [];
  });
}

describe('test support stays out of production folders', () => {
  it('recognises every way of importing vitest, and nothing else', () => {
    for (const source of [
      "import { expect } from 'vitest';",
      'import { inject } from "vitest";',
      "import type { TestProject } from 'vitest/node';",
      "const { vi } = await import('vitest');",
      "import 'vitest';",
    ]) {
      expect(importsVitest(source), source).toBe(true);
    }
    for (const source of ["import { x } from './vitest-free.js';", '// mentions vitest in a comment', "'vitest'"]) {
      expect(importsVitest(source), source).toBe(false);
    }
  });

  it('no file outside test/ and contract-tests/ (other than *.test.ts) imports vitest', () => {
    const files = productionFiles();
    expect(files).toContain('server/http/app.ts');
    expect(files).toContain('bench/spatial.ts');
    expect(files.some((f) => f.startsWith('test/') || f.endsWith('.test.ts'))).toBe(false);
    const offenders = files.filter((file) => importsVitest(readFileSync(join(REPO_ROOT, file), 'utf8')));
    expect(offenders, 'move these into test/support/').toEqual([]);
  });
});

describe('type-checking', () => {
  it('covers every folder that holds TypeScript: tsconfig.json includes it, or it has a tsconfig.json of its own', () => {
    const { include } = JSON.parse(readFileSync(join(REPO_ROOT, 'tsconfig.json'), 'utf8')) as { include: string[] };
    const holdsTypeScript = (dir: string): boolean =>
      readdirSync(dir, { withFileTypes: true }).some((entry) =>
        entry.isDirectory() ? holdsTypeScript(join(dir, entry.name)) : /\.m?ts$/.test(entry.name),
      );
    const unchecked = readdirSync(REPO_ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_CODE.has(entry.name) && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .filter((name) => holdsTypeScript(join(REPO_ROOT, name)))
      .filter((name) => !include.includes(name) && !existsSync(join(REPO_ROOT, name, 'tsconfig.json')));
    expect(unchecked).toEqual([]);
  });
});
