// Content negotiation on Accept-Encoding (RFC 9110 §12.5.3) among the precompressed copies a file has.
import { type ContentEncoding, PRECOMPRESSED_ENCODINGS } from '../core/data-dir.js';

/** The best encoding the client accepts, Brotli before gzip at equal weight; null for the uncompressed file. */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (token === '') continue;
    const q = parameters.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const { encoding } of PRECOMPRESSED_ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
