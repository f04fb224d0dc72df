// What a handler receives and returns; handlers are typed from the generated contract types.

import type { Clock } from '../../core/clock.js';
import type { Config } from '../../core/config.js';
import type { Language } from '../../core/language.js';
import type { Links } from '../../core/links.js';
import type { components, operations } from '../../generated/openapi-types.js';
import type { DefaultedBody, DefaultedQuery } from '../../generated/operations.js';
import type { DataStore } from '../../store/data-store.js';

export type Schemas = components['schemas'];

type JsonSuccess<K extends keyof operations> = operations[K]['responses'] extends {
  200: { content: { 'application/json': { data: infer D } } };
}
  ? D
  : never;

type RawQueryOf<K extends keyof operations> = operations[K]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

/** The query after validation: parameters with a schema default are always there (validation fills them in). */
export type QueryOf<K extends keyof operations> = Omit<RawQueryOf<K>, DefaultedQuery[K]> & {
  [P in DefaultedQuery[K] & keyof RawQueryOf<K>]-?: Exclude<RawQueryOf<K>[P], undefined>;
};

/** The JSON body after validation: fields with a schema default are always there (validation fills them in). */
type BodyOf<K extends keyof operations> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? Omit<B, DefaultedBody[K]> & { [P in DefaultedBody[K] & keyof B]-?: Exclude<B[P], undefined> }
  : undefined;
type PathOf<K extends keyof operations> = operations[K]['parameters'] extends { path: infer P } ? P : never;

export interface HandlerInput<K extends keyof operations> {
  query: QueryOf<K>;
  path: PathOf<K>;
  /** The JSON body, validated against the operation's requestBody (undefined for operations without one). */
  body: BodyOf<K>;
}

export interface HandlerContext {
  store: DataStore;
  config: Config;
  clock: Clock;
  links: Links;
  /** The language of every human-readable text of the answer (labels, notes, sentences); codes never change. */
  language: Language;
  /** Where the rate limits are counted and whether that store answers (for the status); this process when absent. */
  limitsStatus?: () => Schemas['StatusData']['limits'];
}

export interface HandlerResult<D> {
  data: D;
  /** The equivalent page of the public website; the site's home when omitted. */
  webUrl?: string | null;
  /** When something in the answer stops being true before the data changes (a station listed opens or closes). */
  changesAt?: Date | null;
  /** Members an operation adds to meta after the common ones (ChangesMeta: how to go on). */
  meta?: Readonly<Record<string, unknown>>;
  /** The language of editorial text the data quotes (content/ is written in Spanish), when it carries any. */
  editorialLanguage?: Language;
}

export type Handler<K extends keyof operations> = (
  input: HandlerInput<K>,
  context: HandlerContext,
) => HandlerResult<JsonSuccess<K>> | Promise<HandlerResult<JsonSuccess<K>>>;

export type OperationHandlers = { [K in keyof operations]: Handler<K> };
