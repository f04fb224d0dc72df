// Stage 5, cache: the response cache REST and MCP share, keyed on the answer's language, the API's origin and the
// normalised request. An answer holds until the next refresh (x-cache), or Madrid's midnight (x-cache-until); one made
// before any data was served is never kept, and a question about a point only from its second asking.
import { nextRefreshSlot, secondsToMadridMidnight } from '../../../core/clock.js';
import type { Operation } from '../../../generated/operations.js';
import { maxAgeSeconds } from '../../cache/cache-policy.js';
import type { CachedResponse, ResponseCache } from '../../cache/response-cache.js';
import { COORDINATE_PARAMETERS } from '../../validation/query-string.js';
import type { ValidatedInput } from '../../validation/request-validator.js';
import { type PipelineRequest, type RequestMoment, type Standing, textLanguage } from '../pipeline-request.js';

/** The request at `now`: the seconds to the next refresh, and how long an answer computed now may be kept. */
export function momentOf(request: PipelineRequest, standing: Standing, now: Date): RequestMoment {
  const { operation } = request;
  const secondsToUpdate = (nextRefreshSlot(now).getTime() - now.getTime()) / 1000;
  return { request, standing, now, secondsToUpdate, ttlSeconds: ttlSecondsOf(operation, now, secondsToUpdate) };
}

/** How long an answer of `operation` computed at `now` is kept: 0 when never. */
export function ttlSecondsOf(
  operation: Pick<Operation, 'cache' | 'cacheUntil'>,
  now: Date,
  secondsToUpdate: number,
): number {
  return Math.min(
    maxAgeSeconds(operation.cache, secondsToUpdate),
    operation.cacheUntil === 'madrid-midnight' ? secondsToMadridMidnight(now) : Number.POSITIVE_INFINITY,
  );
}

/**
 * The answer's key: one entry per language (an English answer is never served to a Spanish request, nor the other
 * way round) and per origin (the links it holds).
 */
export function answerKey(request: PipelineRequest, requestKey: string): string {
  return `${textLanguage(request)} ${request.links.api('')}${requestKey}`;
}

/** The answer the cache holds for `key`, unexpired; none for an operation whose answers are never kept. */
export function cachedAnswer(
  cache: Pick<ResponseCache, 'get'>,
  key: string,
  moment: Pick<RequestMoment, 'now' | 'ttlSeconds'>,
): CachedResponse | undefined {
  return moment.ttlSeconds > 0 ? cache.get(key, moment.now.getTime()) : undefined;
}

/**
 * Keeps an answer computed for this request, in a buffer of its own. Not when it may not be kept (ttl 0) or was made
 * before any data was served (it says nothing of the data that will be); a question about a point from its second
 * asking only: most points are asked about once.
 */
export function keepAnswer(
  cache: Pick<ResponseCache, 'admits' | 'set'>,
  key: string,
  entry: CachedResponse,
  input: ValidatedInput,
  ttlSeconds: number,
  withoutData: boolean,
): void {
  if (ttlSeconds <= 0 || withoutData || (asksAboutAPoint(input.query) && !cache.admits(key))) return;
  entry.head = ownBytes(entry.head);
  cache.set(key, entry);
}

function asksAboutAPoint(query: Record<string, unknown>): boolean {
  for (const name of COORDINATE_PARAMETERS) if (query[name] !== undefined) return true;
  return false;
}

/**
 * A head kept in the cache, in a buffer of its own: Buffer.from puts a short text in a slice of a shared 8 KB pool,
 * which the slice would keep alive for as long as the cache holds it.
 */
export function ownBytes(head: Buffer): Buffer {
  if (head.byteOffset === 0 && head.buffer.byteLength === head.length) return head;
  const bytes = Buffer.allocUnsafeSlow(head.length);
  head.copy(bytes);
  return bytes;
}
