// The one execution core of an operation, shared by the REST and MCP adapters: its stages in the order they run, each
// a function of its own in stages/. An adapter turns its transport's request into a PipelineRequest and the Answer
// (or the ApiProblem thrown) back into its transport's reply.
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../core/config.js';
import type { HandlerContext, OperationHandlers } from '../../handlers/shared/types.js';
import type { DataStore } from '../../store/data-store.js';
import type { MonthlyQueryBudget } from '../budget/query-budget.js';
import type { ResponseCache } from '../cache/response-cache.js';
import type { RateLimiter, RatePolicy } from '../limits/rate-limit.js';
import type { RequestValidator, ValidatedInput } from '../validation/request-validator.js';
import { createMetaWriter } from './meta.js';
import type { Answer, PipelineRequest, RequestMoment, Standing } from './pipeline-request.js';
import { textLanguage } from './pipeline-request.js';
import { readBody } from './stages/body.js';
import { spendBudget } from './stages/budget.js';
import { answerKey, cachedAnswer, keepAnswer, momentOf } from './stages/cache.js';
import { answerOf, envelopeOf } from './stages/envelope.js';
import { runHandler } from './stages/handler.js';
import { countClient, keepingStanding } from './stages/limits.js';
import { assertSwitchedOn } from './stages/switched-off.js';
import { createValidationStage, type Validated } from './stages/validation.js';

export type { Answer, PipelineRequest, Transport } from './pipeline-request.js';
export { answerBytes, answerText } from './pipeline-request.js';

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
  admit(clientKey: string, policies: readonly RatePolicy[]): Standing | Promise<Standing>;
}

export function createOperationPipeline(deps: PipelineDependencies): OperationPipeline {
  const { config, store, clock, handlers, limiter, budget, cache } = deps;
  const services = { store, config, clock, limitsStatus: deps.limitsStatus };
  const validation = createValidationStage(deps.validator);
  const writeMeta = createMetaWriter(store);

  /**
   * switched off → limits → body → validation → cache (a hit is enveloped at once) → budget → handler → envelope.
   * An answer at once when nothing had to wait: a GET the cache answers, counted by a store in this process. Anything
   * that waits (a shared store, a body, the budget, a handler) makes it a promise. One reading of the clock for a
   * request answered at once; one more after anything it waited for.
   */
  function run(request: PipelineRequest): Answer | Promise<Answer> {
    assertSwitchedOn(request.operation, config.disabledOperations);
    const now = clock.now();
    const standing = countClient(limiter, request, now.getTime());
    return standing instanceof Promise
      ? standing.then((counted) => runCounted(request, counted, clock.now()))
      : runCounted(request, standing, now);
  }

  /** The answer to a request the limits have let through; a problem it meets carries the client's standing too. */
  function runCounted(request: PipelineRequest, standing: Standing, now: Date): Answer | Promise<Answer> {
    return keepingStanding(standing, () =>
      request.operation.method === 'POST'
        ? readBody(request).then((body) => answerValid(request, standing, clock.now(), validation.post(request, body)))
        : answerValid(request, standing, now, validation.get(request)),
    );
  }

  function answerValid(request: PipelineRequest, standing: Standing, now: Date, valid: Validated) {
    const moment = momentOf(request, standing, now);
    const key = answerKey(request, valid.requestKey);
    const hit = cachedAnswer(cache, key, moment);
    if (!hit) return computeAnswer(moment, valid.input, key);
    validation.remember(valid);
    return answerOf(moment, { entry: hit, cacheStatus: 'hit', stale: store.staleAt(moment.now) }, writeMeta, store);
  }

  async function computeAnswer(moment: RequestMoment, input: ValidatedInput, key: string): Promise<Answer> {
    const earlier = await spendBudget(budget, cache, moment, key);
    if (earlier) return answerOf(moment, { entry: earlier, cacheStatus: 'hit', stale: true }, writeMeta, store);
    const { request, now, ttlSeconds } = moment;
    const { result, withoutData } = await runHandler(handlers, services, request, input);
    const entry = envelopeOf(
      result,
      request.operation,
      textLanguage(request),
      config.siteUrl,
      now.getTime() + ttlSeconds * 1000,
    );
    keepAnswer(cache, key, entry, input, ttlSeconds, withoutData);
    const served = { entry, cacheStatus: 'miss', stale: store.staleAt(now), data: result.data, withoutData } as const;
    return answerOf(moment, served, writeMeta, store);
  }

  const admit = (clientKey: string, policies: readonly RatePolicy[]) =>
    limiter.check(clientKey, policies, clock.now().getTime());

  return { run, admit };
}
