import { describe, expect, it } from 'vitest';
import { GuardRejection } from '../../etl/guards.js';
import { SourceError } from '../../etl/source/source-error.js';
import { SchemaDriftError } from '../../etl/transform/schema.js';
import { deserializeError, serializeError } from './etl-worker-protocol.js';

/** Through the worker's message port: serialised, structured-cloned, rebuilt. */
const acrossThreads = (error: unknown) => deserializeError(structuredClone(serializeError(error)));

describe('an ETL error crossing from the worker thread', () => {
  it('keeps the class, own fields and text of a SourceError, which the refresh failure reads', () => {
    const cause = new TypeError('fetch failed');
    const original = new SourceError('http', 'HTTP 500', { url: 'http://ministry/x', attempts: 3, status: 500, cause });
    const rebuilt = acrossThreads(original);
    expect(rebuilt).toBeInstanceOf(SourceError);
    expect(rebuilt).toBeInstanceOf(Error);
    expect(rebuilt).toMatchObject({ kind: 'http', url: 'http://ministry/x', attempts: 3, status: 500 });
    expect(String(rebuilt)).toBe(String(original));
    expect(rebuilt.stack).toBe(original.stack);
    expect((rebuilt as { cause?: unknown }).cause).toBeInstanceOf(TypeError);
    expect(String((rebuilt as { cause?: unknown }).cause)).toBe('TypeError: fetch failed');
  });

  it('keeps guard rejections and schema drift apart from other errors', () => {
    const empty = new GuardRejection({ en: 'an empty list', es: 'una lista vacía' });
    expect(acrossThreads(empty)).toBeInstanceOf(GuardRejection);
    expect(String(acrossThreads(empty))).toBe('GuardRejection: an empty list');
    // Its summary, in every language, is what /v1/status shows: it crosses the thread too.
    expect((acrossThreads(empty) as GuardRejection).summary).toEqual({ en: 'an empty list', es: 'una lista vacía' });
    expect(acrossThreads(new SchemaDriftError('renamed field'))).toBeInstanceOf(SchemaDriftError);
    expect(acrossThreads(new RangeError('bad'))).toBeInstanceOf(RangeError);
  });

  it("keeps a system error's code, so a full disk is still told from other failures", () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
      path: '/data/snapshots/.tmp-1',
    });
    const rebuilt = acrossThreads(enospc) as NodeJS.ErrnoException;
    expect(rebuilt).toMatchObject({ code: 'ENOSPC', errno: -28, syscall: 'write', path: '/data/snapshots/.tmp-1' });
    expect(String(rebuilt)).toBe(String(enospc));
  });

  it('turns anything thrown that is not an Error into one with its text', () => {
    expect(String(acrossThreads('plain text'))).toBe('Error: plain text');
  });
});
