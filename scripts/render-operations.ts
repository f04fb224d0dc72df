// Renders the operation table (method, path, operationId, rate class, cache kind, MCP tool) as TypeScript.
import type { OpenApiDocument } from '../core/contract.js';

export interface OperationRow {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  summary: string;
  rateClass: 'normal' | 'heavy';
  cache: 'price' | 'content' | 'territories' | 'savings' | 'none';
  mcpTool: string | null;
}

export function operationRows(document: OpenApiDocument): OperationRow[] {
  const rows: OperationRow[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      rows.push({
        method: method.toUpperCase() as OperationRow['method'],
        path,
        operationId: operation.operationId,
        summary: operation.summary,
        rateClass: operation['x-rate-class'],
        cache: operation['x-cache'],
        mcpTool: operation['x-mcp-tool'] === 'none' ? null : operation['x-mcp-tool'],
      });
    }
  }
  return rows;
}

export function renderOperationTable(document: OpenApiDocument): string {
  const rows = operationRows(document);
  const lines = rows.map((row) => `  ${JSON.stringify(row)},`);
  const ids = rows.map((row) => `  | '${row.operationId}'`);
  return `
export type OperationId =
${ids.join('\n')};

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  operationId: OperationId;
  summary: string;
  rateClass: 'normal' | 'heavy';
  cache: 'price' | 'content' | 'territories' | 'savings' | 'none';
  mcpTool: string | null;
}

export const OPERATIONS: readonly Operation[] = [
${lines.join('\n')}
];
`;
}
