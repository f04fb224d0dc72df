// The MCP tool server over stdio (`npx fuel-price-mcp`): the same runtime as `npm start`, without HTTP.
import { setTimeout as delay } from 'node:timers/promises';
import pino from 'pino';
import { systemClock } from '../core/clock.js';
import { loadConfig } from '../core/config.js';
import { createLinks } from '../core/links.js';
import type { OperationPipeline } from '../runtime/pipeline/operation-pipeline.js';
import type { Runtime } from '../runtime/runtime.js';
import { createMcpServer } from './create-mcp-server.js';
import { StdioTransport } from './stdio-transport.js';
import { createResourceSubscriptions } from './subscriptions.js';

/** How long a first call waits for the initial load before answering TEMPORARILY_UNAVAILABLE like REST would. */
const FIRST_LOAD_WAIT_MS = 30_000;

// No HTTP, so no /metrics to read them: nothing is counted.
const config = { ...loadConfig(), metrics: false };
// stdout carries the protocol: every log line goes to stderr.
const logger = pino({ level: config.logLevel }, pino.destination(2));

// Listing the tools needs only their generated definitions: the server connects first and the runtime (handlers,
// contract, validators, then the data) is built behind it, so an agent sees the tools in about a second; calls wait.
const runtimeReady = import('../runtime/runtime.js').then(({ createRuntime }) => createRuntime({ config, logger }));
const firstLoad = runtimeReady.then((runtime) =>
  Promise.race([runtime.start(), delay(FIRST_LOAD_WAIT_MS, undefined, { ref: false })]),
);
const pipeline: OperationPipeline = {
  run: async (request) => (await runtimeReady).pipeline.run(request),
  admit: async (clientKey, policies) => (await runtimeReady).pipeline.admit(clientKey, policies),
};

// Read after beforeCall, that is once the runtime is built.
let built: Runtime | undefined;
// A session lives here: subscribed resources are read again, and notified when they changed, as new data is served.
const subscriptions = createResourceSubscriptions(logger);
void runtimeReady.then((runtime) => {
  built = runtime;
  runtime.store.onSwap(() => void subscriptions.published());
});

const server = createMcpServer({
  pipeline,
  links: createLinks(config.apiUrl || `http://localhost:${config.port}`, config.siteUrl, config.docsUrl),
  logger,
  language: config.mcpLanguage,
  served: { dataset: () => built?.store.current() ?? null, dataDir: config.dataDir, clock: systemClock },
  beforeCall: () => firstLoad,
  subscriptions,
});
await server.connect(new StdioTransport(process.stdin, process.stdout, config.mcpLanguage));
logger.info({ data_dir: config.dataDir }, 'MCP tool server ready on stdio');

function shutdown(): void {
  void runtimeReady.then((runtime) => runtime.stop());
  void server.close().finally(() => process.exit(0));
}
// The client closing our stdin ends the session; a background backfill must not keep the process alive.
process.stdin.once('end', shutdown);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, shutdown);
