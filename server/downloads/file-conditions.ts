// The conditional requests and byte ranges of a file sent as it is on disk (RFC 9110 §13 and §14), in the order the
// RFC gives: If-Match, else If-Unmodified-Since (a failed one is 412); If-None-Match, else If-Modified-Since (304 for
// GET and HEAD); then Range, with If-Range. A Range that cannot be read, or that names several ranges, is ignored (the
// whole file, 200); one that can be read but lies past the end is 416 with `Content-Range: bytes */<size>`.

/** What the client holds or wants of a file, from its request headers. */
export interface FileRequest {
  method: string;
  ifMatch?: string;
  ifUnmodifiedSince?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
  range?: string;
  ifRange?: string;
}

/** The file's validators and size. */
export interface FileVersion {
  etag: string;
  lastModified: Date;
  size: number;
}

export type FileAnswer =
  | { status: 200 }
  | { status: 206; start: number; end: number }
  | { status: 304 }
  | { status: 412; failed: 'If-Match' | 'If-Unmodified-Since' }
  | { status: 416 };

const isWeak = (tag: string) => tag.startsWith('W/');
const opaque = (tag: string) => (isWeak(tag) ? tag.slice(2) : tag);

function tagsOf(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Strong comparison (If-Match, If-Range): both tags strong and equal. */
const strongMatch = (a: string, b: string) => !isWeak(a) && !isWeak(b) && a === b;
/** Weak comparison (If-None-Match): equal opaque tags, weak or not. */
const weakMatch = (a: string, b: string) => opaque(a) === opaque(b);

/** An HTTP-date in whole seconds, or null when it is not one. */
function httpDate(text: string): number | null {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function evaluateFileRequest(request: FileRequest, file: FileVersion): FileAnswer {
  // 1 and 2: the client's precondition on the state it expects; a failed one leaves the file alone (412).
  if (request.ifMatch !== undefined) {
    const tags = tagsOf(request.ifMatch);
    if (!tags.includes('*') && !tags.some((tag) => strongMatch(tag, file.etag))) {
      return { status: 412, failed: 'If-Match' };
    }
  } else if (request.ifUnmodifiedSince !== undefined) {
    const since = httpDate(request.ifUnmodifiedSince);
    if (since !== null && seconds(file.lastModified) > since) return { status: 412, failed: 'If-Unmodified-Since' };
  }
  const reads = request.method === 'GET' || request.method === 'HEAD';
  // 3 and 4: what the client holds already.
  if (request.ifNoneMatch !== undefined) {
    const tags = tagsOf(request.ifNoneMatch);
    if (tags.includes('*') || tags.some((tag) => weakMatch(tag, file.etag)))
      return reads ? { status: 304 } : { status: 412, failed: 'If-Match' };
  } else if (reads && request.ifModifiedSince !== undefined) {
    const since = httpDate(request.ifModifiedSince);
    if (since !== null && seconds(file.lastModified) <= since) return { status: 304 };
  }
  // 5: a range of bytes, of GET only, and only of the version If-Range names.
  if (request.method !== 'GET' || request.range === undefined) return { status: 200 };
  if (request.ifRange !== undefined && !rangeStillFresh(request.ifRange, file)) return { status: 200 };
  return byteRange(request.range, file.size);
}

/** If-Range: an entity tag compared strongly (a weak one never matches), or a date equal to Last-Modified. */
function rangeStillFresh(ifRange: string, file: FileVersion): boolean {
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return strongMatch(value, file.etag);
  const date = httpDate(value);
  return date !== null && date === seconds(file.lastModified);
}

const RANGE = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i;

/** One byte range of a file of `size` bytes: 206 with its bounds, 416 when it is past the end, 200 when unreadable. */
export function byteRange(header: string, size: number): FileAnswer {
  const match = RANGE.exec(header.trim());
  if (!match) return { status: 200 }; // another unit, several ranges, or no range at all
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { status: 200 };
  if (first === '') {
    // A suffix: the last N bytes; zero of them is nothing to send.
    const length = Number(last);
    if (length === 0 || size === 0) return { status: 416 };
    return { status: 206, start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return { status: 200 }; // not a valid range: ignored
  if (start >= size) return { status: 416 };
  return { status: 206, start, end: Math.min(end, size - 1) };
}
