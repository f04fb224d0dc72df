// The hostile-input corpus: raw request lines, headers, encodings, bodies and smuggling attempts, byte for byte, each
// with what must answer it. Sent on a real socket by hostile-input.integration.test.ts, and in both languages by
// answer-language.test.ts.
import type { ProblemCode } from '../core/problem.js';
import { MAX_URL_LENGTH } from '../server/http/request-context.js';

export type Expected =
  /** Node's HTTP parser refuses the request: its own bare answer, then it closes the connection. */
  | { by: 'node'; status: 400 | 431 }
  /** The connection is closed without an answer (CONNECT, which this server does not tunnel). */
  | { by: 'closed' }
  /** The app answers: a success checked against openapi.yaml, or problem+json with `code` naming `names`. */
  | { by: 'app'; status: 200; operation: readonly [string, string] }
  | { by: 'app'; status: 400 | 404 | 405 | 413 | 414 | 415; code: ProblemCode; names?: string };

export interface HostileRequest {
  name: string;
  /** Bytes as latin1 characters: '\xc3\xa9' is é in UTF-8. */
  request: string;
  expected: Expected | Expected[];
  /** The method of each request sent, when a HEAD or several requests make the answers differ. */
  methods?: string[];
}

/** Every request of the corpus names this host, once or more. */
export const HOST = 'Host: api.test\r\n';
const CLOSE = 'Connection: close\r\n';
const ROUTE = '{"points":[[40.4,-3.7],[40.5,-3.6]]}';

const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\n${HOST}${CLOSE}${headers}\r\n`;
const post = (body: string, headers = 'Content-Type: application/json\r\n') =>
  `POST /v1/route/fuel HTTP/1.1\r\n${HOST}${CLOSE}${headers}Content-Length: ${body.length}\r\n\r\n${body}`;
const chunked = (body: string, headers = 'Content-Type: application/json\r\n') =>
  `POST /v1/route/fuel HTTP/1.1\r\n${HOST}${CLOSE}${headers}Transfer-Encoding: chunked\r\n\r\n${body}`;

const node400 = { by: 'node', status: 400 } as const;
const status200 = { by: 'app', status: 200, operation: ['GET', '/v1/status'] } as const;
const route200 = { by: 'app', status: 200, operation: ['POST', '/v1/route/fuel'] } as const;
const invalid = (names: string) => ({ by: 'app', status: 400, code: 'INVALID_PARAMETER', names }) as const;
const notFound = { by: 'app', status: 404, code: 'ENDPOINT_NOT_FOUND' } as const;
const notAllowed = { by: 'app', status: 405, code: 'METHOD_NOT_ALLOWED' } as const;
const invalidJson = { by: 'app', status: 400, code: 'INVALID_JSON' } as const;

/** A target of exactly `length` characters whose only fault is an unknown parameter `x`. */
const targetOfLength = (length: number) => {
  const start = '/v1/status?x=';
  return `${start}${'a'.repeat(length - start.length)}`;
};

export const HOSTILE_REQUESTS: HostileRequest[] = [
  // The request line
  { name: 'NUL byte in the request line', request: get('/v1/status\x00'), expected: node400 },
  { name: 'control byte in the path', request: get('/v1/st\x01atus'), expected: node400 },
  { name: 'raw UTF-8 bytes in the path', request: get('/v1/stations/\xc3\xa9'), expected: node400 },
  { name: 'space in the path', request: get('/v1/sta tus'), expected: node400 },
  { name: 'lower-case method', request: `get /v1/status HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, expected: node400 },
  { name: 'unknown method FOO', request: `FOO /v1/status HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, expected: node400 },
  { name: 'HTTP/1.2', request: `GET /v1/status HTTP/1.2\r\n${HOST}${CLOSE}\r\n`, expected: node400 },
  {
    name: 'bare LF line endings',
    request: 'GET /v1/status HTTP/1.1\nHost: api.test\nConnection: close\n\n',
    expected: node400,
  },
  { name: 'absolute-form target', request: get('http://evil.example/v1/status'), expected: status200 },
  { name: 'asterisk-form OPTIONS *', request: `OPTIONS * HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, expected: notFound },
  {
    name: `URL of ${MAX_URL_LENGTH} characters (answered: only its parameter is wrong)`,
    request: get(targetOfLength(MAX_URL_LENGTH)),
    expected: invalid('x'),
  },
  {
    name: `URL of ${MAX_URL_LENGTH + 1} characters`,
    request: get(targetOfLength(MAX_URL_LENGTH + 1)),
    expected: { by: 'app', status: 414, code: 'URI_TOO_LONG' },
  },
  // Encodings in the path and the query
  { name: 'invalid percent-encoding in a query value', request: get('/v1/prices?fuel=%ZZ'), expected: invalid('fuel') },
  { name: 'invalid percent-encoding in a query name', request: get('/v1/prices?%ZZ=1'), expected: invalid('%ZZ') },
  { name: 'truncated UTF-8 in a query value', request: get('/v1/prices?fuel=%E0%A4%A'), expected: invalid('fuel') },
  {
    name: 'invalid percent-encoding in a path parameter',
    request: get('/v1/stations/%E0%A4%A'),
    expected: invalid('id'),
  },
  { name: '%00 in a query value', request: get('/v1/prices?fuel=diesel%00'), expected: invalid('fuel') },
  { name: '%00 as a path parameter', request: get('/v1/stations/%00'), expected: invalid('id') },
  { name: 'encoded ../ in a path parameter', request: get('/v1/stations/..%2F..%2Fetc%2Fpasswd'), expected: notFound },
  { name: 'emoji as a fuel', request: get('/v1/prices?fuel=%F0%9F%94%A5'), expected: invalid('fuel') },
  { name: 'a repeated parameter', request: get('/v1/prices?fuel=diesel&fuel=lpg'), expected: invalid('fuel') },
  { name: 'a bracketed parameter name', request: get('/v1/prices?fuel[]=diesel'), expected: invalid('fuel[]') },
  { name: '".." segments', request: get('/v1/../v1/status'), expected: notFound },
  { name: '".." toward a file of the repository', request: get('/downloads/../package.json'), expected: notFound },
  { name: '"//" at the start of the path', request: get('//v1/status'), expected: notFound },
  { name: '"//" inside the path', request: get('/v1//status'), expected: notFound },
  // Methods
  { name: 'TRACE', request: `TRACE /v1/status HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, expected: notAllowed },
  { name: 'PROPFIND', request: `PROPFIND /v1/status HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, expected: notAllowed },
  { name: 'DELETE', request: `DELETE /v1/status HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, expected: notAllowed },
  {
    name: 'CONNECT',
    request: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    expected: { by: 'closed' },
  },
  {
    name: 'HEAD with a body',
    request: get('/v1/status', 'Content-Length: 5\r\n').replace('GET', 'HEAD').concat('hello'),
    methods: ['HEAD'],
    expected: status200,
  },
  { name: 'GET with a body', request: `${get('/v1/status', 'Content-Length: 5\r\n')}hello`, expected: status200 },
  // Headers
  { name: 'HTTP/1.0 without Host', request: 'GET /v1/status HTTP/1.0\r\n\r\n', expected: status200 },
  { name: 'HTTP/1.1 without Host', request: `GET /v1/status HTTP/1.1\r\n${CLOSE}\r\n`, expected: node400 },
  { name: 'two Host headers', request: get('/v1/status', 'Host: evil.example\r\n'), expected: invalid('Host') },
  {
    name: 'a 20 KB header',
    request: get('/v1/status', `X-Big: ${'a'.repeat(20_000)}\r\n`),
    expected: { by: 'node', status: 431 },
  },
  { name: 'NUL in a header value', request: get('/v1/status', 'X-A: a\x00b\r\n'), expected: node400 },
  { name: 'space in a header name', request: get('/v1/status', 'X A: b\r\n'), expected: node400 },
  { name: 'obsolete line folding', request: get('/v1/status', 'X-Folded: a\r\n b\r\n'), expected: node400 },
  // Framing and smuggling
  {
    name: 'Transfer-Encoding chunked with Content-Length',
    request: chunked(
      `${ROUTE.length.toString(16)}\r\n${ROUTE}\r\n0\r\n\r\n`,
      `Content-Type: application/json\r\nContent-Length: ${ROUTE.length}\r\n`,
    ),
    expected: node400,
  },
  {
    name: 'CL.TE smuggling of a second request (never answered)',
    request: `POST /v1/route/fuel HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /v1/status HTTP/1.1\r\n${HOST}${CLOSE}\r\n`,
    methods: ['POST', 'GET'],
    expected: node400,
  },
  {
    name: 'two equal Content-Length headers',
    request: post(ROUTE, `Content-Type: application/json\r\nContent-Length: ${ROUTE.length}\r\n`),
    expected: node400,
  },
  {
    name: 'two different Content-Length headers',
    request: post(ROUTE, 'Content-Type: application/json\r\nContent-Length: 5\r\n'),
    expected: node400,
  },
  {
    name: 'a list in Content-Length',
    request: `POST /v1/route/fuel HTTP/1.1\r\n${HOST}${CLOSE}Content-Type: application/json\r\nContent-Length: 36, 36\r\n\r\n${ROUTE}`,
    expected: node400,
  },
  {
    name: 'a negative Content-Length',
    request: `POST /v1/route/fuel HTTP/1.1\r\n${HOST}${CLOSE}Content-Type: application/json\r\nContent-Length: -1\r\n\r\n`,
    expected: node400,
  },
  {
    name: 'Content-Length with a plus sign',
    request: `POST /v1/route/fuel HTTP/1.1\r\n${HOST}${CLOSE}Content-Type: application/json\r\nContent-Length: +5\r\n\r\n12345`,
    expected: node400,
  },
  {
    name: 'Transfer-Encoding: xchunked',
    request: chunked('0\r\n\r\n').replace('chunked', 'xchunked'),
    expected: node400,
  },
  {
    name: 'Transfer-Encoding: chunked, identity',
    request: chunked('0\r\n\r\n').replace('chunked', 'chunked, identity'),
    expected: node400,
  },
  {
    name: 'a space before the colon of Transfer-Encoding',
    request: chunked('0\r\n\r\n').replace('Transfer-Encoding:', 'Transfer-Encoding :'),
    expected: node400,
  },
  { name: 'an invalid chunk size', request: chunked('zz\r\nabc\r\n0\r\n\r\n'), expected: node400 },
  {
    name: 'a valid chunked body',
    request: chunked(`${ROUTE.length.toString(16)}\r\n${ROUTE}\r\n0\r\n\r\n`),
    methods: ['POST'],
    expected: route200,
  },
  {
    name: 'a chunked body over 32 KB',
    request: chunked(`${'8000\r\n'}${' '.repeat(0x8000)}\r\n10\r\n${' '.repeat(16)}\r\n0\r\n\r\n`),
    methods: ['POST'],
    expected: { by: 'app', status: 413, code: 'PAYLOAD_TOO_LARGE' },
  },
  {
    name: 'a Content-Length over 32 KB',
    request: post(' '.repeat(40_000)),
    methods: ['POST'],
    expected: { by: 'app', status: 413, code: 'PAYLOAD_TOO_LARGE' },
  },
  {
    name: 'pipelined requests, answered in order',
    request: `GET /v1/status HTTP/1.1\r\n${HOST}\r\n${get('/v1/nope')}`,
    methods: ['GET', 'GET'],
    expected: [status200, notFound],
  },
  {
    name: 'a bad request pipelined after a good one (Node answers 400 for the connection and closes it)',
    request: `GET /v1/status HTTP/1.1\r\n${HOST}\r\nGET /v1/st\x01atus HTTP/1.1\r\n${HOST}\r\n`,
    methods: ['GET', 'GET'],
    expected: node400,
  },
  {
    name: 'Expect: 100-continue',
    request: post(ROUTE, 'Content-Type: application/json\r\nExpect: 100-continue\r\n'),
    methods: ['POST'],
    expected: route200,
  },
  // Bodies
  { name: 'invalid JSON', request: post('{"points": [[40.4, -3.7],'), methods: ['POST'], expected: invalidJson },
  { name: 'an empty body with Content-Length 0', request: post(''), methods: ['POST'], expected: invalidJson },
  {
    name: 'JSON nested 5,000 levels deep',
    request: post(`${'['.repeat(5000)}${']'.repeat(5000)}`),
    methods: ['POST'],
    expected: invalid('body'),
  },
  {
    name: 'JSON objects nested 5,000 levels deep',
    request: post(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
    methods: ['POST'],
    expected: invalid('body'),
  },
  {
    name: 'JSON with a __proto__ key',
    request: post(`${ROUTE.slice(0, -1)},"__proto__":{"isAdmin":true}}`),
    methods: ['POST'],
    expected: invalid('__proto__'),
  },
  {
    name: 'JSON with constructor.prototype',
    request: post(`${ROUTE.slice(0, -1)},"constructor":{"prototype":{"x":1}}}`),
    methods: ['POST'],
    expected: invalid('constructor'),
  },
  {
    name: 'a number 1e400 (Infinity once parsed)',
    request: post(`${ROUTE.slice(0, -1)},"corridor_km":1e400}`),
    methods: ['POST'],
    expected: invalid('corridor_km'),
  },
  {
    name: 'a latitude of 1e400',
    request: post('{"points":[[1e400,-3.7],[40.5,-3.6]]}'),
    methods: ['POST'],
    expected: invalid('points'),
  },
  {
    name: 'a byte order mark before the JSON (dropped, as RFC 8259 allows)',
    request: post(`\xef\xbb\xbf${ROUTE}`),
    methods: ['POST'],
    expected: route200,
  },
  {
    name: 'bytes that are not UTF-8',
    request: post(`${ROUTE.slice(0, -1)},"fuel":"di\xe9sel"}`),
    methods: ['POST'],
    expected: invalidJson,
  },
  {
    name: 'a charset other than UTF-8',
    request: post(ROUTE, 'Content-Type: application/json; charset=iso-8859-1\r\n'),
    methods: ['POST'],
    expected: { by: 'app', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  {
    name: 'charset=UTF-8 spelled in capitals',
    request: post(ROUTE, 'Content-Type: application/json; charset=UTF-8\r\n'),
    methods: ['POST'],
    expected: route200,
  },
  {
    name: 'no Content-Type',
    request: post(ROUTE, ''),
    methods: ['POST'],
    expected: { by: 'app', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  {
    name: 'text/plain',
    request: post(ROUTE, 'Content-Type: text/plain\r\n'),
    methods: ['POST'],
    expected: { by: 'app', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  { name: 'a JSON array as the body', request: post('[]'), methods: ['POST'], expected: invalid('body') },
  { name: 'null as the body', request: post('null'), methods: ['POST'], expected: invalid('body') },
  { name: 'a string as the body', request: post('"points"'), methods: ['POST'], expected: invalid('body') },
  {
    name: 'unicode escapes of NUL in a field',
    request: post(`${ROUTE.slice(0, -1)},"fuel":"\\u0000"}`),
    methods: ['POST'],
    expected: invalid('fuel'),
  },
];
