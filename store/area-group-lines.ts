// The area groups of the history blocks' days (store/history-block-days.ts): each day's groups are one text, a
// `fuel|level|code` name a line in SQL's order, and consecutive days mostly hold the same lines. So each text is
// compared with the one before it in runs of lines at once, and only the lines where they differ are cut out and
// compared one by one: about 15,000 lines a day, where splitting every text took most of a window's read.

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * SQL's ORDER BY fuel, level, code over `fuel|level|code` names split at `|` (not the same as the joined texts' order),
 * then the whole names (a total order, though no part holds a `|`).
 */
function byParts(x: readonly string[], y: readonly string[]): number {
  return (
    byName(x[0] as string, y[0] as string) ||
    byName(x[1] as string, y[1] as string) ||
    byName(x[2] as string, y[2] as string) ||
    byName(x.join('|'), y.join('|'))
  );
}

const byNameParts = (a: string, b: string): number => byParts(a.split('|'), b.split('|'));

/** The offset of each line of `text`, and text.length + 1 after the last (a line ends one before the next starts). */
function lineStarts(text: string): Int32Array {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  starts.push(text.length + 1);
  return Int32Array.from(starts);
}

/** How many lines `text` holds (as many as `split('\n')` gives). */
export function lineCount(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

interface Lines {
  text: string;
  starts: Int32Array;
}

/** Per line of `text`, the line of `before` it equals (-1 for none), and the lines none equals, by line. */
interface LinesAgainst {
  fromBefore: Int32Array;
  added: [line: number, name: string][];
}

/**
 * `text`'s lines against those of `before` (both strictly in SQL's order, merged as sorted lists are); undefined when
 * `text` is not strictly in that order. Equal runs are found by comparing blocks of lines at once, doubling them.
 */
function against(before: Lines, text: string): LinesAgainst | undefined {
  const { text: reference, starts } = before;
  const count = starts.length - 1;
  /**
   * Whether lines from..to-1 of `before` are the lines of `text` at `at` (slices compared with ===, which compares their
   * memory at once: startsWith compares a character at a time, 50 times slower over a block of lines).
   */
  const sameLines = (from: number, to: number, at: number): boolean => {
    const start = starts[from] as number;
    const end = to < count ? (starts[to] as number) : reference.length;
    const after = at + end - start;
    if (text.slice(at, after) !== reference.slice(start, end)) return false;
    // Through the end of `before`: the text's line must end there too.
    return to < count || after === text.length || text.charCodeAt(after) === 10;
  };
  const fromBefore: number[] = [];
  const added: [number, string][] = [];
  let [at, next] = [0, 0];
  let previous: string | undefined;
  for (;;) {
    // The longest run of `before`'s lines from `next` that `text` holds at `at`.
    let run = 0;
    let step = 1;
    let failed = 0;
    while (next + run < count) {
      const to = Math.min(count, next + run + step);
      if (!sameLines(next + run, to, at + (starts[next + run] as number) - (starts[next] as number))) {
        failed = to - next;
        break;
      }
      run = to - next;
      step *= 2;
    }
    while (failed - run > 1) {
      const middle = (run + failed) >> 1;
      const offset = at + (starts[next + run] as number) - (starts[next] as number);
      if (sameLines(next + run, next + middle, offset)) run = middle;
      else failed = middle;
    }
    if (run > 0) {
      for (let line = next; line < next + run; line++) fromBefore.push(line);
      previous = reference.slice(starts[next + run - 1], (starts[next + run] as number) - 1);
      at += (starts[next + run] as number) - (starts[next] as number);
      next += run;
      if (at > text.length) return { fromBefore: Int32Array.from(fromBefore), added };
      continue;
    }
    const newline = text.indexOf('\n', at);
    const line = text.slice(at, newline < 0 ? text.length : newline);
    if (next < count) {
      const dropped = reference.slice(starts[next], (starts[next + 1] as number) - 1);
      if (byNameParts(dropped, line) < 0) {
        next++;
        continue;
      }
    }
    if (previous !== undefined && byNameParts(previous, line) >= 0) return undefined;
    added.push([fromBefore.length, line]);
    fromBefore.push(-1);
    previous = line;
    if (newline < 0) return { fromBefore: Int32Array.from(fromBefore), added };
    at = newline + 1;
  }
}

/** Two lists in SQL's order, without a name in common, as one. */
function merged(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let j = 0;
  for (const name of a) {
    while (j < b.length && byNameParts(b[j] as string, name) < 0) out.push(b[j++] as string);
    out.push(name);
  }
  while (j < b.length) out.push(b[j++] as string);
  return out;
}

/**
 * Every name of `texts` in SQL's order, and for each text the place of each of its lines among them; undefined when a
 * text is not strictly in SQL's order (not as the ETL writes it).
 */
export function groupPlaces(texts: readonly string[]): { names: string[]; places: Int32Array[] } | undefined {
  const [first] = texts;
  if (first === undefined) return { names: [], places: [] };
  const firstNames = first.split('\n');
  const firstParts = firstNames.map((name) => name.split('|'));
  for (let line = 1; line < firstParts.length; line++) {
    if (byParts(firstParts[line - 1] as string[], firstParts[line] as string[]) >= 0) return undefined;
  }
  let before: Lines = { text: first, starts: lineStarts(first) };
  const compared: LinesAgainst[] = [];
  for (const text of texts.slice(1)) {
    const lines = against(before, text);
    if (!lines) return undefined;
    compared.push(lines);
    before = { text, starts: lineStarts(text) };
  }
  // The first text's names (in order) merged with those the others added, sorted (a few hundred a day at most).
  const inFirst = new Set(firstNames);
  const others = new Set<string>();
  for (const { added } of compared) for (const [, name] of added) if (!inFirst.has(name)) others.add(name);
  const names = merged(firstNames, [...others].sort(byNameParts));
  const placeOf = new Map(names.map((name, place) => [name, place]));
  const places = [Int32Array.from(firstNames, (name) => placeOf.get(name) as number)];
  for (const { fromBefore, added } of compared) {
    const last = places.at(-1) as Int32Array;
    const place = new Int32Array(fromBefore.length);
    for (let line = 0; line < fromBefore.length; line++) place[line] = last[fromBefore[line] as number] as number;
    for (const [line, name] of added) place[line] = placeOf.get(name) as number;
    places.push(place);
  }
  return { names, places };
}
