// A small closed-loop HTTP load generator (autocannon-like): fixed connections, each sends its next request when
// the previous answer has been read, for a fixed time.
import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with X-Cache: hit (the API's own response cache). */
  cacheHits: number;
  /** Answers other than 200. */
  failures: number;
}

export interface LoadOptions {
  port: number;
  /** The path of the n-th request (n counts from 0 across all connections). */
  path: (n: number) => string;
  seconds: number;
  connections: number;
}

export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function get(agent: Agent, port: number, path: string): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let next = 0;
  let cacheHits = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const connection = async () => {
    while (performance.now() < deadline) {
      const path = options.path(next++);
      const t0 = performance.now();
      const { status, cache } = await get(agent, options.port, path);
      latencies.push(performance.now() - t0);
      if (status !== 200) failures++;
      if (cache === 'hit') cacheHits++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    cacheHits,
    failures,
  };
}
