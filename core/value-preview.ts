// A client's value as it is shown in an error detail: JSON, cut short, and never walked deeper than a few levels, so
// that neither a long nor a deeply nested value can make the error itself fail (JSON.stringify overflows the stack
// on 5,000 nested arrays).

/** Containers nested deeper than this are shown as "…". */
const MAX_SHOWN_DEPTH = 8;

/** The JSON text of `value`, stopped soon after `limit` characters; numbers JSON cannot hold are written as they are. */
export function previewJson(value: unknown, limit: number): string {
  const out: string[] = [];
  let length = 0;
  const write = (text: string): boolean => {
    out.push(text);
    length += text.length;
    return length <= limit;
  };

  function walk(node: unknown, depth: number): boolean {
    if (node === null || typeof node !== 'object') return write(scalar(node));
    if (depth >= MAX_SHOWN_DEPTH) return write('…');
    if (Array.isArray(node)) {
      if (!write('[')) return false;
      for (let i = 0; i < node.length; i++) {
        if (i > 0 && !write(',')) return false;
        if (!walk(node[i] === undefined ? null : node[i], depth + 1)) return false;
      }
      return write(']');
    }
    if (!write('{')) return false;
    let first = true;
    for (const [key, child] of Object.entries(node)) {
      if (child === undefined || typeof child === 'function') continue;
      if (!write(`${first ? '' : ','}${JSON.stringify(key)}:`)) return false;
      first = false;
      if (!walk(child, depth + 1)) return false;
    }
    return write('}');
  }

  walk(value, 0);
  return out.join('');
}

function scalar(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  return String(value);
}
