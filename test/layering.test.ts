// The layering ARCHITECTURE.md states, checked on every production file: an import against it fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What each production folder may import besides itself: the table "What each folder owns, and what it may import" of
 * ARCHITECTURE.md, read from there so that the page and the check cannot drift apart.
 */
function mayImportTable(markdown: string): Record<string, readonly string[]> {
  const table: Record<string, readonly string[]> = {};
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const folder = /^`([a-z-]+)\/`$/.exec(cells[1] ?? '')?.[1];
    if (folder === undefined || cells.length !== 5) continue;
    table[folder] = [...(cells[3] as string).matchAll(/`([a-z-]+)\/`/g)].map((match) => match[1] as string);
  }
  return table;
}

const MAY_IMPORT = mayImportTable(readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8'));

function productionFiles(folder: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(join(ROOT, folder))) {
    const path = join(folder, name);
    if (statSync(join(ROOT, path)).isDirectory()) files.push(...productionFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
  }
  return files;
}

function importedFolders(file: string): { specifier: string; folder: string }[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const found: { specifier: string; folder: string }[] = [];
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const specifier = match[1] as string;
    const target = relative(ROOT, normalize(join(ROOT, dirname(file), specifier)));
    found.push({ specifier, folder: target.split(sep)[0] as string });
  }
  return found;
}

describe('layering (ARCHITECTURE.md)', () => {
  for (const [folder, allowed] of Object.entries(MAY_IMPORT)) {
    it(`${folder}/ imports only ${allowed.length ? allowed.join(', ') : 'nothing of ours'}`, () => {
      const violations: string[] = [];
      for (const file of productionFiles(folder)) {
        const permitted = new Set([folder, ...allowed]);
        for (const { specifier, folder: target } of importedFolders(file)) {
          if (!permitted.has(target)) violations.push(`${file} imports ${specifier}`);
        }
      }
      expect(violations).toEqual([]);
    });
  }

  it('no production file loads the result schemas generated for the tests (generated/mcp-tool-results.ts)', () => {
    const loaders = Object.keys(MAY_IMPORT)
      .flatMap(productionFiles)
      .filter((file) => importedFolders(file).some(({ specifier }) => specifier.endsWith('/mcp-tool-results.js')));
    expect(loaders).toEqual([]);
  });

  it('ARCHITECTURE.md gives a row to every folder of production code, and the rows say what they should', () => {
    expect(Object.keys(MAY_IMPORT).sort()).toEqual(
      ['content', 'core', 'etl', 'generated', 'handlers', 'main', 'mcp', 'runtime', 'server', 'store', 'web'].sort(),
    );
    // The two adapters are equal: neither imports the other, and only main/ puts them together.
    expect(MAY_IMPORT.server).not.toContain('mcp');
    expect(MAY_IMPORT.mcp).not.toContain('server');
    expect(MAY_IMPORT.store).toEqual(['core', 'generated']);
    expect(MAY_IMPORT.generated).toEqual([]);
  });

  it('the check itself sees a violation (a file in etl/ importing server/ would be reported)', () => {
    const permitted = new Set(['etl', ...(MAY_IMPORT.etl ?? [])]);
    const target = relative(ROOT, normalize(join(ROOT, 'etl', '../server/config.js'))).split(sep)[0];
    expect(permitted.has(target as string)).toBe(false);
  });
});
