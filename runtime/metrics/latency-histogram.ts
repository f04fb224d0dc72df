// A Prometheus histogram with one label, counted in typed arrays: every answer is observed, and prom-client's own
// Histogram spent microseconds per observation (an object per call, the labels hashed into a string each time).
import type { Registry } from 'prom-client';

interface Series {
  /** Observations per bucket (not cumulative); the last slot holds those above every bound. */
  counts: Float64Array;
  sum: number;
  count: number;
}

interface HistogramValue {
  value: number;
  labels: Record<string, string | number>;
  metricName: string;
}

export class LatencyHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelName: string,
    private readonly buckets: readonly number[],
    registers: readonly Registry[],
  ) {
    for (const registry of registers) registry.registerMetric(this as never);
  }

  observe(label: string, value: number): void {
    let series = this.series.get(label);
    if (series === undefined) {
      series = { counts: new Float64Array(this.buckets.length + 1), sum: 0, count: 0 };
      this.series.set(label, series);
    }
    let bucket = 0;
    // Prometheus buckets are upper bounds, inclusive ("le").
    while (bucket < this.buckets.length && value > (this.buckets[bucket] as number)) bucket++;
    series.counts[bucket] = (series.counts[bucket] as number) + 1;
    series.sum += value;
    series.count++;
  }

  /** What prom-client's registries read: cumulative buckets, +Inf, sum and count per label value. */
  get(): { name: string; help: string; type: string; aggregator: string; values: HistogramValue[] } {
    const values: HistogramValue[] = [];
    for (const [label, series] of this.series) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += series.counts[i] as number;
        values.push({
          value: cumulative,
          labels: { le: bound, [this.labelName]: label },
          metricName: `${this.name}_bucket`,
        });
      });
      const labels = { [this.labelName]: label };
      values.push(
        { value: series.count, labels: { le: '+Inf', ...labels }, metricName: `${this.name}_bucket` },
        { value: series.sum, labels, metricName: `${this.name}_sum` },
        { value: series.count, labels, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }
}
