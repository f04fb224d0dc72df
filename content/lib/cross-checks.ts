// Checks that span files: unique slugs per kind and related entries that point at something real.
import { operationForPath, parseRelated } from './related.js';
import type { ContentItem } from './types.js';

export function crossProblems(items: readonly ContentItem[]): string[] {
  const problems: string[] = [];
  const byKey = new Map<string, ContentItem>();
  for (const item of items) {
    const key = `${item.kind}/${item.slug}`;
    const other = byKey.get(key);
    if (other) problems.push(`${item.file}: slug: "${item.slug}" is already used by ${other.file}`);
    else byKey.set(key, item);
  }
  for (const item of items) {
    for (const [index, ref] of item.related.entries()) {
      const target = parseRelated(ref);
      const where = `${item.file}: related[${index}]`;
      if (target === undefined) problems.push(`${where}: "${ref}" is neither "<type>/<slug>" nor an API path`);
      else if (target.kind === 'endpoint') {
        if (!operationForPath(target.path)) problems.push(`${where}: "${ref}" matches no endpoint of the API`);
      } else if (!byKey.has(ref)) problems.push(`${where}: "${ref}" is not an existing ${target.kind}`);
    }
  }
  return problems;
}
