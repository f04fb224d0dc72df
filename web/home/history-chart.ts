// The national daily mean of the last 90 days (GET /v1/history), drawn with uPlot. A day the service has no data for
// stays a gap in the line; every day with data is also a point, so isolated days show. uPlot comes apart from the
// page's script (build/home/uplot.js, see main.ts): its constructor is handed in.
import type uPlot from 'uplot';
import type { HistoryResponse } from './api.js';
import { formatDay, formatPrice } from './format.js';

const HEIGHT = 280;
const SECONDS_PER_DAY = 86_400;

/** Noon UTC of a calendar date, in seconds: uPlot's time axis, far from any day boundary. */
const dayToSeconds = (date: string): number => Date.parse(`${date}T12:00:00Z`) / 1000;
const secondsToDay = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

/** At least 5 cents of axis around the prices: uPlot's own range spans 0 to 3 € when the series is flat. */
export function priceRange(min: number | null, max: number | null): uPlot.Range.MinMax {
  if (min === null || max === null || !Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const pad = Math.max(0.025, (max - min) * 0.1);
  const low = Math.max(0, Math.floor((min - pad) * 100) / 100);
  return [low, Math.ceil((max + pad) * 100) / 100];
}

export interface HistoryChart {
  /**
   * Builds the chart for `fuelLabel` without its data (axes, legend, canvas): the larger half of uPlot's work, done
   * in a task of its own before the data is drawn. Nothing is rebuilt when the chart already shows that fuel.
   */
  prepare(fuelLabel: string): void;
  /** Draws the series (preparing the chart first if it shows another fuel) and the note under it. */
  render(history: HistoryResponse, fuelLabel: string): void;
}

export function createHistoryChart(UPlot: typeof uPlot, target: HTMLElement, note: HTMLElement): HistoryChart {
  let chart: uPlot | null = null;
  let chartLabel: string | null = null;
  // What the legend shows away from the cursor: the last day with data, in the series' unit.
  let latest: { date: string; average: number | null } | undefined;
  let unit = 'L';

  const widthOf = (): number => Math.max(280, Math.floor(target.clientWidth));
  // Redrawn when the panel's width changes, not when the chart's own arrival changes its height.
  new ResizeObserver(() => {
    if (chart && widthOf() !== chart.width) chart.setSize({ width: widthOf(), height: HEIGHT });
  }).observe(target);

  function prepare(fuelLabel: string): uPlot {
    if (chart && chartLabel === fuelLabel) return chart;
    chart?.destroy();
    chartLabel = fuelLabel;
    latest = undefined;
    chart = new UPlot(
      {
        width: widthOf(),
        height: HEIGHT,
        tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'UTC'),
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, min, max) => priceRange(min, max) } },
        legend: { live: true },
        series: [
          // Away from the cursor the legend shows the last day with data rather than blanks.
          {
            label: 'Día',
            value: (_u, seconds, _series, index) => {
              if (index === null) return latest ? formatDay(latest.date) : '–';
              return seconds === null ? '–' : formatDay(secondsToDay(seconds));
            },
          },
          {
            label: `Media de España, ${fuelLabel}`,
            stroke: '#c2410c',
            width: 2,
            spanGaps: false,
            points: { show: true, size: 5, fill: '#c2410c' },
            value: (_u, value, _series, index) => {
              const shown = index === null ? (latest?.average ?? null) : value;
              return shown === null ? 'sin datos' : formatPrice(shown, unit);
            },
          },
        ],
        axes: [
          {
            space: 60,
            values: (_u, splits) => splits.map((seconds) => formatDay(secondsToDay(seconds))),
            incrs: [SECONDS_PER_DAY, 7 * SECONDS_PER_DAY, 14 * SECONDS_PER_DAY, 28 * SECONDS_PER_DAY],
          },
          { size: 64, values: (_u, splits) => splits.map((value) => value.toFixed(3).replace('.', ',')) },
        ],
      },
      [[], []],
      target,
    );
    return chart;
  }

  return {
    prepare(fuelLabel) {
      prepare(fuelLabel);
    },
    render(history, fuelLabel) {
      const { points } = history.data;
      unit = history.data.unit;
      latest = points.findLast((point) => point.average !== null);
      const shown = prepare(fuelLabel);
      shown.setData([points.map((point) => dayToSeconds(point.date)), points.map((point) => point.average)]);
      const withData = points.filter((point) => point.average !== null).length;
      // What the chart holds, read back from uPlot's own data: the browser test compares it with the API's series.
      target.dataset.points = String(shown.data[0].length);
      target.dataset.daysWithData = String([...(shown.data[1] ?? [])].filter((value) => value != null).length);
      target.removeAttribute('aria-busy');
      const change = history.data.change;
      note.textContent =
        `Del ${formatDay(history.data.from)} al ${formatDay(history.data.to)}: ${points.length} días, ` +
        `${withData} con datos${withData < points.length ? ' (los días sin datos quedan como huecos)' : ''}.` +
        (change
          ? ` Variación de la media entre ${formatDay(change.from_date)} y ${formatDay(change.to_date)}: ${change.pct > 0 ? '+' : ''}${change.pct.toString().replace('.', ',')} %.`
          : '');
    },
  };
}
