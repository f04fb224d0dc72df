// When the pipeline answers at once and when through a promise: a cached GET counted by a store in this process needs
// no turn of the event loop; anything that waits (a shared store, the handler) does, with the same answer either way.
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../core/clock.js';
import { loadConfig } from '../../core/config.js';
import { createLinks } from '../../core/links.js';
import { OPERATIONS } from '../../generated/operations.js';
import { DataStore } from '../../store/data-store.js';
import { exampleData, fakeDataset, handlersAnswering } from '../../test/support/fakes.js';
import { MemoryRateLimitStore, type RateLimitStore } from '../limits/rate-limit.js';
import { createRuntime, type Runtime } from '../runtime.js';
import { answerText, type PipelineRequest } from './operation-pipeline.js';

const operation = OPERATIONS.find((op) => op.operationId === 'getPrices') as PipelineRequest['operation'];
const pricesRequest = (requestId: string): PipelineRequest => ({
  operation,
  pathParams: {},
  path: '/v1/prices',
  query: 'fuel=diesel',
  clientKey: '203.0.113.7',
  requestId,
  links: createLinks('http://127.0.0.1', 'https://gasolineras.dev', ''),
  language: 'es',
});

let runtime: Runtime | undefined;
afterEach(() => runtime?.stop());

async function pipelineCountingIn(rateLimitStore: RateLimitStore) {
  const store = new DataStore();
  store.swap(fakeDataset(), new Date('2026-08-22T13:55:00Z'));
  runtime = await createRuntime({
    config: { ...loadConfig({}), refresh: false },
    clock: fixedClock('2026-08-22T14:00:00Z'),
    store,
    logger: pino({ level: 'silent' }),
    rateLimitStore,
    handlers: handlersAnswering({ getPrices: 'Prices' }).handlers,
  });
  return runtime.pipeline;
}

describe('the operation pipeline', () => {
  it('answers a cached GET at once when the limits are counted in this process', async () => {
    const pipeline = await pipelineCountingIn(new MemoryRateLimitStore());
    const first = pipeline.run(pricesRequest('first'));
    expect(first).toBeInstanceOf(Promise); // the handler is awaited
    expect((await first).cacheStatus).toBe('miss');
    const second = pipeline.run(pricesRequest('second'));
    expect(second).not.toBeInstanceOf(Promise);
    const hit = await second;
    expect(hit.cacheStatus).toBe('hit');
    expect(hit.etag).toBe((await first).etag);
    expect(hit.limitHeaders.RateLimit).toBe('"burst";r=18;t=10');
    expect(JSON.parse(answerText(hit)).meta.request_id).toBe('second');
  });

  it('throws a refusal at once, with the standing, when the store in this process refuses', async () => {
    const pipeline = await pipelineCountingIn(new MemoryRateLimitStore());
    for (let i = 0; i < 20; i++) await pipeline.run(pricesRequest(`r${i}`));
    expect(() => pipeline.run(pricesRequest('refused'))).toThrow(
      expect.objectContaining({ status: 429, headers: expect.objectContaining({ RateLimit: '"burst";r=0;t=10' }) }),
    );
  });

  it('answers through a promise, the same answer, when the limits are counted elsewhere', async () => {
    const memory = new MemoryRateLimitStore();
    const shared: RateLimitStore = { consume: async (...args) => memory.consume(...args) };
    const pipeline = await pipelineCountingIn(shared);
    await pipeline.run(pricesRequest('first'));
    const second = pipeline.run(pricesRequest('second'));
    expect(second).toBeInstanceOf(Promise);
    expect((await second).cacheStatus).toBe('hit');
    expect((await second).limitHeaders.RateLimit).toBe('"burst";r=18;t=10');
  });

  it('gives MCP the values: the handler’s own data when computed now, the cached bytes’ data read once on a hit', async () => {
    const pipeline = await pipelineCountingIn(new MemoryRateLimitStore());
    const typed = (requestId: string): PipelineRequest => ({
      ...pricesRequest(requestId),
      transport: 'mcp',
      query: { fuel: 'diesel' },
      clientKey: null,
    });
    const miss = await pipeline.run(typed('first'));
    expect(miss.cacheStatus).toBe('miss');
    expect(miss.value?.().data).toBe(exampleData('Prices'));
    expect(miss.value?.()).toEqual(JSON.parse(answerText(miss)));
    const hit = await pipeline.run(typed('second'));
    expect(hit.cacheStatus).toBe('hit');
    expect(hit.value?.()).toEqual(JSON.parse(answerText(hit)));
    expect(hit.value?.().meta.request_id).toBe('second');
    // The typed arguments and the query string that says the same share one cache entry.
    expect((await pipeline.run(pricesRequest('third'))).cacheStatus).toBe('hit');
    // REST sends bytes: no values are made for it.
    expect((await pipeline.run(pricesRequest('fourth'))).value).toBeUndefined();
  });
});
