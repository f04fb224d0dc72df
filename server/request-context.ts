// What every request gets, whichever part of the server answers it: an id, the common headers, one log line, and
// problem+json for every failure. Written on Node's own request and response, so the API path needs no framework.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from '../core/config.js';
import { createLinks, type Links } from '../core/links.js';
import { ApiProblem, problemBody } from '../core/problem.js';

export const MAX_URL_LENGTH = 2048;

const EXPOSED_HEADERS = 'X-Request-Id, X-Cache, RateLimit-Policy, Retry-After, ETag';

const COMMON_HEADERS: readonly (readonly [string, string])[] = [
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Expose-Headers', EXPOSED_HEADERS],
  ['X-Content-Type-Options', 'nosniff'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Robots-Tag', 'noindex'],
];

export interface RequestState {
  requestId: string;
  links: Links;
  /** The URL path without the query string, as received (not decoded). */
  path: string;
  /** The query string without its '?', as received. */
  search: string;
  startedAt: number;
}

const STATE = Symbol('request state');
type WithState = IncomingMessage & { [STATE]?: RequestState };

export function stateOf(req: IncomingMessage): RequestState {
  const state = (req as WithState)[STATE];
  if (!state) throw new Error('the request was not started with RequestStarter.begin');
  return state;
}

/** Splits the request target into path and query; absolute-form targets (GET http://host/path) are accepted too. */
export function splitTarget(url: string): { path: string; search: string } {
  let target = url;
  if (!target.startsWith('/')) {
    try {
      const parsed = new URL(target);
      target = `${parsed.pathname}${parsed.search}`;
    } catch {
      return { path: target, search: '' };
    }
  }
  const mark = target.indexOf('?');
  return mark < 0 ? { path: target, search: '' } : { path: target.slice(0, mark), search: target.slice(mark + 1) };
}

/** The client's address: the left-most X-Forwarded-For entry behind a trusted proxy, else the socket's. */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

function requestOrigin(req: IncomingMessage, config: Config): string {
  if (config.apiUrl) return config.apiUrl;
  const forwardedProto = config.trustProxy ? req.headers['x-forwarded-proto'] : undefined;
  const protocol =
    (typeof forwardedProto === 'string' && forwardedProto.split(',')[0]?.trim()) ||
    ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  return `${protocol}://${req.headers.host ?? 'localhost'}`;
}

/** Links per origin, remembered for the few origins a deployment sees (the Host header is the client's to choose). */
function linksCache(config: Config): (origin: string) => Links {
  const known = new Map<string, Links>();
  return (origin) => {
    let links = known.get(origin);
    if (!links) {
      links = createLinks(origin, config.siteUrl, config.docsUrl);
      if (known.size < 32) known.set(origin, links);
    }
    return links;
  };
}

export interface RequestStarter {
  /** Gives the request its id and common headers and logs it when answered; false when it was refused already. */
  begin(req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers with the problem+json for `error`: an ApiProblem as it is, anything else as a logged 500. */
  fail(req: IncomingMessage, res: ServerResponse, error: unknown): void;
}

export function createRequestStarter(config: Config, logger: Logger): RequestStarter {
  const linksFor = linksCache(config);

  function begin(req: IncomingMessage, res: ServerResponse): boolean {
    const requestId = randomUUID();
    const url = req.url ?? '/';
    const state: RequestState = {
      requestId,
      links: linksFor(requestOrigin(req, config)),
      ...splitTarget(url),
      startedAt: performance.now(),
    };
    (req as WithState)[STATE] = state;
    res.setHeader('X-Request-Id', requestId);
    for (const [name, value] of COMMON_HEADERS) res.setHeader(name, value);
    res.once('finish', () => {
      logger.info({
        request_id: requestId,
        method: req.method,
        path: state.path,
        status: res.statusCode,
        latency_ms: Math.round((performance.now() - state.startedAt) * 100) / 100,
        ip: clientIp(req, config.trustProxy),
      });
    });
    if (url.length > MAX_URL_LENGTH) {
      fail(
        req,
        res,
        new ApiProblem('URI_TOO_LONG', `The URL has ${url.length} characters; the limit is ${MAX_URL_LENGTH}`),
      );
      return false;
    }
    return true;
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    const state = (req as WithState)[STATE];
    const requestId = state?.requestId ?? randomUUID();
    const path = state?.path ?? splitTarget(req.url ?? '/').path;
    let problem: ApiProblem;
    if (error instanceof ApiProblem) problem = error;
    else if (isBodyParserError(error)) problem = new ApiProblem('INVALID_JSON', 'The body is not valid JSON');
    else {
      logger.error({ request_id: requestId, method: req.method, path, err: error }, 'unexpected error');
      problem = new ApiProblem('INTERNAL_ERROR', 'An unexpected error occurred; retry once after a few seconds');
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    const body = JSON.stringify(problemBody(problem, state?.links.docs ?? config.docsUrl, requestId, path));
    res.statusCode = problem.status;
    for (const [name, value] of Object.entries(problem.headers)) res.setHeader(name, value);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('Content-Type', 'application/problem+json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    if (problem.status === 413) res.setHeader('Connection', 'close');
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return { begin, fail };
}

function isBodyParserError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: string }).type === 'entity.parse.failed';
}
