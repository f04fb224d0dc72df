// How long each step of a snapshot load takes, for the one log line that reports the load.
import type { Steps } from '../core/yielding.js';

/** Runs `step` (sync or async) and records its time under `name`, ms with one decimal. */
export function timed<T>(times: Record<string, number>, name: string, step: () => T): T {
  const start = performance.now();
  const record = () => {
    times[name] = Math.round((performance.now() - start) * 10) / 10;
  };
  const result = step();
  if (result instanceof Promise) return result.finally(record) as T;
  record();
  return result;
}

/** Runs a build written in steps, recording under `name` the time its steps ran (not the pauses between them). */
export function* timedSteps<T>(times: Record<string, number>, name: string, steps: Steps<T>): Steps<T> {
  let ms = 0;
  for (;;) {
    const start = performance.now();
    const step = steps.next();
    ms += performance.now() - start;
    if (step.done) {
      times[name] = Math.round(ms * 10) / 10;
      return step.value;
    }
    yield;
  }
}
