// A rate-limit store that admits every request, at once as the memory store decides, for tests of other rules and for
// the benchmarks (one load client asks far more than a client's limits). Plain JavaScript, so that
// bench/core-reads-server.mjs, which runs the compiled server without tsx, shares it with the tests.

export const unlimitedRateLimitStore = {
  consume: (_key, policies) => {
    const last = policies[policies.length - 1];
    return {
      allowed: true,
      policy: last?.name ?? '',
      remaining: (last?.quota ?? 1) - 1,
      resetMs: (last?.windowSeconds ?? 0) * 1000,
      retryAfterMs: 0,
    };
  },
};
