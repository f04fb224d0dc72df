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
export async function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limit) return null;
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (isClientGone(req, error)) throw new ClientClosedRequest();
    throw error;
  }
  return Buffer.concat(chunks);
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
