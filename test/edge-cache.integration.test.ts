// The edge as deployed: Debian's nginx running the shipped deploy/nginx.conf (test/support/nginx-server.ts) in front of
// the real server on the fixtures, over loopback. Clients are told apart by their own loopback address (127.0.0.2,
// 127.0.0.3…), as nginx sees them; what reaches the instance is watched on its 'request' event.
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processCpuMicros } from '../bench/process-cpu.js';
import { parseTrustProxy } from '../core/client-address.js';
import { fixedClock } from '../core/clock.js';
import { openNowAt } from '../handlers/shared/open-now.js';
import { negotiateLanguage } from '../runtime/accept-language.js';
import { preferredCoding } from '../server/http/http-rules.js';
import { browserHeaders } from './support/browser-headers.js';
import { fixtureDataDir, loadDataset, sampleDataDir } from './support/datasets.js';
import { nginxWorkerPids, startNginx, type TestNginx } from './support/nginx-server.js';
import { startTestServer, type TestServer } from './support/test-server.js';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** A client at one loopback address, keeping its connections open as a browser does. */
function client(address = '127.0.0.1') {
  const agent = new Agent({ keepAlive: true, localAddress: address });
  const send = (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const req = request(url, { agent, method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${url} in 10 s`)));
      req.on('error', reject);
      req.end(init.body);
    });
  return { send, close: () => agent.destroy() };
}

const decoded = (reply: Reply): string => {
  const coding = reply.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(reply.body).toString();
  if (coding === 'gzip') return gunzipSync(reply.body).toString();
  return reply.body.toString();
};

/** What reached the instance, request by request. */
interface Seen {
  method: string;
  url: string;
  status: number;
  ifNoneMatch: string | undefined;
  forwardedFor: string | undefined;
  acceptLanguage: string | undefined;
  acceptEncoding: string | undefined;
  accept: string | undefined;
}

function watch(server: TestServer): Seen[] {
  const seen: Seen[] = [];
  server.http.on('request', (req, res) => {
    res.on('finish', () =>
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        status: res.statusCode,
        ifNoneMatch: req.headers['if-none-match'],
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
        acceptLanguage: req.headers['accept-language'],
        acceptEncoding: req.headers['accept-encoding'],
        accept: req.headers.accept,
      }),
    );
  });
  return seen;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Albacete's stations, the whole province in the fixtures: about 28 KB of JSON, compressed when asked. */
const LARGE = '/v1/stations/nearby?lat=38.995&lng=-1.856&radius_km=50&limit=50&fuel=diesel';
const SMALL = '/v1/stations/nearby?lat=38.995&lng=-1.856&radius_km=5&limit=1&fuel=diesel';
const CHROME = { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8', 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe('through the shipped nginx', () => {
  let server: TestServer;
  let edge: TestNginx;
  let seen: Seen[];
  const browser = client();
  const reaching = (url: string) => seen.filter((s) => s.url === url);

  beforeAll(async () => {
    server = await startTestServer({
      config: {
        dataDir: fixtureDataDir(),
        trustProxy: parseTrustProxy('1'),
        disabledOperations: new Set(['getTaxes']),
      },
    });
    server.store.swap(await loadDataset(fixtureDataDir()), new Date('2026-08-22T14:00:00Z'));
    seen = watch(server);
    edge = await startNginx({ upstreams: [new URL(server.url).host] });
  });
  afterAll(async () => {
    browser.close();
    await edge?.stop();
    await server?.close();
  });

  it('answers a second request itself: the same bytes, ETag and Date, the instance asked once', async () => {
    for (const [path, headers] of [
      ['/v1/prices?level=province&code=02', {}],
      [LARGE, CHROME],
    ] as const) {
      const first = await browser.send(`${edge.url}${path}`, { headers });
      // In another second, so that a Date written now would differ.
      await sleep(1100 - (Date.now() % 1000));
      const second = await browser.send(`${edge.url}${path}`, { headers });
      expect(first.status).toBe(200);
      expect(first.headers['x-edge-cache']).toBe('MISS');
      expect(second.headers['x-edge-cache']).toBe('HIT');
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
      // The instance's Date travels with the copy, so a browser reckons its age (nginx sends no Age).
      expect(second.headers.date).toBe(first.headers.date);
      expect(reaching(path)).toHaveLength(1);
    }
    expect((await browser.send(`${edge.url}${LARGE}`, { headers: CHROME })).headers['content-encoding']).toBe('br');
  });

  it('gives every client of a realistic population its own language and coding, from six entries per question', async () => {
    const { acceptLanguage, acceptEncoding } = browserHeaders();
    // What the instance answers each language, asked directly.
    const direct = async (path: string, language: string) =>
      JSON.parse(
        (await browser.send(`${server.url}${path}`, { headers: { 'Accept-Language': language } })).body.toString(),
      ).data as unknown;
    // Questions not asked before in this file (the first test cached LARGE and SMALL's neighbour).
    for (const path of [LARGE.replace('radius_km=50', 'radius_km=49'), SMALL.replace('radius_km=5', 'radius_km=4')]) {
      const truth = { es: await direct(path, 'es'), en: await direct(path, 'en') };
      const before = reaching(path).length;
      for (const [i, [language]] of acceptLanguage.entries()) {
        const coding = (acceptEncoding[i % acceptEncoding.length] as readonly [string, number])[0];
        const headers: Record<string, string> = {};
        if (language !== '') headers['Accept-Language'] = language;
        if (coding !== '') headers['Accept-Encoding'] = coding;
        const reply = await browser.send(`${edge.url}${path}`, { headers });
        const expected = negotiateLanguage(language || undefined);
        const where = `${path} with ${JSON.stringify(headers)}`;
        expect(reply.status, where).toBe(200);
        expect(reply.headers['content-language'], where).toBe(expected);
        const large = path.includes('limit=50');
        const expectedCoding = large ? preferredCoding(coding || undefined) : 'identity';
        expect(reply.headers['content-encoding'] ?? 'identity', where).toBe(expectedCoding);
        expect((JSON.parse(decoded(reply)) as { data: unknown }).data, where).toEqual(truth[expected]);
      }
      // Two languages, three codings: the instance answered each variant once, whatever the header strings.
      expect(reaching(path).length - before).toBeLessThanOrEqual(6);
      expect(
        reaching(path)
          .slice(before)
          .every((s) => ['es', 'en'].includes(s.acceptLanguage ?? '')),
      ).toBe(true);
    }
  });

  it('keeps the page at / and the JSON index apart, and all JSON clients share one copy of the index', async () => {
    const json = ['*/*', 'application/json', 'application/json, text/plain, */*', ''];
    const page = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const accept of [...json, page, ...json, page]) {
      const reply = await browser.send(`${edge.url}/`, { headers: accept ? { Accept: accept } : {} });
      // The page is `private` (or a problem when the page's script is not built here): never the edge's to keep.
      if (accept === page) expect(reply.headers['content-type']).not.toMatch(/^application\/json/);
      else expect(reply.headers['content-type']).toMatch(/^application\/json/);
    }
    // The index was asked once, as application/json; the page every time, as text/html.
    expect(reaching('/').map((s) => s.accept)).toEqual(['application/json', 'text/html', 'text/html']);
  });

  it('never keeps a problem: 503 switched off, 404, 400 reach the instance every time, no-store', async () => {
    for (const [path, status] of [
      ['/v1/taxes', 503],
      ['/v1/stations/999999999', 404],
      ['/v1/prices?level=nowhere', 400],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const reply = await browser.send(`${edge.url}${path}`);
        expect(reply.status, path).toBe(status);
        expect(reply.headers['content-type'], path).toMatch(/^application\/problem\+json/);
        expect(reply.headers['cache-control'], path).toBe('no-store');
        expect(reply.headers['x-edge-cache'], path).toBe('MISS');
      }
      expect(reaching(path).map((s) => s.status)).toEqual([status, status]);
    }
  });

  it('passes /mcp, POST and /v1/status through every time', async () => {
    const mcp = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    };
    const route = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' };
    for (const [path, init] of [
      ['/mcp', mcp],
      ['/v1/route/fuel', route],
      ['/v1/route/plan', route],
      ['/v1/status', {}],
    ] as const) {
      const replies = [await browser.send(`${edge.url}${path}`, init), await browser.send(`${edge.url}${path}`, init)];
      expect(reaching(path), path).toHaveLength(2);
      for (const reply of replies) expect(['MISS', undefined]).toContain(reply.headers['x-edge-cache']);
    }
    const tools = await browser.send(`${edge.url}/mcp`, mcp);
    expect(tools.status).toBe(200);
    expect(JSON.parse(tools.body.toString()).result.tools.length).toBeGreaterThan(10);
  });

  it('denies /metrics as a path that does not exist, for every method and spelling, without reaching an instance', async () => {
    const reached = seen.length;
    const unknown = await browser.send(`${edge.url}/no-such-path`, { headers: { 'Accept-Language': 'en' } });
    expect(seen).toHaveLength(reached + 1);
    const expected = JSON.parse(unknown.body.toString()) as Record<string, unknown>;
    for (const [path, method, language] of [
      ['/metrics', 'GET', 'en'],
      ['/metrics', 'GET', 'es-ES,es;q=0.9'],
      ['/metrics?name=fps_stations_loaded', 'GET', 'en'],
      ['//metrics', 'GET', 'en'],
      ['/%6Detrics', 'GET', 'en'],
      ['/metrics', 'POST', 'en'],
      ['/metrics', 'OPTIONS', 'en'],
    ] as const) {
      const reply = await browser.send(`${edge.url}${path}`, { method, headers: { 'Accept-Language': language } });
      const label = `${method} ${path} ${language}`;
      expect(reply.status, label).toBe(404);
      expect(reply.headers['content-type'], label).toBe('application/problem+json; charset=utf-8');
      expect(reply.headers['cache-control'], label).toBe('no-store');
      const problem = JSON.parse(reply.body.toString()) as Record<string, unknown>;
      expect(problem.request_id, label).toBe(reply.headers['x-request-id']);
      if (language === 'en') {
        // The instance's own problem for a path that does not exist, with /metrics for the path.
        expect(problem.detail, label).toBe(String(expected.detail).replace('/no-such-path', '/metrics'));
        expect([problem.title, problem.code, problem.status], label).toEqual([expected.title, expected.code, 404]);
      } else expect(problem.title, label).toBe('Recurso no encontrado');
    }
    const head = await browser.send(`${edge.url}/metrics`, { method: 'HEAD' });
    expect([head.status, head.body.length]).toEqual([404, 0]);
    expect(seen).toHaveLength(reached + 1);
  });

  it('normalises crafted negotiation headers in bounded time: the CPU of a cache hit, not hundreds of ms', async () => {
    const path = '/v1/prices?level=province&code=02';
    await browser.send(`${edge.url}${path}`);
    const spaces = ' '.repeat(7950);
    const crafted: [string, string][] = [
      ['Accept-Language', `en-a;q=${spaces}0`],
      ['Accept-Language', `en-a;q=${spaces}x;`],
      ['Accept-Language', 'es;q=0,'.repeat(1100)],
      ['Accept-Language', ', '.repeat(3975)],
      ['Accept-Encoding', `*;q=${spaces}0`],
      ['Accept-Encoding', 'gzip;q=0,'.repeat(880)],
      ['Accept', `application/json; ${spaces};q=0.5`],
    ];
    const nginxCpuMicros = () => nginxWorkerPids(edge.pid).reduce((sum, pid) => sum + processCpuMicros(pid), 0);
    const before = nginxCpuMicros();
    for (const [name, value] of crafted) {
      // `/` reads Accept as well; each request is a hit of the copy the plain request left.
      for (const target of [path, '/']) {
        for (let i = 0; i < 10; i++) {
          const reply = await browser.send(`${edge.url}${target}`, { headers: { [name]: value } });
          expect(reply.status, `${name} ${target}`).toBe(200);
        }
      }
    }
    // 140 requests: before, each cost nginx 100-300 ms of CPU (14 s or more in all); a hit costs some 50 µs.
    expect(nginxCpuMicros() - before).toBeLessThan(1_000_000);
    // Headers read on their first 512 characters, in whole elements: an English range past them does not count.
    const late = `${'fr,'.repeat(200)}en`;
    const early = `en,${'fr,'.repeat(200)}de`;
    const languageOf = async (header: string) =>
      (await browser.send(`${edge.url}${path}`, { headers: { 'Accept-Language': header } })).headers[
        'content-language'
      ];
    expect([await languageOf(late), await languageOf(early)]).toEqual(['es', 'en']);
  });

  it('answers a conditional request 304 from its copy, and a byte range from the uncompressed file', async () => {
    const path = '/v1/prices?level=province&code=02';
    const { headers } = await browser.send(`${edge.url}${path}`);
    const before = reaching(path).length;
    const revalidated = await browser.send(`${edge.url}${path}`, {
      headers: { 'If-None-Match': headers.etag as string },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(headers.etag);
    expect(reaching(path)).toHaveLength(before);

    const whole = await browser.send(`${edge.url}/downloads/stations.json`);
    for (let i = 0; i < 2; i++) {
      const range = await browser.send(`${edge.url}/downloads/stations.json`, {
        headers: { Range: 'bytes=0-99', 'Accept-Encoding': 'gzip, deflate, br' },
      });
      expect(range.status).toBe(206);
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.body.equals(whole.body.subarray(0, 100))).toBe(true);
    }
  });
});

describe('answers that expire in seconds, through the shipped nginx', () => {
  // 19:59:57 in Madrid: price answers live 3 s (the 20:00 refresh), with stale-while-revalidate; a station that
  // closes at 20:00 lives 3 s without it (its open_now turns false).
  const NOW = '2026-08-22T17:59:57Z';
  const CHANGE = new Date('2026-08-22T18:00:00Z');
  let server: TestServer;
  let edge: TestNginx;
  let seen: Seen[];
  let station = '';
  /** The station's answer as the edge kept it in the first test. */
  let stationCopy: Reply | undefined;
  const browser = client();
  const reaching = (url: string) => seen.filter((s) => s.url === url);
  /** nginx counts max-age in whole seconds from its clock: a copy is expired within max-age + 1 s of arriving. */
  const expiredAfter = (maxAge: number, arrivedAt: number) => sleep(arrivedAt + (maxAge + 1.1) * 1000 - Date.now());

  beforeAll(async () => {
    const dataset = await loadDataset(fixtureDataDir());
    const closing = dataset.stations.find((s) => {
      const openNow = openNowAt(new Date(NOW));
      return openNow.of(s) === true && openNow.changesAt()?.getTime() === CHANGE.getTime();
    });
    if (!closing) throw new Error('no station of the fixtures closes at 20:00 on 2026-08-22');
    station = `/v1/stations/${closing.id}`;
    server = await startTestServer({ clock: fixedClock(NOW), config: { trustProxy: parseTrustProxy('1') } });
    server.store.swap(dataset, new Date(NOW));
    seen = watch(server);
    edge = await startNginx({ upstreams: [new URL(server.url).host] });
  });
  afterAll(async () => {
    browser.close();
    await edge?.stop();
    await server?.close();
  });

  it('revalidates an expired copy with its ETag: the instance answers 304 and the copy lives on', async () => {
    const first = await browser.send(`${edge.url}${station}`);
    const arrived = Date.now();
    // Until the station closes, in the form of every price answer.
    expect(first.headers['cache-control']).toBe('public, max-age=3, stale-while-revalidate=300');
    expect(first.headers['x-edge-cache']).toBe('MISS');
    await expiredAfter(3, arrived);
    // Expired, within its stale-while-revalidate: the copy, while the edge revalidates it (in the background or now).
    const again = await browser.send(`${edge.url}${station}`);
    expect(['STALE', 'UPDATING', 'REVALIDATED']).toContain(again.headers['x-edge-cache']);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    await expect
      .poll(() => reaching(station).at(-1), { timeout: 5_000 })
      .toMatchObject({
        status: 304,
        ifNoneMatch: first.headers.etag,
      });
    stationCopy = await browser.send(`${edge.url}${station}`);
    expect(stationCopy.headers['x-edge-cache']).toBe('HIT');
    expect(stationCopy.body.equals(first.body)).toBe(true);
  });

  it('serves a new snapshot no later than the answer’s max-age and stale-while-revalidate allow', async () => {
    const path = '/v1/prices';
    // Loaded before the copy's 3 s start: on a loaded machine loading it takes longer than that.
    const sample = await loadDataset(sampleDataDir());
    const old = await browser.send(`${edge.url}${path}`);
    const arrived = Date.now();
    expect(old.headers['cache-control']).toBe('public, max-age=3, stale-while-revalidate=300');
    server.store.swap(sample, new Date(NOW));
    const published = (await browser.send(`${server.url}${path}`)).headers.etag;
    expect(published).not.toBe(old.headers.etag);
    const askedBefore = reaching(path).length;
    // Within max-age the edge's copy is the answer the instance gave: allowed.
    expect((await browser.send(`${edge.url}${path}`)).headers.etag).toBe(old.headers.etag);
    await expiredAfter(3, arrived);
    // Past it, the old copy may still be served (the answer allows 300 s of that) while it is refreshed in the
    // background; the new snapshot follows at once: the instance is asked once more, and until that one refresh is in
    // the edge's answers are the old copy marked as such, then the new one. Shown by what reached the instance, not by
    // a clock.
    const answers: Reply[] = [];
    await expect
      .poll(
        async () => {
          answers.push(await browser.send(`${edge.url}${path}`));
          return answers.at(-1)?.headers.etag;
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBe(published);
    for (const stale of answers.slice(0, -1)) {
      expect(stale.headers.etag).toBe(old.headers.etag);
      expect(['STALE', 'UPDATING']).toContain(stale.headers['x-edge-cache']);
    }
    expect(reaching(path).length - askedBefore).toBe(1);
  });

  it('serves expired copies while the instance is down (stale-if-error), and a problem for what it never had', async () => {
    // The station's copy expired while the last test ran (it was not asked since: the new snapshot may not hold it).
    const copy = await browser.send(`${edge.url}/v1/prices`);
    const arrived = Date.now();
    await server.close();
    await expiredAfter(3, arrived);
    // The instance gone, the station's copy stands in (its stale-while-revalidate, and the edge's stale-if-error past it).
    const stale = await browser.send(`${edge.url}${station}`);
    expect(stale.status).toBe(200);
    expect(stale.headers['x-edge-cache']).toBe('STALE');
    expect(stale.body.equals(stationCopy?.body ?? Buffer.alloc(0))).toBe(true);
    const prices = await browser.send(`${edge.url}/v1/prices`);
    expect(prices.headers['x-edge-cache']).toBe('STALE');
    expect(prices.body.equals(copy.body)).toBe(true);
    for (const language of ['es', 'en'] as const) {
      const never = await browser.send(`${edge.url}/v1/prices?fuel=lpg`, { headers: { 'Accept-Language': language } });
      expect(never.status).toBe(503);
      expect(never.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(never.headers['cache-control']).toBe('no-store');
      expect(never.headers['content-language']).toBe(language);
      expect(JSON.parse(never.body.toString())).toMatchObject({ status: 503, code: 'TEMPORARILY_UNAVAILABLE' });
    }
  });
});

describe('per-client limits behind the edge', () => {
  let server: TestServer;
  let edge: TestNginx;
  let seen: Seen[];
  const alice = client('127.0.0.2');
  const bob = client('127.0.0.3');

  beforeAll(async () => {
    // The limits as production counts them (in memory here), and TRUST_PROXY=1: nginx is the one proxy.
    server = await startTestServer({
      config: { trustProxy: parseTrustProxy('1') },
      deps: { rateLimitStore: undefined },
    });
    server.store.swap(await loadDataset(fixtureDataDir()), new Date('2026-08-22T14:00:00Z'));
    seen = watch(server);
    edge = await startNginx({ upstreams: [new URL(server.url).host] });
  });
  afterAll(async () => {
    alice.close();
    bob.close();
    await edge?.stop();
    await server?.close();
  });

  it('counts the client behind the proxy; a 429 is never kept; an edge hit is not counted', async () => {
    const point = (i: number) => `/v1/stations/nearby?lat=${(39 + i / 100).toFixed(2)}&lng=-1.86&radius_km=5`;
    for (let i = 0; i < 20; i++) expect((await alice.send(`${edge.url}${point(i)}`)).status).toBe(200);
    expect(seen.every((s) => s.forwardedFor?.split(',').at(-1)?.trim() === '127.0.0.2')).toBe(true);
    const wanted = '/v1/prices?level=province&code=02';
    const refused = await alice.send(`${edge.url}${wanted}`);
    expect(refused.status).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['retry-after']).toBeDefined();

    // Another client: its own window, and the answer the first was refused.
    const answered = await bob.send(`${edge.url}${wanted}`);
    expect(answered.status).toBe(200);
    expect(answered.headers['x-edge-cache']).toBe('MISS');
    expect(answered.headers.ratelimit).toMatch(/r=19\b/);
    expect(seen.at(-1)?.forwardedFor?.split(',').at(-1)?.trim()).toBe('127.0.0.3');

    // The refused client now gets the edge's copy: it never reaches the instance, so it is neither counted nor
    // refused, and it carries no RateLimit (that would be the other client's standing).
    const reached = seen.length;
    const hit = await alice.send(`${edge.url}${wanted}`);
    expect(hit.status).toBe(200);
    expect(hit.headers['x-edge-cache']).toBe('HIT');
    expect(hit.headers.ratelimit).toBeUndefined();
    expect(hit.headers['ratelimit-policy']).toBeDefined();
    expect(seen).toHaveLength(reached);
    // What it asks the instance is still refused.
    expect((await alice.send(`${edge.url}${point(20)}`)).status).toBe(429);
  });
});

describe('a start behind the edge', () => {
  let server: TestServer;
  let edge: TestNginx;
  let seen: Seen[];
  const browser = client();

  beforeAll(async () => {
    // An instance that has not loaded its data yet, as during a start.
    server = await startTestServer({ config: { dataDir: fixtureDataDir(), trustProxy: parseTrustProxy('1') } });
    seen = watch(server);
    edge = await startNginx({ upstreams: [new URL(server.url).host] });
  });
  afterAll(async () => {
    browser.close();
    await edge?.stop();
    await server?.close();
  });

  it('keeps nothing answered before the data: the index with its empty archive, today’s taxes', async () => {
    const archiveOf = (reply: Reply) => JSON.parse(decoded(reply)).data.archive as unknown[];
    for (const path of ['/', '/v1/taxes', '/v1/openapi', '/openapi.yaml']) {
      const replies = [await browser.send(`${edge.url}${path}`), await browser.send(`${edge.url}${path}`)];
      expect(
        replies.map((r) => [r.status, r.headers['cache-control'], r.headers['x-edge-cache']]),
        path,
      ).toEqual([
        [200, 'no-store', 'MISS'],
        [200, 'no-store', 'MISS'],
      ]);
      expect(
        seen.filter((s) => s.url === path),
        path,
      ).toHaveLength(2);
    }
    expect(archiveOf(await browser.send(`${edge.url}/`))).toEqual([]);
    // The data lands: the next request gets it, and that answer is kept.
    server.store.swap(await loadDataset(fixtureDataDir()), new Date('2026-08-22T14:00:00Z'));
    const served = await browser.send(`${edge.url}/`);
    expect(archiveOf(served).length).toBeGreaterThan(0);
    expect(served.headers['cache-control']).toBe('public, max-age=21600');
    expect((await browser.send(`${edge.url}/`)).headers['x-edge-cache']).toBe('HIT');
    // The contract at the address tools look at first is kept as /v1/openapi is.
    for (const path of ['/v1/openapi', '/openapi.yaml']) {
      await browser.send(`${edge.url}${path}`);
      expect((await browser.send(`${edge.url}${path}`)).headers['x-edge-cache'], path).toBe('HIT');
    }
  });
});
