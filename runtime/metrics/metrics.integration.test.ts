import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../core/config.js';
import { fakeDataset, handlersAnswering } from '../../test/support/fakes.js';
import { type Exposition, parseExposition } from '../../test/support/prometheus-text.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { MemoryRateLimitStore } from '../limits/rate-limit.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

async function start(options: { config?: Partial<Config>; realLimits?: boolean } = {}): Promise<TestServer> {
  const { handlers } = handlersAnswering({ getPrices: 'Prices' });
  server = await startTestServer({
    config: options.config,
    deps: { handlers, ...(options.realLimits ? { rateLimitStore: new MemoryRateLimitStore() } : {}) },
  });
  server.store.swap(fakeDataset(), new Date('2026-08-22T13:55:00Z'));
  return server;
}

/** /metrics is not an operation of the contract: fetched directly, and its 200 checked by the exposition reader. */
async function scrape(s: TestServer, headers: Record<string, string> = {}): Promise<Exposition> {
  const response = await fetch(`${s.url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parseExposition(await response.text());
}

function callPricesTool(s: TestServer, id = 1): Promise<Response> {
  const body = JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'get_fuel_prices' } });
  return fetch(`${s.url}/mcp`, { method: 'POST', headers: MCP_HEADERS, body });
}

describe('GET /metrics', () => {
  it('answers the Prometheus text exposition with the data served and the default process metrics', async () => {
    const s = await start();
    const metrics = await scrape(s);
    expect(metrics.types.get('fps_operation_requests_total')).toBe('counter');
    expect(metrics.types.get('fps_operation_duration_seconds')).toBe('histogram');
    expect(metrics.value('fps_stations_loaded')).toBe(11385);
    // The fixed clock reads 14:00:00; the fake snapshot's source time is 13:53:31.
    expect(metrics.value('fps_snapshot_age_seconds')).toBe(389);
    expect(metrics.value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(metrics.types.get('nodejs_heap_size_used_bytes')).toBe('gauge');
  });

  it('counts REST and MCP answers by operation, transport and status, their latency and the cache', async () => {
    const s = await start();
    expect((await s.request('/v1/prices')).headers.get('x-cache')).toBe('miss');
    expect((await s.request('/v1/prices')).headers.get('x-cache')).toBe('hit');
    expect((await s.request('/v1/prices?fuel=unknown')).status).toBe(400);
    expect((await callPricesTool(s)).status).toBe(200);

    const metrics = await scrape(s);
    const requests = (transport: string, status: string) =>
      metrics.value('fps_operation_requests_total', { operation: 'getPrices', transport, status });
    expect(requests('rest', '200')).toBe(2);
    expect(requests('rest', '400')).toBe(1);
    expect(requests('mcp', '200')).toBe(1);
    // The MCP call asked what REST had cached: the same cache, the same normalised key.
    expect(metrics.value('fps_response_cache_total', { operation: 'getPrices', result: 'miss' })).toBe(1);
    expect(metrics.value('fps_response_cache_total', { operation: 'getPrices', result: 'hit' })).toBe(2);
    expect(metrics.value('fps_operation_duration_seconds_count', { operation: 'getPrices' })).toBe(4);
    expect(metrics.value('fps_operation_duration_seconds_bucket', { operation: 'getPrices', le: '+Inf' })).toBe(4);
  });

  it('counts a 429 under the policy that refused it, for REST and for MCP', async () => {
    const s = await start({ realLimits: true });
    for (let i = 0; i < 21; i++) await s.request('/v1/prices');
    const metrics = await scrape(s);
    expect(metrics.value('fps_rate_limit_refusals_total', { policy: 'burst', transport: 'rest' })).toBe(1);
    expect(
      metrics.value('fps_operation_requests_total', { operation: 'getPrices', transport: 'rest', status: '429' }),
    ).toBe(1);

    s.clock.advance(60_000);
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await callPricesTool(s, i)).status);
    expect(answers.at(-1)).toBe(429);
    const after = await scrape(s);
    expect(after.value('fps_rate_limit_refusals_total', { policy: 'burst', transport: 'mcp' })).toBe(1);
  });

  it('is outside the rate limits: scrapes are never refused and leave the client its whole allowance', async () => {
    const s = await start({ realLimits: true });
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${s.url}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit')).toBeNull();
      await response.arrayBuffer();
    }
    const first = await s.request('/v1/prices');
    expect(first.headers.get('ratelimit')).toBe('"burst";r=19;t=10');
  });

  it('answers 404 and counts nothing when switched off (METRICS=false)', async () => {
    const s = await start({ config: { metrics: false } });
    await s.request('/v1/prices');
    const response = await fetch(`${s.url}/metrics`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await response.json()) as { code: string }).code).toBe('ENDPOINT_NOT_FOUND');
  });

  it('with METRICS_TOKEN, answers only the bearer of the token and is a 404 to everyone else', async () => {
    const s = await start({ config: { metricsToken: 's3cret' } });
    expect((await fetch(`${s.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${s.url}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(404);
    await scrape(s, { Authorization: 'Bearer s3cret' });
    // The scheme is case-insensitive (RFC 9110 §11.1).
    await scrape(s, { Authorization: 'bearer s3cret' });
    await scrape(s, { Authorization: 'BEARER s3cret' });
    expect((await fetch(`${s.url}/metrics`, { headers: { Authorization: 'Basic s3cret' } })).status).toBe(404);
  });

  it('with METRICS_TOKEN, is the same 404 as METRICS=false to every method without the token', async () => {
    const s = await start({ config: { metricsToken: 's3cret' } });
    for (const method of ['POST', 'DELETE', 'PUT', 'OPTIONS', 'HEAD', 'GET']) {
      const answer = await fetch(`${s.url}/metrics`, { method });
      expect(answer.status, method).toBe(404);
      expect(answer.headers.get('allow'), method).toBeNull();
    }
    const allowed = await fetch(`${s.url}/metrics`, { method: 'POST', headers: { Authorization: 'Bearer s3cret' } });
    expect(allowed.status).toBe(405);
  });

  it('is answered to GET and HEAD only', async () => {
    const s = await start();
    const head = await fetch(`${s.url}/metrics`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(`${s.url}/metrics`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
