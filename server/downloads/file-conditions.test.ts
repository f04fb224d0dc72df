// RFC 9110's conditional requests and ranges on a file, case by case: the answer the RFC gives, never a 500.
import { describe, expect, it } from 'vitest';
import { byteRange, evaluateFileRequest, type FileVersion } from './file-conditions.js';

const FILE: FileVersion = { etag: '"abc"', lastModified: new Date('2026-08-22T13:55:00Z'), size: 1000 };
const WEAK: FileVersion = { ...FILE, etag: 'W/"abc"' };
const get = (headers: Record<string, string> = {}) => ({ method: 'GET', ...headers });

describe('byte ranges', () => {
  it('gives the bytes asked, clipped to the file', () => {
    expect(byteRange('bytes=100-199', 1000)).toEqual({ status: 206, start: 100, end: 199 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ status: 206, start: 900, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ status: 206, start: 900, end: 999 });
    expect(byteRange('bytes=-4', 1000)).toEqual({ status: 206, start: 996, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ status: 206, start: 0, end: 999 });
  });

  it('is 416 past the end, and for a suffix of zero bytes', () => {
    expect(byteRange('bytes=1000-', 1000)).toEqual({ status: 416 });
    expect(byteRange('bytes=5000-6000', 1000)).toEqual({ status: 416 });
    expect(byteRange('bytes=-0', 1000)).toEqual({ status: 416 });
  });

  it('ignores what it cannot read: a last byte before the first, another unit, several ranges (the whole file)', () => {
    for (const header of ['bytes=5-1', 'items=0-5', 'bytes=0-5, 10-20', 'bytes=', 'bytes=-', 'bytes=a-b']) {
      expect(byteRange(header, 1000), header).toEqual({ status: 200 });
    }
  });
});

describe('preconditions, in the order RFC 9110 §13.2.2 gives', () => {
  it('If-Match: strong comparison, * for any version, else 412', () => {
    expect(evaluateFileRequest(get({ ifMatch: '"abc"' }), FILE)).toEqual({ status: 200 });
    expect(evaluateFileRequest(get({ ifMatch: '"x", "abc"' }), FILE)).toEqual({ status: 200 });
    expect(evaluateFileRequest(get({ ifMatch: '*' }), FILE)).toEqual({ status: 200 });
    expect(evaluateFileRequest(get({ ifMatch: '"nope"' }), FILE)).toEqual({ status: 412, failed: 'If-Match' });
    expect(evaluateFileRequest(get({ ifMatch: 'W/"abc"' }), WEAK)).toEqual({ status: 412, failed: 'If-Match' });
  });

  it('If-Unmodified-Since, only without If-Match: 412 when the file changed after it; ignored when no date', () => {
    const past = 'Fri, 21 Aug 2026 10:00:00 GMT';
    expect(evaluateFileRequest(get({ ifUnmodifiedSince: past }), FILE)).toEqual({
      status: 412,
      failed: 'If-Unmodified-Since',
    });
    expect(evaluateFileRequest(get({ ifUnmodifiedSince: FILE.lastModified.toUTCString() }), FILE)).toEqual({
      status: 200,
    });
    expect(evaluateFileRequest(get({ ifUnmodifiedSince: 'yesterday' }), FILE)).toEqual({ status: 200 });
    expect(evaluateFileRequest(get({ ifMatch: '"abc"', ifUnmodifiedSince: past }), FILE)).toEqual({ status: 200 });
  });

  it('If-None-Match (weak comparison), else If-Modified-Since: 304 for what the client holds', () => {
    expect(evaluateFileRequest(get({ ifNoneMatch: 'W/"abc"' }), FILE)).toEqual({ status: 304 });
    expect(evaluateFileRequest({ method: 'HEAD', ifNoneMatch: '"abc"' }, WEAK)).toEqual({ status: 304 });
    expect(evaluateFileRequest(get({ ifNoneMatch: '"other"' }), FILE)).toEqual({ status: 200 });
    const modifiedSince = FILE.lastModified.toUTCString();
    expect(evaluateFileRequest(get({ ifModifiedSince: modifiedSince }), FILE)).toEqual({ status: 304 });
    expect(evaluateFileRequest(get({ ifNoneMatch: '"other"', ifModifiedSince: modifiedSince }), FILE)).toEqual({
      status: 200,
    });
  });

  it('If-Range: the range of the version named, strongly; a weak tag or another date gives the whole file', () => {
    const range = 'bytes=0-9';
    expect(evaluateFileRequest(get({ range, ifRange: '"abc"' }), FILE)).toEqual({ status: 206, start: 0, end: 9 });
    expect(evaluateFileRequest(get({ range, ifRange: 'W/"abc"' }), WEAK)).toEqual({ status: 200 });
    expect(evaluateFileRequest(get({ range, ifRange: '"old"' }), FILE)).toEqual({ status: 200 });
    expect(evaluateFileRequest(get({ range, ifRange: FILE.lastModified.toUTCString() }), FILE)).toMatchObject({
      status: 206,
    });
    expect(evaluateFileRequest(get({ range, ifRange: 'Fri, 21 Aug 2026 10:00:00 GMT' }), FILE)).toEqual({
      status: 200,
    });
  });

  it('gives a HEAD the whole file’s headers, Range or not', () => {
    expect(evaluateFileRequest({ method: 'HEAD', range: 'bytes=0-9' }, FILE)).toEqual({ status: 200 });
    expect(evaluateFileRequest({ method: 'HEAD', range: 'bytes=5000-' }, FILE)).toEqual({ status: 200 });
  });
});
