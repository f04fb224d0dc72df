// "¿Repostar hoy o esperar?": one territory's answer of GET /v1/insights (Spain, or a province chosen in the selector
// or on the map) for the chosen fuel: the advice and its evidence, the weekday effect as bars (cheaper than the week's
// mean below the line, dearer above), the backtest, the trend and today's spread.
import type { InsightsResponse } from './api.js';
import {
  element,
  formatCents,
  formatDay,
  formatNumber,
  formatPercent,
  formatPrice,
  formatShare,
  svg,
} from './format.js';

const WEEKDAY_LABELS = {
  monday: 'L',
  tuesday: 'M',
  wednesday: 'X',
  thursday: 'J',
  friday: 'V',
  saturday: 'S',
  sunday: 'D',
};
const WEEKDAY_NAMES = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};
/** The bars' view box: seven columns, room for a value above and below, the zero line between, labels under all. */
const BARS = { width: 280, height: 140, zero: 62, reach: 42, label: 134 } as const;

type Insights = InsightsResponse['data'];

/** The bars of the weekday effect, each with its value in cents; empty with no full week. */
function drawBars(target: SVGSVGElement, data: Insights): void {
  const { days, weeks } = data.weekday_effect;
  const largest = Math.max(0.001, ...days.map((day) => Math.abs(day.effect ?? 0)));
  const column = BARS.width / days.length;
  const shapes: SVGElement[] = [
    svg('line', { class: 'zero-line', x1: '0', x2: String(BARS.width), y1: String(BARS.zero), y2: String(BARS.zero) }),
  ];
  days.forEach((day, i) => {
    const x = i * column;
    const centre = (x + column / 2).toFixed(1);
    if (weeks > 0 && day.effect !== null) {
      const length = Math.max(1, (Math.abs(day.effect) / largest) * BARS.reach);
      const cheaper = day.effect < 0;
      shapes.push(
        svg('rect', {
          class: cheaper ? 'bar cheaper' : 'bar dearer',
          'data-weekday': day.weekday,
          'data-effect': String(day.effect),
          x: (x + column * 0.2).toFixed(1),
          width: (column * 0.6).toFixed(1),
          y: (cheaper ? BARS.zero : BARS.zero - length).toFixed(1),
          height: length.toFixed(1),
        }),
      );
      const value = svg('text', {
        class: 'bar-value',
        x: centre,
        y: (cheaper ? BARS.zero + length + 11 : BARS.zero - length - 3).toFixed(1),
      });
      value.textContent = formatCents(day.effect);
      shapes.push(value);
    }
    const label = svg('text', { class: 'bar-label', x: centre, y: String(BARS.label) });
    label.textContent = WEEKDAY_LABELS[day.weekday];
    shapes.push(label);
  });
  target.replaceChildren(...shapes);
}

function adviceText(data: Insights): string {
  const { advice } = data;
  if (advice.action === 'wait_until' && advice.weekday && advice.date) {
    return `Espera al ${WEEKDAY_NAMES[advice.weekday]} ${formatDay(advice.date)}`;
  }
  return 'Reposta hoy';
}

function backtestText({ advice, unit }: Insights): string {
  const { backtest } = advice;
  if (backtest.days === 0 || backtest.mean_saving === null)
    return 'La regla aún no se ha podido probar con días pasados.';
  return (
    `Regla probada en ${backtest.days} días (${backtest.wait_days} de espera): ahorro medio de ` +
    `${formatCents(backtest.mean_saving)} cént./${unit} frente a repostar ese día; no salió más cara el ` +
    `${formatShare(backtest.not_worse_pct ?? 0)} de los días.`
  );
}

function factsText({ trend, spread, unit }: Insights): string {
  const changes = [
    trend.change_7d && `${formatPercent(trend.change_7d.change_pct)} en 7 días`,
    trend.change_28d && `${formatPercent(trend.change_28d.change_pct)} en 28 días`,
  ].filter(Boolean);
  const parts = changes.length === 0 ? [] : [`Precio medio: ${changes.join(', ')}.`];
  if (spread.p10 !== null && spread.p50 !== null && spread.p90 !== null) {
    parts.push(
      `Hoy, el 10 % más barato por debajo de ${formatPrice(spread.p10, unit)}; mediana ${formatNumber(spread.p50)}; ` +
        `el 10 % más caro por encima de ${formatNumber(spread.p90)}.`,
    );
  }
  return parts.join(' ');
}

export interface InsightsPanel {
  render(data: Insights): void;
}

export function createInsightsPanel(parts: {
  advice: HTMLElement;
  evidence: HTMLElement;
  backtest: HTMLElement;
  bars: SVGSVGElement;
  caption: HTMLElement;
  facts: HTMLElement;
}): InsightsPanel {
  parts.bars.setAttribute('viewBox', `0 0 ${BARS.width} ${BARS.height}`);
  return {
    render(data) {
      const { advice, weekday_effect: effect } = data;
      parts.advice.dataset.action = advice.action;
      parts.advice.dataset.reason = advice.reason;
      parts.advice.replaceChildren(
        element('strong', { class: 'advice-action' }, adviceText(data)),
        element('span', { class: 'advice-area' }, ` · ${data.area.name}`),
      );
      parts.evidence.textContent = advice.evidence;
      parts.backtest.textContent = backtestText(data);
      drawBars(parts.bars, data);
      parts.caption.textContent =
        effect.weeks === 0 || effect.from === null || effect.to === null
          ? 'Aún no hay ninguna semana completa (lunes a domingo) en el historial: sin efecto del día de la semana.'
          : `Diferencia de cada día con la media de su semana, en céntimos por ${data.unit === 'kg' ? 'kilo' : 'litro'}: ` +
            `${effect.weeks} ${effect.weeks === 1 ? 'semana completa' : 'semanas completas'}, del ${formatDay(effect.from)} ` +
            `al ${formatDay(effect.to)}.`;
      parts.facts.textContent = factsText(data);
    },
  };
}
