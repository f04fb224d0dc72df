// One Node request listener in front of the runtime, answering the API operations (REST adapter), the pages and
// downloads, and any other transport mounted at a path of its own (main/http-service.ts mounts MCP at /mcp). Node's
// own http is the one stack: Express cost four times Node's own server per answer on these machines (docs/benchmarks.md).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Links } from '../../core/links.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { Runtime } from '../../runtime/runtime.js';
import { createArchiveDownloads } from '../downloads/archive-downloads.js';
import { createMetricsEndpoint, METRICS_PATH } from '../metrics/metrics-endpoint.js';
import { createHomePage } from '../pages/home-page.js';
import { createPages } from '../pages/pages.js';
import { prefersHtml } from './accept.js';
import { answerPreflight } from './http-rules.js';
import { RouteTable } from './operation-router.js';
import { applyCommonHeaders, commonHeaderList, createRequestStarter, stateOf } from './request-context.js';
import { createRestAdapter } from './rest-adapter.js';

const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/** Who asked, as this server knows it: what another transport mounted here needs of the HTTP request. */
export interface MountedRequest {
  /** The client the rate limits count (TRUST_PROXY applied). */
  clientKey: string;
  links: Links;
  requestId: string;
  /**
   * The headers every answer carries, X-Request-Id among them (name, value…), in a list of this request's own: the mount
   * adds its answer's headers and writes them all in one writeHead (setHeader per header cost about 8 µs of server CPU
   * per answer).
   */
  headers: string[];
}

/** Another transport answered at one path of this server, with its own rules for methods and errors. */
export interface HttpMount {
  path: string;
  /** The methods it answers; an OPTIONS request (CORS preflight) is answered here from this list. */
  methods: readonly string[];
  /**
   * Every other request to the path, other methods included: the transport refuses them its own way, and writes the
   * common headers on every answer.
   */
  handle(req: IncomingMessage, res: ServerResponse, request: MountedRequest): void | Promise<void>;
}

export function createApp(runtime: Runtime, options: { mounts?: readonly HttpMount[] } = {}): RequestListener {
  const { config, logger } = runtime;
  const requests = createRequestStarter(config, logger);
  const routes = new RouteTable();
  const pages = new Map(createPages(runtime));
  const metrics = runtime.metrics
    ? createMetricsEndpoint({ metrics: runtime.metrics, token: config.metricsToken })
    : null;
  const archive = createArchiveDownloads(runtime);
  const home = createHomePage();
  const rest = createRestAdapter({ pipeline: runtime.pipeline, routes });
  const mounts = new Map((options.mounts ?? []).map((mount) => [mount.path, mount]));

  /** Whoever answers: at once (a cached API answer, a problem thrown), or through the promise returned. */
  function dispatch(req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    const state = stateOf(req);
    const { path } = state;
    const method = req.method ?? 'GET';
    const mount = mounts.get(path);
    if (mount) {
      if (method === 'OPTIONS') {
        applyCommonHeaders(req, res);
        return answerPreflight(res, [...mount.methods, 'OPTIONS']);
      }
      const { clientKey, links, requestId } = state;
      return mount.handle(req, res, { clientKey, links, requestId, headers: commonHeaderList(requestId) });
    }
    // /metrics answers every method itself: a request without its token must not learn that it exists.
    if (metrics && path === METRICS_PATH) {
      applyCommonHeaders(req, res);
      return metrics(req, res);
    }
    const page = pages.get(path) ?? home.assets.get(path) ?? archive(path);
    const homePage = path === '/' && (method === 'GET' || method === 'HEAD') && prefersHtml(req.headers.accept);
    // The REST adapter writes every header of its answer at once; everything else is written header by header.
    if (page || homePage || method === 'OPTIONS') applyCommonHeaders(req, res);
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
