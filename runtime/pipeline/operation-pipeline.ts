// The one execution core of an operation, shared by the REST and MCP adapters: switched-off check → rate class →
// body → validation → budget → cache → handler → envelope. An adapter turns its transport's request into a
// PipelineRequest and the Answer (or the ApiProblem thrown) back into its transport's reply.
import { hash } from 'node:crypto';
import { type Clock, nextRefreshSlot, secondsToMadridMidnight } from '../../core/clock.js';
import type { Config } from '../../core/config.js';
import type { Language } from '../../core/language.js';
import type { Links } from '../../core/links.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { Operation } from '../../generated/operations.js';
import type { HandlerContext, HandlerResult, OperationHandlers, Schemas } from '../../handlers/shared/types.js';
import type { DataStore } from '../../store/data-store.js';
import type { MonthlyQueryBudget } from '../budget/query-budget.js';
import { maxAgeSeconds } from '../cache/cache-policy.js';
import { type CachedResponse, cacheKey, type ResponseCache } from '../cache/response-cache.js';
import { policiesFor, policyHeader, type RateLimiter, type RatePolicy } from '../limits/rate-limit.js';
import { COORDINATE_PARAMETERS } from '../validation/query-string.js';
import type { RequestValidator, ValidatedInput } from '../validation/request-validator.js';
import { dataJson } from './data-json.js';
import { buildMeta, createMetaWriter } from './meta.js';

/** The envelope `{"data":…,"meta":…}` around the data and meta of an answer. */
const DATA_OPENING = '{"data":';
const META_OPENING = ',"meta":';

/** GET requests whose validated input is remembered (about 200 bytes each). */
const RECENT_GETS = 4096;

type Meta = Schemas['Meta'];

/** A request let through the limits, at the instant it is answered. */
interface Moment {
  request: PipelineRequest;
  /** The client's standing after this request. */
  limitHeaders: Record<string, string>;
  now: Date;
  secondsToUpdate: number;
}

interface Validated {
  input: ValidatedInput;
  /** The normalised request: the cache key without the origin. */
  requestKey: string;
  /** A GET as received (path and query string), under which its validation may be remembered. */
  asked?: string;
}

/** A GET's validated input holds scalars only: freezing its three objects makes all of it read-only. */
function freezeInput(input: ValidatedInput): ValidatedInput {
  Object.freeze(input.query);
  Object.freeze(input.path);
  return Object.freeze(input);
}

/**
 * The language an answer is written in: the request's, unless the operation answers in fewer (x-languages: the
 * OpenAPI description is one English document, so one cache entry and one ETag).
 */
function textLanguage(request: PipelineRequest): Language {
  const { languages } = request.operation;
  return languages.includes(request.language) ? request.language : (languages[0] as Language);
}

/** Which adapter asked: a label of the metrics, nothing else depends on it. */
export type Transport = 'rest' | 'mcp';

export interface PipelineRequest {
  operation: Operation;
  /** 'rest' when absent. */
  transport?: Transport;
  /** Path parameters, decoded. */
  pathParams: Record<string, string>;
  /** The request path as received (part of the cache key). */
  path: string;
  /**
   * The query: over HTTP the string after '?', checked exactly as received (repeats, encoding); from a transport without
   * a query string (MCP) its typed arguments, each a JSON scalar, checked by the same rules without a round trip.
   */
  query: string | Readonly<Record<string, unknown>>;
  /** Reads the JSON body of a POST; called only once the request has passed the limits. */
  readBody?: () => Promise<unknown>;
  /** The client the rate limits count against; null when the transport counted them already (or has none). */
  clientKey: string | null;
  requestId: string;
  links: Links;
  /** The language of every text of the answer, or of the problem thrown (negotiated by the adapter). */
  language: Language;
}

/** A success, ready for any transport: the envelope's bytes and what the HTTP headers are made of. */
export interface Answer {
  operation: Operation;
  /**
   * `{data, meta}` as JSON in two parts: the UTF-8 bytes of `{"data":…,"meta":` (the whole document when bare), and meta
   * with the closing brace, written for this request (empty when bare). answerBytes() joins them.
   */
  head: Buffer;
  tail: string;
  /** Bytes of head and tail together: the answer's Content-Length. */
  byteLength: number;
  etag: string;
  /** Content-Language: the language asked for, and that of editorial text the data quotes when it differs. */
  contentLanguage: string;
  /** X-Cache: served from the cache, computed now, or an earlier copy served stale. */
  cacheStatus: 'hit' | 'miss' | 'stale';
  stale: boolean;
  /** Made before any data was served (a start, a reader before the first publication): no cache may keep it. */
  withoutData: boolean;
  secondsToUpdate: number;
  /** Seconds until the answer stops being true before the data changes (a listed station opens or closes). */
  secondsToChange: number | null;
  /** RateLimit-Policy, and RateLimit (the client's standing after this request) when a client was counted. */
  limitHeaders: Record<string, string>;
  /**
   * `{data, meta}` as values, for a transport that carries them so (MCP's structuredContent): the handler's data when it
   * was computed for this request, else the cached bytes' data read once; absent for REST, which sends the bytes.
   */
  value?: { data: unknown; meta: Meta };
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
  /** The answer, at once when nothing had to wait (a cached GET counted in this process), else through a promise. */
  run(request: PipelineRequest): Answer | Promise<Answer>;
  /** The rate-class step alone, for transports that must count a request before they can tell its operation. */
  admit(clientKey: string, policies: readonly RatePolicy[]): Record<string, string> | Promise<Record<string, string>>;
}

export function createOperationPipeline(deps: PipelineDependencies): OperationPipeline {
  const { config, store, clock, handlers, validator, limiter, budget, cache, limitsStatus } = deps;
  const admit = (clientKey: string, policies: readonly RatePolicy[]) =>
    limiter.check(clientKey, policies, clock.now().getTime());

  function assertSwitchedOn(operation: Operation): void {
    const disabled = config.disabledOperations;
    if (disabled.has('*') || disabled.has(operation.operationId)) {
      throw new ApiProblem('ENDPOINT_DISABLED', PROBLEM_DETAILS.switchedOff(operation.path), {
        'Retry-After': '3600',
      });
    }
  }

  async function compute(
    request: PipelineRequest,
    input: unknown,
    expiresAtMs: number,
  ): Promise<{ entry: CachedResponse; data: unknown; withoutData: boolean }> {
    const language = textLanguage(request);
    const context: HandlerContext = { store, config, clock, links: request.links, limitsStatus, language };
    const handler = handlers[request.operation.operationId] as (i: unknown, c: HandlerContext) => unknown;
    // The dataset the handler reads stays loaded until it has answered, even if a swap replaces it meanwhile.
    const hold = store.hold();
    const withoutData = hold.dataset === null;
    let result: HandlerResult<unknown>;
    try {
      result = (await handler(input, context)) as typeof result;
    } finally {
      hold.done();
    }
    const data = dataJson(result.data);
    const bare = !request.operation.envelope;
    const changesAtMs = result.changesAt?.getTime();
    // Encoded to UTF-8 once: the ETag hashes the data's bytes and the socket takes the same buffer. Hashing the text
    // encoded it a second time (most answers hold accented names, so it is a transcoding, not a copy).
    const head = Buffer.from(bare ? data : `${DATA_OPENING}${data}${META_OPENING}`);
    const dataBytes = bare ? head : dataBytesOf(head);
    const entry: CachedResponse = {
      head,
      bare,
      webUrl: result.webUrl === undefined ? config.siteUrl : result.webUrl,
      ...(result.meta && { metaMembers: `,${JSON.stringify(result.meta).slice(1, -1)}` }),
      // The language is part of the representation (meta.source at least): an English copy never validates a Spanish one.
      etag: `W/"${hash('sha1', dataBytes, 'base64url')}-${language}"`,
      contentLanguage:
        result.editorialLanguage === undefined || result.editorialLanguage === language
          ? language
          : `${language}, ${result.editorialLanguage}`,
      // An open_now is only true until the next opening or closing of a station it was read from.
      expiresAtMs: changesAtMs === undefined ? expiresAtMs : Math.min(expiresAtMs, changesAtMs),
      ...(changesAtMs === undefined ? {} : { changesAtMs }),
    };
    return { entry, data: result.data, withoutData };
  }

  const writeMeta = createMetaWriter(store);

  // Validation is a pure function of the request as received: a GET the cache answered, likely to be asked again,
  // keeps its validated input and cache key (one-off questions never pay for remembering). Bounded; frozen, so no
  // handler can change what a later request receives.
  const recentGets = new Map<string, Validated>();

  /** The normalised request, in the order of the operation's parameter names. */
  const requestKeyOf = (request: PipelineRequest, input: ValidatedInput): string =>
    cacheKey(request.path, input.query, validator.sortedQueryNames(request.operation.operationId));

  function validateGet(request: PipelineRequest): Validated {
    const { query } = request;
    // Only a query string as received is remembered: typed arguments are a new object every call.
    const asked = typeof query === 'string' ? `${request.path}?${query}` : undefined;
    const known = asked === undefined ? undefined : recentGets.get(asked);
    if (known) return known;
    const input = validator.validate(request.operation.operationId, { path: request.path, query }, request.pathParams);
    return { input, requestKey: requestKeyOf(request, input), asked };
  }

  function rememberValidation(validated: Validated): void {
    if (validated.asked === undefined || recentGets.has(validated.asked)) return;
    if (recentGets.size >= RECENT_GETS) recentGets.clear();
    recentGets.set(validated.asked, { input: freezeInput(validated.input), requestKey: validated.requestKey });
  }

  function validatePost(request: PipelineRequest, body: unknown): Validated {
    const input = validator.validate(
      request.operation.operationId,
      { path: request.path, query: request.query, body },
      request.pathParams,
    );
    return { input, requestKey: requestKeyOf(request, input) };
  }

  /**
   * An answer at once when nothing had to wait: a GET the cache answers, counted by a store in this process. Anything
   * that waits (a shared store, a body, the budget, a handler) makes it a promise.
   */
  function run(request: PipelineRequest): Answer | Promise<Answer> {
    const { operation } = request;
    assertSwitchedOn(operation);
    const policies = policiesFor(operation.rateClass);
    // One reading of the clock for a request answered at once; one more after anything it waited for.
    const now = clock.now();
    if (request.clientKey === null) return runCounted(request, { 'RateLimit-Policy': policyHeader(policies) }, now);
    const limitHeaders = limiter.check(request.clientKey, policies, now.getTime());
    return limitHeaders instanceof Promise
      ? limitHeaders.then((headers) => runCounted(request, headers, clock.now()))
      : runCounted(request, limitHeaders, now);
  }

  /** The answer to a request the limits have let through; a problem it meets carries the client's standing too. */
  function runCounted(
    request: PipelineRequest,
    limitHeaders: Record<string, string>,
    now: Date,
  ): Answer | Promise<Answer> {
    try {
      const answer =
        request.operation.method === 'POST'
          ? Promise.resolve(request.readBody?.()).then((body) =>
              answerValidated(request, limitHeaders, clock.now(), validatePost(request, body)),
            )
          : answerValidated(request, limitHeaders, now, validateGet(request));
      return answer instanceof Promise
        ? answer.catch((error: unknown) => {
            throw withStanding(error, limitHeaders);
          })
        : answer;
    } catch (error) {
      throw withStanding(error, limitHeaders);
    }
  }

  function answerValidated(
    request: PipelineRequest,
    limitHeaders: Record<string, string>,
    now: Date,
    validated: Validated,
  ): Answer | Promise<Answer> {
    const { operation } = request;
    const secondsToUpdate = (nextRefreshSlot(now).getTime() - now.getTime()) / 1000;
    const ttlSeconds = Math.min(
      maxAgeSeconds(operation.cache, secondsToUpdate),
      operation.cacheUntil === 'madrid-midnight' ? secondsToMadridMidnight(now) : Number.POSITIVE_INFINITY,
    );
    // One entry per language: an English answer is never served to a Spanish request, nor the other way round.
    const key = `${textLanguage(request)} ${request.links.api('')}${validated.requestKey}`;
    // Written out, not spread: a spread object costs a hidden class of its own and a slow copy on every request.
    const moment: Moment = { request, limitHeaders, now, secondsToUpdate };
    const cached = ttlSeconds > 0 ? cache.get(key, now.getTime()) : undefined;
    if (cached) {
      rememberValidation(validated);
      return answerOf(moment, cached, 'hit', store.stale);
    }
    return computeAnswer(moment, validated.input, key, ttlSeconds);
  }

  async function computeAnswer(
    moment: Moment,
    input: ValidatedInput,
    key: string,
    ttlSeconds: number,
  ): Promise<Answer> {
    const { request, now } = moment;
    if (!(await budget.tryConsumeFor(request.operation, now))) {
      // Past the monthly budget an earlier copy, even expired, beats no answer.
      const earlier = cache.peek(key);
      if (!earlier) throw budget.spentProblem(now);
      return answerOf(moment, earlier, 'hit', true);
    }
    const { entry: computed, data, withoutData } = await compute(request, input, now.getTime() + ttlSeconds * 1000);
    // A question about a point is kept from its second asking: most points are asked about once. An answer made before
    // any data was served is never kept: it says nothing of the data that will be.
    if (ttlSeconds > 0 && !withoutData && (!asksAboutAPoint(input.query) || cache.admits(key))) {
      // The answer was made for this request alone, so it is kept as it is, with its bytes in a buffer of their own.
      computed.head = ownBytes(computed.head);
      cache.set(key, computed);
    }
    return answerOf(moment, computed, 'miss', store.stale, data, withoutData);
  }

  function answerOf(
    moment: Moment,
    entry: CachedResponse,
    cacheStatus: Answer['cacheStatus'],
    stale: boolean,
    data?: unknown,
    withoutData = false,
  ): Answer {
    const { request, now } = moment;
    const common = entry.bare ? '' : writeMeta(now, request.requestId, entry.webUrl, stale, request.language);
    // Meta's own members go before its closing brace and the answer's, the tail's last two characters.
    const tail = entry.metaMembers === undefined ? common : `${common.slice(0, -2)}${entry.metaMembers}}}`;
    const answer: Answer = {
      operation: request.operation,
      head: entry.head,
      tail,
      byteLength: entry.head.length + Buffer.byteLength(tail),
      etag: entry.etag,
      contentLanguage: entry.contentLanguage,
      cacheStatus: stale ? 'stale' : cacheStatus,
      stale,
      withoutData,
      secondsToUpdate: moment.secondsToUpdate,
      secondsToChange: entry.changesAtMs === undefined ? null : Math.max(0, (entry.changesAtMs - now.getTime()) / 1000),
      limitHeaders: moment.limitHeaders,
    };
    if (request.transport === 'mcp' && !entry.bare) {
      answer.value = {
        data: data === undefined ? JSON.parse(dataBytesOf(entry.head).toString()) : data,
        meta: {
          ...buildMeta(store, now, request.requestId, entry.webUrl, stale, request.language),
          ...(entry.metaMembers && JSON.parse(`{${entry.metaMembers.slice(1)}}`)),
        },
      };
    }
    return answer;
  }

  return { run, admit };
}

/** The data's bytes inside an enveloped answer's head, `{"data":<data>,"meta":`. */
function dataBytesOf(head: Buffer): Buffer {
  return head.subarray(DATA_OPENING.length, head.length - META_OPENING.length);
}

/** An answer's whole body in one buffer, for what needs it whole (compression, MCP's text content). */
export function answerBytes(answer: Pick<Answer, 'head' | 'tail'>): Buffer {
  return answer.tail === '' ? answer.head : Buffer.concat([answer.head, Buffer.from(answer.tail)]);
}

/** An answer's whole text, for transports that carry text (MCP). */
export function answerText(answer: Pick<Answer, 'head' | 'tail'>): string {
  return `${answer.head.toString()}${answer.tail}`;
}

/** A problem met by a counted request, with the client's standing added to its headers. */
function withStanding(error: unknown, limitHeaders: Record<string, string>): unknown {
  return error instanceof ApiProblem
    ? new ApiProblem(error.code, error.detail, { ...limitHeaders, ...error.headers }, error.extensions)
    : error;
}

function asksAboutAPoint(query: Record<string, unknown>): boolean {
  for (const name of COORDINATE_PARAMETERS) if (query[name] !== undefined) return true;
  return false;
}

/**
 * A head kept in the cache, in a buffer of its own: Buffer.from puts a short text in a slice of a shared 8 KB pool,
 * which the slice would keep alive for as long as the cache holds it.
 */
function ownBytes(head: Buffer): Buffer {
  if (head.byteOffset === 0 && head.buffer.byteLength === head.length) return head;
  const bytes = Buffer.allocUnsafeSlow(head.length);
  head.copy(bytes);
  return bytes;
}
