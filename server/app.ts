// The composition root of the HTTP service: one Node request listener in front of the runtime, answering the API
// operations (REST adapter), the pages and downloads, and /mcp (MCP adapter). Node's own http is the one stack:
// Express cost four times Node's own server per answer on these machines (README, "Why no Express").
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { ApiProblem } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { createMcpHttpAdapter, MCP_PATH } from '../mcp/http.js';
import { prefersHtml } from './accept.js';
import { createArchiveDownloads } from './archive-downloads.js';
import { createHomePage } from './home-page.js';
import { answerPreflight } from './http-rules.js';
import { createMetricsEndpoint, METRICS_PATH } from './metrics-endpoint.js';
import { RouteTable } from './operation-router.js';
import { createPages } from './pages.js';
import { applyCommonHeaders, createRequestStarter, stateOf } from './request-context.js';
import { createRestAdapter } from './rest-adapter.js';
import type { Runtime } from './runtime.js';

const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

export function createApp(runtime: Runtime): RequestListener {
  const { config, logger } = runtime;
  const requests = createRequestStarter(config, logger);
  const routes = new RouteTable();
  const pages = new Map(createPages(runtime));
  if (runtime.metrics)
    pages.set(METRICS_PATH, createMetricsEndpoint({ metrics: runtime.metrics, token: config.metricsToken }));
  const archive = createArchiveDownloads(runtime);
  const home = createHomePage();
  const rest = createRestAdapter({ pipeline: runtime.pipeline, routes });
  const mcp = createMcpHttpAdapter(runtime);

  /** Whoever answers: at once (a cached API answer, a problem thrown), or through the promise returned. */
  function dispatch(req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    const { path } = stateOf(req);
    const method = req.method ?? 'GET';
    const page = pages.get(path) ?? home.assets.get(path) ?? archive(path);
    const homePage = path === '/' && (method === 'GET' || method === 'HEAD') && prefersHtml(req.headers.accept);
    // The REST adapter writes every header of its answer at once; everything else is written header by header.
    if (path === MCP_PATH || page || homePage || method === 'OPTIONS') applyCommonHeaders(req, res);
    if (path === MCP_PATH) return mcp(req, res);
    if (path === '/') {
      // One address, two representations: caches must keep the page and the JSON index apart.
      res.setHeader('Vary', 'Accept');
      if (homePage) return home.page(req, res);
    }
    if (page) {
      if (method === 'OPTIONS') return answerPreflight(res, PAGE_METHODS);
      if (method !== 'GET' && method !== 'HEAD') {
        const allow = PAGE_METHODS.join(', ');
        throw new ApiProblem('METHOD_NOT_ALLOWED', PROBLEM_DETAILS.methodNotAllowed(method, path, allow), {
          Allow: allow,
        });
      }
      return page(req, res);
    }
    if (method === 'OPTIONS') {
      const allowed = routes.allowedMethods(path);
      if (!allowed) throw new ApiProblem('ENDPOINT_NOT_FOUND', PROBLEM_DETAILS.noEndpoint(path));
      return answerPreflight(res, allowed);
    }
    return rest(req, res);
  }

  return (req, res) => {
    if (!requests.begin(req, res)) return;
    try {
      dispatch(req, res)?.catch((error: unknown) => requests.fail(req, res, error));
    } catch (error) {
      requests.fail(req, res, error);
    }
  };
}
