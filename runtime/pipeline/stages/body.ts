// Stage 3, body: a POST's JSON body is read only once the request has passed the limits (a refused client never
// makes the server read what it sends); the adapter says how (readBody), and refuses what is not JSON as it reads.
import type { PipelineRequest } from '../pipeline-request.js';

/** The body of a POST as the adapter reads it; undefined for a request without one. */
export function readBody(request: Pick<PipelineRequest, 'readBody'>): Promise<unknown> {
  return Promise.resolve(request.readBody?.());
}
