// The MCP server over stdio (`npx fuel-price-mcp`): a composition root, the same runtime as `npm start` without HTTP,
// and the MCP server built once for the one client on the other end of stdin and stdout.
import { setTimeout as delay } from 'node:timers/promises';
import pino from 'pino';
import { systemClock } from '../core/clock.js';
import { loadConfig } from '../core/config.js';
import { createLinks } from '../core/links.js';
import { createMcpServer } from '../mcp/create-mcp-server.js';
import { StdioTransport } from '../mcp/stdio-transport.js';
import { createResourceSubscriptions } from '../mcp/subscriptions.js';
import type { OperationPipeline } from '../runtime/pipeline/operation-pipeline.js';
import type { Runtime } from '../runtime/runtime.js';

/** How long a first call waits for the initial load before answering TEMPORARILY_UNAVAILABLE like REST would. */
const FIRST_LOAD_WAIT_MS = 30_000;

// No HTTP, so no /metrics to read them: nothing is counted.
const config = { ...loadConfig(), metrics: false };
// stdout carries the protocol: every log line goes to stderr.
const logger = pino({ level: config.logLevel }, pino.destination(2));

// Listing the tools needs only their generated definitions: the server answers first and the runtime (handlers,
// contract, validators, then the data) is built behind it, so an agent sees the tools at once; calls wait.
const runtimeReady = import('../runtime/runtime.js').then(({ createRuntime }) => createRuntime({ config, logger }));
const firstLoad = runtimeReady.then((runtime) =>
  Promise.race([runtime.start(), delay(FIRST_LOAD_WAIT_MS, undefined, { ref: false })]),
);
const pipeline: Pick<OperationPipeline, 'run'> = {
  run: async (request) => (await runtimeReady).pipeline.run(request),
};

// Read after beforeCall, that is once the runtime is built.
let built: Runtime | undefined;
// A session lives here: subscribed resources are read again, and notified when they changed, as new data is served.
const subscriptions = createResourceSubscriptions(logger, (uri) =>
  transport.sendJson([
    Buffer.from(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri } })),
  ]),
);
void runtimeReady.then((runtime) => {
  built = runtime;
  runtime.store.onSwap(() => void subscriptions.published());
});

const server = createMcpServer({
  pipeline,
  logger,
  served: { dataset: () => built?.store.current() ?? null, dataDir: config.dataDir, clock: systemClock },
  beforeCall: () => firstLoad,
  subscriptions,
});
const asker = {
  links: createLinks(config.apiUrl || `http://localhost:${config.port}`, config.siteUrl, config.docsUrl),
  language: config.mcpLanguage,
};
const transport = new StdioTransport(process.stdin, process.stdout, config.mcpLanguage);
// A request is answered; a notification (initialized, cancelled) or a client's response needs no answer.
transport.onmessage = (message) => {
  if ('method' in message && 'id' in message)
    void Promise.resolve(server.answer(message, asker)).then((json) => transport.sendJson(json));
};
await transport.start();
logger.info({ data_dir: config.dataDir }, 'MCP tool server ready on stdio');

function shutdown(): void {
  void runtimeReady.then((runtime) => runtime.stop());
  void transport.close().finally(() => process.exit(0));
}
// The client closing our stdin ends the session; a background backfill must not keep the process alive.
process.stdin.once('end', shutdown);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, shutdown);
