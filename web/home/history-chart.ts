// The national daily mean of the last 90 days (GET /v1/history), drawn with uPlot. A day the service has no data for
// stays a gap in the line; every day with data is also a point, so isolated days show.
import uPlot from 'uplot';
import type { HistoryResponse } from './api.js';
import { formatDay, formatPrice } from './format.js';

const HEIGHT = 280;
const SECONDS_PER_DAY = 86_400;

/** Noon UTC of a calendar date, in seconds: uPlot's time axis, far from any day boundary. */
const dayToSeconds = (date: string): number => Date.parse(`${date}T12:00:00Z`) / 1000;
const secondsToDay = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

export interface HistoryChart {
  render(history: HistoryResponse, fuelLabel: string): void;
}

export function createHistoryChart(target: HTMLElement, note: HTMLElement): HistoryChart {
  let chart: uPlot | null = null;

  const widthOf = (): number => Math.max(280, Math.floor(target.clientWidth));
  new ResizeObserver(() => chart?.setSize({ width: widthOf(), height: HEIGHT })).observe(target);

  return {
    render(history, fuelLabel) {
      const { points, unit } = history.data;
      const data: uPlot.AlignedData = [
        points.map((point) => dayToSeconds(point.date)),
        points.map((point) => point.average),
      ];
      chart?.destroy();
      chart = new uPlot(
        {
          width: widthOf(),
          height: HEIGHT,
          tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'UTC'),
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true } },
          legend: { live: true },
          series: [
            { label: 'Día', value: (_u, seconds) => (seconds === null ? '–' : formatDay(secondsToDay(seconds))) },
            {
              label: `Media de España, ${fuelLabel}`,
              stroke: '#c2410c',
              width: 2,
              fill: 'rgba(194, 65, 12, 0.08)',
              spanGaps: false,
              points: { show: true, size: 5, fill: '#c2410c' },
              value: (_u, value) => (value === null ? 'sin datos' : formatPrice(value, unit)),
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
        data,
        target,
      );
      const withData = points.filter((point) => point.average !== null).length;
      // What the chart holds, read back from uPlot's own data: the browser test compares it with the API's series.
      target.dataset.points = String(chart.data[0].length);
      target.dataset.daysWithData = String([...(chart.data[1] ?? [])].filter((value) => value != null).length);
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
