// A raw HTTP/1.1 client for tests: exact bytes over node:net, and a parser for the answers that keeps what fetch hides.
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  responses: RawResponse[];
  /** True when the server closed the connection (after answering or without answering). */
  closed: boolean;
}

/**
 * Sends `request` as is and collects the answers until `expected` responses are complete (the methods tell which
 * answers have no body: HEAD), the server closes the connection, or `timeoutMs` passes.
 */
export function sendRaw(
  port: number,
  request: string | Buffer,
  options: { methods?: string[]; timeoutMs?: number } = {},
): Promise<RawExchange> {
  const methods = options.methods ?? ['GET'];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      try {
        resolve({ responses: parseResponses(received, methods, closed), closed });
      } catch (error) {
        reject(error);
      }
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs ?? 5000);
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (completeResponses(received, methods) >= methods.length) finish(false);
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
  });
}

function completeResponses(data: Buffer, methods: string[]): number {
  try {
    return parseResponses(data, methods, false).length;
  } catch {
    return 0;
  }
}

/** Parses the responses in `data`; with `closed`, a response without a length ends at the end of the data. */
export function parseResponses(data: Buffer, methods: string[], closed: boolean): RawResponse[] {
  const responses: RawResponse[] = [];
  let offset = 0;
  while (offset < data.length) {
    const headEnd = data.indexOf('\r\n\r\n', offset);
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = data.subarray(offset, headEnd).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    let cursor = headEnd + 4;
    if (status >= 100 && status < 200) {
      offset = cursor; // an interim answer (100 Continue): the real one follows
      continue;
    }
    const method = methods[responses.length] ?? 'GET';
    let body: Buffer = Buffer.alloc(0);
    if (method === 'HEAD' || status === 204 || status === 304) {
      // no body
    } else if (headers['transfer-encoding']?.toLowerCase().includes('chunked')) {
      const parts: Buffer[] = [];
      for (;;) {
        const sizeEnd = data.indexOf('\r\n', cursor);
        if (sizeEnd < 0) return responses;
        const size = Number.parseInt(data.subarray(cursor, sizeEnd).toString('latin1'), 16);
        cursor = sizeEnd + 2;
        if (size === 0) {
          const trailerEnd = data.indexOf('\r\n', cursor);
          if (trailerEnd < 0) return responses;
          cursor = trailerEnd + 2;
          break;
        }
        if (data.length < cursor + size + 2) return responses;
        parts.push(data.subarray(cursor, cursor + size));
        cursor += size + 2;
      }
      body = Buffer.concat(parts);
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (data.length < cursor + length) break;
      body = data.subarray(cursor, cursor + length);
      cursor += length;
    } else {
      if (!closed) break;
      body = data.subarray(cursor);
      cursor = data.length;
    }
    responses.push({ status, headers, body: body.toString('utf8') });
    offset = cursor;
  }
  return responses;
}
