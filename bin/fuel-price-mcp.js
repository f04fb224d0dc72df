#!/usr/bin/env node
// `npx fuel-price-mcp`: the MCP tool server over stdio, run compiled like `npm start` (the build is made first when it
// is missing or older than the sources; its messages go to stderr, since stdout carries the protocol).
import { ensureBuild } from './build-if-stale.mjs';

await ensureBuild({ docs: false });
await import('../dist/main/mcp-stdio.js');
