import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createLinks } from '../../core/links.js';
import type { Answer } from '../../runtime/pipeline/pipeline-request.js';
import { operationNamed } from '../../test/support/pipeline-requests.js';
import { RouteTable } from './operation-router.js';
import type { RequestState } from './request-context.js';
import {
  answerHeaders,
  COMPRESS_MIN_BYTES,
  codingOf,
  createConstantBodies,
  pipelineRequestOf,
  writeEncoded,
  writePlain,
} from './rest-adapter.js';

const state = (path: string, search = ''): RequestState => ({
  requestId: 'request-1',
  links: createLinks('http://127.0.0.1', 'https://gasolineras.dev', ''),
  path,
  search,
  startedAt: 0,
  clientIp: '203.0.113.7',
  clientKey: '203.0.113.7',
});
const httpRequest = (method: string, headers: Record<string, string> = {}) =>
  ({ method, headers }) as unknown as IncomingMessage;

function answer(overrides: Partial<Answer> = {}): Answer {
  return {
    operation: operationNamed('getPrices'),
    head: Buffer.from('{"data":1,"meta":'),
    tail: '{}}',
    byteLength: 20,
    etag: 'W/"abc-es"',
    contentLanguage: 'es',
    cacheStatus: 'hit',
    stale: false,
    withoutData: false,
    secondsToUpdate: 600,
    secondsToChange: null,
    limitHeaders: { RateLimit: '"burst";r=19;t=10' },
    ...overrides,
  };
}

/** What a response was given: its status, headers and the bytes written. */
function recordingResponse() {
  const written: Buffer[] = [];
  const record = { status: 0, headers: [] as string[], body: () => Buffer.concat(written) };
  const keep = (chunk?: Buffer | string) => chunk !== undefined && written.push(Buffer.from(chunk));
  const res = {
    writeHead: (status: number, headers: string[]) => {
      Object.assign(record, { status, headers });
      return res;
    },
    write: keep,
    end: keep,
  };
  return { res: res as unknown as ServerResponse, record };
}

describe('REST adapter stages', () => {
  it("makes the pipeline's request: the route's operation, decoded path parameters, the language asked", () => {
    const routes = new RouteTable();
    const request = pipelineRequestOf(
      httpRequest('GET', { 'accept-language': 'en-GB,en;q=0.9' }),
      state('/v1/stations/4375', 'x=1'),
      routes.match('GET', '/v1/stations/4375'),
    );
    expect(request).toMatchObject({
      operation: operationNamed('getStation'),
      pathParams: { id: '4375' },
      query: 'x=1',
      clientKey: '203.0.113.7',
      language: 'en',
      readBody: undefined,
    });
    const post = pipelineRequestOf(
      httpRequest('POST'),
      state('/v1/route/fuel'),
      routes.match('POST', '/v1/route/fuel'),
    );
    expect(post.readBody).toBeTypeOf('function');
    expect(() => routes.match('GET', '/v1/nothing')).toThrow(expect.objectContaining({ code: 'ENDPOINT_NOT_FOUND' }));
  });

  it("writes the answer's headers: the request's id, the client's standing, X-Cache, caching, ETag and Vary", () => {
    const headers = answerHeaders(answer(), 'request-1', 'Accept-Encoding');
    const named = (list: string[]) => Object.fromEntries(list.flatMap((v, i) => (i % 2 ? [] : [[v, list[i + 1]]])));
    expect(named(headers)).toMatchObject({
      'X-Request-Id': 'request-1',
      RateLimit: '"burst";r=19;t=10',
      'X-Cache': 'hit',
      'Cache-Control': 'public, max-age=600, stale-while-revalidate=300',
      ETag: 'W/"abc-es"',
      Vary: 'Accept-Encoding',
    });
    // Made before any data was served: no cache may keep it.
    expect(named(answerHeaders(answer({ withoutData: true }), 'r', 'Accept-Encoding'))['Cache-Control']).toBe(
      'no-store',
    );
  });

  it('compresses from COMPRESS_MIN_BYTES, in the coding the client prefers', () => {
    expect(codingOf({ byteLength: COMPRESS_MIN_BYTES - 1 }, 'br, gzip')).toBe('identity');
    expect(codingOf({ byteLength: COMPRESS_MIN_BYTES }, 'br, gzip')).toBe('br');
    expect(codingOf({ byteLength: COMPRESS_MIN_BYTES }, 'gzip')).toBe('gzip');
    expect(codingOf({ byteLength: COMPRESS_MIN_BYTES }, undefined)).toBe('identity');
  });

  it('writes the head and the meta as they are, with their length; headers alone for HEAD', () => {
    const { res, record } = recordingResponse();
    writePlain(httpRequest('GET'), res, [], answer());
    expect(record.status).toBe(200);
    expect(record.headers).toEqual(['Content-Length', '20']);
    expect(record.body().toString()).toBe('{"data":1,"meta":{}}');
    const head = recordingResponse();
    writePlain(httpRequest('HEAD'), head.res, [], answer());
    expect(head.record.body()).toHaveLength(0);
  });

  it('compresses a constant answer once per version and coding', () => {
    const encodeOnce = createConstantBodies();
    const bare = answer({ tail: '', head: Buffer.from('{"openapi":"3.1.0"}'), byteLength: 19 });
    const bodies = [recordingResponse(), recordingResponse()];
    for (const { res } of bodies) writeEncoded(httpRequest('GET'), res, [], bare, 'gzip', encodeOnce);
    const [first, second] = bodies.map(({ record }) => record);
    expect(gunzipSync(first?.body() as Buffer).toString()).toBe('{"openapi":"3.1.0"}');
    expect(second?.headers).toEqual(['Content-Encoding', 'gzip', 'Content-Length', String(first?.body().length)]);
    expect(encodeOnce('W/"abc-es" gzip', () => Buffer.from('again'))).toEqual(first?.body());
  });
});
