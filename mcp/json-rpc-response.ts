// A JSON-RPC response as either transport writes it, in the SDK's member order: `{"result":…,"jsonrpc":"2.0","id":…}`
// or `{"jsonrpc":"2.0","id":…,"error":…}`, as bytes. A result already written as JSON (a tool's answer: the pipeline's
// bytes) is spliced in as it is: turning 20 KB of accented names into a string and back costs more than the answer.
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';

/** A piece of a response: bytes, or text the socket encodes as UTF-8. */
export type ResponsePiece = Buffer | string;

/** What opens a response with a result, before the result's JSON. */
export const RESULT_OPENING = '{"result":';
const RESULT_OPENING_BYTES = Buffer.from(RESULT_OPENING);

/** A value already written as JSON, in pieces. Read back as values only where something needs them (an extra tool). */
export class RawJson {
  /**
   * With `opened`, the first piece starts with RESULT_OPENING: a cached result's first piece made with it once, so that
   * a response needs no piece of its own for it.
   */
  constructor(
    readonly chunks: readonly ResponsePiece[],
    readonly opened = false,
  ) {}

  toJSON(): unknown {
    const text = this.chunks.join('');
    return JSON.parse(this.opened ? text.slice(RESULT_OPENING.length) : text);
  }
}

/**
 * The response in the pieces it is written in: a tool's answer is some 14 KB twice, and joining them would cost a copy
 * and its garbage on every call; the socket takes the pieces as they are (one writev). The closing goes with a result's
 * last piece when that is text: one piece fewer to write.
 */
export function resultResponse(id: RequestId, result: unknown): ResponsePiece[] {
  const closing = `,"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
  if (!(result instanceof RawJson)) return [`{"result":${JSON.stringify(result)}${closing}`];
  const pieces: ResponsePiece[] = result.opened ? result.chunks.slice() : [RESULT_OPENING_BYTES, ...result.chunks];
  const last = pieces[pieces.length - 1];
  if (typeof last === 'string') pieces[pieces.length - 1] = `${last}${closing}`;
  else pieces.push(closing);
  return pieces;
}

/**
 * Whether a response is a result written from a cached answer: its first piece is the answer's cached form, made at its
 * first hit (a result computed now opens with a piece of its own, any other response is text).
 */
export function isCachedResult(pieces: readonly ResponsePiece[]): boolean {
  const first = pieces[0];
  return first !== undefined && typeof first !== 'string' && first !== RESULT_OPENING_BYTES;
}

export function errorResponse(
  id: RequestId,
  error: { code: number; message: string; data?: unknown },
): ResponsePiece[] {
  return [JSON.stringify({ jsonrpc: '2.0', id, error })];
}

/** The bytes of a response's pieces. */
export function byteLength(pieces: readonly ResponsePiece[]): number {
  let length = 0;
  for (const piece of pieces) length += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
  return length;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const HEX = '0123456789abcdef';

/**
 * UTF-8 text as the inside of a JSON string, as JSON.stringify writes it less its quotes: `"` and `\` escaped, control
 * characters as \b \f \n \r \t or \u00XX; every other byte as it is (multi-byte characters need no escape in JSON).
 */
export function jsonStringBytes(text: Buffer): Buffer {
  let extra = 0;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i] as number;
    if (byte === QUOTE || byte === BACKSLASH) extra += 1;
    else if (byte < 0x20) extra += SHORT_ESCAPES[byte] === undefined ? 5 : 1;
  }
  if (extra === 0) return text;
  const out = Buffer.allocUnsafe(text.length + extra);
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i] as number;
    if (byte === QUOTE || byte === BACKSLASH) {
      out[at++] = BACKSLASH;
      out[at++] = byte;
    } else if (byte < 0x20) {
      const short = SHORT_ESCAPES[byte];
      out[at++] = BACKSLASH;
      if (short !== undefined) out[at++] = short;
      else at += out.write(`u00${HEX[byte >> 4]}${HEX[byte & 15]}`, at, 'latin1');
    } else {
      out[at++] = byte;
    }
  }
  return out;
}

/** \b \t \n \f \r, by the control character they stand for. */
const SHORT_ESCAPES: Record<number, number> = { 8: 0x62, 9: 0x74, 10: 0x6e, 12: 0x66, 13: 0x72 };
