// The REST adapter: an HTTP request to an operation of the contract in, the pipeline's answer out as HTTP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OPERATIONS, type Operation } from '../../generated/operations.js';
import { negotiateLanguage } from '../../runtime/accept-language.js';
import { cacheControl, WITHOUT_DATA_CACHE_CONTROL } from '../../runtime/cache/cache-policy.js';
import { type Answer, answerBytes, type OperationPipeline } from '../../runtime/pipeline/operation-pipeline.js';
import { clientHolds, encodeBody, preferredCoding, varyWith } from './http-rules.js';
import type { RouteTable } from './operation-router.js';
import { readJsonBody, requireJsonContentType } from './read-json-body.js';
import { commonHeaderList, stateOf } from './request-context.js';
import { atomFeed, FEED_MEDIA_TYPES, formEtag, jsonFeed, type WatchForm, watchForm } from './watch-feeds.js';

/** Each operation's Content-Type (the media type of its 200 in openapi.yaml), written once. */
const CONTENT_TYPES = new Map<Operation, string>(OPERATIONS.map((op) => [op, `${op.mediaType}; charset=utf-8`]));

/**
 * Answers of at least this many bytes go out compressed when the client accepts it. Below it compressing costs more
 * server CPU than the bytes it saves are worth: bench/core-reads.ts measures both sides.
 */
export const COMPRESS_MIN_BYTES = 8192;

/** The JSON body of a POST, read once the pipeline has counted the request against the limits. */
function readBodyOf(req: IncomingMessage): Promise<unknown> {
  requireJsonContentType(req);
  return readJsonBody(req);
}

export function createRestAdapter(deps: {
  pipeline: OperationPipeline;
  routes: RouteTable;
}): (req: IncomingMessage, res: ServerResponse) => void | Promise<void> {
  // An answer without a per-request part (no meta: the OpenAPI description) is the same bytes for every request: each
  // coding of it is compressed once per version.
  const constantBodies = new Map<string, Buffer>();
  const encodedOnce = (key: string, encode: () => Buffer): Buffer => {
    let encoded = constantBodies.get(key);
    if (!encoded) {
      if (constantBodies.size >= 8) constantBodies.clear();
      encoded = encode();
      constantBodies.set(key, encoded);
    }
    return encoded;
  };

  // A cached answer is written in the same turn as its request was read: no promise, no microtask.
  return (req, res) => {
    const { path, search, links, requestId, clientKey } = stateOf(req);
    const { operation, pathParams } = deps.routes.match(req.method ?? 'GET', path);
    const answer = deps.pipeline.run({
      operation,
      pathParams,
      path,
      query: search,
      clientKey,
      requestId,
      links,
      language: negotiateLanguage(req.headers['accept-language']),
      readBody: operation.method === 'POST' ? () => readBodyOf(req) : undefined,
    });
    return answer instanceof Promise ? answer.then((ready) => send(req, res, ready)) : send(req, res, answer);
  };

  function send(req: IncomingMessage, res: ServerResponse, ready: Answer): void {
    const { operation } = ready;
    const { requestId } = stateOf(req);
    // A watch is also a feed: negotiated on /v1/watch (which then varies on Accept), fixed on its extensions.
    const form = watchForm(operation.operationId, req.headers.accept);
    if (operation.operationId === 'getWatch') res.setHeader('Vary', varyWith(res, 'Accept'));
    const answer = form === null || form === 'json' ? ready : asFeed(req, ready, form);
    // A feed names its own address: the same data asked at another address is other bytes.
    const constant = ready.tail === '';
    const headers = commonHeaderList(requestId);
    for (const name in answer.limitHeaders) headers.push(name, answer.limitHeaders[name] as string);
    headers.push(
      'X-Cache',
      answer.cacheStatus,
      'Cache-Control',
      answer.withoutData
        ? WITHOUT_DATA_CACHE_CONTROL
        : cacheControl(operation.cache, answer.secondsToUpdate, answer.stale, answer.secondsToChange),
      'ETag',
      answer.etag,
      'Vary',
      // An operation written in one language (x-languages: the OpenAPI description) does not vary on the one asked.
      varyWith(res, operation.languages.length > 1 ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding'),
    );
    if (clientHolds(req, answer.etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    // After the 304: a 304 carries Vary and the validators, not the representation's metadata (RFC 9110, 15.4.5).
    headers.push(
      'Content-Type',
      form !== null && form !== 'json'
        ? `${FEED_MEDIA_TYPES[form]}; charset=utf-8`
        : (CONTENT_TYPES.get(operation) ?? `${operation.mediaType}; charset=utf-8`),
      'Content-Language',
      answer.contentLanguage,
    );
    const coding =
      answer.byteLength >= COMPRESS_MIN_BYTES ? preferredCoding(req.headers['accept-encoding']) : 'identity';
    if (coding === 'identity') {
      headers.push('Content-Length', String(answer.byteLength));
      res.writeHead(200, headers);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      // The head (cached bytes, or text just computed) and this request's meta go out as they are, in one write.
      res.write(answer.head);
      res.end(answer.tail);
      return;
    }
    // A weak ETag stays the same across codings: the representations are equivalent (RFC 9110, 8.8.1).
    const encoded = constant
      ? encodedOnce(`${answer.etag} ${coding}`, () => encodeBody(answerBytes(answer), coding))
      : encodeBody(answerBytes(answer), coding);
    headers.push('Content-Encoding', coding, 'Content-Length', String(encoded.length));
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : encoded);
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
}
