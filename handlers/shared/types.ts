// What a handler receives and returns; handlers are typed from the generated contract types.

import type { Clock } from '../../core/clock.js';
import type { Config } from '../../core/config.js';
import type { Links } from '../../core/links.js';
import type { components, operations } from '../../generated/openapi-types.js';
import type { DataStore } from '../../store/data-store.js';

export type Schemas = components['schemas'];

type JsonSuccess<K extends keyof operations> = operations[K]['responses'] extends {
  200: { content: { 'application/json': { data: infer D } } };
}
  ? D
  : never;

type QueryOf<K extends keyof operations> = operations[K]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;
type PathOf<K extends keyof operations> = operations[K]['parameters'] extends { path: infer P } ? P : never;

export interface HandlerInput<K extends keyof operations> {
  query: QueryOf<K>;
  path: PathOf<K>;
  body: unknown;
}

export interface HandlerContext {
  store: DataStore;
  config: Config;
  clock: Clock;
  links: Links;
  /** Where the rate limits are counted and whether that store answers (for the status); this process when absent. */
  limitsStatus?: () => Schemas['StatusData']['limits'];
}

export interface HandlerResult<D> {
  data: D;
  /** The equivalent page of the public website; the site's home when omitted. */
  webUrl?: string | null;
}

export type Handler<K extends keyof operations> = (
  input: HandlerInput<K>,
  context: HandlerContext,
) => HandlerResult<JsonSuccess<K>> | Promise<HandlerResult<JsonSuccess<K>>>;

export type OperationHandlers = { [K in keyof operations]: Handler<K> };
