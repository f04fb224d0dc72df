import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS, startHttpServer } from './http-server.js';

describe('HTTP server', () => {
  it('sets header, request and keep-alive timeouts so slow clients cannot hold connections', async () => {
    const running = await startHttpServer((_req, res) => res.end(), 0, '127.0.0.1', pino({ level: 'silent' }));
    expect(running.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeoutMs);
    expect(running.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeoutMs);
    expect(running.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeoutMs);
    await running.shutdown();
  });

  it('shuts down gracefully: a request in flight completes, new connections are refused', async () => {
    const running = await startHttpServer(
      (_req, res) => {
        setTimeout(() => res.end(JSON.stringify({ done: true })), 300);
      },
      0,
      '127.0.0.1',
      pino({ level: 'silent' }),
    );
    const inFlight = fetch(`${running.url}/slow`).then((r) => r.json());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = running.shutdown();
    expect(await inFlight).toEqual({ done: true });
    await closed;
    await expect(fetch(`${running.url}/slow`)).rejects.toThrow();
  });
});
