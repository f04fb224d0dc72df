// Pages of the lists (resources, templates, prompts): an opaque cursor, the position of the next page's first item.
// Only the cursors this server gives are taken: a page's start (a multiple of PAGE_SIZE) inside the list, written
// as the server writes it; any other is -32602, so a client never gets a page that starts mid-page.
import type { Language } from '../core/language.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { RPC_CODES, RpcError } from './rpc-error.js';
import { shownValue } from './shown-value.js';

/** Items per page: the service's resources fit in two (the guides and posts grow the list). */
export const PAGE_SIZE = 20;

export function page<T>(
  items: readonly T[],
  cursor: string | undefined,
  language: Language,
): { items: T[]; nextCursor?: string } {
  let from = 0;
  if (cursor !== undefined) {
    const decoded = Buffer.from(cursor, 'base64url').toString();
    from = /^[1-9][0-9]{0,5}$/.test(decoded) ? Number(decoded) : Number.NaN;
    const given =
      from < items.length && from % PAGE_SIZE === 0 && Buffer.from(decoded).toString('base64url') === cursor;
    if (!given) {
      throw new RpcError(
        RPC_CODES.INVALID_PARAMS,
        'INVALID_PARAMETER',
        PROBLEM_DETAILS.mcpCursorNotValid(shownValue(cursor)),
        language,
      );
    }
  }
  const to = from + PAGE_SIZE;
  return {
    items: items.slice(from, to),
    ...(to < items.length ? { nextCursor: Buffer.from(String(to)).toString('base64url') } : {}),
  };
}
