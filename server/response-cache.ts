// The API's own response cache (X-Cache): bounded in entries and bytes, emptied when new data is loaded.
// The byte bound is 16 MB, counted as V8 may hold the strings (two bytes a character): in a soak of mostly
// never-repeated questions the cache held 5,000 answers, about 25 MB of heap, for almost no hits.

/** The data part of a success; meta is built for each request (its request_id differs every time). */
export interface CachedResponse {
  dataJson: string;
  /** dataJson's length in UTF-8 bytes. */
  dataBytes: number;
  webUrl: string | null;
  etag: string;
  /** Content-Language of the answer. */
  contentLanguage: string;
  expiresAtMs: number;
  /** When the answer stops being true before the data changes (open_now of a listed station); absent when never. */
  changesAtMs?: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 5000,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(key: string, nowMs: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // An expired answer stays until evicted: it is the earlier copy served when no new one can be computed.
    if (entry.expiresAtMs <= nowMs) return undefined;
    // Refresh recency: Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The answer kept for a key, expired or not. */
  peek(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: CachedResponse): void {
    if (sizeOf(key, entry) > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(key, entry);
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes counted against maxBytes. */
  get byteSize(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= sizeOf(key, entry);
    this.entries.delete(key);
  }
}

/** Bytes of a cached answer: V8 keeps a string with any non-Latin-1 character at two bytes a character. */
function sizeOf(key: string, entry: CachedResponse): number {
  return 2 * (key.length + entry.dataJson.length);
}

/** The normalised request: path and parameters sorted by name, after defaults and rounding. */
export function cacheKey(path: string, query: Record<string, unknown>): string {
  let key = `${path}?`;
  let first = true;
  for (const name of Object.keys(query).sort()) {
    key += `${first ? '' : '&'}${name}=${String(query[name])}`;
    first = false;
  }
  return key;
}
