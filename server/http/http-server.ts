// The Node HTTP server around the app: timeouts so slow clients cannot hold connections, graceful shutdown.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

export const SERVER_TIMEOUTS = {
  /** Time allowed to receive the request headers. */
  headersTimeoutMs: 10_000,
  /** Time allowed to receive the whole request. */
  requestTimeoutMs: 30_000,
  /** Idle time before a keep-alive connection is closed. */
  keepAliveTimeoutMs: 5_000,
};

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting connections, lets requests in flight finish (up to `graceMs`), then closes. */
  shutdown(graceMs?: number): Promise<void>;
}

export async function startHttpServer(
  app: RequestListener,
  port: number,
  host: string,
  logger: Logger,
): Promise<RunningServer> {
  const server = createServer(app);
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeoutMs;
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeoutMs;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeoutMs;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  logger.info({ url }, 'listening');

  return {
    server,
    url,
    shutdown: (graceMs = 10_000) =>
      new Promise<void>((resolve) => {
        logger.info('shutting down: finishing requests in flight');
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
