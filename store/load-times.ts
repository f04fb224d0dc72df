// How long each step of a snapshot load takes, for the one log line that reports the load.

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
