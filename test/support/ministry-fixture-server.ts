// A loopback stand-in for the ministry's REST service, serving a folder in its layout (the committed slice by
// default), with the faults a client must survive. Paths under `baseUrl` (trailing slash optional):
//   EstacionesTerrestres/                <- DIR/EstacionesTerrestres.json(.gz)
//   EstacionesTerrestresHist/DD-MM-YYYY  <- DIR/EstacionesTerrestresHist/DD-MM-YYYY.json(.gz); an empty list if absent
//                                           (or, with `redate`, a real day's list dated that day: made-up data)
//   Listados/ComunidadesAutonomas/, Listados/Provincias/, Listados/Municipios/ <- DIR/Listados/*.json(.gz)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { MINISTRY_FIXTURES } from './data-paths.js';

/**
 * html: 200 with an HTML error page (as the real service sometimes answers); 500: 500 with HTML; timeout: never
 * answers; truncated: the first half of the body, then the connection drops; empty: station lists come back with
 * ResultadoConsulta OK and no stations; drift: "Precio Gasoleo A" is renamed "Precio Gasóleo A" in station lists.
 */
export const FAULTS = ['none', 'html', '500', 'timeout', 'truncated', 'empty', 'drift'] as const;
export type Fault = (typeof FAULTS)[number];

export interface MinistryFixtureServer {
  /** http://127.0.0.1:PORT/ServiciosRESTCarburantes/PreciosCarburantes/ */
  readonly baseUrl: string;
  /** Switches the fault mode for the requests that follow ('none' clears it). */
  fault(mode: Fault): void;
  /** Dates the current station list (its Fecha) `days` later from now on, so a refresh publishes a newer snapshot. */
  shiftDays(days: number): void;
  /** Answers each request that follows `ms` later: a remote service's round trip and its time to answer. */
  delay(ms: number): void;
  /** How many requests reached `url` (absolute, or a path under baseUrl) so far. */
  requests(url: string): number;
  close(): Promise<void>;
}

const BASE_PATH = '/ServiciosRESTCarburantes/PreciosCarburantes/';
const LISTADOS = new Set(['ComunidadesAutonomas', 'Provincias', 'Municipios']);
const ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>Error</title></head><body><h1>Servicio no disponible</h1></body></html>';

/** The list's "Fecha":"DD/MM/YYYY …" (slashes escaped or not) moved `days` later. */
function shiftFecha(body: string, days: number): string {
  return body.replace(/"Fecha":"(\d{2})\\?\/(\d{2})\\?\/(\d{4})/, (_all, dd: string, mm: string, yyyy: string) => {
    const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd) + days));
    const pad = (n: number) => String(n).padStart(2, '0');
    return `"Fecha":"${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  });
}

const emptyList = (fecha: string) =>
  JSON.stringify({ Fecha: fecha, ListaEESSPrecio: [], Nota: '', ResultadoConsulta: 'OK' });

/** Days since the epoch of DD-MM-YYYY. */
const dayNumber = (ddmmyyyy: string) => {
  const [dd, mm, yyyy] = ddmmyyyy.split('-').map(Number) as [number, number, number];
  return Date.UTC(yyyy, mm - 1, dd) / 86_400_000;
};

/**
 * For `redate`: the real day whose list stands for `day`, a day before the folder's first one: the folder's days
 * taken backwards from its last, over and over (the day before the first is the last, and so on). Null for a day
 * after them, or a folder without any.
 */
function standInDay(dataDir: string, day: string): string | null {
  let names: string[];
  try {
    names = readdirSync(join(dataDir, 'EstacionesTerrestresHist'));
  } catch {
    return null;
  }
  const real = names
    .map((name) => /^(\d{2}-\d{2}-\d{4})\.json(\.gz)?$/.exec(name)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort((a, b) => dayNumber(a) - dayNumber(b));
  const first = real[0];
  if (first === undefined || dayNumber(day) >= dayNumber(first)) return null;
  const before = dayNumber(first) - dayNumber(day);
  return real[(real.length - (before % real.length)) % real.length] as string;
}

export async function startMinistryFixtureServer(
  options: {
    dataDir?: string;
    fault?: Fault;
    /**
     * Benchmarks only: a day before the folder's days is answered with one of them dated that day (standInDay), so
     * that a history longer than the real data can be measured. Such days are made up: never keep them.
     */
    redate?: boolean;
  } = {},
): Promise<MinistryFixtureServer> {
  const dataDir = options.dataDir ?? MINISTRY_FIXTURES;
  let fault: Fault = options.fault ?? 'none';
  let shift = 0;
  let delayMs = 0;
  const counts = new Map<string, number>();
  const texts = new Map<string, string | null>();

  /** The file's JSON text (gunzipped), or null when neither FILE.json.gz nor FILE.json exists. */
  const load = (file: string): string | null => {
    if (!texts.has(file)) {
      const gz = join(dataDir, `${file}.json.gz`);
      const plain = join(dataDir, `${file}.json`);
      const text = existsSync(gz)
        ? gunzipSync(readFileSync(gz)).toString('utf8')
        : existsSync(plain)
          ? readFileSync(plain, 'utf8')
          : null;
      texts.set(file, text);
    }
    return texts.get(file) ?? null;
  };

  const bodyFor = (rest: string): string | null => {
    const parts = rest.replace(/\/+$/, '').split('/');
    const [head, day] = parts;
    if (head === 'EstacionesTerrestres' && parts.length === 1) {
      const body = load('EstacionesTerrestres');
      return body !== null && shift !== 0 ? shiftFecha(body, shift) : body;
    }
    if (head === 'EstacionesTerrestresHist' && parts.length === 2 && /^\d{2}-\d{2}-\d{4}$/.test(day ?? '')) {
      const real = load(`EstacionesTerrestresHist/${day}`);
      if (real !== null) return real;
      const standIn = options.redate ? standInDay(dataDir, day as string) : null;
      const body = standIn === null ? null : load(`EstacionesTerrestresHist/${standIn}`);
      if (body !== null && standIn !== null) return shiftFecha(body, dayNumber(day as string) - dayNumber(standIn));
      return emptyList(`${day?.replaceAll('-', '/')} 0:00:00`);
    }
    if (head === 'Listados' && parts.length === 2 && LISTADOS.has(day ?? '')) return load(`Listados/${day}`);
    return null;
  };

  const answer = (request: IncomingMessage, response: ServerResponse, path: string): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const html = (status: number) => response.writeHead(status, { 'content-type': 'text/html' }).end(ERROR_PAGE);
    if (!path.startsWith(BASE_PATH)) return void html(404);
    if (fault === 'timeout') return; // never answers; close() drops the connection
    if (fault === '500') return void html(500);
    if (fault === 'html') return void html(200);
    let body = bodyFor(path.slice(BASE_PATH.length));
    if (body === null) return void html(404);
    const isStationList = body.startsWith('{');
    if (fault === 'empty' && isStationList) body = emptyList((JSON.parse(body) as { Fecha: string }).Fecha);
    if (fault === 'drift' && isStationList) body = body.replaceAll('"Precio Gasoleo A"', '"Precio Gasóleo A"');
    const bytes = Buffer.from(body, 'utf8');
    if (fault === 'truncated') {
      response.writeHead(200, { 'content-type': 'application/json;charset=utf-8', 'content-length': bytes.length });
      response.write(bytes.subarray(0, bytes.length >> 1), () => setTimeout(() => response.destroy(), 50));
      return;
    }
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const payload = gzip ? gzipSync(bytes) : bytes;
    response.writeHead(200, {
      'content-type': 'application/json;charset=utf-8',
      'content-length': payload.length,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : payload);
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (delayMs > 0) setTimeout(() => answer(request, response, path), delayMs);
    else answer(request, response, path);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}${BASE_PATH}`,
    fault: (mode) => {
      fault = mode;
    },
    shiftDays: (days) => {
      shift = days;
    },
    delay: (ms) => {
      delayMs = ms;
    },
    requests: (url) => counts.get(new URL(url, `${origin}${BASE_PATH}`).pathname) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
