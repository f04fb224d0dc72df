// Types of test/support/unlimited-rate-limit-store.mjs.
import type { RateLimitStore } from '../../runtime/limits/rate-limit.js';

export declare const unlimitedRateLimitStore: RateLimitStore;
