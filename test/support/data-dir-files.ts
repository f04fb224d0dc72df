// What a DATA_DIR holds, for the tests of publication and faults: every file with a hash of its bytes, and the
// temporaries an interrupted or failed write would leave.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { isTemporaryName } from '../../core/data-dir/layout.js';

/** A copy of `dataDir` in a new temporary folder. */
export function copyOf(dataDir: string, prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  cpSync(dataDir, copy, { recursive: true });
  return copy;
}

function allFiles(dataDir: string): string[] {
  return readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dataDir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Every file of DATA_DIR with a hash of its bytes: what any reader could serve. */
export function contents(dataDir: string): Record<string, string> {
  return Object.fromEntries(
    allFiles(dataDir).map((file) => [
      file,
      createHash('sha1')
        .update(readFileSync(join(dataDir, file)))
        .digest('hex'),
    ]),
  );
}

/** Files and folders named as temporaries, anywhere in DATA_DIR. */
export function temporaries(dataDir: string): string[] {
  return readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => isTemporaryName(entry.name))
    .map((entry) => relative(dataDir, join(entry.parentPath, entry.name)));
}

/** An ENOSPC error as Node's file system raises it. */
export function enospc(path: string): Error {
  return Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
    path,
  });
}

/** A file a writer wrote, named as tests compare it: its path in DATA_DIR, a temporary's random part as `<tmp>`. */
export const writeLabel = (dataDir: string, path: string): string =>
  relative(dataDir, path).replace(/\.tmp-\d+-[0-9a-f]+/, '<tmp>');

/**
 * A fault (for injectWriteFault) that fails the write of `steps[index]`, known by its label and how many writes of
 * that label came before it: the same file whatever order writers running side by side (the daily series beside the
 * archive) take from run to run.
 */
export function faultAtStep(
  dataDir: string,
  steps: readonly string[],
  index: number,
  fault: (path: string) => Error,
): (path: string) => void {
  const step = steps[index];
  const occurrence = steps.slice(0, index).filter((earlier) => earlier === step).length;
  let seen = 0;
  return (path) => {
    if (writeLabel(dataDir, path) === step && seen++ === occurrence) throw fault(path);
  };
}
