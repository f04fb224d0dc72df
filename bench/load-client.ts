// A small closed-loop HTTP/1.1 load generator: fixed keep-alive connections, each sends its next GET when the
// previous answer has been read, for a fixed time. It speaks HTTP over plain sockets because Node's own client costs
// more per request than the servers it measures on these 2-core machines (it capped a bare Express route at ~3,000
// req/s where wrk reached 5,000-7,700).
import { connect, type Socket } from 'node:net';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with X-Cache: hit (the API's own response cache). */
  cacheHits: number;
  /** Answers by X-Edge-Cache (what an nginx edge in front did: HIT, MISS, STALE…); empty without one. */
  edgeStatuses: Record<string, number>;
  /** Answers other than 200. */
  failures: number;
  /** Answers by HTTP status. */
  statuses: Record<number, number>;
  /** Requests sent again because the server closed their keep-alive connection before answering. */
  retries: number;
  maxMs: number;
}

/** A request other than a plain GET (a POST with a JSON body, for instance). */
export interface LoadRequest {
  method: string;
  path: string;
  /** Sent as application/json. */
  body?: string;
  /** More request headers (an Accept, for instance). */
  headers?: Readonly<Record<string, string>>;
}

export interface LoadOptions {
  port: number;
  /** The path (GET) or request of the n-th request (n counts from 0 across all connections). */
  path: (n: number) => string | LoadRequest;
  seconds: number;
  /** Stop once this many requests have been sent, when that comes before `seconds` have passed. */
  requests?: number;
  connections: number;
  /** Told of every answer (to sort out which requests failed, for instance). */
  onAnswer?: (request: string | LoadRequest, status: number, ms: number) => void;
}

export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

interface Answer {
  status: number;
  cacheHit: boolean;
  edge: string | undefined;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive connection that answers one request at a time. When the server closes it before any byte of the
 * answer has come (the race of a keep-alive timeout with a new request), the request is sent again once on a new
 * connection, as HTTP clients do for a request that is safe to repeat (RFC 9110, section 9.2.2): counted in `retries`.
 */
class Connection {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: ((answer: Answer) => void) | null = null;
  private failed: ((error: Error) => void) | null = null;
  /** The request waiting for its answer, as written, and whether any byte of an answer has come since. */
  private sent = '';
  private answering = false;
  private resent = false;
  /** Requests sent again after the server closed their connection unanswered. */
  retries = 0;

  private constructor(
    private socket: Socket,
    private readonly port: number,
  ) {
    this.listen(socket);
  }

  private listen(socket: Socket): void {
    socket.on('data', (chunk: Buffer) => {
      this.answering = true;
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.tryComplete();
    });
    socket.on('error', (error) => {
      if (!this.canResend()) this.failed?.(error);
    });
    socket.on('close', () => {
      if (socket !== this.socket) return;
      if (this.canResend()) this.resend();
      else this.failed?.(new Error('connection closed by the server'));
    });
  }

  private canResend(): boolean {
    return this.waiting !== null && !this.answering && !this.resent && /^(GET|HEAD) /.test(this.sent);
  }

  private resend(): void {
    this.resent = true;
    this.retries++;
    this.buffered = Buffer.alloc(0);
    const socket = connect({ port: this.port, host: '127.0.0.1', noDelay: true }, () => socket.write(this.sent));
    this.socket = socket;
    this.listen(socket);
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', noDelay: true }, () => resolve(new Connection(socket, port)));
      socket.once('error', reject);
    });
  }

  send(request: string | LoadRequest): Promise<Answer> {
    const { method, path, body, headers } =
      typeof request === 'string' ? { method: 'GET', path: request, body: undefined, headers: undefined } : request;
    const extraHeaders = Object.entries(headers ?? {})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const bodyHeaders =
      extraHeaders +
      (body === undefined ? '' : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`);
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.sent = `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n${bodyHeaders}\r\n${body ?? ''}`;
      this.answering = false;
      this.resent = false;
      this.socket.write(this.sent);
    });
  }

  /** Resolves the waiting request once its headers and Content-Length bytes of body have arrived. */
  private tryComplete(): void {
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headerEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const total = headerEnd + HEADER_END.length + length;
    if (this.buffered.length < total) return;
    this.buffered = this.buffered.subarray(total);
    const answer = {
      status: Number(head.slice(9, 12)),
      cacheHit: /\r\nx-cache: *hit/i.test(head),
      edge: /\r\nx-edge-cache: *(\w+)/i.exec(head)?.[1],
    };
    const resolve = this.waiting;
    this.waiting = null;
    this.failed = null;
    resolve?.(answer);
  }

  close(): void {
    this.socket.destroy();
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const connections = await Promise.all(
    Array.from({ length: options.connections }, () => Connection.open(options.port)),
  );
  const latencies: number[] = [];
  let next = 0;
  let cacheHits = 0;
  let failures = 0;
  const statuses: Record<number, number> = {};
  const edgeStatuses: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const drive = async (connection: Connection) => {
    const limit = options.requests ?? Number.POSITIVE_INFINITY;
    while (performance.now() < deadline && next < limit) {
      const path = options.path(next++);
      const t0 = performance.now();
      const { status, cacheHit, edge } = await connection.send(path);
      const ms = performance.now() - t0;
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      options.onAnswer?.(path, status, ms);
      if (status !== 200) failures++;
      if (cacheHit) cacheHits++;
      if (edge !== undefined) edgeStatuses[edge] = (edgeStatuses[edge] ?? 0) + 1;
    }
  };
  try {
    await Promise.all(connections.map(drive));
  } finally {
    for (const connection of connections) connection.close();
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    cacheHits,
    edgeStatuses,
    failures,
    statuses,
    retries: connections.reduce((sum, connection) => sum + connection.retries, 0),
    maxMs: latencies[latencies.length - 1] ?? Number.NaN,
  };
}
