import { describe, expect, it } from 'vitest';
import { DataStore } from '../../../store/data-store.js';
import { fakeDataset } from '../../../test/support/fakes.js';
import { operationNamed, pipelineRequest } from '../../../test/support/pipeline-requests.js';
import { buildMeta, createMetaWriter } from '../meta.js';
import { answerText } from '../pipeline-request.js';
import { answerOf, envelopeOf } from './envelope.js';

const now = new Date('2026-08-22T14:00:00Z');
const SITE = 'https://gasolineras.dev';
const prices = operationNamed('getPrices');

function storeWithData(): DataStore {
  const store = new DataStore();
  store.swap(fakeDataset(), now);
  return store;
}

describe('stage 8: envelope', () => {
  it('writes the data once as the head of {data, meta}, with an ETag of the data and its language', () => {
    const entry = envelopeOf({ data: { price: 1.459, name: 'Málaga' } }, prices, 'es', SITE, 1000);
    expect(entry.head.toString()).toBe('{"data":{"price":1.459,"name":"Málaga"},"meta":');
    expect(entry).toMatchObject({ bare: false, webUrl: SITE, contentLanguage: 'es', expiresAtMs: 1000 });
    expect(entry.etag).toMatch(/^W\/"[\w-]+-es"$/);
    const english = envelopeOf({ data: { price: 1.459, name: 'Málaga' } }, prices, 'en', SITE, 1000);
    expect(english.etag).not.toBe(entry.etag);
    expect(envelopeOf({ data: { price: 1.5 } }, prices, 'es', SITE, 1000).etag).not.toBe(entry.etag);
  });

  it('writes a bare document as it is (x-envelope: false)', () => {
    const entry = envelopeOf({ data: { openapi: '3.1.0' } }, operationNamed('getOpenApi'), 'en', SITE, 1000);
    expect(entry.head.toString()).toBe('{"openapi":"3.1.0"}');
    expect(entry.bare).toBe(true);
  });

  it("takes the handler's page, the editorial language it quotes, and an earlier end when the data changes", () => {
    const changesAt = new Date(500);
    const result = { data: 1, webUrl: null, editorialLanguage: 'es' as const, changesAt };
    expect(envelopeOf(result, prices, 'en', SITE, 1000)).toMatchObject({
      webUrl: null,
      contentLanguage: 'en, es',
      expiresAtMs: 500,
      changesAtMs: 500,
    });
  });

  it("answers with this request's meta after the shared head, byte for byte buildMeta's", () => {
    const store = storeWithData();
    const entry = envelopeOf({ data: [1, 2] }, prices, 'es', SITE, now.getTime() + 60_000);
    const standing = { RateLimit: '"burst";r=19;t=10' };
    const moment = { request: pipelineRequest('getPrices'), standing, now, secondsToUpdate: 21_600, ttlSeconds: 3600 };
    const answer = answerOf(moment, { entry, cacheStatus: 'hit', stale: false }, createMetaWriter(store), store);
    const meta = buildMeta(store, now, 'request-1', SITE, false, 'es');
    expect(answerText(answer)).toBe(JSON.stringify({ data: [1, 2], meta }));
    expect(answer).toMatchObject({ cacheStatus: 'hit', limitHeaders: standing, secondsToChange: null });
    expect(answer.byteLength).toBe(Buffer.byteLength(answerText(answer)));
    expect(answer.value).toBeUndefined(); // REST sends the bytes
  });

  it('says an earlier copy is stale, and gives MCP the values', () => {
    const store = storeWithData();
    const entry = envelopeOf({ data: { a: 1 }, changesAt: new Date(now.getTime() + 90_000) }, prices, 'es', SITE, 0);
    const request = pipelineRequest('getPrices', { transport: 'mcp' });
    const moment = { request, standing: {}, now, secondsToUpdate: 60, ttlSeconds: 60 };
    const answer = answerOf(moment, { entry, cacheStatus: 'hit', stale: true }, createMetaWriter(store), store);
    expect(answer).toMatchObject({ cacheStatus: 'stale', stale: true, secondsToChange: 90 });
    expect(answer.value?.()).toEqual(JSON.parse(answerText(answer)));
  });

  it("gives MCP the tail escaped as text, the operation's own meta members included; REST none", () => {
    const store = storeWithData();
    const writeMeta = createMetaWriter(store);
    const moment = (transport: 'rest' | 'mcp') => ({
      request: pipelineRequest('getPrices', { transport }),
      standing: {},
      now,
      secondsToUpdate: 60,
      ttlSeconds: 60,
    });
    for (const meta of [undefined, { radius_note: 'Radio "ampliado" a 5 km\\' }]) {
      const entry = envelopeOf({ data: [1], ...(meta && { meta }) }, prices, 'es', SITE, 0);
      const mcp = answerOf(moment('mcp'), { entry, cacheStatus: 'hit', stale: false }, writeMeta, store);
      expect(mcp.tailInText?.toString()).toBe(JSON.stringify(mcp.tail).slice(1, -1));
      const rest = answerOf(moment('rest'), { entry, cacheStatus: 'hit', stale: false }, writeMeta, store);
      expect(rest.tailInText).toBeUndefined();
    }
  });
});
