// The one seam metrics take in the request path: the pipeline wrapped so that every answered operation (and every
// refusal of MCP's early admission) is reported once to an observer. The pipeline itself knows nothing of it.

import { ClientClosedRequest } from '../../core/client-closed.js';
import { ApiProblem } from '../../core/problem.js';
import type { Answer, OperationPipeline, PipelineRequest, Transport } from './operation-pipeline.js';

/** One answered (or refused) operation. */
export interface OperationOutcome {
  operationId: string;
  transport: Transport;
  /** The answer's HTTP status (a REST 304 is reported as its 200: the pipeline answered it). */
  status: number;
  /** hit, miss or stale; null when the operation failed before an answer was had. */
  cacheStatus: Answer['cacheStatus'] | null;
  durationSeconds: number;
  /** The policy that refused it (429). */
  refusedPolicy?: string;
}

export interface PipelineObserver {
  observeOperation(outcome: OperationOutcome): void;
  /** A refusal outside any operation: MCP over HTTP counts a POST before it knows its tool. */
  observeRefusal(policy: string, transport: Transport): void;
}

export function observePipeline(pipeline: OperationPipeline, observer: PipelineObserver): OperationPipeline {
  const run = (request: PipelineRequest): Answer | Promise<Answer> => {
    const started = performance.now();
    const transport = request.transport ?? 'rest';
    const { operationId } = request.operation;
    const answered = (answer: Answer): Answer => {
      const durationSeconds = (performance.now() - started) / 1000;
      observer.observeOperation({
        operationId,
        transport,
        status: 200,
        cacheStatus: answer.cacheStatus,
        durationSeconds,
      });
      return answer;
    };
    const failed = (error: unknown): never => {
      const durationSeconds = (performance.now() - started) / 1000;
      // 499, nginx's "client closed request": nobody was answered, and it is not the server's error.
      const status = error instanceof ApiProblem ? error.status : error instanceof ClientClosedRequest ? 499 : 500;
      const outcome: OperationOutcome = { operationId, transport, status, cacheStatus: null, durationSeconds };
      if (status === 429) outcome.refusedPolicy = refusingPolicy(error as ApiProblem);
      observer.observeOperation(outcome);
      throw error;
    };
    let answer: Answer | Promise<Answer>;
    try {
      answer = pipeline.run(request);
    } catch (error) {
      return failed(error);
    }
    return answer instanceof Promise ? answer.then(answered, failed) : answered(answer);
  };
  // admit() is only called by transports that count before they know the operation (MCP over HTTP). At once when the
  // pipeline decides at once, as run(): a promise here put every MCP answer a microtask later.
  const refused = (error: unknown): never => {
    if (error instanceof ApiProblem && error.status === 429) observer.observeRefusal(refusingPolicy(error), 'mcp');
    throw error;
  };
  const admit: OperationPipeline['admit'] = (clientKey, policies) => {
    let standing: ReturnType<OperationPipeline['admit']>;
    try {
      standing = pipeline.admit(clientKey, policies);
    } catch (error) {
      return refused(error);
    }
    return standing instanceof Promise ? standing.catch(refused) : standing;
  };
  return { run, admit };
}

/** The refusing policy is the tightest one, which the refusal's RateLimit header names first: `"burst";r=0;t=4`. */
function refusingPolicy(problem: ApiProblem): string {
  const match = /^"([^"]+)"/.exec(problem.headers.RateLimit ?? '');
  return match?.[1] ?? 'unknown';
}
