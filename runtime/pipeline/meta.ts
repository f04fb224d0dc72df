// The meta object of every success, identical in shape everywhere.

import { attributionFor, LICENSE_URL, sourceFor } from '../../core/attribution.js';
import { nextRefreshSlot } from '../../core/clock.js';
import type { Language } from '../../core/language.js';
import type { Schemas } from '../../handlers/shared/types.js';
import type { DataStore } from '../../store/data-store.js';
import type { Dataset } from '../../store/dataset.js';

export function buildMeta(
  store: DataStore,
  now: Date,
  requestId: string,
  webUrl: string | null,
  stale = store.staleAt(now),
  language: Language = 'es',
): Schemas['Meta'] {
  const dataset = store.current();
  const sample = dataset?.isSample ?? false;
  return {
    api_version: 'v1',
    request_id: requestId,
    last_updated: dataset?.sourceTime ?? null,
    next_update: nextRefreshSlot(now).toISOString(),
    data_age_seconds: dataAgeSeconds(dataset, now),
    stale,
    source: sourceFor(sample, language),
    attribution: attributionFor(sample, language),
    license: LICENSE_URL,
    web_url: webUrl,
  };
}

function dataAgeSeconds(dataset: Dataset | null, now: Date): number | null {
  return dataset ? secondsSince(Date.parse(dataset.sourceTime), now) : null;
}

function secondsSince(sourceMs: number, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - sourceMs) / 1000));
}

/** Stand-ins for the per-request fields, found again in the JSON text of a meta built around them. */
const REQUEST_ID_MARK = '\u0001request_id';
const AGE_MARK = '\u0001data_age_seconds';
const WEB_URL_MARK = '\u0001web_url';

/** The text of buildMeta's object around its per-request fields, for one dataset, next update, staleness and language. */
interface MetaTemplate {
  dataset: Dataset | null;
  /** The dataset's source time, read once. */
  sourceMs: number;
  /** The instants between which next_update stays the same: from the first use up to the refresh slot. */
  fromMs: number;
  untilMs: number;
  /** The text before request_id, before data_age_seconds (absent without data), before web_url, and after it. */
  parts: string[];
  /** The same parts as the inside of a JSON string; undefined when one holds a surrogate (never, in ours). */
  textParts: string[] | undefined;
}

/** The text that follows an answer's head: meta, then the answer's closing brace. */
export interface MetaWriter {
  (now: Date, requestId: string, webUrl: string | null, stale: boolean, language: Language): string;
  /**
   * The same text, with `members` (more meta members, `,"name":value…`) before its closing braces when given, as the
   * inside of a JSON string (what JSON.stringify writes between its quotes): for a transport that also carries the
   * answer as text (MCP). The template's text is escaped once; only this request's values are escaped per answer,
   * and joined to it as the tail is. Undefined when a value holds a UTF-16 surrogate: the caller then escapes the text
   * at the byte level.
   */
  inText(
    now: Date,
    requestId: string,
    webUrl: string | null,
    stale: boolean,
    language: Language,
    members?: string,
  ): string | undefined;
}

/** Any UTF-16 surrogate, paired or not. */
export const SURROGATE = /[\ud800-\udfff]/;

/** A text as the inside of a JSON string. */
const escaped = (text: string) => JSON.stringify(text).slice(1, -1);

/** What JSON.stringify escapes in a string, surrogates aside (never given here). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters JSON escapes are what it looks for.
const ESCAPED_IN_JSON = /["\\\u0000-\u001f]/;

/**
 * A string value, as JSON writes it, inside a JSON string: `\"value\"` when it holds nothing to escape (a request's id,
 * a URL, mostly), written without escaping it twice.
 */
const stringInText = (value: string) =>
  ESCAPED_IN_JSON.test(value) ? escaped(JSON.stringify(value)) : `\\"${value}\\"`;

/**
 * An answer's meta and closing brace, with meta equal byte for byte to JSON.stringify(buildMeta(...)), without building
 * and serialising the object each time: the text around request_id, data_age_seconds and web_url is kept, one per
 * language and staleness, until the dataset or the next update changes. It is written after the cached head as a
 * string of its own, so no answer copies its head into a buffer made for one request.
 */
export function createMetaWriter(store: DataStore): MetaWriter {
  // Indexed by stale.
  const templates: Record<Language, (MetaTemplate | undefined)[]> = { es: [], en: [] };

  function templateFor(now: Date, stale: boolean, language: Language): MetaTemplate {
    const dataset = store.current();
    const nowMs = now.getTime();
    const kept = templates[language][Number(stale)];
    if (kept && kept.dataset === dataset && nowMs >= kept.fromMs && nowMs < kept.untilMs) return kept;
    const marked: Record<string, unknown> = {
      ...buildMeta(store, now, REQUEST_ID_MARK, WEB_URL_MARK, stale, language),
    };
    const marks = [REQUEST_ID_MARK, WEB_URL_MARK];
    if (marked.data_age_seconds !== null) {
      marked.data_age_seconds = AGE_MARK;
      marks.splice(1, 0, AGE_MARK);
    }
    const parts: string[] = [];
    let rest = JSON.stringify(marked);
    for (const mark of marks) {
      const at = rest.indexOf(JSON.stringify(mark));
      if (at < 0) throw new Error(`meta template: ${JSON.stringify(mark)} not found`);
      parts.push(rest.slice(0, at));
      rest = rest.slice(at + JSON.stringify(mark).length);
    }
    parts.push(`${rest}}`); // the answer's closing brace after meta's
    const template: MetaTemplate = {
      dataset,
      sourceMs: dataset ? Date.parse(dataset.sourceTime) : 0,
      fromMs: nowMs,
      untilMs: nextRefreshSlot(now).getTime(),
      parts,
      textParts: parts.some((part) => SURROGATE.test(part)) ? undefined : parts.map(escaped),
    };
    templates[language][Number(stale)] = template;
    return template;
  }

  /** The template's parts around a request's id, the data's age and web_url (each already written as `part`). */
  function joined(parts: string[], sourceMs: number, now: Date, id: string, url: string): string {
    return parts.length === 3
      ? `${parts[0]}${id}${parts[1]}${url}${parts[2]}`
      : `${parts[0]}${id}${parts[1]}${secondsSince(sourceMs, now)}${parts[2]}${url}${parts[3]}`;
  }

  const write = (now: Date, requestId: string, webUrl: string | null, stale: boolean, language: Language) => {
    const { parts, sourceMs } = templateFor(now, stale, language);
    return joined(parts, sourceMs, now, JSON.stringify(requestId), webUrl === null ? 'null' : JSON.stringify(webUrl));
  };
  const inText: MetaWriter['inText'] = (now, requestId, webUrl, stale, language, members) => {
    const { textParts, sourceMs } = templateFor(now, stale, language);
    if (!textParts || SURROGATE.test(requestId)) return undefined;
    if ((webUrl !== null && SURROGATE.test(webUrl)) || (members !== undefined && SURROGATE.test(members)))
      return undefined;
    // This request's values between the template's parts, in their order: request_id, data_age_seconds, web_url.
    // A string as the tail is: a buffer of its own, filled piece by piece, cost more than the socket's encoding of it.
    const text = joined(
      textParts,
      sourceMs,
      now,
      stringInText(requestId),
      webUrl === null ? 'null' : stringInText(webUrl),
    );
    // The last part ends with meta's closing brace and the answer's: more members go before them.
    return members === undefined ? text : `${text.slice(0, -2)}${escaped(members)}}}`;
  };
  return Object.assign(write, { inText });
}
