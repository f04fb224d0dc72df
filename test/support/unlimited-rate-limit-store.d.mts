// Types of test/support/unlimited-rate-limit-store.mjs.
import type { RateLimitStore } from '../../server/rate-limit.js';

export declare const unlimitedRateLimitStore: RateLimitStore;
