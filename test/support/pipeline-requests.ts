// A PipelineRequest for the stages' unit tests: an operation of the contract, asked over REST from one client.
import { createLinks } from '../../core/links.js';
import { OPERATIONS, type Operation, type OperationId } from '../../generated/operations.js';
import type { PipelineRequest } from '../../runtime/pipeline/pipeline-request.js';

export const operationNamed = (operationId: OperationId): Operation => {
  const operation = OPERATIONS.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  return operation;
};

export function pipelineRequest(operationId: OperationId, overrides: Partial<PipelineRequest> = {}): PipelineRequest {
  const operation = operationNamed(operationId);
  return {
    operation,
    pathParams: {},
    path: operation.path,
    query: '',
    clientKey: '203.0.113.7',
    requestId: 'request-1',
    links: createLinks('http://127.0.0.1', 'https://gasolineras.dev', ''),
    language: 'es',
    ...overrides,
  };
}
