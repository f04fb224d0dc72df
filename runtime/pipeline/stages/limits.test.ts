import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../../core/problem.js';
import { PROBLEM_DETAILS } from '../../../core/problem-details.js';
import { pipelineRequest } from '../../../test/support/pipeline-requests.js';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from '../../limits/rate-limit.js';
import { countClient, keepingStanding, withStanding } from './limits.js';

const NOW = Date.parse('2026-08-22T14:00:00Z');
const limiterOf = (store: RateLimitStore = new MemoryRateLimitStore()) => new RateLimiter(store);

describe('stage 2: limits', () => {
  it("counts the client against its operation's rate class, at once with a store in this process", () => {
    const limiter = limiterOf();
    expect(countClient(limiter, pipelineRequest('getPrices'), NOW)).toEqual({
      RateLimit: '"burst";r=19;t=10',
      'RateLimit-Policy': '"rest";q=120;w=60, "burst";q=20;w=10',
    });
    // A heavy operation counts against the heavy policy too.
    expect(countClient(limiter, pipelineRequest('findStationsNearby'), NOW)).toHaveProperty(
      'RateLimit-Policy',
      '"rest";q=120;w=60, "heavy";q=30;w=60, "burst";q=20;w=10',
    );
  });

  it('does not count a request its transport counted already: the answer names the policies alone', () => {
    const limiter = { check: () => expect.fail('counted twice') };
    expect(countClient(limiter, pipelineRequest('getPrices', { clientKey: null }), NOW)).toEqual({
      'RateLimit-Policy': '"rest";q=120;w=60, "burst";q=20;w=10',
    });
  });

  it('throws the refusal at once, 429 with the standing; through a promise from a shared store', async () => {
    const memory = new MemoryRateLimitStore();
    const limiter = limiterOf(memory);
    for (let i = 0; i < 20; i++) countClient(limiter, pipelineRequest('getPrices'), NOW);
    expect(() => countClient(limiter, pipelineRequest('getPrices'), NOW)).toThrow(
      expect.objectContaining({ status: 429, headers: expect.objectContaining({ RateLimit: '"burst";r=0;t=10' }) }),
    );
    const shared = limiterOf({ consume: async (...args) => new MemoryRateLimitStore().consume(...args) });
    const counted = countClient(shared, pipelineRequest('getPrices'), NOW);
    expect(counted).toBeInstanceOf(Promise);
    expect((await counted).RateLimit).toBe('"burst";r=19;t=10');
  });

  it("adds the client's standing to a problem a later stage throws, its own headers first", async () => {
    const standing = { RateLimit: '"burst";r=5;t=10', 'Retry-After': '1' };
    const problem = new ApiProblem('ENDPOINT_DISABLED', PROBLEM_DETAILS.switchedOff('/v1/x'), {
      'Retry-After': '3600',
    });
    expect((withStanding(problem, standing) as ApiProblem).headers).toEqual({
      RateLimit: '"burst";r=5;t=10',
      'Retry-After': '3600',
    });
    const bug = new Error('a bug');
    expect(withStanding(bug, standing)).toBe(bug);
    expect(() =>
      keepingStanding(standing, () => {
        throw problem;
      }),
    ).toThrow(expect.objectContaining({ headers: expect.objectContaining({ RateLimit: '"burst";r=5;t=10' }) }));
    await expect(keepingStanding(standing, () => Promise.reject(problem))).rejects.toMatchObject({
      headers: { RateLimit: '"burst";r=5;t=10' },
    });
    expect(keepingStanding(standing, () => 'answered')).toBe('answered');
  });
});
