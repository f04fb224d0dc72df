// The REST adapter: an HTTP request to an operation of the contract in, the pipeline's answer out as HTTP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustProxy } from '../core/client-address.js';
import { cacheControl } from './cache-policy.js';
import { answeredNotModified, sendText } from './http-rules.js';
import type { OperationPipeline } from './operation-pipeline.js';
import type { RouteTable } from './operation-router.js';
import { readJsonBody, requireJsonContentType } from './read-json-body.js';
import { clientIp, stateOf } from './request-context.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const OPENAPI_TYPE = 'application/vnd.oai.openapi+json; charset=utf-8';

export function createRestAdapter(deps: {
  pipeline: OperationPipeline;
  routes: RouteTable;
  trustProxy: TrustProxy;
}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const { path, search, links, requestId } = stateOf(req);
    const { operation, pathParams } = deps.routes.match(req.method ?? 'GET', path);
    const answer = await deps.pipeline.run({
      operation,
      pathParams,
      path,
      search,
      clientKey: clientIp(req, deps.trustProxy),
      requestId,
      links,
      readBody: () => {
        requireJsonContentType(req);
        return readJsonBody(req);
      },
    });
    for (const [name, value] of Object.entries(answer.limitHeaders)) res.setHeader(name, value);
    res.setHeader('X-Cache', answer.cacheStatus);
    res.setHeader(
      'Cache-Control',
      cacheControl(operation.cache, answer.secondsToUpdate, answer.stale, answer.secondsToChange),
    );
    if (answeredNotModified(req, res, answer.etag)) return;
    sendText(req, res, operation.operationId === 'getOpenApi' ? OPENAPI_TYPE : JSON_TYPE, answer.body);
  };
}
