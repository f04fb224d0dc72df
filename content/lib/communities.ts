// Communities in the content: their slugs, and a lookup that forgives case, accents and spaces.
import { COMMUNITIES } from '../../core/communities.js';
import type { Community as CoreCommunity } from '../../core/model.js';
import { normalise } from './words.js';

/** A community as the content names it (the table is core/communities.ts, shared with the ETL). */
export type Community = Pick<CoreCommunity, 'code' | 'slug' | 'name'>;

export const COMMUNITY_SLUGS: readonly string[] = COMMUNITIES.map((c) => c.slug);

// The content's view of a community is its code, slug and name only, not the ministry's ids and spellings.
const BY_KEY = new Map<string, Community>(
  COMMUNITIES.flatMap(({ code, slug, name }) => {
    const community = { code, slug, name };
    return [[slug, community] as const, [code, community] as const];
  }),
);

/** A community by slug or INE code; case, accents and spaces are forgiven ("Castilla y León" finds castilla-y-leon). */
export function findCommunity(slugOrCode: string): Community | undefined {
  const key = normalise(slugOrCode)
    .trim()
    .replace(/[^a-z0-9]+/g, '-');
  return BY_KEY.get(key);
}
