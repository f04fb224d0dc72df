// Stage 8, envelope: the handler's data in `{data, meta}` (or bare, x-envelope: false), encoded to UTF-8 once with its
// ETag; then, for each request (a hit as well as a miss), the meta of that request written after the cached bytes.
import { hash } from 'node:crypto';
import type { Language } from '../../../core/language.js';
import type { Operation } from '../../../generated/operations.js';
import type { HandlerResult } from '../../../handlers/shared/types.js';
import type { DataStore } from '../../../store/data-store.js';
import type { CachedResponse } from '../../cache/response-cache.js';
import { dataJson, stationListFields } from '../data-json.js';
import { buildMeta, type MetaWriter } from '../meta.js';
import type { Answer, RequestMoment } from '../pipeline-request.js';

/** The envelope `{"data":…,"meta":…}` around the data and meta of an answer. */
const DATA_OPENING = '{"data":';
const META_OPENING = ',"meta":';

/**
 * The part of an answer every request for it shares: `{"data":<data>,"meta":` as bytes (the whole document when bare),
 * its ETag on the data's bytes and language, its Content-Language, and until when it holds: `expiresAtMs`, or sooner
 * when the data says it changes (an open_now is only true until the next opening or closing of a station it read).
 */
export function envelopeOf(
  result: HandlerResult<unknown>,
  operation: Pick<Operation, 'envelope' | 'operationId'>,
  language: Language,
  siteUrl: string,
  expiresAtMs: number,
): CachedResponse {
  const data = dataJson(result.data, stationListFields(operation.operationId));
  const bare = !operation.envelope;
  const changesAtMs = result.changesAt?.getTime();
  // Encoded to UTF-8 once: the ETag hashes the data's bytes and the socket takes the same buffer. Hashing the text
  // encoded it a second time (most answers hold accented names, so it is a transcoding, not a copy).
  const head = Buffer.from(bare ? data : `${DATA_OPENING}${data}${META_OPENING}`);
  const dataBytes = bare ? head : dataBytesOf(head);
  return {
    head,
    bare,
    webUrl: result.webUrl === undefined ? siteUrl : result.webUrl,
    ...(result.meta && { metaMembers: `,${JSON.stringify(result.meta).slice(1, -1)}` }),
    // The language is part of the representation (meta.source at least): an English copy never validates a Spanish one.
    etag: `W/"${hash('sha1', dataBytes, 'base64url')}-${language}"`,
    contentLanguage:
      result.editorialLanguage === undefined || result.editorialLanguage === language
        ? language
        : `${language}, ${result.editorialLanguage}`,
    expiresAtMs: changesAtMs === undefined ? expiresAtMs : Math.min(expiresAtMs, changesAtMs),
    ...(changesAtMs === undefined ? {} : { changesAtMs }),
  };
}

/** How an answer was had, and what it was had from. */
export interface Served {
  entry: CachedResponse;
  cacheStatus: 'hit' | 'miss';
  /** An earlier copy, or data past its refresh: meta says so. */
  stale: boolean;
  /** The handler's data when computed for this request (MCP's values then need no parsing). */
  data?: unknown;
  withoutData?: boolean;
}

/** The answer to this request: the shared part and this request's meta (its id, the data's age, staleness). */
export function answerOf(moment: RequestMoment, served: Served, writeMeta: MetaWriter, store: DataStore): Answer {
  const { request, now } = moment;
  const { entry, stale } = served;
  const common = entry.bare ? '' : writeMeta(now, request.requestId, entry.webUrl, stale, request.language);
  // The operation's own meta members go before meta's closing brace and the answer's, the tail's last two characters.
  const tail = entry.metaMembers === undefined ? common : `${common.slice(0, -2)}${entry.metaMembers}}}`;
  const answer: Answer = {
    operation: request.operation,
    head: entry.head,
    tail,
    byteLength: entry.head.length + Buffer.byteLength(tail),
    etag: entry.etag,
    contentLanguage: entry.contentLanguage,
    cacheStatus: stale ? 'stale' : served.cacheStatus,
    stale,
    withoutData: served.withoutData ?? false,
    secondsToUpdate: moment.secondsToUpdate,
    secondsToChange: entry.changesAtMs === undefined ? null : Math.max(0, (entry.changesAtMs - now.getTime()) / 1000),
    limitHeaders: moment.standing,
  };
  if (request.transport === 'mcp' && !entry.bare) {
    answer.tailInText = tailInText(moment, served, writeMeta);
    // Read when first asked: a tool's result splices the bytes themselves, a resource or a prompt reads the values. A
    // function, not a getter defined on each answer: that cost a tool call more than the rest of its answer's making.
    let value: ReturnType<NonNullable<Answer['value']>> | undefined;
    answer.value = () =>
      (value ??= {
        data: served.data === undefined ? JSON.parse(dataBytesOf(entry.head).toString()) : served.data,
        meta: {
          ...buildMeta(store, now, request.requestId, entry.webUrl, stale, request.language),
          ...(entry.metaMembers && JSON.parse(`{${entry.metaMembers.slice(1)}}`)),
        },
      });
  }
  return answer;
}

/** The tail as the inside of a JSON string, in UTF-8 (MCP's text); undefined when a surrogate asks for the byte level. */
function tailInText({ request, now }: RequestMoment, { entry, stale }: Served, writeMeta: MetaWriter) {
  return writeMeta.inText(now, request.requestId, entry.webUrl, stale, request.language, entry.metaMembers);
}

/** The data's bytes inside an enveloped answer's head, `{"data":<data>,"meta":`. */
function dataBytesOf(head: Buffer): Buffer {
  return head.subarray(DATA_OPENING.length, head.length - META_OPENING.length);
}
