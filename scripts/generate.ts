// `npm run generate` writes generated/ from openapi.yaml; `--check` fails when generated/ is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadOpenApi, OPENAPI_PATH } from '../core/contract.js';
import { renderMcpToolResultsModule, renderMcpToolsModule } from './render-mcp-tools.js';
import { renderOperationTable } from './render-operations.js';
import { renderStationWriterModule } from './render-station-writer.js';

const HEADER = '// Generated from openapi.yaml by `npm run generate`. Do not edit.\n';
const GENERATED_DIR = new URL('../generated/', import.meta.url);

/** Every generated file, by name inside generated/, with its expected content. */
export async function renderGenerated(): Promise<Map<string, string>> {
  const document = loadOpenApi();
  const types = astToString(await openapiTS(new URL(`file://${OPENAPI_PATH}`)));
  return new Map([
    ['openapi-types.ts', `${HEADER}/* biome-ignore-all lint: generated */\n${types}`],
    ['operations.ts', HEADER + renderOperationTable(document)],
    ['mcp-tools.ts', HEADER + renderMcpToolsModule(document)],
    ['mcp-tool-results.ts', HEADER + renderMcpToolResultsModule(document)],
    ['station-entry-json.ts', HEADER + renderStationWriterModule(document)],
  ]);
}

/** Names of generated files in `dir` whose content differs from what openapi.yaml produces (what --check fails on). */
export async function outdatedGeneratedFiles(dir: URL = GENERATED_DIR): Promise<string[]> {
  const outdated: string[] = [];
  for (const [name, content] of await renderGenerated()) {
    let current = '';
    try {
      current = readFileSync(new URL(name, dir), 'utf8');
    } catch {
      // a missing file is out of date
    }
    if (current !== content) outdated.push(name);
  }
  return outdated;
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const outdated = await outdatedGeneratedFiles();
    if (outdated.length > 0) {
      console.error(`generated/ is out of date (${outdated.join(', ')}): run npm run generate`);
      process.exit(1);
    }
    return;
  }
  for (const [name, content] of await renderGenerated()) {
    writeFileSync(new URL(name, GENERATED_DIR), content);
    console.log(`wrote generated/${name}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
