// Reads a JSON request body without ever buffering more than the limit.
import type { IncomingMessage } from 'node:http';
import { ApiProblem } from '../core/problem.js';

export const MAX_BODY_BYTES = 32 * 1024;

export function requireJsonContentType(req: IncomingMessage): void {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new ApiProblem(
      'UNSUPPORTED_MEDIA_TYPE',
      `Content-Type must be application/json, got ${JSON.stringify(req.headers['content-type'] ?? '(none)')}`,
    );
  }
}

export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiProblem('INVALID_JSON', `The body is not valid JSON: ${(error as Error).message}`);
  }
}

function tooLarge(limit: number): ApiProblem {
  return new ApiProblem('PAYLOAD_TOO_LARGE', `The body is larger than ${limit / 1024} KB`);
}
