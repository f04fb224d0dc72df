// The embedded sample as the build publishes it (`dist/sample-data`, made by bin/build-if-stale.mjs): copied into an
// empty DATA_DIR, a first start serves it in a second or two instead of generating it through the ETL (half a minute).
import { copyFileSync, cpSync, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE, REFRESH_RECORD_FILE } from '../../core/data-dir/layout.js';
import { BUILD_DIR, MODULE_EXTENSION, projectPath } from '../../core/project-files.js';

/** Where the build publishes the sample; from the sources (tsx, tests) there is none: dist/ may be older than them. */
export const PREBUILT_SAMPLE_DIR = MODULE_EXTENSION === '.js' ? projectPath(BUILD_DIR, 'sample-data') : null;

/**
 * Copies the published sample into `dataDir`, its manifest last (that publishes it, as the ETL does); the refresh
 * record stays behind: the build's run of the ETL is no refresh of this DATA_DIR. false when there is none to copy.
 */
export function copyPrebuiltSample(dataDir: string, from: string | null = PREBUILT_SAMPLE_DIR): boolean {
  if (from === null || !existsSync(join(from, MANIFEST_FILE))) return false;
  const skipped = new Set([join(from, MANIFEST_FILE), join(from, REFRESH_RECORD_FILE)]);
  cpSync(from, dataDir, { recursive: true, filter: (path) => !skipped.has(path) });
  const manifest = join(dataDir, `.${MANIFEST_FILE}.prebuilt`);
  copyFileSync(join(from, MANIFEST_FILE), manifest);
  renameSync(manifest, join(dataDir, MANIFEST_FILE));
  return true;
}
