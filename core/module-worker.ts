// A worker thread on a module of ours, run as it is: compiled (.js) or, under tsx (development, tests), TypeScript.

import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const TSX_ESM_API = 'dist/esm/api/index.mjs';

/**
 * A worker on the module `name` (without extension) beside `base` (the caller's import.meta.url), with the caller's
 * extension. Node 20 does not hand a loader given in execArgv (tsx's) to a worker thread, so a TypeScript worker starts
 * from a line of JavaScript that registers tsx in the thread, then imports the file.
 */
export function startModuleWorker(base: string, name: string, workerData: unknown): Worker {
  const extension = extname(fileURLToPath(base));
  const file = new URL(`./${name}${extension}`, base);
  if (extension !== '.ts') return new Worker(file, { workerData });
  // tsx's ESM entry (require.resolve would name its CommonJS one, which cannot register ESM hooks).
  const tsxApi = pathToFileURL(
    join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), TSX_ESM_API),
  ).href;
  const code = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * The first message of `worker`, which then ends: rejects with the worker's error, or if it exits before answering
 * (`what` names it in that error).
 */
export function firstAnswer<T>(worker: Worker, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${what} exited with ${code} before answering`)));
  }).finally(() => void worker.terminate());
}
