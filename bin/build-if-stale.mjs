// `npm start` runs compiled JavaScript: this script (plain JavaScript, so it runs before any build exists) compiles
// the runtime folders into dist/ when the build is missing or older than its sources, and builds the docs page when
// it is missing or older than the contract. An up-to-date start costs a scan of file times (a few milliseconds).
// `node bin/build-if-stale.mjs --force` (`npm run build`) rebuilds from scratch; `--no-docs` leaves the docs page
// alone (`npm run etl` serves no page). Without the TypeScript
// compiler (a production install, as in the Dockerfile's runtime stage) the build made at image build time is used.
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUILD_DIR = join(ROOT, 'dist');
/** Written last by a successful build: its time is the build's, its content the list of sources it compiled. */
export const BUILD_STAMP = join(BUILD_DIR, '.build-stamp.json');
/** openapi.yaml parsed at build time: JSON.parse at start instead of the YAML parser (a third of a second). */
export const COMPILED_OPENAPI = join(BUILD_DIR, 'openapi.json');
/**
 * The embedded sample published by the ETL (runtime/refresh/prebuilt-sample.ts): a first start on an empty DATA_DIR
 * copies it instead of generating it (half a minute), and serves it within seconds.
 */
export const PREBUILT_SAMPLE_DIR = join(BUILD_DIR, 'sample-data');
export const DOCS_PAGE = join(ROOT, 'build', 'docs', 'index.html');
/** What `npm run docs` writes: the docs page, the home page's scripts and its map. */
const PAGES = [DOCS_PAGE, ...['app.js', 'uplot.js', 'map.json'].map((file) => join(ROOT, 'build', 'home', file))];
/** Held while a build runs, so two starts at once (tests, `npx fuel-price-mcp` beside `npm start`) build once. */
const BUILD_LOCK = join(ROOT, '.build.lock');
const BUILD_CONFIG = join(ROOT, 'tsconfig.build.json');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const REDOCLY = join(ROOT, 'node_modules', '.bin', 'redocly');

/** Files besides the compiled folders that change what the build produces. */
const BUILD_INPUTS = ['tsconfig.json', 'tsconfig.build.json', 'package.json', 'openapi.yaml'];
/**
 * What the pages are built from (and every file under web/, the home page's sources); the map is laid out in the view
 * box the page's frame declares (server/pages/home-page.ts).
 */
const DOCS_INPUTS = [
  'openapi.yaml',
  'redocly.yaml',
  'scripts/build-docs.ts',
  'scripts/build-home.ts',
  'scripts/home-map.ts',
  'server/pages/home-page.ts',
];

/** Every file under `dir`, relative to `root`. */
function listFiles(dir, root = ROOT) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name), root) : [relative(root, join(dir, entry.name))],
  );
}

/**
 * The TypeScript files tsconfig.build.json compiles (its `include` folders, tests and the files it names in `exclude`
 * left out), relative to `root`.
 */
export function buildSources(root = ROOT) {
  const { include, exclude = [] } = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8'));
  const excluded = new Set(exclude);
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      const file = relative(root, path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !excluded.has(file) ? [file] : [];
    });
  return include.flatMap((folder) => walk(join(root, folder))).sort();
}

const mtime = (path) => statSync(path).mtimeMs;
const newest = (paths, root = ROOT) => Math.max(...paths.map((p) => mtime(join(root, p))));

/**
 * Why the compiled build must be made again (`clean`: from an empty dist/, so no compiled orphan of a deleted file
 * stays behind), or null when it is up to date.
 */
export function staleness(sources = buildSources(), root = ROOT) {
  const stampPath = join(root, relative(ROOT, BUILD_STAMP));
  if (!existsSync(stampPath)) return { reason: 'no build yet', clean: true };
  const stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
  if (JSON.stringify(stamp.sources) !== JSON.stringify(sources))
    return { reason: 'source files added or removed', clean: true };
  if (newest([...sources, ...BUILD_INPUTS], root) > mtime(stampPath))
    return { reason: 'sources changed since the last build', clean: false };
  return null;
}

export function docsStaleReason() {
  if (!PAGES.every((page) => existsSync(page))) return 'pages not built yet';
  const web = existsSync(join(ROOT, 'web')) ? listFiles(join(ROOT, 'web')) : [];
  const inputs = [...DOCS_INPUTS.filter((p) => existsSync(join(ROOT, p))), ...web];
  return newest(inputs) > Math.min(...PAGES.map(mtime))
    ? 'the contract or the pages changed since they were built'
    : null;
}

/**
 * Compiles into dist/ (from scratch when `clean`, else incrementally) and writes the stamp last, so an interrupted
 * build is never taken for a good one.
 */
export async function build(sources = buildSources(), { clean = true } = {}) {
  if (clean) rmSync(BUILD_DIR, { recursive: true, force: true });
  else rmSync(BUILD_STAMP, { force: true });
  // tsc reports to stdout; the stdio MCP server's stdout carries its protocol, so everything goes to stderr.
  execFileSync(process.execPath, [TSC, '-p', BUILD_CONFIG], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  const { parse } = await import('yaml');
  const document = parse(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8'), { maxAliasCount: -1 });
  writeFileSync(COMPILED_OPENAPI, JSON.stringify(document));
  publishSample();
  writeFileSync(BUILD_STAMP, JSON.stringify({ sources }));
}

/** The compiled ETL publishes the sample's current list (its history is backfilled at start, behind the answers). */
function publishSample() {
  const partial = `${PREBUILT_SAMPLE_DIR}.partial`;
  rmSync(partial, { recursive: true, force: true });
  execFileSync(process.execPath, [join(BUILD_DIR, 'etl', 'cli.js'), '--sample', '--backfill-days', '0'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: partial, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 2, 2],
  });
  rmSync(PREBUILT_SAMPLE_DIR, { recursive: true, force: true });
  renameSync(partial, PREBUILT_SAMPLE_DIR);
}

function buildDocs() {
  mkdirSync(dirname(DOCS_PAGE), { recursive: true });
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'build-docs.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 2, 2],
  });
}

const say = (message) => process.stderr.write(`build: ${message}\n`);

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Runs `work` holding BUILD_LOCK; waits while another live process holds it, takes it over from a dead one. */
async function withBuildLock(work) {
  for (;;) {
    try {
      const fd = openSync(BUILD_LOCK, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(BUILD_LOCK, 'utf8'));
      if (owner && !isRunning(owner)) rmSync(BUILD_LOCK, { force: true });
      else await delay(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(BUILD_LOCK, { force: true });
  }
}

/** Makes dist/ current (`force`: from scratch whatever its age), and the docs page unless `docs` is false. */
export async function ensureBuild({ force = false, docs = true } = {}) {
  if (!existsSync(TSC)) {
    // A production install has no compiler: what the image's build stage compiled is what runs.
    if (!existsSync(BUILD_STAMP)) throw new Error('no compiled build in dist/ and no TypeScript compiler to make one');
    return;
  }
  if (!force && staleness() === null && !(docs && docsStaleReason())) return;
  await withBuildLock(async () => {
    // Another process may have built while this one waited: look again under the lock.
    const sources = buildSources();
    const stale = force ? { reason: 'asked for', clean: true } : staleness(sources);
    if (stale) {
      const started = performance.now();
      say(`compiling to dist/ (${stale.reason})`);
      await build(sources, { clean: stale.clean });
      say(`compiled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const docsReason = docs && docsStaleReason();
    if (docsReason && existsSync(REDOCLY)) {
      say(`building the docs and home pages (${docsReason})`);
      buildDocs();
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureBuild({ force: process.argv.includes('--force'), docs: !process.argv.includes('--no-docs') });
}
