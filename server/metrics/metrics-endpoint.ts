// GET /metrics: the Prometheus text exposition, outside /v1 and the contract (an operations endpoint) and outside the
// public rate limits (a scraper every 15 s must never be refused). With METRICS_TOKEN set, a request without
// `Authorization: Bearer <token>` (the scheme in any case, RFC 9110 §11.1) gets the same 404 as when METRICS=false,
// whatever its method: the endpoint does not say it exists. With the token, GET and HEAD answer, OPTIONS says so, any
// other method is 405.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { ServiceMetrics } from '../../runtime/metrics/metrics.js';
import { answerPreflight, sendText } from '../http/http-rules.js';

export const METRICS_PATH = '/metrics';

const EXPOSITION_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export function createMetricsEndpoint(deps: {
  metrics: ServiceMetrics;
  token: string;
}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const expected = deps.token ? digest(deps.token) : null;
  return async (req, res) => {
    if (expected !== null && !timingSafeEqual(digest(bearerCredentials(req.headers.authorization)), expected)) {
      throw new ApiProblem('ENDPOINT_NOT_FOUND', PROBLEM_DETAILS.noEndpoint(METRICS_PATH));
    }
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return answerPreflight(res, METHODS);
    if (method !== 'GET' && method !== 'HEAD') {
      const allow = METHODS.join(', ');
      throw new ApiProblem('METHOD_NOT_ALLOWED', PROBLEM_DETAILS.methodNotAllowed(method, METRICS_PATH, allow), {
        Allow: allow,
      });
    }
    let text: string;
    try {
      text = await deps.metrics.exposition();
    } catch {
      // In a cluster, a worker starting or stopping may not answer the primary's collection in time.
      throw new ApiProblem('TEMPORARILY_UNAVAILABLE', PROBLEM_DETAILS.metricsUncollected, {
        'Retry-After': '5',
      });
    }
    res.setHeader('Cache-Control', 'no-store');
    sendText(req, res, EXPOSITION_TYPE, text);
  };
}

const METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/** The credentials of an `Authorization: Bearer <credentials>` header, the scheme in any case; '' for any other. */
function bearerCredentials(header: string | undefined): string {
  const match = /^bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/** Equal-length digests, so the comparison takes the same time whatever the header holds. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
