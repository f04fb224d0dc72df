// Where test data lives: the project's own committed fixtures, and the optional ../shared beside the checkout.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The real slice committed with the project (test/fixtures/README.md): what every test runs on. */
export const FIXTURES_DIR = join(REPO_ROOT, 'test', 'fixtures');
/** The ministry's files in the layout of its REST service (EstacionesTerrestres, ...Hist/DD-MM-YYYY, Listados). */
export const MINISTRY_FIXTURES = join(FIXTURES_DIR, 'ministry');
/** The second slice, in the same layout: one province on consecutive days, for what needs full weeks. */
export const WEEKS_MINISTRY_FIXTURES = join(FIXTURES_DIR, 'ministry-weeks');
export const OIL_BULLETIN_FIXTURES = join(FIXTURES_DIR, 'oil-bulletin');
export const RAW_EXCERPTS = join(FIXTURES_DIR, 'raw-excerpts');

/**
 * ../shared beside the checkout (or FUEL_SHARED_DIR, for a checkout elsewhere, such as a git worktree): the larger real
 * data the fixtures are cut from. An optional extra for bench/ and scripts/make-test-fixtures.ts only; no test depends
 * on it.
 */
export const SHARED_DIR = resolve(process.env.FUEL_SHARED_DIR ?? join(REPO_ROOT, '..', 'shared'));
export const SHARED_DATA_DIR = join(SHARED_DIR, 'data');
export const SHARED_MINISTRY_DIR = join(SHARED_DATA_DIR, 'ministry');
export const sharedDataAvailable = existsSync(join(SHARED_MINISTRY_DIR, 'EstacionesTerrestres.json.gz'));
export const WITHOUT_SHARED = `skipped: ${SHARED_DATA_DIR} (the full real data) is not present`;
