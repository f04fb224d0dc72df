// The HTTP application: every cross-cutting rule of the spec, in the order a request meets them.
// The API operations are answered on Node's own request and response (Express costs 5x a bare Node answer on these
// machines); Express serves what lies outside the operation table: the documentation pages, the downloads and /mcp.
import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { Operation } from '../generated/operations.js';
import { HANDLERS } from '../handlers/index.js';
import type { HandlerContext, OperationHandlers } from '../handlers/types.js';
import { MCP_PATH, mountMcp } from '../mcp/http.js';
import { loadOpenApi, type OpenApiDocument } from '../scripts/contract.js';
import type { DataStore } from '../store/data-store.js';
import { cacheControl, maxAgeSeconds } from './cache-policy.js';
import { type Clock, nextRefreshSlot, secondsToMadridMidnight, systemClock } from './clock.js';
import type { Config } from './config.js';
import { buildMeta } from './meta.js';
import { createOperationInvoker } from './operation-invoker.js';
import { ApiProblem } from './problem.js';
import { MonthlyQueryBudget } from './query-budget.js';
import { MemoryRateLimitStore, policiesFor, policyHeader, RateLimiter, type RateLimitStore } from './rate-limit.js';
import { readJsonBody, requireJsonContentType } from './read-json-body.js';
import { clientIp, createRequestStarter, stateOf } from './request-context.js';
import { RequestValidator } from './request-validator.js';
import { type CachedResponse, cacheKey, ResponseCache } from './response-cache.js';
import { RouteTable } from './routes.js';
import { mountStaticRoutes, STATIC_PATHS } from './static-routes.js';

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

export async function createApp(deps: AppDependencies): Promise<RequestListener> {
  const { config, store, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const handlers = deps.handlers ?? HANDLERS;
  const document = deps.document ?? loadOpenApi();
  const validator = await RequestValidator.create(document);
  const routes = new RouteTable();
  const limiter = new RateLimiter(deps.rateLimitStore ?? new MemoryRateLimitStore());
  const cache = new ResponseCache();
  const budget = new MonthlyQueryBudget(config.monthlyQueryBudget);
  store.onSwap(() => cache.clear());
  const requests = createRequestStarter(config, logger);

  const outsideOperations = express();
  outsideOperations.disable('x-powered-by');
  outsideOperations.disable('etag');
  outsideOperations.set('trust proxy', config.trustProxy);
  mountStaticRoutes(outsideOperations, { config, store, document });
  mountMcp(outsideOperations, {
    invoke: createOperationInvoker({ validator, handlers, store, config, clock, budget }),
    limiter,
    clientIp: (req) => clientIp(req, config.trustProxy),
    clock,
    config,
    linksFor: (req) => stateOf(req).links,
    logger,
  });
  // Other methods on those paths get the same 404/405 answers as anywhere else.
  outsideOperations.use((req: Request, res: Response, next: NextFunction) => {
    answer(req, res).catch(next);
  });
  outsideOperations.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    requests.fail(req, res, error);
  });

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { path, search, links } = stateOf(req);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return preflight(path, res);
    const { operation, pathParams } = routes.match(method, path);
    if (config.disabledOperations.has(operation.operationId) || config.disabledOperations.has('*')) {
      throw new ApiProblem('ENDPOINT_DISABLED', `${operation.path} is switched off for maintenance`, {
        'Retry-After': '3600',
      });
    }
    const policies = policiesFor(operation.rateClass);
    const limits = await limiter.check(clientIp(req, config.trustProxy), policies, clock.now().getTime());
    for (const [name, value] of Object.entries(limits)) res.setHeader(name, value);

    let body: unknown;
    if (operation.method === 'POST') {
      requireJsonContentType(req);
      body = await readJsonBody(req);
    }
    const input = validator.validate(operation.operationId, { path, search, body }, pathParams);

    const now = clock.now();
    const secondsToUpdate = (nextRefreshSlot(now).getTime() - now.getTime()) / 1000;
    const ttlSeconds = Math.min(
      maxAgeSeconds(operation.cache, secondsToUpdate),
      // Whether a month has finished changes at midnight in Madrid, not with the data.
      READS_THE_CALENDAR.has(operation.operationId) ? secondsToMadridMidnight(now) : Number.POSITIVE_INFINITY,
    );
    const key = `${links.api('')}${cacheKey(path, input.query)}`;
    let cached = ttlSeconds > 0 ? cache.get(key, now.getTime()) : undefined;
    const hit = cached !== undefined;
    if (!cached && !budget.tryConsumeFor(operation.operationId, now)) {
      const earlier = cache.peek(key);
      if (!earlier) throw budget.spentProblem(now);
      return sendSuccess(req, res, operation, earlier, true, secondsToUpdate, true);
    }
    if (!cached) {
      const context: HandlerContext = { store, config, clock, links };
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
    req: IncomingMessage,
    res: ServerResponse,
    operation: Operation,
    cached: CachedResponse,
    hit: boolean,
    secondsToUpdate: number,
    stale = store.stale,
  ): void {
    res.setHeader('RateLimit-Policy', policyHeader(policiesFor(operation.rateClass)));
    res.setHeader('X-Cache', stale ? 'stale' : hit ? 'hit' : 'miss');
    res.setHeader('Cache-Control', cacheControl(operation.cache, secondsToUpdate, stale));
    res.setHeader('ETag', cached.etag);
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === cached.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const isDocument = operation.operationId === 'getOpenApi';
    const bodyText = isDocument
      ? cached.dataJson
      : `{"data":${cached.dataJson},"meta":${JSON.stringify(buildMeta(store, clock.now(), stateOf(req).requestId, cached.webUrl, stale))}}`;
    res.statusCode = 200;
    res.setHeader(
      'Content-Type',
      isDocument ? 'application/vnd.oai.openapi+json; charset=utf-8' : 'application/json; charset=utf-8',
    );
    res.setHeader('Content-Length', Buffer.byteLength(bodyText));
    res.end(req.method === 'HEAD' ? undefined : bodyText);
  }

  function preflight(path: string, res: ServerResponse): void {
    const allowed = routes.allowedMethods(path);
    if (!allowed) throw new ApiProblem('ENDPOINT_NOT_FOUND', `No endpoint at ${path}`);
    res.setHeader('Allow', allowed.join(', '));
    res.setHeader('Access-Control-Allow-Methods', allowed.join(', '));
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, If-None-Match');
    res.setHeader('Access-Control-Max-Age', '86400');
    res.setHeader('Cache-Control', 'no-store');
    res.statusCode = 204;
    res.end();
  }

  return (req, res) => {
    if (!requests.begin(req, res)) return;
    const { path } = stateOf(req);
    if (STATIC_PATHS.has(path) || path === MCP_PATH) {
      outsideOperations(req, res);
      return;
    }
    answer(req, res).catch((error: unknown) => requests.fail(req, res, error));
  };
}
