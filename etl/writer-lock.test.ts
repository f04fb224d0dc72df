import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WRITER_LOCK_FILE } from '../core/data-dir/layout.js';
import { acquireWriterLock, lockHolder, withWriterLock } from './writer-lock.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'fuel-lock-'));
const lockPath = (dir: string) => join(dir, WRITER_LOCK_FILE);

function plantLock(dir: string, owner: { pid: number; hostname: string }, ageMs = 0): void {
  const path = lockPath(dir);
  writeFileSync(path, JSON.stringify({ ...owner, started_at: '2026-01-01T00:00:00Z', token: 'planted' }));
  const at = new Date(Date.now() - ageMs);
  utimesSync(path, at, at);
}

describe('writer lock', () => {
  it('is exclusive: a second writer gets nothing while the first holds it, and the lock once released', async () => {
    const dir = freshDir();
    const first = await acquireWriterLock(dir);
    expect(first).not.toBeNull();
    expect(lockHolder(dir)).toMatchObject({ pid: process.pid, token: first?.owner.token });
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8'))).toHaveProperty('started_at');
    expect(await acquireWriterLock(dir)).toBeNull();
    first?.release();
    expect(existsSync(lockPath(dir))).toBe(false);
    const second = await acquireWriterLock(dir);
    expect(second).not.toBeNull();
    second?.release();
  });

  it('a waiting writer gets the lock when the holder releases it', async () => {
    const dir = freshDir();
    const first = await acquireWriterLock(dir);
    setTimeout(() => first?.release(), 150);
    const started = Date.now();
    const second = await acquireWriterLock(dir, { waitMs: 5000, pollMs: 20 });
    expect(second).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    second?.release();
  });

  it('takes over the lock of a dead pid on the same host, never of a live one', async () => {
    const dir = freshDir();
    plantLock(dir, { pid: 4242, hostname: 'here' });
    expect(await acquireWriterLock(dir, { hostname: 'here', isAlive: () => true })).toBeNull();
    const lock = await acquireWriterLock(dir, { hostname: 'here', isAlive: (pid) => pid !== 4242 });
    expect(lock?.owner.hostname).toBe('here');
    expect(lockHolder(dir)?.token).toBe(lock?.owner.token);
    lock?.release();
  });

  it('never judges a pid on another host dead: only a heartbeat older than the bound frees that lock', async () => {
    const dir = freshDir();
    plantLock(dir, { pid: 4242, hostname: 'elsewhere' }, 60_000);
    const options = { hostname: 'here', isAlive: () => false, staleAfterMs: 120_000 };
    expect(await acquireWriterLock(dir, options)).toBeNull();
    plantLock(dir, { pid: 4242, hostname: 'elsewhere' }, 180_000);
    const lock = await acquireWriterLock(dir, options);
    expect(lock).not.toBeNull();
    lock?.release();
  });

  it('a half-written lock (no owner yet) counts as held until its bound', async () => {
    const dir = freshDir();
    writeFileSync(lockPath(dir), '');
    expect(await acquireWriterLock(dir, { staleAfterMs: 60_000 })).toBeNull();
    const old = new Date(Date.now() - 120_000);
    utimesSync(lockPath(dir), old, old);
    const lock = await acquireWriterLock(dir, { staleAfterMs: 60_000 });
    expect(lock).not.toBeNull();
    lock?.release();
  });

  it('the heartbeat keeps a long-running holder from being taken over', async () => {
    const dir = freshDir();
    const lock = await acquireWriterLock(dir, { heartbeatMs: 20 });
    const old = new Date(Date.now() - 120_000);
    utimesSync(lockPath(dir), old, old);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await acquireWriterLock(dir, { staleAfterMs: 60_000, hostname: 'other-host' })).toBeNull();
    lock?.release();
  });

  it('release leaves alone a lock that another writer took over', async () => {
    const dir = freshDir();
    const lock = await acquireWriterLock(dir);
    plantLock(dir, { pid: 1, hostname: 'elsewhere' });
    lock?.release();
    expect(lockHolder(dir)?.token).toBe('planted');
  });

  it('withWriterLock runs the job under the lock, or reports the holder without running it', async () => {
    const dir = freshDir();
    const outer = await withWriterLock(dir, async () => {
      const inner = await withWriterLock(dir, async () => 'ran twice');
      expect(inner).toEqual({ ran: false, holder: expect.objectContaining({ pid: process.pid }) });
      return 'ran';
    });
    expect(outer).toEqual({ ran: true, value: 'ran' });
    expect(existsSync(lockPath(dir))).toBe(false);
    await expect(withWriterLock(dir, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(existsSync(lockPath(dir))).toBe(false);
  });
});
