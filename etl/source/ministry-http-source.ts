// The ministry's REST service as a MinistrySource: retries with backoff, then a typed SourceError.

import { setTimeout as delay } from 'node:timers/promises';
import { fetchJsonOnce, fetchStationListOnce } from './fetch-json.js';
import { type HttpGet, httpGet as nodeHttpGet } from './http-get.js';
import { asRows, checkStationList, isStationRecord, notARecord } from './ministry-shapes.js';
import type { MinistrySource, RawCommunity, RawMunicipality, RawProvince, StationListReader } from './source.js';
import { isRetryable, SourceError } from './source-error.js';
import type { StringCut } from './station-list-parser.js';

export { SourceError, type SourceErrorKind } from './source-error.js';

export interface MinistryHttpSourceOptions {
  /** Ends in `/PreciosCarburantes/` (a missing trailing slash is added). */
  baseUrl: string;
  /** Per attempt, headers and body together. Default 60 s: the station list is ~12 MB on a slow server. */
  timeoutMs?: number;
  /** Attempts in total, first one included. Default 3. */
  retries?: number;
  /** Cap on a station list's decompressed body. Default 64 MB, about five times today's. */
  maxBytes?: number;
  /** How to GET (a fetch will do, as the tests give one); node:http's (http-get.ts) by default. */
  httpGet?: HttpGet;
  /** Receives one structured event per failed attempt. */
  log?: (event: object) => void;
  /** Waits between attempts; tests pass a no-op. */
  sleep?: (ms: number) => Promise<void>;
}

/** Cap on a Listados answer: Municipios, the largest, is 1 MB. */
const LISTADOS_MAX_BYTES = 8 * 1024 * 1024;
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 30_000;

export function createMinistryHttpSource(options: MinistryHttpSourceOptions): MinistrySource {
  const base = normaliseBaseUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const attempts = Math.max(1, options.retries ?? 3);
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const httpGet = options.httpGet ?? nodeHttpGet;
  const log = options.log ?? (() => {});
  const sleep = options.sleep ?? ((ms: number) => delay(ms));

  /** `once` makes one attempt at `url`; failed attempts are logged and retried as the kind of failure allows. */
  async function withRetries<T>(path: string, once: (url: string, attempt: number) => Promise<T>): Promise<T> {
    const url = new URL(path, base).href;
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      try {
        return await once(url, attempt);
      } catch (error) {
        if (!(error instanceof SourceError)) throw error; // a bug, not the service: do not retry it
        const retry = attempt < attempts && isRetryable(error);
        const ms = Math.round(performance.now() - started);
        log({
          event: 'ministry_attempt_failed',
          url,
          attempt,
          kind: error.kind,
          status: error.status,
          ms,
          retry,
          message: error.message,
        });
        if (!retry) throw error;
        await sleep(backoffMs(attempt));
      }
    }
  }

  const shapeError = (url: string, attempt: number) => (message: string) =>
    new SourceError('shape', message, { url, attempts: attempt });

  function get<T>(path: string, parse: (body: unknown, fail: (message: string) => Error) => T): Promise<T> {
    return withRetries(path, async (url, attempt) =>
      parse(
        await fetchJsonOnce(url, { httpGet, timeoutMs, maxBytes: Math.min(maxBytes, LISTADOS_MAX_BYTES), attempt }),
        shapeError(url, attempt),
      ),
    );
  }

  /** A station list read as it arrives, each record handed to a reader made for the attempt, then the envelope. */
  function readList<T>(path: string, reader: () => StationListReader<T>): Promise<T> {
    return withRetries(path, async (url, attempt) => {
      const read = reader();
      let notRecord = -1;
      let count = 0;
      const onRecord = (record: unknown, index: number, cuts: readonly StringCut[] = []) => {
        count++;
        if (isStationRecord(record)) read.record(record, cuts);
        else if (notRecord < 0) notRecord = index;
      };
      const body = await fetchStationListOnce(url, { httpGet, timeoutMs, maxBytes, attempt }, onRecord);
      const fail = shapeError(url, attempt);
      const envelope = checkStationList(body, fail);
      // A list the parser could not tell apart (its key written with escapes) comes whole, in the document.
      const rest = (body as { ListaEESSPrecio: unknown[] }).ListaEESSPrecio;
      for (const [index, record] of rest.entries()) onRecord(record, index);
      if (notRecord >= 0) throw fail(notARecord(notRecord));
      return read.end({ ...envelope, count });
    });
  }

  const histPath = (date: string) => `EstacionesTerrestresHist/${toMinistryDate(date)}`;

  return {
    description: `ministry REST service at ${base}`,
    isSample: false,
    stationsNow: (reader) => readList('EstacionesTerrestres/', reader),
    // async, so a bad date rejects like any other failure instead of throwing synchronously
    stationsOn: async (date, reader) => readList(histPath(date), reader),
    communities: () => get<RawCommunity[]>('Listados/ComunidadesAutonomas/', (b, f) => asRows(b, COMMUNITY_KEYS, f)),
    provinces: () => get<RawProvince[]>('Listados/Provincias/', (b, f) => asRows(b, PROVINCE_KEYS, f)),
    municipalities: () => get<RawMunicipality[]>('Listados/Municipios/', (b, f) => asRows(b, MUNICIPALITY_KEYS, f)),
  };
}

const COMMUNITY_KEYS = ['IDCCAA', 'CCAA'] as const;
const PROVINCE_KEYS = ['IDPovincia', 'IDCCAA', 'Provincia', 'CCAA'] as const; // sic: the ministry's spelling
const MUNICIPALITY_KEYS = ['IDMunicipio', 'IDProvincia', 'IDCCAA', 'Municipio', 'Provincia', 'CCAA'] as const;

/** Exponential with "equal jitter": half fixed, half random, so parallel ETLs do not retry in lockstep. */
function backoffMs(attempt: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

export function normaliseBaseUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  if (!url.pathname.endsWith('/PreciosCarburantes/')) {
    throw new TypeError(`ministry base URL must end in /PreciosCarburantes/: ${baseUrl}`);
  }
  return url.href;
}

/** YYYY-MM-DD (a real calendar day) to the ministry's dd-mm-yyyy. */
export function toMinistryDate(date: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 2026-02-30 over to March, so compare the round trip.
  if (!Number.isFinite(time) || !new Date(time).toISOString().startsWith(date))
    throw new RangeError(`expected a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
  return date.split('-').reverse().join('-');
}
