// A stand-in for the cluster's primary in tests: a forked process that answers limits requests over its IPC channel
// from one memory store and budget counter, exactly as server/fleet/cluster-primary.ts does for its workers.
import { MemoryBudgetCounter } from '../../runtime/budget/budget-counter.js';
import { channelToParent, serveLimits } from '../../runtime/limits/ipc-limits.js';
import { MemoryRateLimitStore } from '../../runtime/limits/memory-rate-limit-store.js';

const parent = channelToParent();
if (!parent) throw new Error('limits-primary.ts runs as a forked child');
serveLimits(parent, new MemoryRateLimitStore(), new MemoryBudgetCounter());
parent.on('disconnect', () => process.exit(0));
process.send?.('ready');
