// What every request gets, whichever part of the server answers it: an id, the common headers, one log line, and
// problem+json for every failure. Written on Node's own request and response, so the API path needs no framework.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { clientAddress, rateLimitKey, type TrustProxy } from '../../core/client-address.js';
import { ClientClosedRequest, clientClosed } from '../../core/client-closed.js';
import type { Config } from '../../core/config.js';
import { createLinks, type Links } from '../../core/links.js';
import { ApiProblem, problemBody } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import { negotiateLanguage } from '../../runtime/accept-language.js';
import { varyOn } from './http-rules.js';
import { refuseRequestHead } from './request-head.js';
import { requestOrigin } from './request-origin.js';

export const MAX_URL_LENGTH = 2048;

const EXPOSED_HEADERS = 'X-Request-Id, X-Cache, RateLimit, RateLimit-Policy, Retry-After, ETag';

/** Headers of every answer, as name, value, name, value…: the form `writeHead` takes without copying into a map. */
const COMMON_HEADERS: readonly string[] = [
  'Access-Control-Allow-Origin',
  '*',
  'Access-Control-Expose-Headers',
  EXPOSED_HEADERS,
  'X-Content-Type-Options',
  'nosniff',
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
  'X-Robots-Tag',
  'noindex',
];

export interface RequestState {
  requestId: string;
  links: Links;
  /** The URL path without the query string, as received (not decoded). */
  path: string;
  /** The query string without its '?', as received. */
  search: string;
  startedAt: number;
  /** The client's address (TRUST_PROXY applied), as the log line shows it. */
  clientIp: string;
  /** What the rate limits count it under: its IPv4 address, or its IPv6 network (RATE_LIMIT_IPV6_PREFIX). */
  clientKey: string;
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

/** The client's address: the right-most X-Forwarded-For hop that is not a trusted proxy (TRUST_PROXY), else the socket's. */
export function clientIp(req: IncomingMessage, trustProxy: TrustProxy): string {
  const forwarded = req.headers['x-forwarded-for'];
  return clientAddress(
    req.socket.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trustProxy,
  );
}

function originOf(req: IncomingMessage, config: Config): string {
  const request = {
    host: req.headers.host,
    forwardedProto: req.headers['x-forwarded-proto'],
    socketAddress: req.socket.remoteAddress,
    encrypted: (req.socket as { encrypted?: boolean }).encrypted === true,
  };
  return requestOrigin(request, config);
}

/** Links per origin, remembered for the few origins a deployment serves (ALLOWED_HOSTS bounds them). */
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

/**
 * The common headers and X-Request-Id of a request, as a flat list for `res.writeHead(status, list)`. The API's answers
 * are written that way, in one call: `setHeader` per header cost about 8 µs of server CPU per answer.
 */
export function commonHeaderList(requestId: string): string[] {
  return ['X-Request-Id', requestId, ...COMMON_HEADERS];
}

/** Sets the common headers and X-Request-Id on a response written header by header (pages, downloads, /mcp, errors). */
export function applyCommonHeaders(req: IncomingMessage, res: ServerResponse): void {
  const requestId = (req as WithState)[STATE]?.requestId;
  if (requestId) res.setHeader('X-Request-Id', requestId);
  for (let i = 0; i < COMMON_HEADERS.length; i += 2)
    res.setHeader(COMMON_HEADERS[i] as string, COMMON_HEADERS[i + 1] as string);
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
    const address = clientIp(req, config.trustProxy);
    const state: RequestState = {
      requestId,
      links: linksFor(originOf(req, config)),
      ...splitTarget(url),
      startedAt: performance.now(),
      // Read now: once the answer is sent, the socket may already be detached from the request (req.socket null).
      clientIp: address,
      clientKey: rateLimitKey(address, config.rateLimitIpv6Prefix),
    };
    (req as WithState)[STATE] = state;
    // One line per answered request, when the level asks for it (a listener per response costs even when silent).
    if (logger.isLevelEnabled('info')) {
      res.on('finish', () => {
        logger.info({
          request_id: requestId,
          method: req.method,
          path: state.path,
          status: res.statusCode,
          latency_ms: Math.round((performance.now() - state.startedAt) * 100) / 100,
          ip: state.clientIp,
        });
      });
    }
    if (url.length > MAX_URL_LENGTH) {
      fail(req, res, new ApiProblem('URI_TOO_LONG', PROBLEM_DETAILS.uriTooLong(url.length, MAX_URL_LENGTH)));
      return false;
    }
    const refused = refuseRequestHead(req);
    if (refused) {
      fail(req, res, refused);
      return false;
    }
    return true;
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    const state = (req as WithState)[STATE];
    const requestId = state?.requestId ?? randomUUID();
    const path = state?.path ?? splitTarget(req.url ?? '/').path;
    if (error instanceof ClientClosedRequest) {
      clientClosed(req, res, logger, error, { request_id: requestId, path });
      return;
    }
    let problem: ApiProblem;
    if (error instanceof ApiProblem) problem = error;
    else {
      logger.error({ request_id: requestId, method: req.method, path, err: error }, 'unexpected error');
      problem = new ApiProblem('INTERNAL_ERROR', PROBLEM_DETAILS.internalError);
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    const language = negotiateLanguage(req.headers['accept-language']);
    const body = JSON.stringify(problemBody(problem, language, state?.links.docs ?? config.docsUrl, requestId, path));
    applyCommonHeaders(req, res);
    res.statusCode = problem.status;
    for (const [name, value] of Object.entries(problem.headers)) res.setHeader(name, value);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('Content-Type', 'application/problem+json; charset=utf-8');
    res.setHeader('Content-Language', language);
    varyOn(res, 'Accept-Language');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    if (problem.status === 413) res.setHeader('Connection', 'close');
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return { begin, fail };
}
