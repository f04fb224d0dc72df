// Limits and budget counted by a primary over a real IPC channel (a forked process): the memory store's table of
// cases, exactness under 200 concurrent requests, and the fail-open rule when the primary is gone.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitStoreCases } from '../../test/support/rate-limit-store-cases.js';
import { MemoryBudgetCounter } from '../budget/budget-counter.js';
import { MonthlyQueryBudget } from '../budget/query-budget.js';
import { IpcBudgetCounter, IpcLimitsClient, IpcRateLimitStore } from './ipc-limits.js';
import { LimitsHealth } from './limits-health.js';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';
import { policiesFor, type RateLimitStore } from './rate-limit.js';

const NORMAL = policiesFor('normal');
const PRIMARY = fileURLToPath(new URL('../../test/support/limits-primary.ts', import.meta.url));

async function startPrimary(): Promise<ChildProcess> {
  const child = fork(PRIMARY, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the primary exited with ${code}`)));
  });
  return child;
}

function client(channel: ChildProcess) {
  const warnings: unknown[] = [];
  const health = new LimitsHealth('primary', { warn: (...a: unknown[]) => warnings.push(a), info: () => {} });
  return { ipc: new IpcLimitsClient(channel, health), health, warnings };
}

let primary: ChildProcess;
let namespaces = 0;
beforeAll(async () => {
  primary = await startPrimary();
});
afterAll(() => {
  primary?.kill();
});

/** The primary's one store, with each case's clients apart (the primary outlives the cases). */
function namespaced(store: RateLimitStore): RateLimitStore {
  const namespace = `case-${++namespaces}:`;
  return { consume: (key, policies, nowMs) => store.consume(namespace + key, policies, nowMs) };
}

let casesClient: IpcLimitsClient | undefined;
rateLimitStoreCases(
  'IpcRateLimitStore (the primary over IPC)',
  async () => {
    casesClient ??= client(primary).ipc;
    return namespaced(new IpcRateLimitStore(casesClient, new MemoryRateLimitStore()));
  },
  15,
);

describe('IpcRateLimitStore: one count for every worker', () => {
  it('admits exactly 20 of 200 concurrent requests from two clients of the primary', async () => {
    const stores = [client(primary), client(primary)].map(
      ({ ipc }) => new IpcRateLimitStore(ipc, new MemoryRateLimitStore()),
    );
    const decisions = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (stores[i % 2] as RateLimitStore).consume('concurrent', NORMAL, 1_000)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
  });

  it('grants exactly the monthly budget to 200 concurrent queries', async () => {
    const budgets = [client(primary), client(primary)].map(
      ({ ipc }) => new MonthlyQueryBudget(50, new IpcBudgetCounter(ipc, new MemoryBudgetCounter())),
    );
    const now = new Date('2031-03-10T12:00:00Z'); // a month no other case uses
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (budgets[i % 2] as MonthlyQueryBudget).tryConsumeFor({ countsAgainstBudget: true }, now),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(50);
  });
});

describe('IpcRateLimitStore: the primary gone', () => {
  it('fails open to this process’s own limits, with a warning and an unhealthy status', async () => {
    const own = await startPrimary();
    const { ipc, health, warnings } = client(own);
    const store = new IpcRateLimitStore(ipc, new MemoryRateLimitStore());
    expect((await store.consume('gone', NORMAL, 0)).allowed).toBe(true);
    expect(health.status()).toEqual({ store: 'primary', healthy: true });
    const exited = new Promise((resolve) => own.once('exit', resolve));
    own.kill('SIGKILL');
    await exited;
    const decisions = [];
    for (let i = 0; i < 25; i++) decisions.push(await store.consume('gone', NORMAL, 0));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    expect(health.status()).toEqual({ store: 'primary', healthy: false });
    expect(warnings).toHaveLength(1);
  });
});

describe('IpcRateLimitStore: the primary stalled', () => {
  it('decides every request at once while the primary does not answer, and finds it again beside the requests', async () => {
    const own = await startPrimary();
    try {
      const { ipc, health } = client(own);
      const store = new IpcRateLimitStore(ipc, new MemoryRateLimitStore());
      expect((await store.consume('stalled', NORMAL, 0)).allowed).toBe(true);
      own.kill('SIGSTOP');
      await store.consume('stalled', NORMAL, 1);
      expect(health.status().healthy).toBe(false);
      // Each request of a quiet worker is decided before the event loop turns once: none is the probe.
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        const decided = store.consume(`stalled-${i}`, NORMAL, 2 + i).then(() => 'decided');
        const turned = new Promise((resolve) => setImmediate(() => resolve('waited for the event loop')));
        expect(await Promise.race([decided, turned])).toBe('decided');
      }
      own.kill('SIGCONT');
      await expect.poll(() => health.status().healthy, { timeout: 5_000, interval: 50 }).toBe(true);
    } finally {
      own.kill('SIGKILL');
    }
  });
});
