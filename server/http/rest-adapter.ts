// The REST adapter: an HTTP request to an operation of the contract in, the pipeline's answer out as HTTP. Its stages,
// in the order they run: the pipeline's request (route, language, body) → the pipeline → the answer's headers → 304
// when the client holds it → the representation's headers → its body, plain or compressed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OPERATIONS, type Operation } from '../../generated/operations.js';
import { negotiateLanguage } from '../../runtime/accept-language.js';
import { cacheControl, WITHOUT_DATA_CACHE_CONTROL } from '../../runtime/cache/cache-policy.js';
import type { OperationPipeline } from '../../runtime/pipeline/operation-pipeline.js';
import { type Answer, answerBytes, type PipelineRequest } from '../../runtime/pipeline/pipeline-request.js';
import { type ContentCoding, clientHolds, encodeBody, preferredCoding, varyWith } from './http-rules.js';
import type { RouteMatch, RouteTable } from './operation-router.js';
import { readJsonBody, requireJsonContentType } from './read-json-body.js';
import { commonHeaderList, type RequestState, stateOf } from './request-context.js';
import { atomFeed, FEED_MEDIA_TYPES, formEtag, jsonFeed, type WatchForm, watchForm } from './watch-feeds.js';
import { createYamlRendition } from './yaml-rendition.js';

/** The Content-Type of each media type an address answers (its operation's 200 in openapi.yaml), written once. */
const CONTENT_TYPES = new Map<string, string>(
  OPERATIONS.flatMap((op) => [op.mediaType, ...Object.values(op.aliases)]).map((type) => [
    type,
    `${type}; charset=utf-8`,
  ]),
);
const YAML = 'application/yaml';

/**
 * Answers of at least this many bytes go out compressed when the client accepts it. Below it compressing costs more
 * server CPU than the bytes it saves are worth: bench/core-reads.ts measures both sides.
 */
export const COMPRESS_MIN_BYTES = 8192;

export function createRestAdapter(deps: {
  pipeline: OperationPipeline;
  routes: RouteTable;
}): (req: IncomingMessage, res: ServerResponse) => void | Promise<void> {
  const encodeOnce = createConstantBodies();
  const inYaml = createYamlRendition();

  // A cached answer is written in the same turn as its request was read: no promise, no microtask.
  return (req, res) => {
    const state = stateOf(req);
    const route = deps.routes.match(req.method ?? 'GET', state.path);
    const answer = deps.pipeline.run(pipelineRequestOf(req, state, route));
    // The same answer at every address of the operation; at an address that answers YAML, written as YAML.
    const write = (ready: Answer) => send(req, res, route.mediaType === YAML ? inYaml(ready) : ready, route.mediaType);
    return answer instanceof Promise ? answer.then(write) : write(answer);
  };

  function send(req: IncomingMessage, res: ServerResponse, ready: Answer, mediaType: string): void {
    // A watch is also a feed: negotiated on /v1/watch (which then varies on Accept), fixed on its extensions.
    const form = watchForm(ready.operation.operationId, req.headers.accept);
    if (ready.operation.operationId === 'getWatch') res.setHeader('Vary', varyWith(res, 'Accept'));
    const feed = form === null || form === 'json' ? null : form;
    const answer = feed === null ? ready : asFeed(req, ready, feed);
    const headers = answerHeaders(answer, stateOf(req).requestId, varyWith(res, varyOf(answer.operation)));
    if (clientHolds(req, answer.etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    // After the 304: a 304 carries Vary and the validators, not the representation's metadata (RFC 9110, 15.4.5).
    const contentType = feed === null ? contentTypeOf(mediaType) : `${FEED_MEDIA_TYPES[feed]}; charset=utf-8`;
    headers.push('Content-Type', contentType, 'Content-Language', answer.contentLanguage);
    const coding = codingOf(answer, req.headers['accept-encoding']);
    if (coding === 'identity') writePlain(req, res, headers, answer);
    // A feed names its own address: the same data asked at another address is other bytes, never a constant answer.
    else writeEncoded(req, res, headers, answer, coding, encodeOnce, ready.tail === '');
  }
}

/** The watch's answer written as a feed, with the form's own ETag. */
function asFeed(req: IncomingMessage, answer: Answer, form: Exclude<WatchForm, 'json'>): Answer {
  const { path, search, links } = stateOf(req);
  const { data, meta } = JSON.parse(answerBytes(answer).toString());
  const language = answer.contentLanguage === 'en' ? 'en' : 'es';
  const input = { watch: data, meta, language, links, path, search } as const;
  const head = Buffer.from(form === 'atom' ? atomFeed(input) : jsonFeed(input));
  return { ...answer, head, tail: '', byteLength: head.length, etag: formEtag(answer.etag, form) };
}

/** The pipeline's request for an HTTP request routed to `route`: its operation, path parameters, language, body. */
export function pipelineRequestOf(req: IncomingMessage, state: RequestState, route: RouteMatch): PipelineRequest {
  const { path, search, links, requestId, clientKey } = state;
  const { operation, pathParams } = route;
  return {
    operation,
    pathParams,
    path,
    query: search,
    clientKey,
    requestId,
    links,
    language: negotiateLanguage(req.headers['accept-language']),
    readBody: operation.method === 'POST' ? () => readBodyOf(req) : undefined,
  };
}

/** The JSON body of a POST, read once the pipeline has counted the request against the limits. */
function readBodyOf(req: IncomingMessage): Promise<unknown> {
  requireJsonContentType(req);
  return readJsonBody(req);
}

/** What an answer varies on: an operation written in one language (the OpenAPI description) not on the one asked. */
function varyOf(operation: Operation): string {
  return operation.languages.length > 1 ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding';
}

/** The headers of a 200 or a 304, as a flat list for `res.writeHead`: the request's, the client's standing, caching. */
export function answerHeaders(answer: Answer, requestId: string, vary: string): string[] {
  const headers = commonHeaderList(requestId);
  for (const name in answer.limitHeaders) headers.push(name, answer.limitHeaders[name] as string);
  headers.push(
    'X-Cache',
    answer.cacheStatus,
    'Cache-Control',
    answer.withoutData
      ? WITHOUT_DATA_CACHE_CONTROL
      : cacheControl(answer.operation.cache, answer.secondsToUpdate, answer.stale, answer.secondsToChange),
    'ETag',
    answer.etag,
    'Vary',
    vary,
  );
  return headers;
}

function contentTypeOf(mediaType: string): string {
  return CONTENT_TYPES.get(mediaType) ?? `${mediaType}; charset=utf-8`;
}

/** The coding an answer goes out in: compressed from COMPRESS_MIN_BYTES, in the client's preferred coding. */
export function codingOf(answer: Pick<Answer, 'byteLength'>, acceptEncoding: string | undefined): ContentCoding {
  return answer.byteLength >= COMPRESS_MIN_BYTES ? preferredCoding(acceptEncoding) : 'identity';
}

/** The head (cached bytes, or text just computed) and this request's meta as they are, in one write; none for HEAD. */
export function writePlain(req: IncomingMessage, res: ServerResponse, headers: string[], answer: Answer): void {
  headers.push('Content-Length', String(answer.byteLength));
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  res.write(answer.head);
  res.end(answer.tail);
}

/** The encoding `encode` makes, made once per `key` (a version of a constant answer in a coding). */
type EncodeOnce = (key: string, encode: () => Buffer) => Buffer;

/**
 * The answer compressed in `coding`, under the ETag of its plain bytes: a weak ETag stays the same across codings, the
 * representations are equivalent (RFC 9110, 8.8.1).
 */
export function writeEncoded(
  req: IncomingMessage,
  res: ServerResponse,
  headers: string[],
  answer: Answer,
  coding: Exclude<ContentCoding, 'identity'>,
  encodeOnce: EncodeOnce,
  constant = answer.tail === '',
): void {
  // An answer without a per-request part (no meta: the OpenAPI description) is the same bytes for every request.
  const encoded = constant
    ? encodeOnce(`${answer.etag} ${coding}`, () => encodeBody(answerBytes(answer), coding))
    : encodeBody(answerBytes(answer), coding);
  headers.push('Content-Encoding', coding, 'Content-Length', String(encoded.length));
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : encoded);
}

/** Encoded bodies of constant answers, the last few versions and codings. */
export function createConstantBodies(capacity = 8): EncodeOnce {
  const bodies = new Map<string, Buffer>();
  return (key, encode) => {
    let encoded = bodies.get(key);
    if (!encoded) {
      if (bodies.size >= capacity) bodies.clear();
      encoded = encode();
      bodies.set(key, encoded);
    }
    return encoded;
  };
}
