// Runs one operation in-process (validation, parameter rules, handler, meta) without an HTTP hop: the MCP tools use it.
import { OPERATIONS, type OperationId } from '../generated/operations.js';
import type { HandlerContext, OperationHandlers } from '../handlers/types.js';
import type { DataStore } from '../store/data-store.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Links } from './links.js';
import { buildMeta } from './meta.js';
import type { MonthlyQueryBudget } from './query-budget.js';
import type { RequestValidator } from './request-validator.js';

export interface InvocationArguments {
  /** Path parameters by name, e.g. { id: '4375' }. */
  path?: Record<string, string | number>;
  /** Query parameters with JSON values (numbers, booleans, strings); checked exactly as a query string would be. */
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface InvocationResult {
  data: unknown;
  meta: ReturnType<typeof buildMeta>;
}

export type InvokeOperation = (
  operationId: OperationId,
  args: InvocationArguments,
  links: Links,
) => Promise<InvocationResult>;

export function createOperationInvoker(deps: {
  validator: RequestValidator;
  handlers: OperationHandlers;
  store: DataStore;
  config: Config;
  clock: Clock;
  /** The monthly query budget the REST answers draw on too; none for a local stdio server. */
  budget?: MonthlyQueryBudget;
}): InvokeOperation {
  return async (operationId, args, links) => {
    const operation = OPERATIONS.find((op) => op.operationId === operationId);
    if (!operation) throw new Error(`unknown operation ${operationId}`);
    const pathParams = Object.fromEntries(Object.entries(args.path ?? {}).map(([k, v]) => [k, String(v)]));
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(pathParams[name] ?? ''),
    );
    const search = new URLSearchParams(
      Object.entries(args.query ?? {})
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([name, value]): [string, string] => [name, String(value)]),
    ).toString();
    const input = deps.validator.validate(operationId, { path, search, body: args.body }, pathParams);
    const now = deps.clock.now();
    if (deps.budget && !deps.budget.tryConsumeFor(operationId, now)) throw deps.budget.spentProblem(now);
    const context: HandlerContext = { store: deps.store, config: deps.config, clock: deps.clock, links };
    const handler = deps.handlers[operationId] as (i: typeof input, c: HandlerContext) => unknown;
    const result = (await handler(input, context)) as { data: unknown; webUrl?: string | null };
    const webUrl = result.webUrl === undefined ? deps.config.siteUrl : result.webUrl;
    return { data: result.data, meta: buildMeta(deps.store, deps.clock.now(), crypto.randomUUID(), webUrl) };
  };
}
