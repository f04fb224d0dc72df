// The MCP stdio transport: one JSON-RPC message per line on stdin, answers on stdout. In place of the SDK's, which
// drops a line it cannot read without a word: here every such line gets the JSON-RPC error /mcp would give it, in
// the session's language (invalid JSON -32700, a batch or a non-message -32600, a line over 64 KB -32600), and a
// line is never held past that size. Blank lines are skipped, as between messages.
import type { Readable, Writable } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Language } from '../core/language.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { JSON_RPC, jsonRpcError, MAX_MESSAGE_BYTES, parseMessage, type TransportError } from './json-rpc-http.js';
import { checkJsonRpc } from './json-rpc-message.js';
import type { ResponsePiece } from './json-rpc-response.js';

const NEWLINE = 0x0a;

export class StdioTransport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /** The bytes of the line being read, before its newline. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** The line being read is over the limit: refused already, its bytes dropped until its newline. */
  private skipping = false;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    private readonly language: Language,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.read);
    this.input.on('error', this.failed);
  }

  /** Writes a message already written as JSON in pieces (the server's answer), on a line of its own. */
  sendJson(pieces: readonly ResponsePiece[]): Promise<void> {
    for (const piece of pieces) this.output.write(piece);
    return this.write('');
  }

  async close(): Promise<void> {
    this.input.off('data', this.read);
    this.input.off('error', this.failed);
    if (this.input.listenerCount('data') === 0) this.input.pause();
    this.pending = [];
    this.onclose?.();
  }

  private readonly failed = (error: Error) => this.onerror?.(error);

  private readonly read = (chunk: Buffer): void => {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      this.take(chunk.subarray(start, end));
      if (!this.skipping) this.line(Buffer.concat(this.pending).toString('utf8'));
      this.pending = [];
      this.pendingBytes = 0;
      this.skipping = false;
      start = end + 1;
    }
    this.take(chunk.subarray(start));
  };

  /** Adds bytes to the line being read; past the limit the line is refused at once and the rest of it dropped. */
  private take(bytes: Buffer): void {
    if (this.skipping || bytes.length === 0) return;
    this.pendingBytes += bytes.length;
    if (this.pendingBytes <= MAX_MESSAGE_BYTES) {
      this.pending.push(bytes);
      return;
    }
    this.pending = [];
    this.skipping = true;
    const detail = PROBLEM_DETAILS.mcpMessageTooLarge(MAX_MESSAGE_BYTES / 1024);
    this.refuse({ status: 413, rpcCode: JSON_RPC.INVALID_REQUEST, code: 'PAYLOAD_TOO_LARGE', detail });
  }

  private line(text: string): void {
    const line = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (line.trim() === '') return;
    const parsed = parseMessage(line);
    const checked = parsed.ok ? checkJsonRpc(parsed.message) : parsed;
    if (checked.ok) this.onmessage?.(checked.message);
    else this.refuse(checked.error);
  }

  private refuse(error: TransportError): void {
    void this.write(jsonRpcError(error, this.language));
  }

  private write(json: string): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${json}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }
}
