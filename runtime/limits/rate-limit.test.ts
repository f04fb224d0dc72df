import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../core/problem.js';
import { MemoryRateLimitStore, policiesFor, policyHeader, RateLimiter } from './rate-limit.js';

const IP = '192.0.2.1';

/** check() decides at once with the memory store: a refusal is thrown, not a rejected promise. */
async function refusal(limiter: RateLimiter, policies: ReturnType<typeof policiesFor>, nowMs: number) {
  const error = await Promise.resolve()
    .then(() => limiter.check(IP, policies, nowMs))
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(ApiProblem);
  return error as ApiProblem;
}

describe('RateLimit-Policy', () => {
  it("keeps the spec's policies as they were and lists the burst after them", () => {
    expect(policyHeader(policiesFor('normal'))).toBe('"rest";q=120;w=60, "burst";q=20;w=10');
    expect(policyHeader(policiesFor('heavy'))).toBe('"rest";q=120;w=60, "heavy";q=30;w=60, "burst";q=20;w=10');
  });

  it('gives MCP completions a policy of their own, counted against no other', () => {
    expect(policyHeader(policiesFor('completion'))).toBe('"completion";q=50;w=5');
  });
});

describe('RateLimiter', () => {
  it('gives an admitted request RateLimit for the tightest policy beside RateLimit-Policy', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    expect(await limiter.check(IP, policiesFor('normal'), 1_000)).toEqual({
      RateLimit: '"burst";r=19;t=10',
      'RateLimit-Policy': '"rest";q=120;w=60, "burst";q=20;w=10',
    });
    expect((await limiter.check(IP, policiesFor('normal'), 2_500)).RateLimit).toBe('"burst";r=18;t=9'); // 8.5 s up
  });

  it('refuses with Retry-After rounded up, equal to the RateLimit reset, and a wait that long passes', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const normal = policiesFor('normal');
    for (let i = 0; i < 20; i++) await limiter.check(IP, normal, 1_000);
    const refused = await refusal(limiter, normal, 2_500); // free at 11.0 s: 8.5 s
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.status).toBe(429);
    expect(refused.detail).toEqual({
      en: 'Limit "burst" of 20 requests per 10 s exceeded; retry in 9 s',
      es: 'Se superó el límite "burst" de 20 peticiones cada 10 s; reintente en 9 s',
    });
    expect(refused.headers).toEqual({
      'Retry-After': '9',
      RateLimit: '"burst";r=0;t=9',
      'RateLimit-Policy': '"rest";q=120;w=60, "burst";q=20;w=10',
    });
    expect(limiter.check(IP, normal, 2_500 + 9_000)).toHaveProperty('RateLimit', '"burst";r=19;t=10');
  });

  it('names the heavy policy when it is what holds a heavy request back', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const heavy = policiesFor('heavy');
    for (let t = 0; t < 30_000; t += 1_000) await limiter.check(IP, heavy, t);
    const refused = await refusal(limiter, heavy, 30_000);
    expect(refused.headers['Retry-After']).toBe('30');
    expect(refused.headers.RateLimit).toBe('"heavy";r=0;t=30');
    expect(limiter.check(IP, policiesFor('normal'), 30_000)).toHaveProperty('RateLimit');
  });
});
