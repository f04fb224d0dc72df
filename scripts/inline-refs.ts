// Inlines the local $refs of openapi.yaml, for schemas that must stand alone (the MCP tool definitions).
import type { OpenApiDocument } from '../core/contract.js';

export type Schema = Record<string, unknown>;

/** Replaces every local $ref by a copy of its target, so each tool definition stands alone. */
export function createInliner(document: OpenApiDocument): (node: unknown) => Schema {
  const resolve = (ref: string): unknown => {
    const [, ...path] = ref.split('/');
    return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  };
  const visit = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, seen));
    if (typeof node !== 'object' || node === null) return node;
    const { $ref, ...rest } = node as Schema;
    if (typeof $ref === 'string') {
      if (seen.includes($ref)) throw new Error(`recursive schema ${$ref} cannot be inlined`);
      const target = resolve($ref);
      if (target === undefined) throw new Error(`unresolved ${$ref}`);
      return { ...(visit(target, [...seen, $ref]) as Schema), ...(visit(rest, seen) as Schema) };
    }
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, visit(value, seen)]));
  };
  return (node) => visit(node, []) as Schema;
}
