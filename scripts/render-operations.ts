// Renders the operation table as TypeScript: each operation's method, path and id, and the behaviour openapi.yaml
// declares for it in its x- extensions (rate class, caching, budget, envelope, languages, summaries, aliases, MCP tool).
import type { OpenApiDocument, OpenApiOperation } from '../core/contract.js';
import { createInliner } from './inline-refs.js';

export interface OperationRow {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  summary: { es: string; en: string };
  rateClass: 'normal' | 'heavy';
  cache: 'price' | 'content' | 'territories' | 'savings' | 'none';
  cacheUntil: 'madrid-midnight' | null;
  countsAgainstBudget: boolean;
  envelope: boolean;
  languages: readonly ('es' | 'en')[];
  mediaType: string;
  aliases: Readonly<Record<string, string>>;
  mcpTool: string | null;
}

/** The media type of an operation's 200 answer: the first its response declares (the JSON one where there are two). */
function successMediaType(operation: OpenApiOperation): string {
  const ok = operation.responses['200'] as { content?: Record<string, unknown> } | undefined;
  const types = Object.keys(ok?.content ?? {});
  return types.find((type) => type.endsWith('json')) ?? types[0] ?? 'application/json';
}

export function operationRows(document: OpenApiDocument): OperationRow[] {
  const rows: OperationRow[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!operation['x-summary-es']) throw new Error(`${operation.operationId} has no x-summary-es in openapi.yaml`);
      rows.push({
        method: method.toUpperCase() as OperationRow['method'],
        path,
        operationId: operation.operationId,
        summary: { es: operation['x-summary-es'], en: operation.summary },
        rateClass: operation['x-rate-class'],
        cache: operation['x-cache'],
        cacheUntil: operation['x-cache-until'] ?? null,
        countsAgainstBudget: operation['x-budget'] !== 'exempt',
        envelope: operation['x-envelope'] !== false,
        languages: operation['x-languages'] ?? ['es', 'en'],
        mediaType: successMediaType(operation),
        aliases: operation['x-aliases'] ?? {},
        mcpTool: operation['x-mcp-tool'] === 'none' ? null : operation['x-mcp-tool'],
      });
    }
  }
  return rows;
}

type Inline = ReturnType<typeof createInliner>;

/** Per operationId, the names `pick` finds in the operation (refs inlined), sorted. */
function namesPerOperation(
  document: OpenApiDocument,
  pick: (operation: OpenApiOperation, inline: Inline) => string[],
): Map<string, string[]> {
  const inline = createInliner(document);
  const found = new Map<string, string[]>();
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) found.set(operation.operationId, pick(operation, inline).sort());
  }
  return found;
}

/** Per operationId, the query parameters with a schema default: validation always fills these in. */
export function defaultedQueryParameters(document: OpenApiDocument): Map<string, string[]> {
  return namesPerOperation(document, (operation, inline) =>
    (operation.parameters ?? [])
      .map((p) => inline(p) as { name: string; in: string; schema?: { default?: unknown } })
      .filter((p) => p.in === 'query' && p.schema?.default !== undefined)
      .map((p) => p.name),
  );
}

/** Per operationId, the top-level fields of its JSON body with a schema default: validation fills them in. */
export function defaultedBodyFields(document: OpenApiDocument): Map<string, string[]> {
  return namesPerOperation(document, (operation, inline) => {
    const body = inline(operation.requestBody ?? {}) as {
      content?: { 'application/json'?: { schema?: { properties?: Record<string, { default?: unknown }> } } };
    };
    const properties = body.content?.['application/json']?.schema?.properties ?? {};
    return Object.entries(properties)
      .filter(([, schema]) => schema.default !== undefined)
      .map(([name]) => name);
  });
}

const unionOf = (names: readonly string[]): string => (names.length ? names.map((n) => `'${n}'`).join(' | ') : 'never');

export function renderOperationTable(document: OpenApiDocument): string {
  const rows = operationRows(document);
  const defaultedBody = [...defaultedBodyFields(document)].map(([id, names]) => `  ${id}: ${unionOf(names)};`);
  const defaulted = [...defaultedQueryParameters(document)].map(([id, names]) => `  ${id}: ${unionOf(names)};`);
  const lines = rows.map((row) => `  ${JSON.stringify(row)},`);
  const ids = rows.map((row) => `  | '${row.operationId}'`);
  return `
export type OperationId =
${ids.join('\n')};

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  operationId: OperationId;
  /** summary, and x-summary-es. */
  summary: { readonly es: string; readonly en: string };
  /** x-rate-class: the per-client limits it counts against. */
  rateClass: 'normal' | 'heavy';
  /** x-cache: the Cache-Control family of its answers. */
  cache: 'price' | 'content' | 'territories' | 'savings' | 'none';
  /** x-cache-until: an instant its answers stop being true at, whatever the data. */
  cacheUntil: 'madrid-midnight' | null;
  /** Counted against MONTHLY_QUERY_BUDGET (x-budget: exempt when not). */
  countsAgainstBudget: boolean;
  /** Answered as {data, meta} (x-envelope: false for a bare document). */
  envelope: boolean;
  /** x-languages: the languages its answers are written in; the first when the request's is not among them. */
  languages: readonly ('es' | 'en')[];
  /** The media type of its 200 answer. */
  mediaType: string;
  /** x-aliases: other addresses that answer it, each with the media type (one of its 200's) it answers there. */
  aliases: Readonly<Record<string, string>>;
  /** x-mcp-tool. */
  mcpTool: string | null;
}

export const OPERATIONS: readonly Operation[] = [
${lines.join('\n')}
];

/** Per operation, the query parameters that request validation fills in from their defaults when absent. */
export interface DefaultedQuery {
${defaulted.join('\n')}
}

/** Per operation, the top-level fields of the JSON body that request validation fills in from their defaults. */
export interface DefaultedBody {
${defaultedBody.join('\n')}
}
`;
}
