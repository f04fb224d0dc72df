// Reads openapi.yaml, the single source of truth of the interface.
import { existsSync, readFileSync } from 'node:fs';
import { BUILD_DIR, MODULE_EXTENSION, projectPath } from './project-files.js';
import { parseYaml } from './yaml-text.js';

export const OPENAPI_PATH = projectPath('openapi.yaml');
/** The contract as JSON, written beside the compiled code by the build (bin/build-if-stale.mjs). */
export const COMPILED_OPENAPI_PATH = projectPath(BUILD_DIR, 'openapi.json');

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
  /** The summary in Spanish (`summary` is the English one). */
  'x-summary-es': string;
  /** `exempt`: not counted against MONTHLY_QUERY_BUDGET (absent: counted). */
  'x-budget'?: 'exempt';
  /** The answer also stops being true at this instant, whatever the data (whether a month has ended). */
  'x-cache-until'?: 'madrid-midnight';
  /** false: the answer is the bare document, not `{data, meta}`. */
  'x-envelope'?: boolean;
  /** The only languages the answer is written in, whatever Accept-Language asks (absent: Spanish and English). */
  'x-languages'?: ('es' | 'en')[];
  /** What the MCP tool says of the operation when `description` holds what only HTTP needs (absent: `description`). */
  'x-mcp-description'?: string;
  /** Other addresses that answer the operation, each with the media type of its 200 it answers (absent: none). */
  'x-aliases'?: Record<string, string>;
};

/** The document as plain JSON (YAML anchors expanded). */
export function loadOpenApi(path = OPENAPI_PATH): OpenApiDocument {
  // Compiled code reads the build's JSON copy: JSON.parse takes milliseconds where the YAML parser takes a third of
  // a second of every start. The build is remade whenever openapi.yaml is newer, so the two never differ.
  if (path === OPENAPI_PATH && MODULE_EXTENSION === '.js' && existsSync(COMPILED_OPENAPI_PATH))
    return JSON.parse(readFileSync(COMPILED_OPENAPI_PATH, 'utf8')) as OpenApiDocument;
  return parseYaml(readFileSync(path, 'utf8'), { maxAliasCount: -1 }) as OpenApiDocument;
}
