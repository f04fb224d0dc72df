// The meta object of every success, identical in shape everywhere.

import { attributionFor, LICENSE_URL, sourceFor } from '../core/attribution.js';
import { nextRefreshSlot } from '../core/clock.js';
import type { Schemas } from '../handlers/shared/types.js';
import type { DataStore } from '../store/data-store.js';
import type { Dataset } from '../store/dataset.js';

export function buildMeta(
  store: DataStore,
  now: Date,
  requestId: string,
  webUrl: string | null,
  stale = store.stale,
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
    source: sourceFor(sample),
    attribution: attributionFor(sample),
    license: LICENSE_URL,
    web_url: webUrl,
  };
}

function dataAgeSeconds(dataset: Dataset | null, now: Date): number | null {
  return dataset ? Math.max(0, Math.floor((now.getTime() - Date.parse(dataset.sourceTime)) / 1000)) : null;
}

/** Stand-ins for the per-request fields, found again in the JSON text of a meta built around them. */
const REQUEST_ID_MARK = '\u0001request_id';
const AGE_MARK = '\u0001data_age_seconds';
const WEB_URL_MARK = '\u0001web_url';

/** The text of buildMeta's object around its per-request fields, for one dataset, next update and staleness. */
interface MetaTemplate {
  dataset: Dataset | null;
  /** The dataset's source time, read once. */
  sourceMs: number;
  /** The instants between which next_update stays the same: from the first use up to the refresh slot. */
  fromMs: number;
  untilMs: number;
  /** The text before request_id, before data_age_seconds (absent without data), before web_url, and after it. */
  parts: string[];
  /** Their length in UTF-8 bytes, added up. */
  partBytes: number;
}

/** Writes an answer: the bytes before meta, then meta, then the closing brace. */
export type AnswerWriter = (
  head: Buffer,
  now: Date,
  requestId: string,
  webUrl: string | null,
  stale: boolean,
) => Buffer;

const isAscii = (text: string): boolean => /^[\x00-\x7f]*$/.test(text);

/**
 * An answer's bytes, `head` followed by meta, with meta equal byte for byte to JSON.stringify(buildMeta(...)) and `}`,
 * without building and serialising the object each time: the text around request_id, data_age_seconds and web_url
 * is kept until the dataset, the next update or the staleness changes, and meta is written once into the answer's
 * buffer after a copy of the head.
 */
export function createAnswerWriter(store: DataStore): AnswerWriter {
  const templates: (MetaTemplate | undefined)[] = [undefined, undefined]; // indexed by stale

  function templateFor(now: Date, stale: boolean): MetaTemplate {
    const dataset = store.current();
    const nowMs = now.getTime();
    const kept = templates[Number(stale)];
    if (kept && kept.dataset === dataset && nowMs >= kept.fromMs && nowMs < kept.untilMs) return kept;
    const marked: Record<string, unknown> = { ...buildMeta(store, now, REQUEST_ID_MARK, WEB_URL_MARK, stale) };
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
      partBytes: parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0),
    };
    templates[Number(stale)] = template;
    return template;
  }

  return (head, now, requestId, webUrl, stale) => {
    const { parts, partBytes, sourceMs } = templateFor(now, stale);
    const id = JSON.stringify(requestId);
    const url = webUrl === null ? 'null' : JSON.stringify(webUrl);
    let meta: string;
    let bytes = partBytes + Buffer.byteLength(id) + (isAscii(url) ? url.length : Buffer.byteLength(url));
    if (parts.length === 3) meta = `${parts[0]}${id}${parts[1]}${url}${parts[2]}`;
    else {
      const age = String(Math.max(0, Math.floor((now.getTime() - sourceMs) / 1000)));
      bytes += age.length;
      meta = `${parts[0]}${id}${parts[1]}${age}${parts[2]}${url}${parts[3]}`;
    }
    const answer = Buffer.allocUnsafe(head.length + bytes);
    head.copy(answer, 0);
    answer.write(meta, head.length);
    return answer;
  };
}
