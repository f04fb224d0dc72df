// The API's own response cache (X-Cache): bounded in entries and bytes, emptied when new data is loaded.
// The byte bound is 16 MB: each answer's own bytes, and its key as V8 may hold it (two bytes a character). In a soak of
// mostly never-repeated questions the cache held 5,000 answers, about 25 MB of heap, for almost no hits.

/** The data part of a success; meta is written for each request (its request_id differs every time). */
export interface CachedResponse {
  /** The answer's first bytes, `{"data":<data>,"meta":`, or the whole document when bare. */
  head: Buffer;
  /** An answer without the envelope (the OpenAPI description). */
  bare: boolean;
  webUrl: string | null;
  /** The operation's own meta members as JSON, `,"name":value…`, written after the common ones; absent when none. */
  metaMembers?: string;
  etag: string;
  /** Content-Language of the answer. */
  contentLanguage: string;
  expiresAtMs: number;
  /** When the answer stops being true before the data changes (open_now of a listed station); absent when never. */
  changesAtMs?: number;
}

/** First askings remembered by the doorkeeper: about half a megabyte of small integers. */
const DOORKEEPER_SIZE = 16_384;

/** An answer held, with the count of uses (insertions and moves) when it last became the most recent. */
interface Held {
  response: CachedResponse;
  usedAt: number;
}

export class ResponseCache {
  /** In order of recency: Map keeps insertion order, so the first key is the least recently used. */
  private readonly entries = new Map<string, Held>();
  private bytes = 0;
  /** Insertions and moves to the most recent end so far. */
  private uses = 0;
  /** Questions asked once lately, by a 30-bit hash of their key (a collision admits a question one asking early). */
  private readonly askedOnce = new Set<number>();

  constructor(
    private readonly maxEntries = 5000,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(key: string, nowMs: number): CachedResponse | undefined {
    const held = this.entries.get(key);
    if (!held) return undefined;
    // An expired answer stays until evicted: it is the earlier copy served when no new one can be computed.
    if (held.response.expiresAtMs <= nowMs) return undefined;
    // Refresh recency, unless the answer is among the newest quarter (fewer uses since its own than a quarter of the
    // entries), far from eviction: a move is a delete and an insertion, the most of what a hit on a busy answer cost.
    if (this.uses - held.usedAt > this.entries.size >> 2) {
      this.entries.delete(key);
      this.entries.set(key, held);
      held.usedAt = ++this.uses;
    }
    return held.response;
  }

  /**
   * Whether an answer just computed is worth keeping, for questions most of which are asked once (about a point): from
   * the second time it is asked among the recent first askings (TinyLFU's doorkeeper). Those asked once then neither
   * evict answers asked often nor leave the collector answers nobody reads; an answer held is always replaced.
   */
  admits(key: string): boolean {
    if (this.entries.has(key)) return true;
    const hash = keyHash(key);
    if (this.askedOnce.delete(hash)) return true;
    if (this.askedOnce.size >= DOORKEEPER_SIZE) this.askedOnce.clear();
    this.askedOnce.add(hash);
    return false;
  }

  /** The answer kept for a key, expired or not. */
  peek(key: string): CachedResponse | undefined {
    return this.entries.get(key)?.response;
  }

  set(key: string, entry: CachedResponse): void {
    if (sizeOf(key, entry) > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { response: entry, usedAt: ++this.uses });
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
    const held = this.entries.get(key);
    if (!held) return;
    this.bytes -= sizeOf(key, held.response);
    this.entries.delete(key);
  }
}

/** FNV-1a over the key's UTF-16 units, cut to 30 bits: a small integer V8 keeps in a Set without a heap number. */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 2;
}

/** Bytes of a cached answer: its own buffer, and its key as V8 may hold it (two bytes a character). */
function sizeOf(key: string, entry: CachedResponse): number {
  return 2 * key.length + entry.head.length;
}

/**
 * The normalised request: path and parameters sorted by name, after defaults and rounding. `names` may give the order
 * (every name the query can hold, sorted), which spares sorting its keys on every request.
 */
export function cacheKey(path: string, query: Record<string, unknown>, names?: readonly string[]): string {
  let key = `${path}?`;
  let first = true;
  for (const name of names ?? Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined && !(name in query)) continue;
    key += `${first ? '' : '&'}${name}=${String(value)}`;
    first = false;
  }
  return key;
}
