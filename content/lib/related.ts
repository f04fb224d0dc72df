// The "related" entries of an item: another item ("guide/<slug>") or an endpoint of the API ("/v1/taxes").
import { OPERATIONS, type Operation } from '../../generated/operations.js';
import type { ContentKind } from './types.js';

export type RelatedRef = { kind: ContentKind; slug: string } | { kind: 'endpoint'; path: string };

const ITEM_REF = /^(guide|post|route)\/([a-z0-9-]+)$/;

/** What a related entry points at, or undefined when it has neither form. */
export function parseRelated(ref: string): RelatedRef | undefined {
  if (ref.startsWith('/v1/')) return { kind: 'endpoint', path: ref };
  const match = ITEM_REF.exec(ref);
  if (!match) return undefined;
  return { kind: match[1] as ContentKind, slug: match[2] as string };
}

// Path templates as patterns: "/v1/products/{id}" matches "/v1/products/adblue".
const TEMPLATES = OPERATIONS.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The operation whose path template matches a concrete path; literal templates win over parameters. */
export function operationForPath(path: string): Operation | undefined {
  const matches = TEMPLATES.filter((t) => t.pattern.test(path)).map((t) => t.operation);
  return matches.find((op) => !op.path.includes('{')) ?? matches[0];
}
