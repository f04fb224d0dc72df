// The one execution core of an operation, shared by the REST and MCP adapters: switched-off check → rate class →
// body → validation → budget → cache → handler → envelope. An adapter turns its transport's request into a
// PipelineRequest and the Answer (or the ApiProblem thrown) back into its transport's reply.
import { createHash } from 'node:crypto';
import { type Clock, nextRefreshSlot, secondsToMadridMidnight } from '../core/clock.js';
import type { Config } from '../core/config.js';
import type { Links } from '../core/links.js';
import { ApiProblem } from '../core/problem.js';
import type { Operation } from '../generated/operations.js';
import type { HandlerContext, OperationHandlers } from '../handlers/shared/types.js';
import type { DataStore } from '../store/data-store.js';
import { maxAgeSeconds } from './cache-policy.js';
import { buildMeta } from './meta.js';
import type { MonthlyQueryBudget } from './query-budget.js';
import { policiesFor, policyHeader, type RateLimiter, type RatePolicy } from './rate-limit.js';
import type { RequestValidator } from './request-validator.js';
import { type CachedResponse, cacheKey, type ResponseCache } from './response-cache.js';

/** Whether a month has finished changes at midnight in Madrid, not with the data. */
const READS_THE_CALENDAR: ReadonlySet<string> = new Set(['listReports', 'getReport']);

export interface PipelineRequest {
  operation: Operation;
  /** Path parameters, decoded. */
  pathParams: Record<string, string>;
  /** The request path as received (part of the cache key). */
  path: string;
  /** The query string without its '?', checked exactly as received. */
  search: string;
  /** Reads the JSON body of a POST; called only once the request has passed the limits. */
  readBody?: () => Promise<unknown>;
  /** The client the rate limits count against; null when the transport counted them already (or has none). */
  clientKey: string | null;
  requestId: string;
  links: Links;
}

/** A success, ready for any transport: the envelope's text and what the HTTP headers are made of. */
export interface Answer {
  operation: Operation;
  /** `{data, meta}` as JSON text (the bare document for the OpenAPI description). */
  body: string;
  etag: string;
  /** X-Cache: served from the cache, computed now, or an earlier copy served stale. */
  cacheStatus: 'hit' | 'miss' | 'stale';
  stale: boolean;
  secondsToUpdate: number;
  /** RateLimit-Policy, and RateLimit (the client's standing after this request) when a client was counted. */
  limitHeaders: Record<string, string>;
}

export interface PipelineDependencies {
  config: Config;
  store: DataStore;
  clock: Clock;
  handlers: OperationHandlers;
  validator: RequestValidator;
  limiter: RateLimiter;
  budget: MonthlyQueryBudget;
  cache: ResponseCache;
  /** Where the limits are counted and whether that store answers, for /v1/status. */
  limitsStatus?: HandlerContext['limitsStatus'];
}

export interface OperationPipeline {
  run(request: PipelineRequest): Promise<Answer>;
  /** The rate-class step alone, for transports that must count a request before they can tell its operation. */
  admit(clientKey: string, policies: RatePolicy[]): Promise<Record<string, string>>;
}

export function createOperationPipeline(deps: PipelineDependencies): OperationPipeline {
  const { config, store, clock, handlers, validator, limiter, budget, cache, limitsStatus } = deps;
  const admit = (clientKey: string, policies: RatePolicy[]) =>
    limiter.check(clientKey, policies, clock.now().getTime());

  function assertSwitchedOn(operation: Operation): void {
    const disabled = config.disabledOperations;
    if (disabled.has('*') || disabled.has(operation.operationId)) {
      throw new ApiProblem('ENDPOINT_DISABLED', `${operation.path} is switched off for maintenance`, {
        'Retry-After': '3600',
      });
    }
  }

  async function compute(request: PipelineRequest, input: unknown, expiresAtMs: number): Promise<CachedResponse> {
    const context: HandlerContext = { store, config, clock, links: request.links, limitsStatus };
    const handler = handlers[request.operation.operationId] as (i: unknown, c: HandlerContext) => unknown;
    const result = (await handler(input, context)) as { data: unknown; webUrl?: string | null };
    const dataJson = JSON.stringify(result.data);
    return {
      dataJson,
      webUrl: result.webUrl === undefined ? config.siteUrl : result.webUrl,
      etag: `W/"${createHash('sha1').update(dataJson).digest('base64url')}"`,
      expiresAtMs,
    };
  }

  function envelope(request: PipelineRequest, entry: CachedResponse, stale: boolean): string {
    if (request.operation.operationId === 'getOpenApi') return entry.dataJson;
    const meta = buildMeta(store, clock.now(), request.requestId, entry.webUrl, stale);
    return `{"data":${entry.dataJson},"meta":${JSON.stringify(meta)}}`;
  }

  async function run(request: PipelineRequest): Promise<Answer> {
    const { operation } = request;
    assertSwitchedOn(operation);
    const policies = policiesFor(operation.rateClass);
    const limitHeaders =
      request.clientKey === null
        ? { 'RateLimit-Policy': policyHeader(policies) }
        : await admit(request.clientKey, policies);
    return runAdmitted(request, limitHeaders).catch((error: unknown) => {
      // The client's standing goes with every answer to a counted request, refusals included.
      throw error instanceof ApiProblem
        ? new ApiProblem(error.code, error.detail, { ...limitHeaders, ...error.headers })
        : error;
    });
  }

  async function runAdmitted(request: PipelineRequest, limitHeaders: Record<string, string>): Promise<Answer> {
    const { operation } = request;
    const body = operation.method === 'POST' ? await request.readBody?.() : undefined;
    const input = validator.validate(
      operation.operationId,
      { path: request.path, search: request.search, body },
      request.pathParams,
    );

    const now = clock.now();
    const secondsToUpdate = (nextRefreshSlot(now).getTime() - now.getTime()) / 1000;
    const ttlSeconds = Math.min(
      maxAgeSeconds(operation.cache, secondsToUpdate),
      READS_THE_CALENDAR.has(operation.operationId) ? secondsToMadridMidnight(now) : Number.POSITIVE_INFINITY,
    );
    const key = `${request.links.api('')}${cacheKey(request.path, input.query)}`;
    const answer = (entry: CachedResponse, cacheStatus: Answer['cacheStatus'], stale: boolean): Answer => ({
      operation,
      body: envelope(request, entry, stale),
      etag: entry.etag,
      cacheStatus: stale ? 'stale' : cacheStatus,
      stale,
      secondsToUpdate,
      limitHeaders,
    });

    const cached = ttlSeconds > 0 ? cache.get(key, now.getTime()) : undefined;
    if (cached) return answer(cached, 'hit', store.stale);
    if (!(await budget.tryConsumeFor(operation.operationId, now))) {
      // Past the monthly budget an earlier copy, even expired, beats no answer.
      const earlier = cache.peek(key);
      if (!earlier) throw budget.spentProblem(now);
      return answer(earlier, 'hit', true);
    }
    const computed = await compute(request, input, now.getTime() + ttlSeconds * 1000);
    if (ttlSeconds > 0) cache.set(key, computed);
    return answer(computed, 'miss', store.stale);
  }

  return { run, admit };
}
