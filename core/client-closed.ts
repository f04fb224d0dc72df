// A client that hangs up before its request is complete: an event of the client, not an error of the server. There is
// nobody left to answer, so it is logged at info and no response is attempted.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export class ClientClosedRequest extends Error {
  constructor() {
    super('the connection closed before the whole request was received');
    this.name = 'ClientClosedRequest';
  }
}

/** Whether reading the request body failed because the client went away (or its framing broke mid-body). */
export function isClientGone(req: IncomingMessage, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return req.destroyed || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** Reads the whole body, stopping past `limit` bytes (then null); a client gone mid-body throws ClientClosedRequest. */
export function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => whenBodyRead(req, limit, { received: resolve, failed: reject }));
}

/** Where a body read without a promise goes: the body (null past the limit), or why there is none. */
export interface BodyReceiver {
  received(body: Buffer | null): void;
  failed(error: unknown): void;
}

/**
 * readBodyBytes without a promise, handed to `receiver` (ClientClosedRequest for a client gone mid-body). A small body
 * mostly comes in the packet of its headers, parsed once the request's handler has returned: taken whole from the
 * stream's buffer after that, with no listener, no flowing mode and no promise. Whatever else comes (a body in parts,
 * a large one) is read by the stream's events.
 */
export function whenBodyRead(req: IncomingMessage, limit: number, receiver: BodyReceiver): void {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (!(declared > 0 && declared <= limit)) readByEventsInto(req, limit, declared, receiver);
  // Not in the next tick: the parser marks the message complete after it, and a stream read before then neither ends
  // nor closes unless resumed, and that measured more server CPU per call than this turn of the event loop.
  else setImmediate(takeBuffered, req, limit, declared, receiver);
}

/** The body taken from the stream's buffer once the message is complete, else read by its events. */
function takeBuffered(req: IncomingMessage, limit: number, declared: number, receiver: BodyReceiver): void {
  // Gone before then: its close has been and gone, no listener would hear it now.
  if (req.destroyed) receiver.failed(new ClientClosedRequest());
  else if (req.complete && req.readableLength === declared) receiver.received(req.read() as Buffer);
  else readByEventsInto(req, limit, declared, receiver);
}

function readByEventsInto(req: IncomingMessage, limit: number, declared: number, receiver: BodyReceiver): void {
  readByEvents(req, limit, declared).then(
    (body) => receiver.received(body),
    (error: unknown) => receiver.failed(error),
  );
}

/** The body read by its events: an async iterator over the request costs about a fifth of a millisecond per body. */
function readByEvents(req: IncomingMessage, limit: number, declared: number): Promise<Buffer | null> {
  // Framed by Content-Length, the body is whole at its last byte: answered there, without waiting for the stream's
  // end a turn later.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const whole = () => (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    const settle = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size === declared && size <= limit) {
        settle();
        resolve(whole());
        return;
      }
      if (size <= limit) return;
      // The rest is never kept. A body whose end has already arrived is let finish, so that its 413 is written; one still
      // coming is dropped with its connection (what leaving an async iteration early did).
      settle();
      resolve(null);
      setImmediate(() => {
        if (!req.complete) req.destroy();
      });
    };
    const onEnd = () => {
      settle();
      resolve(whole());
    };
    const onError = (error: unknown) => {
      settle();
      reject(isClientGone(req, error) ? new ClientClosedRequest() : error);
    };
    // Closed before its end: the client went away mid-body.
    const onClose = () => {
      settle();
      reject(new ClientClosedRequest());
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/** Logs a request whose client went away (info: a client event) and drops the response: nobody is left to read it. */
export function clientClosed(
  req: IncomingMessage,
  res: ServerResponse,
  logger: Logger,
  error: ClientClosedRequest,
  fields: Record<string, unknown> = {},
): void {
  logger.info({ method: req.method, path: req.url, ...fields }, error.message);
  res.destroy();
}
