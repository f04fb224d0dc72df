// Cache-Control per kind of answer, as the spec's table fixes it.
import type { Operation } from '../../generated/operations.js';

const SIX_HOURS = 6 * 3600;
const ONE_DAY = 24 * 3600;
export const STALE_MAX_AGE = 60;
const STALE_WHILE_REVALIDATE = 300;

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

/**
 * An answer made before any data was served (during a start): no cache may keep it as if it were data, whatever its
 * family (an empty archive in the index, today's taxes, a meta without data).
 */
export const WITHOUT_DATA_CACHE_CONTROL = 'no-store';

/**
 * `secondsToChange` bounds max-age for an answer that stops being true before the data changes (open_now). Price data
 * keeps the contract's form whatever bounds it, `public, max-age=<s>, stale-while-revalidate=300`: a cache may serve it
 * for 300 seconds more while it asks again, as for any price answer.
 */
export function cacheControl(
  kind: Operation['cache'],
  secondsToNextUpdate: number,
  stale: boolean,
  secondsToChange: number | null = null,
): string {
  if (kind === 'none') return 'no-store';
  const untilChange = secondsToChange === null ? Number.POSITIVE_INFINITY : Math.floor(secondsToChange);
  if (stale) return `public, max-age=${Math.min(STALE_MAX_AGE, untilChange)}`;
  const maxAge = Math.min(maxAgeSeconds(kind, secondsToNextUpdate), untilChange);
  return kind === 'price'
    ? `public, max-age=${maxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`
    : `public, max-age=${maxAge}`;
}
