// Configuration from environment variables; every variable is documented in the README and docs/configuration.md.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** The ministry's REST service (fuel prices of every station in Spain). */
export const MINISTRY_BASE_URL = 'https://sedeaplicaciones.minetur.gob.es/ServiciosRESTCarburantes/PreciosCarburantes/';

import { parseTrustProxy, type TrustProxy } from './client-address.js';
import { DEFAULT_LANGUAGE, type Language } from './language.js';
import { projectPath } from './project-files.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  ministryBaseUrl: string;
  /** The Weekly Oil Bulletin prices-history workbook; the monthly series stays on its sample when empty. */
  oilBulletinUrl: string;
  /** Base of the public website, for web_url fields. */
  siteUrl: string;
  /** Public origin of this API, for absolute links; http://localhost:<port> when empty. */
  apiUrl: string;
  /** Host header values (lower case, with the port if any) whose requests get links under their own origin. */
  allowedHosts: ReadonlySet<string>;
  /** Where the documentation lives; the service's own /docs under apiUrl when empty. */
  docsUrl: string;
  /** Which hops are proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The network an IPv6 client is counted by (RATE_LIMIT_IPV6_PREFIX, bits; 64 by default). */
  rateLimitIpv6Prefix: number;
  /** Clients a store in memory counts at most (RATE_LIMIT_MAX_CLIENTS); past it, the least recently seen are dropped. */
  rateLimitMaxClients: number;
  /** operationIds answered with 503 ENDPOINT_DISABLED; "*" disables every endpoint. */
  disabledOperations: ReadonlySet<string>;
  /** Answers computed from the data per calendar month (Madrid time) before 503 TEMPORARILY_UNAVAILABLE; null: no limit. */
  monthlyQueryBudget: number | null;
  /** Redis holding the rate-limit counters and the monthly budget shared by every instance; empty: this machine's. */
  redisUrl: string;
  /** HTTP worker processes on one port (WEB_CONCURRENCY; "auto" is the number of cores); 1 serves in-process. */
  webConcurrency: number;
  /** Run the scheduled refreshes (off for tests and read-only replicas). */
  refresh: boolean;
  /** Count the per-client rate limits (RATE_LIMITS, on by default; off only for local development). */
  rateLimits: boolean;
  /** Serve GET /metrics (Prometheus text; METRICS, on by default). */
  metrics: boolean;
  /** When set, /metrics answers only requests with `Authorization: Bearer <METRICS_TOKEN>` (others get 404). */
  metricsToken: string;
  /** The language of the stdio MCP server's results and errors (MCP_LANGUAGE; over HTTP, Accept-Language decides). */
  mcpLanguage: Language;
  /**
   * Browser origins /mcp answers besides its own and loopback ones (MCP_ALLOWED_ORIGINS), each as `new URL().origin`
   * writes it; "*" answers every origin.
   */
  mcpAllowedOrigins: readonly string[];
  logLevel: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** RATE_LIMITS: `on` (the default) or `off`, nothing else: a typo must never switch the limits off. */
function parseRateLimits(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`RATE_LIMITS must be on or off, got ${value}`);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function parseWebConcurrency(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  if (value.toLowerCase() === 'auto') return availableParallelism();
  const workers = Number(value);
  if (!(Number.isInteger(workers) && workers >= 1 && workers <= 256))
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 256 or "auto", got ${value}`);
  return workers;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!(Number.isInteger(number) && number >= min && number <= max))
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  return number;
}

function parseLanguage(name: string, value: string | undefined): Language {
  if (value === undefined || value === '') return DEFAULT_LANGUAGE;
  if (value === 'es' || value === 'en') return value;
  throw new Error(`${name} must be es or en, got ${value}`);
}

/** Comma-separated origins (scheme, host and port, nothing else), or "*" for any. */
function parseOrigins(name: string, value: string | undefined): string[] {
  return list(value).map((entry) => {
    if (entry === '*') return entry;
    const url = URL.canParse(entry) ? new URL(entry) : null;
    const bare =
      url !== null &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      !/[?#]/.test(entry) &&
      !/\/\/[^/]+\/./.test(entry);
    if (!bare) {
      throw new Error(
        `${name} must be comma-separated origins such as https://app.example.es (scheme, host and port only) or *, got ${entry}`,
      );
    }
    return url.origin;
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const budget = env.MONTHLY_QUERY_BUDGET ? Number(env.MONTHLY_QUERY_BUDGET) : null;
  if (budget !== null && !(Number.isInteger(budget) && budget > 0))
    throw new Error(`MONTHLY_QUERY_BUDGET must be a positive whole number, got ${env.MONTHLY_QUERY_BUDGET}`);
  return {
    port,
    redisUrl: env.REDIS_URL ?? '',
    webConcurrency: parseWebConcurrency(env.WEB_CONCURRENCY),
    host: env.HOST ?? '0.0.0.0',
    // Unset, the project's own data/ whatever the working directory (an MCP host starts the stdio server from
    // anywhere); a path given is the user's, relative to where they typed it.
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : projectPath('data'),
    ministryBaseUrl: env.MINISTRY_BASE_URL ?? MINISTRY_BASE_URL,
    oilBulletinUrl: env.OIL_BULLETIN_URL ?? '',
    siteUrl: trimSlash(env.PUBLIC_SITE_URL ?? 'https://gasolineras.dev'),
    apiUrl: trimSlash(env.PUBLIC_API_URL ?? ''),
    docsUrl: trimSlash(env.DOCS_URL ?? ''),
    allowedHosts: new Set(list(env.ALLOWED_HOSTS).map((host) => host.toLowerCase())),
    trustProxy: parseTrustProxy(env.TRUST_PROXY ?? ''),
    rateLimitIpv6Prefix: wholeNumber('RATE_LIMIT_IPV6_PREFIX', env.RATE_LIMIT_IPV6_PREFIX, 64, 16, 128),
    rateLimitMaxClients: wholeNumber('RATE_LIMIT_MAX_CLIENTS', env.RATE_LIMIT_MAX_CLIENTS, 50_000, 100, 10_000_000),
    disabledOperations: new Set(list(env.DISABLED_ENDPOINTS)),
    monthlyQueryBudget: budget,
    refresh: flag(env.REFRESH, true),
    rateLimits: parseRateLimits(env.RATE_LIMITS),
    metrics: flag(env.METRICS, true),
    metricsToken: env.METRICS_TOKEN ?? '',
    mcpLanguage: parseLanguage('MCP_LANGUAGE', env.MCP_LANGUAGE),
    mcpAllowedOrigins: parseOrigins('MCP_ALLOWED_ORIGINS', env.MCP_ALLOWED_ORIGINS),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
