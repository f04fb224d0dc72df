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

/** The bytes of buildMeta's object around its per-request fields, for one dataset, next update and staleness. */
interface MetaTemplate {
  dataset: Dataset | null;
  /** The dataset's source time, read once. */
  sourceMs: number;
  /** The instants between which next_update stays the same: from the first use up to the refresh slot. */
  fromMs: number;
  untilMs: number;
  /** The bytes before request_id, before data_age_seconds (absent without data), before web_url, and after it. */
  parts: Buffer[];
  /** Their lengths added up. */
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

/**
 * An answer's bytes, `head` followed by meta, with meta equal byte for byte to JSON.stringify(buildMeta(...)) and `}`,
 * without building and serialising the object each time: the bytes around request_id, data_age_seconds and web_url
 * are kept until the dataset, the next update or the staleness changes, and copied into one buffer per answer.
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
    const parts: Buffer[] = [];
    let rest = JSON.stringify(marked);
    for (const mark of marks) {
      const at = rest.indexOf(JSON.stringify(mark));
      if (at < 0) throw new Error(`meta template: ${JSON.stringify(mark)} not found`);
      parts.push(Buffer.from(rest.slice(0, at)));
      rest = rest.slice(at + JSON.stringify(mark).length);
    }
    parts.push(Buffer.from(`${rest}}`)); // the answer's closing brace after meta's
    const template: MetaTemplate = {
      dataset,
      sourceMs: dataset ? Date.parse(dataset.sourceTime) : 0,
      fromMs: nowMs,
      untilMs: nextRefreshSlot(now).getTime(),
      parts,
      partBytes: parts.reduce((sum, part) => sum + part.length, 0),
    };
    templates[Number(stale)] = template;
    return template;
  }

  return (head, now, requestId, webUrl, stale) => {
    const { parts, partBytes, sourceMs } = templateFor(now, stale);
    const id = JSON.stringify(requestId);
    const url = webUrl === null ? 'null' : JSON.stringify(webUrl);
    // Between the parts: request_id, data_age_seconds when there is data, web_url.
    const fields =
      parts.length === 3 ? [id, url] : [id, String(Math.max(0, Math.floor((now.getTime() - sourceMs) / 1000))), url];
    let size = head.length + partBytes;
    for (const field of fields) size += Buffer.byteLength(field);
    const answer = Buffer.allocUnsafe(size);
    let at = head.copy(answer, 0);
    for (let i = 0; i < fields.length; i++) {
      at += (parts[i] as Buffer).copy(answer, at);
      at += answer.write(fields[i] as string, at);
    }
    (parts[fields.length] as Buffer).copy(answer, at);
    return answer;
  };
}
