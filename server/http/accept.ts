// Content negotiation for `GET /` (RFC 9110 §12.5.1): a browser gets the page, every other client the JSON index.

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

/** The media ranges of an Accept header; a malformed q counts as 0 (ignored), an absent one as 1. */
export function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const [type, subtype] = range.toLowerCase().split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.split('=').map((piece) => piece.trim());
      if (name?.toLowerCase() !== 'q') continue;
      q = value !== undefined && /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    ranges.push({ type, subtype, q });
  }
  return ranges;
}

/** The q the header gives `mediaType`: that of the most specific range matching it (type/subtype, then type/*, then the full wildcard). */
export function qualityOf(ranges: readonly MediaRange[], mediaType: string): number {
  const [type, subtype] = mediaType.split('/');
  let best: { specificity: number; q: number } | null = null;
  for (const range of ranges) {
    let specificity: number;
    if (range.type === type && range.subtype === subtype) specificity = 2;
    else if (range.type === type && range.subtype === '*') specificity = 1;
    else if (range.type === '*' && range.subtype === '*') specificity = 0;
    else continue;
    if (!best || specificity > best.specificity) best = { specificity, q: range.q };
  }
  return best?.q ?? 0;
}

/**
 * Whether the client prefers HTML to JSON: only when it gives text/html a higher q than application/json. No header,
 * the full wildcard alone, a tie (`application/json, text/html`) or text/html refused (q=0) keep the JSON index, so API clients that
 * never thought about Accept get what they always got.
 */
export function prefersHtml(header: string | undefined): boolean {
  if (!header) return false;
  const ranges = parseAccept(header);
  const html = qualityOf(ranges, 'text/html');
  return html > 0 && html > qualityOf(ranges, 'application/json');
}
