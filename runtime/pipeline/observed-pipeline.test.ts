import { describe, expect, it } from 'vitest';
import { ClientClosedRequest } from '../../core/client-closed.js';
import { unlocalized } from '../../core/language.js';
import { ApiProblem } from '../../core/problem.js';
import { OPERATIONS } from '../../generated/operations.js';
import { type OperationOutcome, observePipeline } from './observed-pipeline.js';
import type { Answer, OperationPipeline, PipelineRequest } from './operation-pipeline.js';

const operation = OPERATIONS.find((op) => op.operationId === 'getPrices') as PipelineRequest['operation'];
const request = { operation, pathParams: {}, path: '/v1/prices', query: '', clientKey: '203.0.113.9' } as never;

function observed(outcome: () => Promise<Answer>, admit: OperationPipeline['admit'] = async () => ({})) {
  const operations: OperationOutcome[] = [];
  const refusals: string[] = [];
  const pipeline = observePipeline(
    { run: outcome, admit },
    {
      observeOperation: (o) => operations.push(o),
      observeRefusal: (policy, transport) => refusals.push(`${policy} ${transport}`),
    },
  );
  return { pipeline, operations, refusals };
}

const refusal = () =>
  new ApiProblem('RATE_LIMITED', unlocalized('Limit "heavy" exceeded'), {
    RateLimit: '"heavy";r=0;t=40',
    'Retry-After': '40',
  });

describe('the pipeline observer', () => {
  it('reports each answer once, with its cache status and duration, and returns it unchanged', async () => {
    const answer = { cacheStatus: 'hit' } as Answer;
    const { pipeline, operations } = observed(async () => answer);
    expect(await pipeline.run(request)).toBe(answer);
    expect(operations).toEqual([
      {
        operationId: 'getPrices',
        transport: 'rest',
        status: 200,
        cacheStatus: 'hit',
        durationSeconds: expect.any(Number),
      },
    ]);
  });

  it('reports a problem with its status, the refusing policy of a 429, 499 for a client gone and 500 for the rest', async () => {
    for (const [error, status] of [
      [new ApiProblem('INVALID_PARAMETER', unlocalized('fuel')), 400],
      [refusal(), 429],
      [new ClientClosedRequest(), 499],
      [new Error('bug'), 500],
    ] as const) {
      const { pipeline, operations } = observed(() => Promise.reject(error));
      await expect(pipeline.run({ ...(request as object), transport: 'mcp' } as PipelineRequest)).rejects.toBe(error);
      expect(operations).toMatchObject([{ status, transport: 'mcp', cacheStatus: null }]);
      expect(operations[0]?.refusedPolicy).toBe(status === 429 ? 'heavy' : undefined);
    }
  });

  it("counts a refusal of MCP's early admission under its policy", async () => {
    const { pipeline, refusals } = observed(
      () => Promise.reject(new Error('not called')),
      () => Promise.reject(refusal()),
    );
    await expect(pipeline.admit('203.0.113.9', [])).rejects.toBeInstanceOf(ApiProblem);
    expect(refusals).toEqual(['heavy mcp']);
  });

  it('admits at once when the limits decide at once, and counts a refusal thrown at once', () => {
    const standing = { RateLimit: '"burst";r=9;t=1' };
    const admitting = observed(
      () => Promise.reject(new Error('not called')),
      () => standing,
    );
    // The same object, not a promise of it: a cached MCP answer is then written in the turn its body was read.
    expect(admitting.pipeline.admit('203.0.113.9', [])).toBe(standing);
    const refusing = observed(
      () => Promise.reject(new Error('not called')),
      () => {
        throw refusal();
      },
    );
    expect(() => refusing.pipeline.admit('203.0.113.9', [])).toThrow(ApiProblem);
    expect(refusing.refusals).toEqual(['heavy mcp']);
  });
});
