// Test helper: the real application on an ephemeral port with /mcp mounted, on the sample data, with a fixed clock.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { fixedClock } from '../../core/clock.js';
import { loadConfig } from '../../core/config.js';
import { HANDLERS } from '../../handlers/index.js';
import type { OperationHandlers } from '../../handlers/shared/types.js';
import { createHttpService } from '../../main/http-service.js';
import { MCP_PATH } from '../../mcp/http.js';
import type { RateLimitStore } from '../../runtime/limits/rate-limit.js';
import { createRuntime } from '../../runtime/runtime.js';
import { DataStore } from '../../store/data-store.js';
import { loadDataset } from './datasets.js';
import { unlimitedRateLimitStore } from './fakes.js';

export interface McpTestServer {
  url: string;
  mcpUrl: string;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

export async function startMcpTestServer(
  options: {
    dataDir?: string;
    rateLimitStore?: RateLimitStore;
    handlers?: OperationHandlers;
    monthlyQueryBudget?: number;
  } = {},
): Promise<McpTestServer> {
  const config = { ...loadConfig({}), refresh: false, monthlyQueryBudget: options.monthlyQueryBudget ?? null };
  const clock = fixedClock('2026-08-22T14:00:00Z');
  const store = new DataStore();
  if (options.dataDir) store.swap(await loadDataset(options.dataDir), clock.now());
  const rateLimitStore = options.rateLimitStore ?? unlimitedRateLimitStore;
  const logger = pino({ level: 'silent' });
  const handlers = options.handlers ?? HANDLERS;
  const app = createHttpService(await createRuntime({ config, store, clock, logger, rateLimitStore, handlers }));

  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    mcpUrl: `${url}${MCP_PATH}`,
    clock,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
