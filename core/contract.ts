// Reads openapi.yaml, the single source of truth of the interface.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const OPENAPI_PATH = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
};

export type OpenApiOperation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: { $ref: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  'x-rate-class': 'normal' | 'heavy';
  'x-cache': 'price' | 'content' | 'territories' | 'savings' | 'none';
  'x-mcp-tool': string;
};

/** The document as plain JSON (YAML anchors expanded). */
export function loadOpenApi(path = OPENAPI_PATH): OpenApiDocument {
  return parse(readFileSync(path, 'utf8'), { maxAliasCount: -1 }) as OpenApiDocument;
}
