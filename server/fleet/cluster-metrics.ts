// WEB_CONCURRENCY > 1: /metrics answers the sum over every worker, whichever worker the scrape lands on. The worker
// asks its primary over the cluster's IPC channel; the primary's prom-client AggregatorRegistry asks every worker
// for its registries and adds them up (gauges by their own rule: the oldest snapshot, the fewest stations).
import { AggregatorRegistry, type PrometheusContentType, Registry } from 'prom-client';
import type { PrimaryChannel, WorkerChannel } from '../../runtime/limits/ipc-limits.js';
import { registerRateLimitClients } from '../../runtime/metrics/metrics.js';

type MetricsRequest = { fps: 'metrics'; id: number };
type MetricsReply = { fps: 'metrics'; id: number; text: string } | { fps: 'metrics'; id: number; error: string };

/** The primary waits 5 s for the workers (prom-client's own timeout); a little more here covers the IPC round trip. */
const REPLY_TIMEOUT_MS = 7_000;

function isMetricsMessage(message: unknown): message is MetricsRequest | MetricsReply {
  return typeof message === 'object' && message !== null && (message as { fps?: unknown }).fps === 'metrics';
}

/** In a worker: lets the primary's aggregator read these registries. */
export function shareMetricsWithPrimary(registries: Registry[]): void {
  new AggregatorRegistry(); // installs prom-client's listener for the primary's requests (once per process)
  AggregatorRegistry.setRegistries(registries);
}

export interface ClusterAggregator {
  /** Every worker's metrics added up, and the primary's own (the clients of the store it holds for the workers). */
  metrics(): Promise<string>;
}

/** In the primary: reads and adds up every worker's metrics, and appends the primary's own. */
export function createClusterAggregator(
  limitsMemory: () => { store: string; clients: number; evicted: number },
): ClusterAggregator {
  const workers = new AggregatorRegistry<PrometheusContentType>();
  const own = new Registry();
  registerRateLimitClients([own], limitsMemory);
  return {
    metrics: async () => {
      const [all, primary] = await Promise.all([workers.clusterMetrics(), own.metrics()]);
      return withSamplesOf(all, primary);
    },
  };
}

/**
 * The exposition `all` with the samples of `extra` added to their families, each right after the family's last line
 * (a family's lines must stay together); a family `all` lacks is appended whole.
 */
export function withSamplesOf(all: string, extra: string): string {
  const lines = all.trimEnd().split('\n');
  for (const block of extra.trim().split(/\n(?=# HELP )/)) {
    const family = /^# HELP (\S+)/.exec(block)?.[1];
    if (family === undefined) continue;
    const samples = block.split('\n').filter((line) => !line.startsWith('#'));
    const last = lines.findLastIndex((line) => line.startsWith(`${family} `) || line.startsWith(`${family}{`));
    const typed = lines.findIndex((line) => line === `# TYPE ${family} ${/# TYPE \S+ (\w+)/.exec(block)?.[1]}`);
    if (last >= 0) lines.splice(last + 1, 0, ...samples);
    else if (typed >= 0) lines.splice(typed + 1, 0, ...samples);
    else lines.push(...block.split('\n'));
  }
  return `${lines.join('\n')}\n`;
}

/** In the primary: answers one worker's requests for the aggregated metrics. */
export function serveClusterMetrics(worker: PrimaryChannel, aggregator: ClusterAggregator): void {
  worker.on('message', (message) => {
    if (!isMetricsMessage(message) || 'text' in message || 'error' in message) return;
    const { id } = message;
    aggregator.metrics().then(
      (text: string) => worker.send({ fps: 'metrics', id, text } satisfies MetricsReply),
      (error: unknown) => worker.send({ fps: 'metrics', id, error: String(error) } satisfies MetricsReply),
    );
  });
}

/** In a worker: reads the aggregated metrics from the primary. */
export function clusterMetricsReader(channel: WorkerChannel): () => Promise<string> {
  let nextId = 1;
  const pending = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  channel.on('message', (message) => {
    if (!isMetricsMessage(message) || !('text' in message || 'error' in message)) return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if ('error' in message) waiting.reject(new Error(message.error));
    else waiting.resolve(message.text);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      if (!channel.connected) throw new Error('the IPC channel to the primary is closed');
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('the primary did not answer with the metrics in time'));
      }, REPLY_TIMEOUT_MS);
      timer.unref();
      const settle = { resolve, reject };
      pending.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          settle.resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          settle.reject(error);
        },
      });
      channel.send({ fps: 'metrics', id } satisfies MetricsRequest, (error) => {
        if (!error) return;
        pending.get(id)?.reject(error);
        pending.delete(id);
      });
    });
}
