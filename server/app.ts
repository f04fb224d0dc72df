// The HTTP application: every cross-cutting rule of the spec, in the order a request meets them.
import { createHash, randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { Operation } from '../generated/operations.js';
import { HANDLERS } from '../handlers/index.js';
import type { HandlerContext, OperationHandlers } from '../handlers/types.js';
import { mountMcp } from '../mcp/http.js';
import { loadOpenApi, type OpenApiDocument } from '../scripts/contract.js';
import type { DataStore } from '../store/data-store.js';
import { cacheControl, maxAgeSeconds } from './cache-policy.js';
import { type Clock, nextRefreshSlot, secondsToMadridMidnight, systemClock } from './clock.js';
import type { Config } from './config.js';
import { createLinks, type Links } from './links.js';
import { buildMeta } from './meta.js';
import { createOperationInvoker } from './operation-invoker.js';
import { ApiProblem, problemBody } from './problem.js';
import { MemoryRateLimitStore, policiesFor, policyHeader, RateLimiter, type RateLimitStore } from './rate-limit.js';
import { readJsonBody, requireJsonContentType } from './read-json-body.js';
import { RequestValidator } from './request-validator.js';
import { cacheKey, ResponseCache } from './response-cache.js';
import { RouteTable } from './routes.js';
import { mountStaticRoutes } from './static-routes.js';

export const MAX_URL_LENGTH = 2048;
const READS_THE_CALENDAR = new Set(['listReports', 'getReport']);

export interface AppDependencies {
  config: Config;
  store: DataStore;
  logger: Logger;
  clock?: Clock;
  rateLimitStore?: RateLimitStore;
  handlers?: OperationHandlers;
  document?: OpenApiDocument;
}

interface RequestState {
  requestId: string;
  links: Links;
  startedAt: number;
}

const EXPOSED_HEADERS = 'X-Request-Id, X-Cache, RateLimit-Policy, Retry-After, ETag';

export async function createApp(deps: AppDependencies) {
  const { config, store, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const handlers = deps.handlers ?? HANDLERS;
  const document = deps.document ?? loadOpenApi();
  const validator = await RequestValidator.create(document);
  const routes = new RouteTable();
  const limiter = new RateLimiter(deps.rateLimitStore ?? new MemoryRateLimitStore());
  const cache = new ResponseCache();
  store.onSwap(() => cache.clear());

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('trust proxy', config.trustProxy);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const requestId = randomUUID();
    const origin = config.apiUrl || `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const state: RequestState = {
      requestId,
      links: createLinks(origin, config.siteUrl, config.docsUrl),
      startedAt: performance.now(),
    };
    res.locals.state = state;
    res.set({
      'X-Request-Id': requestId,
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': EXPOSED_HEADERS,
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Robots-Tag': 'noindex',
    });
    res.on('finish', () => {
      logger.info({
        request_id: requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        latency_ms: Math.round((performance.now() - state.startedAt) * 100) / 100,
        ip: req.ip,
      });
    });
    if (req.originalUrl.length > MAX_URL_LENGTH) {
      next(
        new ApiProblem(
          'URI_TOO_LONG',
          `The URL has ${req.originalUrl.length} characters; the limit is ${MAX_URL_LENGTH}`,
        ),
      );
      return;
    }
    next();
  });

  mountStaticRoutes(app, { config, store, document });
  mountMcp(app, {
    invoke: createOperationInvoker({ validator, handlers, store, config, clock }),
    limiter,
    clientIp,
    clock,
    config,
    linksFor: (req) => ((req.res as Response).locals.state as RequestState).links,
    logger,
  });

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      await answer(req, res);
    } catch (error) {
      next(error);
    }
  });

  async function answer(req: Request, res: Response): Promise<void> {
    const state = res.locals.state as RequestState;
    if (req.method === 'OPTIONS') return preflight(req, res);
    const { operation, pathParams } = routes.match(req.method, req.path);
    if (config.disabledOperations.has(operation.operationId) || config.disabledOperations.has('*')) {
      throw new ApiProblem('ENDPOINT_DISABLED', `${operation.path} is switched off for maintenance`, {
        'Retry-After': '3600',
      });
    }
    const policies = policiesFor(operation.rateClass);
    await limiter.check(clientIp(req), policies, clock.now().getTime());

    let body: unknown;
    if (operation.method === 'POST') {
      requireJsonContentType(req);
      body = await readJsonBody(req);
    }
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    const input = validator.validate(operation.operationId, { path: req.path, search, body }, pathParams);

    const now = clock.now();
    const secondsToUpdate = (nextRefreshSlot(now).getTime() - now.getTime()) / 1000;
    const ttlSeconds = Math.min(
      maxAgeSeconds(operation.cache, secondsToUpdate),
      // Whether a month has finished changes at midnight in Madrid, not with the data.
      READS_THE_CALENDAR.has(operation.operationId) ? secondsToMadridMidnight(now) : Number.POSITIVE_INFINITY,
    );
    const key = `${state.links.api('')}${cacheKey(req.path, input.query)}`;
    let cached = ttlSeconds > 0 ? cache.get(key, now.getTime()) : undefined;
    const hit = cached !== undefined;
    if (!cached) {
      const context: HandlerContext = { store, config, clock, links: state.links };
      const handler = handlers[operation.operationId] as (i: typeof input, c: HandlerContext) => unknown;
      const result = (await handler(input, context)) as { data: unknown; webUrl?: string | null };
      const dataJson = JSON.stringify(result.data);
      cached = {
        dataJson,
        webUrl: result.webUrl === undefined ? config.siteUrl : result.webUrl,
        etag: `W/"${createHash('sha1').update(dataJson).digest('base64url')}"`,
        expiresAtMs: now.getTime() + ttlSeconds * 1000,
      };
      if (ttlSeconds > 0) cache.set(key, cached);
    }
    sendSuccess(req, res, operation, cached, hit, secondsToUpdate);
  }

  function sendSuccess(
    req: Request,
    res: Response,
    operation: Operation,
    cached: { dataJson: string; webUrl: string | null; etag: string },
    hit: boolean,
    secondsToUpdate: number,
  ): void {
    const state = res.locals.state as RequestState;
    const stale = store.stale;
    res.set({
      'RateLimit-Policy': policyHeader(policiesFor(operation.rateClass)),
      'X-Cache': stale ? 'stale' : hit ? 'hit' : 'miss',
      'Cache-Control': cacheControl(operation.cache, secondsToUpdate, stale),
      ETag: cached.etag,
    });
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === cached.etag)) {
      res.status(304).end();
      return;
    }
    const meta = buildMeta(store, clock.now(), state.requestId, cached.webUrl);
    const payload = `{"data":${cached.dataJson},"meta":${JSON.stringify(meta)}}`;
    const contentType =
      operation.operationId === 'getOpenApi' ? 'application/vnd.oai.openapi+json' : 'application/json';
    const bodyText = operation.operationId === 'getOpenApi' ? cached.dataJson : payload;
    res
      .status(200)
      .type(`${contentType}; charset=utf-8`)
      .set('Content-Length', String(Buffer.byteLength(bodyText)));
    res.end(req.method === 'HEAD' ? undefined : bodyText);
  }

  function preflight(req: Request, res: Response): void {
    const allowed = routes.allowedMethods(req.path);
    if (!allowed) throw new ApiProblem('ENDPOINT_NOT_FOUND', `No endpoint at ${req.path}`);
    res.set({
      Allow: allowed.join(', '),
      'Access-Control-Allow-Methods': allowed.join(', '),
      'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
      'Access-Control-Max-Age': '86400',
      'Cache-Control': 'no-store',
    });
    res.status(204).end();
  }

  function clientIp(req: Request): string {
    return (config.trustProxy ? req.ip : req.socket.remoteAddress) ?? 'unknown';
  }

  // The one error mapper: every failure leaves as application/problem+json, never with a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const state = res.locals.state as RequestState | undefined;
    const requestId = state?.requestId ?? randomUUID();
    let problem: ApiProblem;
    if (error instanceof ApiProblem) problem = error;
    else if (isBodyParserError(error)) problem = new ApiProblem('INVALID_JSON', 'The body is not valid JSON');
    else {
      logger.error({ request_id: requestId, method: req.method, path: req.path, err: error }, 'unexpected error');
      problem = new ApiProblem('INTERNAL_ERROR', 'An unexpected error occurred; retry once after a few seconds');
    }
    const docs = state?.links.docs ?? config.docsUrl;
    const body = JSON.stringify(problemBody(problem, docs, requestId, req.path));
    res.status(problem.status).set({ ...problem.headers, 'Cache-Control': 'no-store', 'X-Request-Id': requestId });
    res.type('application/problem+json; charset=utf-8').set('Content-Length', String(Buffer.byteLength(body)));
    if (problem.status === 413) res.set('Connection', 'close');
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  return app;
}

function isBodyParserError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: string }).type === 'entity.parse.failed';
}
