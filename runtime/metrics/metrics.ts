// The service's Prometheus metrics (GET /metrics): answers by operation, transport and status, their latency, the
// response cache, rate-limit refusals, refreshes, and the data served, plus prom-client's default process metrics.
// Counting is cheap: an answer adds to plain tallies (a Map look-up) and one observation of a histogram kept in typed
// arrays; the counters are filled from the tallies, and the gauges from the data, only when scraped
// (bench/metrics-overhead.ts).
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../../core/clock.js';
import type { DataStore } from '../../store/data-store.js';
import type { OperationOutcome, PipelineObserver } from '../pipeline/observed-pipeline.js';
import type { Transport } from '../pipeline/operation-pipeline.js';
import type { RefreshReport } from '../refresh/data-service.js';
import { LatencyHistogram } from './latency-histogram.js';

/** Seconds: a cached answer takes tens of µs, a wide history query up to seconds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const REFRESH_BUCKETS = [1, 2.5, 5, 10, 20, 40, 80, 160, 320];

/** Per operation: answers by transport and status, and cache results. */
interface OperationTally {
  rest: Map<number, number>;
  mcp: Map<number, number>;
  cache: Record<NonNullable<OperationOutcome['cacheStatus']>, number>;
}

const TRANSPORTS: readonly Transport[] = ['rest', 'mcp'];

export class ServiceMetrics implements PipelineObserver {
  /** This runtime's metrics; the process's default metrics live in processRegistry(). */
  readonly registry = new Registry();
  private readonly tallies = new Map<string, OperationTally>();
  private readonly latency: LatencyHistogram;
  private readonly refusals: Counter<'policy' | 'transport'>;
  private readonly refreshes: Counter<'outcome' | 'category'>;
  private readonly refreshDuration: Histogram<'outcome'>;
  /** What a scrape reads: this process's metrics, or (in a cluster worker) every worker's through the primary. */
  private read: () => Promise<string>;

  constructor(
    store: DataStore,
    clock: Clock,
    limitsMemory: () => { store: string; clients: number; evicted: number } = () => ({
      store: 'memory',
      clients: 0,
      evicted: 0,
    }),
  ) {
    const registers = [this.registry];
    const tallies = this.tallies;
    new Counter({
      name: 'fps_operation_requests_total',
      help: 'Operations answered, by operationId, transport (rest, mcp) and HTTP status (a 304 counts as its 200)',
      labelNames: ['operation', 'transport', 'status'],
      registers,
      collect() {
        this.reset();
        for (const [operation, tally] of tallies) {
          for (const transport of TRANSPORTS) {
            for (const [status, count] of tally[transport]) this.inc({ operation, transport, status }, count);
          }
        }
      },
    });
    this.latency = new LatencyHistogram(
      'fps_operation_duration_seconds',
      'Time from the pipeline taking an operation to its answer (or error) being ready, by operationId',
      'operation',
      LATENCY_BUCKETS,
      registers,
    );
    new Counter({
      name: 'fps_response_cache_total',
      help: 'Answers by response-cache result: hit, miss (computed now) or stale (last good data served)',
      labelNames: ['operation', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [operation, { cache }] of tallies) {
          for (const [result, count] of Object.entries(cache)) if (count > 0) this.inc({ operation, result }, count);
        }
      },
    });
    this.refusals = new Counter({
      name: 'fps_rate_limit_refusals_total',
      help: 'Requests refused with 429, by the rate-limit policy that refused them and transport',
      labelNames: ['policy', 'transport'],
      registers,
    });
    this.refreshes = new Counter({
      name: 'fps_refreshes_total',
      help: 'Snapshot refreshes from the register, by outcome (success, failure) and failure category',
      labelNames: ['outcome', 'category'],
      registers,
    });
    this.refreshDuration = new Histogram({
      name: 'fps_refresh_duration_seconds',
      help: 'Duration of snapshot refreshes from the register, by outcome',
      labelNames: ['outcome'],
      buckets: REFRESH_BUCKETS,
      registers,
    });
    new Gauge({
      name: 'fps_snapshot_age_seconds',
      help: 'Seconds since the source time of the snapshot served (absent before any data is loaded)',
      registers,
      // Across workers the oldest snapshot served is the one that matters.
      aggregator: 'max',
      collect() {
        this.reset();
        const dataset = store.current();
        if (dataset) this.set(Math.max(0, (clock.now().getTime() - Date.parse(dataset.sourceTime)) / 1000));
      },
    });
    new Gauge({
      name: 'fps_stations_loaded',
      help: 'Public stations in the snapshot served (absent before any data is loaded)',
      registers,
      aggregator: 'min',
      collect() {
        this.reset();
        const dataset = store.current();
        if (dataset) this.set(dataset.publicStationCount);
      },
    });
    registerRateLimitClients(registers, limitsMemory);
    const local = Registry.merge([processRegistry(), this.registry]);
    this.read = () => local.metrics();
  }

  /** The Prometheus text exposition (text/plain; version=0.0.4). */
  exposition(): Promise<string> {
    return this.read();
  }

  /** In a cluster worker: scrapes answer the sum over every worker, which the primary aggregates. */
  aggregateThrough(read: () => Promise<string>): void {
    this.read = read;
  }

  observeOperation(outcome: OperationOutcome): void {
    const { operationId, transport, status, cacheStatus } = outcome;
    let tally = this.tallies.get(operationId);
    if (tally === undefined) {
      tally = { rest: new Map(), mcp: new Map(), cache: { hit: 0, miss: 0, stale: 0 } };
      this.tallies.set(operationId, tally);
    }
    const byStatus = tally[transport];
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    if (cacheStatus !== null) tally.cache[cacheStatus]++;
    this.latency.observe(operationId, outcome.durationSeconds);
    if (outcome.refusedPolicy !== undefined) this.observeRefusal(outcome.refusedPolicy, transport);
  }

  observeRefusal(policy: string, transport: Transport): void {
    this.refusals.inc({ policy, transport });
  }

  observeRefresh(report: RefreshReport): void {
    const outcome = report.succeeded ? 'success' : 'failure';
    this.refreshes.inc({ outcome, category: report.category ?? '' });
    this.refreshDuration.observe({ outcome }, report.durationSeconds);
  }
}

/**
 * The clients a rate-limit store holds in memory and those it dropped to stay within RATE_LIMIT_MAX_CLIENTS, labelled
 * by the store (`memory`, `fallback` while a shared store is away, `primary` for the workers' primary).
 */
export function registerRateLimitClients(
  registers: Registry[],
  read: () => { store: string; clients: number; evicted: number },
): void {
  new Gauge({
    name: 'fps_rate_limit_clients',
    help: 'Clients a rate-limit store holds in memory, by store (memory, fallback, primary)',
    labelNames: ['store'],
    registers,
    collect() {
      this.reset();
      const { store, clients } = read();
      this.set({ store }, clients);
    },
  });
  new Counter({
    name: 'fps_rate_limit_evictions_total',
    help: 'Clients a rate-limit store dropped to stay within RATE_LIMIT_MAX_CLIENTS (their counts start afresh)',
    labelNames: ['store'],
    registers,
    collect() {
      this.reset();
      const { store, evicted } = read();
      this.inc({ store }, evicted);
    },
  });
}

let processMetrics: Registry | null = null;

/** prom-client's default metrics (CPU, memory, event loop, GC), collected once per process however many runtimes. */
export function processRegistry(): Registry {
  if (processMetrics === null) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}
