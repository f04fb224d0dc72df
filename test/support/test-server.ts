// Starts the real application in-process on an ephemeral port; every 200 it answers is checked against openapi.yaml.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { ContractValidator } from '../../contract-tests/contract-validator.js';
import { type Clock, fixedClock } from '../../core/clock.js';
import { type Config, loadConfig } from '../../core/config.js';
import { createHttpService } from '../../main/http-service.js';
import { createRuntime, type RuntimeOptions } from '../../runtime/runtime.js';
import { RouteTable } from '../../server/http/operation-router.js';
import { DataStore } from '../../store/data-store.js';
import { unlimitedRateLimitStore } from './fakes.js';

export interface TestServer {
  url: string;
  /** The HTTP server, for a test that watches what reaches it (its 'request' event). */
  http: Server;
  store: DataStore;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  /** fetch against the server; a 200 JSON answer is validated against openapi.yaml before it is returned. */
  request(path: string, init?: RequestInit): Promise<Response>;
  json<T = { data: unknown; meta: Record<string, unknown> }>(
    path: string,
    init?: RequestInit,
  ): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

const validator = new ContractValidator();
const routes = new RouteTable();

export async function startTestServer(
  options: {
    config?: Partial<Config>;
    store?: DataStore;
    clock?: Clock;
    deps?: RuntimeOptions;
    /** Run runtime.start() (load DATA_DIR and follow it, as `npm start` does); close() stops it. */
    start?: boolean;
  } = {},
): Promise<TestServer> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Links under the test server's own address, as PUBLIC_API_URL gives them in production.
  const config: Config = { ...loadConfig({}), refresh: false, apiUrl: url, ...options.config };
  const store = options.store ?? new DataStore();
  const clock = (options.clock as ReturnType<typeof fixedClock>) ?? fixedClock('2026-08-22T14:00:00Z');
  const runtime = await createRuntime({
    config,
    store,
    clock,
    logger: pino({ level: 'silent' }),
    rateLimitStore: unlimitedRateLimitStore,
    ...options.deps,
  });
  server.on('request', createHttpService(runtime));
  if (options.start) await runtime.start();

  async function request(path: string, init?: RequestInit): Promise<Response> {
    const response = await fetch(`${url}${path}`, init);
    const method = init?.method ?? 'GET';
    const contentType = response.headers.get('content-type') ?? '';
    const page = ['/docs', '/downloads', '/home/'].some((prefix) => path.startsWith(prefix));
    if (response.status === 200 && method !== 'HEAD' && !page) {
      const pathname = new URL(path, url).pathname;
      const { template } = routes.match(method, pathname);
      // The page at `/` (text/html in the contract), the YAML at /openapi.yaml and the Atom feeds are checked as the strings
      // they are.
      const json = contentType.split(';')[0]?.endsWith('json');
      const body = json ? await response.clone().json() : await response.clone().text();
      validator.assertResponse(template, method, 200, contentType, body);
    }
    return response;
  }

  return {
    url,
    http: server,
    store,
    clock,
    config,
    request,
    async json(path, init) {
      const response = await request(path, init);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (options.start) runtime.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
