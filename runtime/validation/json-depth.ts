// How deeply a client's JSON may nest. The body is read whole (at most 32 KB, which holds 16,000 levels), but the
// validators and the error details walk values recursively: bound the depth before anything walks it.

/** Levels of arrays and objects accepted; a route body needs 3 ({"points": [[lat, lng], ...]}). */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests arrays and objects more than `max` levels deep; walked without recursion. */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const [node, depth] = entry;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}
