// Reads a JSON request body without ever buffering more than the limit.
import type { IncomingMessage } from 'node:http';
import { readBodyBytes } from '../../core/client-closed.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';

export const MAX_BODY_BYTES = 32 * 1024;

/** application/json, in UTF-8: JSON exchanged between systems is UTF-8 (RFC 8259), so another charset is refused. */
export function requireJsonContentType(req: IncomingMessage): void {
  const header = req.headers['content-type'] ?? '';
  const [mediaType, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') {
    throw new ApiProblem(
      'UNSUPPORTED_MEDIA_TYPE',
      PROBLEM_DETAILS.contentTypeNotJson(JSON.stringify(req.headers['content-type'] ?? '(none)')),
    );
  }
  const charset = parameters
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replaceAll('"', '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new ApiProblem('UNSUPPORTED_MEDIA_TYPE', PROBLEM_DETAILS.charsetNotUtf8(charset));
  }
}

// A leading byte order mark is dropped, as RFC 8259 allows parsers to do.
const UTF8 = new TextDecoder('utf-8', { fatal: true });

export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (declared > limit) throw tooLarge(limit);
  const bytes = await readBodyBytes(req, limit);
  if (bytes === null) throw tooLarge(limit);
  if (bytes.length === 0) throw new ApiProblem('INVALID_JSON', PROBLEM_DETAILS.bodyEmpty);
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw new ApiProblem('INVALID_JSON', PROBLEM_DETAILS.bodyNotUtf8);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiProblem('INVALID_JSON', PROBLEM_DETAILS.bodyJsonSyntax((error as Error).message));
  }
}

function tooLarge(limit: number): ApiProblem {
  return new ApiProblem('PAYLOAD_TOO_LARGE', PROBLEM_DETAILS.bodyTooLarge(limit / 1024));
}
