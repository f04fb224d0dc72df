// Long work on the serving thread (loading a snapshot of ~11,400 stations and building its indexes) done in slices
// that give the event loop back between them, so requests keep being answered while a new snapshot loads.

/** Longest a slice may run before giving the loop back: well under the 50 ms a request may be held. */
export const SLICE_MS = 8;

/** Decides when work in progress has run its slice, and gives the event loop back then. */
export class Slicer {
  private sliceStart = performance.now();
  /** How many times the loop was given back. */
  pauses = 0;

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** true when the current slice has run its time: the caller then awaits pause(). */
  get due(): boolean {
    return performance.now() - this.sliceStart >= this.sliceMs;
  }

  /** Gives the event loop back (after I/O callbacks, so waiting requests are answered), then starts a new slice. */
  async pause(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.pauses++;
    this.sliceStart = performance.now();
  }

  /** Pauses when the slice is due; cheap enough to call once per item. */
  async check(): Promise<void> {
    if (this.due) await this.pause();
  }
}

/**
 * A build written as a generator that `yield`s where it may stop for a while (every few hundred items, between
 * parts): run at once where there is no loop to share (tests, tools), or in slices while a server answers.
 */
export type Steps<T> = Generator<void, T, void>;

export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export async function runInSlices<T>(steps: Steps<T>, slicer: Slicer): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await slicer.check();
  }
}

/** Items between two `yield`s in a loop over stations: a few hundred µs of work each time. */
export const ITEMS_PER_STEP = 256;

/** Elements a merge step handles between two `yield`s (a sort of 11,000 strings holds the loop ~50 ms at once). */
const SORT_RUN = 1024;

/**
 * Sorts `items` in place in steps: runs of SORT_RUN sorted at once, then merged pairwise, yielding between runs and
 * merges. With a comparator that is a total order (ties broken), the result is the one `items.sort(compare)` gives.
 */
export function* sortInSteps<T>(items: T[], compare: (a: T, b: T) => number): Steps<T[]> {
  const n = items.length;
  for (let from = 0; from < n; from += SORT_RUN) {
    const run = items.slice(from, from + SORT_RUN).sort(compare);
    for (let i = 0; i < run.length; i++) items[from + i] = run[i] as T;
    yield;
  }
  let source = items;
  let target = new Array<T>(n);
  for (let width = SORT_RUN; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) {
      const middle = Math.min(left + width, n);
      const right = Math.min(left + 2 * width, n);
      let i = left;
      let j = middle;
      for (let k = left; k < right; k++) {
        target[k] = (
          j >= right || (i < middle && compare(source[i] as T, source[j] as T) <= 0) ? source[i++] : source[j++]
        ) as T;
        if ((k - left) % SORT_RUN === SORT_RUN - 1) yield;
      }
    }
    [source, target] = [target, source];
  }
  if (source !== items) for (let k = 0; k < n; k++) items[k] = source[k] as T;
  return items;
}
