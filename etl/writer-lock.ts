// One writer of DATA_DIR at a time: a lock file created exclusively (O_EXCL) that names its owner, kept fresh by a
// heartbeat, and taken over only when the owner is provably gone (same host and its pid is dead, or no heartbeat for
// longer than a generous bound), so a crashed refresh never blocks the next ones forever.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { WRITER_LOCK_FILE } from '../core/data-dir/layout.js';

export interface LockOwner {
  pid: number;
  hostname: string;
  started_at: string;
  /** Tells this holder's lock file from a later one at the same path. */
  token: string;
}

export interface WriterLockOptions {
  /** How long to wait for the lock before giving up; 0 (the default) tries once. */
  waitMs?: number;
  /** A lock whose heartbeat is older than this is abandoned, whoever owns it. */
  staleAfterMs?: number;
  heartbeatMs?: number;
  pollMs?: number;
  /** For tests: this process's identity and whether a pid is alive on this host. */
  pid?: number;
  hostname?: string;
  isAlive?: (pid: number) => boolean;
}

export interface WriterLock {
  readonly owner: LockOwner;
  release(): void;
}

/** Ten times the heartbeat's worst delay under load, and far above any clock skew between hosts. */
export const STALE_AFTER_MS = 10 * 60_000;
export const HEARTBEAT_MS = 30_000;

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the pid exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' && typeof owner.token === 'string' ? owner : null;
  } catch {
    return null;
  }
}

/** Who holds the lock in `dataDir`, or null when nobody does (or the file is still being written). */
export function lockHolder(dataDir: string): LockOwner | null {
  return readOwner(join(dataDir, WRITER_LOCK_FILE));
}

function tryCreate(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Why the lock at `path` may be taken over, or null while its owner may still be alive. */
function abandonment(
  path: string,
  options: Required<Pick<WriterLockOptions, 'staleAfterMs' | 'hostname' | 'isAlive'>>,
) {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return null; // released meanwhile: the next attempt creates it
  }
  const owner = readOwner(path);
  if (owner && owner.hostname === options.hostname && !options.isAlive(owner.pid)) {
    return { owner, reason: `pid ${owner.pid} no longer exists on ${owner.hostname}` };
  }
  const silentMs = Date.now() - mtimeMs;
  if (silentMs > options.staleAfterMs) {
    return { owner, reason: `no heartbeat for ${Math.round(silentMs / 1000)} s` };
  }
  return null;
}

/**
 * Moves an abandoned lock aside. The rename is atomic; if what it moved is not the lock judged abandoned (a live
 * writer took over in between), it is linked back, so a live holder is never robbed.
 */
function takeOver(path: string, judged: LockOwner | null): void {
  const aside = `${path}.stale-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch {
    return;
  }
  const moved = readOwner(aside);
  if (judged && moved && moved.token !== judged.token) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone created a lock meanwhile: theirs stands.
    }
  }
  unlinkSync(aside);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the writer lock of `dataDir`, waiting up to `waitMs`; null when another writer still holds it. */
export async function acquireWriterLock(dataDir: string, options: WriterLockOptions = {}): Promise<WriterLock | null> {
  const path = join(dataDir, WRITER_LOCK_FILE);
  const settings = {
    staleAfterMs: options.staleAfterMs ?? STALE_AFTER_MS,
    hostname: options.hostname ?? hostname(),
    isAlive: options.isAlive ?? processIsAlive,
  };
  const owner: LockOwner = {
    pid: options.pid ?? process.pid,
    hostname: settings.hostname,
    started_at: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + (options.waitMs ?? 0);
  for (;;) {
    if (tryCreate(path, owner)) {
      return holding(path, owner, options.heartbeatMs ?? HEARTBEAT_MS);
    }
    const abandoned = abandonment(path, settings);
    if (abandoned) {
      takeOver(path, abandoned.owner);
      continue;
    }
    if (Date.now() >= deadline) return null;
    await sleep(Math.min(options.pollMs ?? 1000, Math.max(1, deadline - Date.now())));
  }
}

function holding(path: string, owner: LockOwner, heartbeatMs: number): WriterLock {
  // The heartbeat is the file's mtime: a live writer on any host keeps it fresh.
  const heartbeat = setInterval(() => {
    const now = new Date();
    if (readOwner(path)?.token === owner.token) utimesSync(path, now, now);
  }, heartbeatMs);
  heartbeat.unref();
  let released = false;
  return {
    owner,
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      // Only our own lock: had it been taken over, the file now belongs to another writer.
      if (readOwner(path)?.token === owner.token) unlinkSync(path);
    },
  };
}

export type LockedResult<T> = { ran: true; value: T } | { ran: false; holder: LockOwner | null };

/** Runs `job` holding the writer lock, or not at all when another writer keeps it past `waitMs`. */
export async function withWriterLock<T>(
  dataDir: string,
  job: () => Promise<T>,
  options: WriterLockOptions = {},
): Promise<LockedResult<T>> {
  const lock = await acquireWriterLock(dataDir, options);
  if (!lock) return { ran: false, holder: lockHolder(dataDir) };
  try {
    return { ran: true, value: await job() };
  } finally {
    lock.release();
  }
}

/** "pid 123 on host-a since 2026-…": for logs and the CLI's message. */
export function describeHolder(holder: LockOwner | null): string {
  return holder ? `pid ${holder.pid} on ${holder.hostname} since ${holder.started_at}` : 'another writer';
}
