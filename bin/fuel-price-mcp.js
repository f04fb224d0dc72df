#!/usr/bin/env node
// `npx fuel-price-mcp`: the MCP tool server over stdio. The sources are TypeScript, compiled on load by tsx.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The package's own tsconfig, not whatever tsconfig the caller's working directory holds.
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
register({ tsconfig: existsSync(tsconfig) ? tsconfig : false });
await import(new URL('../mcp/stdio.ts', import.meta.url).href);
