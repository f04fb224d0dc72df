// Cache-Control per kind of answer, as the spec's table fixes it.
import type { Operation } from '../generated/operations.js';

const SIX_HOURS = 6 * 3600;
const ONE_DAY = 24 * 3600;
export const STALE_MAX_AGE = 60;

/** Seconds an answer may be reused by clients and by the API's own cache; 0 means no-store. */
export function maxAgeSeconds(kind: Operation['cache'], secondsToNextUpdate: number): number {
  switch (kind) {
    case 'price':
      return Math.max(0, Math.min(3600, Math.floor(secondsToNextUpdate)));
    case 'content':
      return SIX_HOURS;
    case 'territories':
    case 'savings':
      return ONE_DAY;
    case 'none':
      return 0;
  }
}

export function cacheControl(kind: Operation['cache'], secondsToNextUpdate: number, stale: boolean): string {
  if (kind === 'none') return 'no-store';
  if (stale) return `public, max-age=${STALE_MAX_AGE}`;
  const maxAge = maxAgeSeconds(kind, secondsToNextUpdate);
  return kind === 'price' ? `public, max-age=${maxAge}, stale-while-revalidate=300` : `public, max-age=${maxAge}`;
}
