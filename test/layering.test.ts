// The layering ARCHITECTURE.md states, checked on every production file: an import against it fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What a folder may import: whole folders, and folders of which only the files named. */
interface Permission {
  folders: readonly string[];
  /** For a folder whose row names files of it (`store/dataset.ts`), those files alone. */
  files: Readonly<Record<string, readonly string[]>>;
}

/**
 * What each production folder may import besides itself: the table "What each folder owns, and what it may import" of
 * ARCHITECTURE.md, read from there so that the page and the check cannot drift apart.
 */
function mayImportTable(markdown: string): Record<string, Permission> {
  const table: Record<string, Permission> = {};
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const folder = /^`([a-z-]+)\/`$/.exec(cells[1] ?? '')?.[1];
    if (folder === undefined || cells.length !== 5) continue;
    const cell = cells[3] as string;
    const files: Record<string, string[]> = {};
    for (const [, path] of cell.matchAll(/`((?:[a-z-]+\/)+[a-z-]+\.ts)`/g)) {
      const named = path as string;
      const owner = named.split('/')[0] as string;
      files[owner] = [...(files[owner] ?? []), named];
    }
    table[folder] = { folders: [...cell.matchAll(/`([a-z-]+)\/`/g)].map((match) => match[1] as string), files };
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

interface Imported {
  specifier: string;
  /** The imported file, from the project's root, as a source file (`store/dataset.ts`). */
  path: string;
  folder: string;
}

function importsOf(file: string, source = readFileSync(join(ROOT, file), 'utf8')): Imported[] {
  const found: Imported[] = [];
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const specifier = match[1] as string;
    const path = relative(ROOT, normalize(join(ROOT, dirname(file), specifier)))
      .split(sep)
      .join('/');
    found.push({ specifier, path: path.replace(/\.js$/, '.ts'), folder: path.split('/')[0] as string });
  }
  return found;
}

/**
 * The packages `file` loads when it runs, through our modules it loads (type-only imports load nothing), those it
 * requires as it runs included (`const x = createRequire(import.meta.url)('h3-js')`; not one required in a function).
 */
function packagesLoadedBy(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(join(ROOT, file), 'utf8');
  const packages = [...source.matchAll(/^const\s[^;]*?createRequire\(import\.meta\.url\)\('([^']+)'\)/gm)].map(
    ([, name]) => name as string,
  );
  for (const [, specifier] of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    const spec = specifier as string;
    if (!spec.startsWith('.')) packages.push(spec);
    else
      packages.push(...packagesLoadedBy(relative(ROOT, join(ROOT, dirname(file), spec.replace(/\.js$/, '.ts'))), seen));
  }
  return packages;
}

/** The imports of `file` (in `folder`) against the folder's permission, as `file imports specifier`. */
function violationsOf(folder: string, file: string, source?: string): string[] {
  const permission = MAY_IMPORT[folder] ?? { folders: [], files: {} };
  const permitted = new Set([folder, ...permission.folders]);
  return importsOf(file, source)
    .filter(({ folder: target, path }) => {
      if (!permitted.has(target)) return true;
      const named = target === folder ? undefined : permission.files[target];
      return named !== undefined && !named.includes(path);
    })
    .map(({ specifier }) => `${file} imports ${specifier}`);
}

describe('layering (ARCHITECTURE.md)', () => {
  for (const [folder, { folders: allowed }] of Object.entries(MAY_IMPORT)) {
    it(`${folder}/ imports only ${allowed.length ? allowed.join(', ') : 'nothing of ours'}`, () => {
      expect(productionFiles(folder).flatMap((file) => violationsOf(folder, file))).toEqual([]);
    });
  }

  it('no production file loads the result schemas generated for the tests (generated/mcp-tool-results.ts)', () => {
    const loaders = Object.keys(MAY_IMPORT)
      .flatMap(productionFiles)
      .filter((file) => importsOf(file).some(({ specifier }) => specifier.endsWith('/mcp-tool-results.js')));
    expect(loaders).toEqual([]);
  });

  it('ARCHITECTURE.md gives a row to every folder of production code, and the rows say what they should', () => {
    expect(Object.keys(MAY_IMPORT).sort()).toEqual(
      ['content', 'core', 'etl', 'generated', 'handlers', 'main', 'mcp', 'runtime', 'server', 'store', 'web'].sort(),
    );
    // The two adapters are equal: neither imports the other, and only main/ puts them together.
    expect(MAY_IMPORT.server?.folders).not.toContain('mcp');
    expect(MAY_IMPORT.mcp?.folders).not.toContain('server');
    expect(MAY_IMPORT.store?.folders).toEqual(['core', 'generated']);
    expect(MAY_IMPORT.generated?.folders).toEqual([]);
  });

  it('mcp/ imports from store/ exactly the files its row names, no more and none it no longer needs', () => {
    const named = MAY_IMPORT.mcp?.files.store ?? [];
    expect(named).toEqual(['store/dataset.ts', 'store/indexes/search-text.ts', 'store/spatial/geo.ts']);
    const imported = new Set(
      productionFiles('mcp').flatMap((file) =>
        importsOf(file)
          .filter((i) => i.folder === 'store')
          .map((i) => i.path),
      ),
    );
    expect([...imported].sort()).toEqual([...named].sort());
  });

  it('runtime/ reaches etl/ through one seam, etl/refresh-jobs.ts, and a second way in fails', () => {
    expect(MAY_IMPORT.runtime?.files.etl).toEqual(['etl/refresh-jobs.ts']);
    const reached = productionFiles('runtime').flatMap((file) =>
      importsOf(file)
        .filter((i) => i.folder === 'etl')
        .map((i) => i.path),
    );
    expect(reached.length).toBeGreaterThan(0);
    expect(new Set(reached)).toEqual(new Set(['etl/refresh-jobs.ts']));
    // The data service as it is, with one more import into etl/: the check names that import, and only it.
    const file = 'runtime/refresh/data-service.ts';
    const real = readFileSync(join(ROOT, file), 'utf8');
    expect(violationsOf('runtime', file, real)).toEqual([]);
    const secondWayIn = `${real}\nimport { describeRefreshFailure } from '../../etl/refresh-failure.js';\n`;
    expect(violationsOf('runtime', file, secondWayIn)).toEqual([`${file} imports ../../etl/refresh-failure.js`]);
  });

  it('etl/ reaches store/ through one seam, store/snapshot-indexes.ts, and a second way in fails', () => {
    expect(MAY_IMPORT.etl?.folders).toEqual(['core', 'generated', 'store']);
    expect(MAY_IMPORT.etl?.files.store).toEqual(['store/snapshot-indexes.ts']);
    const reached = productionFiles('etl').flatMap((file) =>
      importsOf(file)
        .filter((i) => i.folder === 'store')
        .map((i) => i.path),
    );
    expect(new Set(reached)).toEqual(new Set(['store/snapshot-indexes.ts']));
    // What the seam loads into the ETL holds no DuckDB and no h3-js (whose heap the ETL keeps in a worker that exits).
    expect(packagesLoadedBy('store/snapshot-indexes.ts').filter((p) => /duckdb|h3-js/.test(p))).toEqual([]);
    expect(packagesLoadedBy('store/memory-dataset.ts')).toContain('h3-js');
    const file = 'etl/snapshot-index-files.ts';
    const real = readFileSync(join(ROOT, file), 'utf8');
    expect(violationsOf('etl', file, real)).toEqual([]);
    const secondWayIn = `${real}\nimport { buildDataset } from '../store/memory-dataset.js';\n`;
    expect(violationsOf('etl', file, secondWayIn)).toEqual([`${file} imports ../store/memory-dataset.js`]);
    // And store/ never imports etl/: the seam goes one way.
    expect(MAY_IMPORT.store?.folders).not.toContain('etl');
  });

  it('the check itself reports a real violating import, and a file of a folder the row does not name', () => {
    const source =
      "import { createApp } from '../server/http/app.js';\nimport type { Clock } from '../core/clock.js';\n";
    expect(violationsOf('etl', 'etl/refresh.ts', source)).toEqual(['etl/refresh.ts imports ../server/http/app.js']);
    const store =
      "import { DataStore } from '../store/data-store.js';\nimport type { Dataset } from '../store/dataset.js';\n";
    expect(violationsOf('mcp', 'mcp/completions.ts', store)).toEqual([
      'mcp/completions.ts imports ../store/data-store.js',
    ]);
    expect(violationsOf('server', 'server/http/app.ts', store)).toEqual([]);
  });
});
