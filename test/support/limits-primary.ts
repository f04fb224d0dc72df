// A stand-in for the cluster's primary in tests: a forked process that answers limits requests over its IPC channel
// from one memory store and budget counter, exactly as server/cluster-primary.ts does for its workers.
import { MemoryBudgetCounter } from '../../server/budget-counter.js';
import { channelToParent, serveLimits } from '../../server/ipc-limits.js';
import { MemoryRateLimitStore } from '../../server/memory-rate-limit-store.js';

const parent = channelToParent();
if (!parent) throw new Error('limits-primary.ts runs as a forked child');
serveLimits(parent, new MemoryRateLimitStore(), new MemoryBudgetCounter());
parent.on('disconnect', () => process.exit(0));
process.send?.('ready');
