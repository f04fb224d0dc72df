// A request body read whole however it arrives: in the packet of its headers (taken from the stream's buffer), in
// parts later (by the stream's events), or never, its client gone (ClientClosedRequest, never a promise left hanging).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientClosedRequest, readBodyBytes } from './client-closed.js';

const LIMIT = 1024;

describe('a request body read whole', () => {
  let server: Server;
  let port: number;
  /** What reading each request's body came to, in order. */
  const outcomes: Promise<Buffer | null | ClientClosedRequest>[] = [];
  /** The events each request's stream emitted, in order. */
  const events: string[][] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const emitted: string[] = [];
      events.push(emitted);
      for (const event of ['end', 'close'] as const) req.on(event, () => emitted.push(event));
      const outcome = readBodyBytes(req, LIMIT).catch((error: unknown) => {
        if (error instanceof ClientClosedRequest) return error;
        throw error;
      });
      outcomes.push(outcome);
      void outcome.then((body) => res.end(body instanceof Buffer ? `read ${body.toString()}` : 'none'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends `parts` on one connection, `pauseMs` apart; what the server answered (empty when the client hung up). */
  async function send(parts: string[], pauseMs: number, hangUp = false): Promise<string> {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    for (const part of parts) {
      socket.write(part);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    if (hangUp) socket.destroy();
    else socket.end();
    await closed;
    return answer;
  }

  const head = (length: number) =>
    `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

  it('in the packet of its headers', async () => {
    const body = '{"a":"ñandú"}';
    expect(await send([`${head(Buffer.byteLength(body))}${body}`], 50)).toContain(`read ${body}`);
  });

  it('taken from the buffer, its stream still ends and closes, and the next request on the connection is read', async () => {
    const first = events.length;
    const bodies = ['{"a":1}', '{"b":"dos"}'];
    const keepAlive = (body: string) =>
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const answer = await send([keepAlive(bodies[0] as string), keepAlive(bodies[1] as string)], 50);
    expect(answer).toContain(`read ${bodies[0]}`);
    expect(answer).toContain(`read ${bodies[1]}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events.slice(first)).toEqual([
      ['end', 'close'],
      ['end', 'close'],
    ]);
  });

  it('in parts after its headers', async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
    const answer = await send([head(body.length), body.slice(0, 10), body.slice(10)], 60);
    expect(answer).toContain(`read ${body}`);
  });

  it('never, its client gone after the headers or halfway through the body', async () => {
    // At once (gone before the server's next turn), or after a pause.
    for (const [parts, pauseMs] of [
      [[head(40)], 0],
      [[head(40)], 60],
      [[head(40), '{"jsonrpc":'], 60],
    ] as const) {
      const before = outcomes.length;
      await send([...parts], pauseMs, true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outcomes.length).toBe(before + 1);
      expect(await outcomes[before]).toBeInstanceOf(ClientClosedRequest);
    }
  });
});
