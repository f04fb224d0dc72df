import { describe, expect, it } from 'vitest';
import { createLinks } from '../../../core/links.js';
import { operationNamed, pipelineRequest } from '../../../test/support/pipeline-requests.js';
import { type CachedResponse, ResponseCache } from '../../cache/response-cache.js';
import { answerKey, cachedAnswer, keepAnswer, momentOf, ownBytes, ttlSecondsOf } from './cache.js';

const now = new Date('2026-08-22T14:00:00Z'); // 16:00 in Madrid: the next refresh at 20:00, midnight in 8 hours
const entry = (text = '{"data":1,"meta":'): CachedResponse => ({
  head: Buffer.from(text),
  bare: false,
  webUrl: null,
  etag: 'W/"x"',
  contentLanguage: 'es',
  expiresAtMs: now.getTime() + 60_000,
});
const input = (query: Record<string, unknown>) => ({ query, path: {}, body: undefined });

describe('stage 5: cache', () => {
  it("keeps an answer as long as its operation's family says: prices until the refresh, at most an hour", () => {
    const secondsToUpdate = momentOf(pipelineRequest('getPrices'), {}, now).secondsToUpdate;
    expect(secondsToUpdate).toBeGreaterThan(0);
    expect(ttlSecondsOf(operationNamed('getPrices'), now, 120)).toBe(120);
    expect(ttlSecondsOf(operationNamed('getPrices'), now, 7200)).toBe(3600);
    expect(ttlSecondsOf(operationNamed('getStatus'), now, 7200)).toBe(0);
    expect(ttlSecondsOf({ cache: 'territories', cacheUntil: 'madrid-midnight' }, now, 60)).toBe(8 * 3600);
  });

  it('keys an answer on its language, its origin and the normalised request', () => {
    const es = answerKey(pipelineRequest('getPrices'), '/v1/prices?fuel=diesel');
    expect(answerKey(pipelineRequest('getPrices', { language: 'en' }), '/v1/prices?fuel=diesel')).not.toBe(es);
    const links = createLinks('https://api.example', 'https://gasolineras.dev', '');
    expect(answerKey(pipelineRequest('getPrices', { links }), '/v1/prices?fuel=diesel')).not.toBe(es);
    // An operation written in one language has one entry whatever the language asked.
    expect(answerKey(pipelineRequest('getOpenApi', { language: 'es' }), '/v1/openapi')).toBe(
      answerKey(pipelineRequest('getOpenApi', { language: 'en' }), '/v1/openapi'),
    );
  });

  it('finds an unexpired answer, and none for an operation never kept', () => {
    const cache = new ResponseCache();
    keepAnswer(cache, 'k', entry(), input({}), 60, false);
    expect(cachedAnswer(cache, 'k', { now, ttlSeconds: 60 })?.etag).toBe('W/"x"');
    expect(cachedAnswer(cache, 'k', { now, ttlSeconds: 0 })).toBeUndefined();
    expect(cachedAnswer(cache, 'k', { now: new Date(now.getTime() + 60_000), ttlSeconds: 60 })).toBeUndefined();
  });

  it('never keeps an answer made before data, nor one of an operation never kept', () => {
    const cache = new ResponseCache();
    keepAnswer(cache, 'before-data', entry(), input({}), 60, true);
    keepAnswer(cache, 'no-ttl', entry(), input({}), 0, false);
    expect(cache.peek('before-data')).toBeUndefined();
    expect(cache.peek('no-ttl')).toBeUndefined();
  });

  it('keeps a question about a point from its second asking', () => {
    const cache = new ResponseCache();
    const point = input({ lat: 40.4, lng: -3.7 });
    keepAnswer(cache, 'point', entry(), point, 60, false);
    expect(cache.peek('point')).toBeUndefined();
    keepAnswer(cache, 'point', entry(), point, 60, false);
    expect(cache.peek('point')).toBeDefined();
  });

  it("keeps the answer's bytes in a buffer of their own, not a slice of Buffer's shared pool", () => {
    const cache = new ResponseCache();
    const pooled = entry();
    expect(pooled.head.buffer.byteLength).toBeGreaterThan(pooled.head.length);
    keepAnswer(cache, 'k', pooled, input({}), 60, false);
    const kept = cache.peek('k') as CachedResponse;
    expect(kept.head.buffer.byteLength).toBe(kept.head.length);
    expect(kept.head.toString()).toBe('{"data":1,"meta":');
    const own = Buffer.allocUnsafeSlow(4);
    expect(ownBytes(own)).toBe(own);
  });
});
