// The HTTP service `npm start` runs: the HTTP adapter (REST, pages, downloads, /metrics) with the MCP adapter's
// Streamable HTTP mounted at /mcp. The two adapters know nothing of each other; this is where they meet.
import type { RequestListener } from 'node:http';
import { createMcpHttpMount } from '../mcp/http.js';
import type { Runtime } from '../runtime/runtime.js';
import { createApp } from '../server/http/app.js';

export function createHttpService(runtime: Runtime): RequestListener {
  return createApp(runtime, { mounts: [createMcpHttpMount(runtime)] });
}
