// A JSON-RPC response as either transport writes it, in the SDK's member order: `{"result":…,"jsonrpc":"2.0","id":…}`
// or `{"jsonrpc":"2.0","id":…,"error":…}`. A result already written as JSON (a tool's answer: the pipeline's bytes) is
// spliced in as it is.
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';

/** A value already written as JSON. Read back as values only where something needs them (an extra tool's caller). */
export class RawJson {
  constructor(readonly json: string) {}

  toJSON(): unknown {
    return JSON.parse(this.json);
  }
}

export function resultResponse(id: RequestId, result: unknown): string {
  const json = result instanceof RawJson ? result.json : JSON.stringify(result);
  return `{"result":${json},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
}

export function errorResponse(id: RequestId, error: { code: number; message: string; data?: unknown }): string {
  return JSON.stringify({ jsonrpc: '2.0', id, error });
}
