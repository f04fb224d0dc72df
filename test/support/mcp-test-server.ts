// Test helper: the real application on an ephemeral port with /mcp mounted, on the sample data, with a fixed clock.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import pino from 'pino';
import { fixedClock } from '../../core/clock.js';
import { type Config, loadConfig } from '../../core/config.js';
import { HANDLERS } from '../../handlers/index.js';
import type { OperationHandlers } from '../../handlers/shared/types.js';
import { createHttpService } from '../../main/http-service.js';
import { createMcpHttpMount, MCP_PATH } from '../../mcp/http.js';
import type { McpExtras } from '../../mcp/mcp-services.js';
import type { RateLimitStore } from '../../runtime/limits/rate-limit.js';
import { createRuntime } from '../../runtime/runtime.js';
import { createApp } from '../../server/http/app.js';
import { DataStore } from '../../store/data-store.js';
import { loadDataset } from './datasets.js';
import { unlimitedRateLimitStore } from './fakes.js';

export interface McpTestServer {
  url: string;
  mcpUrl: string;
  clock: ReturnType<typeof fixedClock>;
  /** The data being served: a test swaps in a new snapshot here. */
  store: DataStore;
  close(): Promise<void>;
}

export async function startMcpTestServer(
  options: {
    dataDir?: string;
    rateLimitStore?: RateLimitStore;
    handlers?: OperationHandlers;
    monthlyQueryBudget?: number;
    /** More settings, e.g. host: '127.0.0.1' for a server that checks Host as a local one does. */
    config?: Partial<Config>;
    /** What /mcp offers besides the service's own (the conformance suite's fixtures). */
    extras?: McpExtras;
  } = {},
): Promise<McpTestServer> {
  const config: Config = {
    ...loadConfig({}),
    refresh: false,
    monthlyQueryBudget: options.monthlyQueryBudget ?? null,
    // The data dictionary is read from the snapshot's files, so DATA_DIR is where the dataset was loaded from.
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...options.config,
  };
  const clock = fixedClock('2026-08-22T14:00:00Z');
  const store = new DataStore();
  if (options.dataDir) store.swap(await loadDataset(options.dataDir), clock.now());
  const rateLimitStore = options.rateLimitStore ?? unlimitedRateLimitStore;
  const logger = pino({ level: 'silent' });
  const handlers = options.handlers ?? HANDLERS;
  const runtime = await createRuntime({ config, store, clock, logger, rateLimitStore, handlers });
  const app = options.extras
    ? createApp(runtime, { mounts: [createMcpHttpMount(runtime, { extras: options.extras })] })
    : createHttpService(runtime);

  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    mcpUrl: `${url}${MCP_PATH}`,
    clock,
    store,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An MCP client over Streamable HTTP whose requests carry `language` as Accept-Language (none: the Spanish default). */
export async function connectMcpClient(url: string, language?: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const requestInit = language === undefined ? {} : { requestInit: { headers: { 'Accept-Language': language } } };
  await client.connect(new StreamableHTTPClientTransport(new URL(url), requestInit));
  return client;
}

/** The JSON-RPC error a request ends with (it must end with one). */
export async function rpcError(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error('no error');
}
