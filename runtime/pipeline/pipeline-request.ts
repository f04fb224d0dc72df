// What the pipeline is given and what it gives back, shared by its stages and by the adapters in front of it.
import type { Language } from '../../core/language.js';
import type { Links } from '../../core/links.js';
import type { Operation } from '../../generated/operations.js';
import type { Schemas } from '../../handlers/shared/types.js';

/** Which adapter asked: a label of the metrics, nothing else depends on it. */
export type Transport = 'rest' | 'mcp';

export interface PipelineRequest {
  operation: Operation;
  /** 'rest' when absent. */
  transport?: Transport;
  /** Path parameters, decoded. */
  pathParams: Record<string, string>;
  /** The request path as received (part of the cache key). */
  path: string;
  /**
   * The query: over HTTP the string after '?', checked exactly as received (repeats, encoding); from a transport without
   * a query string (MCP) its typed arguments, each a JSON scalar, checked by the same rules without a round trip.
   */
  query: string | Readonly<Record<string, unknown>>;
  /** Reads the JSON body of a POST; called only once the request has passed the limits. */
  readBody?: () => Promise<unknown>;
  /** The client the rate limits count against; null when the transport counted them already (or has none). */
  clientKey: string | null;
  requestId: string;
  links: Links;
  /** The language of every text of the answer, or of the problem thrown (negotiated by the adapter). */
  language: Language;
}

/** The headers of a counted request: RateLimit-Policy, and RateLimit (the client's standing after it). */
export type Standing = Record<string, string>;

/** A request let through the limits, at the instant it is answered, with how long its answer may be kept. */
export interface RequestMoment {
  request: PipelineRequest;
  standing: Standing;
  now: Date;
  secondsToUpdate: number;
  /** How long an answer computed now holds in the cache: 0 when it is not kept. */
  ttlSeconds: number;
}

/** A success, ready for any transport: the envelope's bytes and what the HTTP headers are made of. */
export interface Answer {
  operation: Operation;
  /**
   * `{data, meta}` as JSON in two parts: the UTF-8 bytes of `{"data":…,"meta":` (the whole document when bare), and meta
   * with the closing brace, written for this request (empty when bare). answerBytes() joins them.
   */
  head: Buffer;
  tail: string;
  /** Bytes of head and tail together: the answer's Content-Length. */
  byteLength: number;
  etag: string;
  /** Content-Language: the language asked for, and that of editorial text the data quotes when it differs. */
  contentLanguage: string;
  /** X-Cache: served from the cache, computed now, or an earlier copy served stale. */
  cacheStatus: 'hit' | 'miss' | 'stale';
  stale: boolean;
  /** Made before any data was served (a start, a reader before the first publication): no cache may keep it. */
  withoutData: boolean;
  secondsToUpdate: number;
  /** Seconds until the answer stops being true before the data changes (a listed station opens or closes). */
  secondsToChange: number | null;
  /** RateLimit-Policy, and RateLimit (the client's standing after this request) when a client was counted. */
  limitHeaders: Standing;
  /**
   * The tail as the inside of a JSON string (what JSON.stringify writes between its quotes), for MCP's text content:
   * written from the meta's template escaped once. Absent for REST, and undefined when a value of this request's meta
   * holds a UTF-16 surrogate (then the bytes are escaped instead, as the head's are).
   */
  tailInText?: string | undefined;
  /**
   * `{data, meta}` as values, for a transport that reads them so (an MCP resource or prompt): the handler's data when it
   * was computed for this request, else the cached bytes' data, read at the first call; absent for REST, which sends
   * the bytes.
   */
  value?: () => { data: unknown; meta: Schemas['Meta'] };
}

/**
 * The language an answer is written in: the request's, unless the operation answers in fewer (x-languages: the
 * OpenAPI description is one English document, so one cache entry and one ETag).
 */
export function textLanguage(request: Pick<PipelineRequest, 'operation' | 'language'>): Language {
  const { languages } = request.operation;
  return languages.includes(request.language) ? request.language : (languages[0] as Language);
}

/** An answer's whole body in one buffer, for what needs it whole (compression). */
export function answerBytes(answer: Pick<Answer, 'head' | 'tail'>): Buffer {
  return answer.tail === '' ? answer.head : Buffer.concat([answer.head, Buffer.from(answer.tail)]);
}

/** An answer's whole text, for transports that carry text (MCP). */
export function answerText(answer: Pick<Answer, 'head' | 'tail'>): string {
  return `${answer.head.toString()}${answer.tail}`;
}
