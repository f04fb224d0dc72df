// One attempt's classification of bodies, with a fake fetch (no server needed).

import { describe, expect, it } from 'vitest';
import { fetchJsonOnce, looksTruncated } from './fetch-json.js';
import { SourceError } from './source-error.js';

const URL_ = 'http://ministry.test/PreciosCarburantes/EstacionesTerrestres/';
const answering =
  (body: ConstructorParameters<typeof Response>[0], init: ResponseInit = {}): typeof fetch =>
  async () =>
    new Response(body, init);
const attempt = (httpGet: typeof fetch, maxBytes = 1_000_000) =>
  fetchJsonOnce(URL_, { httpGet, timeoutMs: 1_000, maxBytes, attempt: 2 }).catch((e: unknown) => e);

describe('fetchJsonOnce', () => {
  it('parses JSON, dropping a UTF-8 BOM', async () => {
    expect(await attempt(answering('\uFEFF{"a":"1,5"}'))).toEqual({ a: '1,5' });
  });

  it('classifies bad bodies', async () => {
    const kinds = await Promise.all(
      [
        answering('<!DOCTYPE html><p>Servicio no disponible</p>', { headers: { 'content-type': 'application/json' } }),
        answering('<p>x</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
        answering('{"ListaEESSPrecio":[{"a":"1'),
        answering(''),
        answering('{"a":}'),
        answering('nope', { status: 503 }),
      ].map(async (fake) => ((await attempt(fake)) as SourceError).kind),
    );
    expect(kinds).toEqual(['html', 'html', 'truncated', 'truncated', 'invalid-json', 'http']);
  });

  it('records url, attempt and status', async () => {
    const error = await attempt(answering('gone', { status: 404 }));
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ kind: 'http', status: 404, attempts: 2, url: URL_ });
  });

  it('reports a network failure and a timeout', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    };
    expect(await attempt(refused)).toMatchObject({ kind: 'network' });
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const error = await fetchJsonOnce(URL_, { httpGet: hanging, timeoutMs: 50, maxBytes: 1, attempt: 1 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('stops an endless body at the cap instead of buffering it', async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        pulled++;
        controller.enqueue(new Uint8Array(4096).fill(0x20));
      },
      cancel: () => {
        cancelled = true;
      },
    });
    expect(await attempt(answering(endless), 10_000)).toMatchObject({ kind: 'too-large' });
    expect(pulled).toBeLessThan(10);
    expect(cancelled).toBe(true);
  });

  it('refuses a body nested deeper than any answer of the service, before JSON.parse makes a level of it', async () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    expect(await attempt(answering(nested(1_000_000)), 4_000_000)).toMatchObject({ kind: 'too-deep' });
    expect(await attempt(answering(`[{"a":"[[[["},${nested(15)}]`))).toEqual([
      { a: '[[[[' },
      [[[[[[[[[[[[[[[]]]]]]]]]]]]]]],
    ]);
  });

  it('rejects a declared oversize body before reading it', async () => {
    const fake = answering('x'.repeat(2_000), { headers: { 'content-length': '2000' } });
    expect(await attempt(fake, 1_000)).toMatchObject({ kind: 'too-large' });
  });
});

describe('looksTruncated', () => {
  it('tells a cut-off prefix from malformed JSON', () => {
    expect(looksTruncated('{"a":["x\\"')).toBe(true);
    expect(looksTruncated('[{"a":"}"}')).toBe(true);
    expect(looksTruncated('  ')).toBe(true);
    expect(looksTruncated('{"a":}')).toBe(false);
    expect(looksTruncated('{"a":"b"}x')).toBe(false);
  });
});
