// GET /v1/history/monthly: Spain's monthly petrol 95 and diesel means since 2005, from the Weekly Oil Bulletin.

import {
  BULLETIN_SOURCE,
  MONTHLY_FUELS,
  type MonthlyPoint,
  monthIndex,
  monthOf,
} from '../../core/data-dir/monthly-series.js';
import type { Localized } from '../../core/language.js';
import { SAMPLE_SOURCE } from '../../store/monthly-sample-series.js';
import { readMonthlySeries } from '../../store/monthly-series.js';
import type { Handler } from '../shared/types.js';

export const FIRST_MONTH = '2005-01';

/** How a month's mean is made. */
const MONTHLY_RULE: Localized = {
  en: 'The mean of the weekly prices whose bulletin date (a Monday) falls in the month, converted from EUR per 1,000 L to EUR/L.',
  es: 'La media de los precios semanales cuya fecha de boletín (un lunes) cae en el mes, convertidos de EUR por 1.000 L a EUR/L.',
};

/** The series' source in each language, by the name it was stored under; any other name is shown as stored. */
const SOURCE_NAMES: Readonly<Record<string, Localized>> = {
  [BULLETIN_SOURCE]: {
    en: BULLETIN_SOURCE,
    es: 'Comisión Europea, Boletín Petrolero semanal (histórico de precios), España',
  },
  [SAMPLE_SOURCE]: {
    en: SAMPLE_SOURCE,
    es: 'Serie de muestra generada por este servicio como demostración; no es el Boletín Petrolero semanal ni son precios reales',
  },
};

/** Every month from `from` to `to` within the series' own span, gaps as null points with 0 weeks. */
function pointsBetween(points: readonly MonthlyPoint[], from: string, to: string): MonthlyPoint[] {
  const first = points[0]?.month;
  const last = points.at(-1)?.month;
  if (!first || !last) return [];
  const byMonth = new Map(points.map((p) => [p.month, p]));
  const out: MonthlyPoint[] = [];
  const start = monthIndex(from > first ? from : first);
  const end = monthIndex(to < last ? to : last);
  for (let index = start; index <= end; index++) {
    const month = monthOf(index);
    out.push(byMonth.get(month) ?? { month, with_taxes: null, without_taxes: null, taxes_share_pct: null, weeks: 0 });
  }
  return out;
}

export const getMonthlyHistory: Handler<'getMonthlyHistory'> = async ({ query }, { config, language }) => {
  const loaded = await readMonthlySeries(config.dataDir);
  const fuels = query.fuel ? [query.fuel] : MONTHLY_FUELS;
  const latest = MONTHLY_FUELS.map((fuel) => loaded.series[fuel].at(-1)?.month ?? FIRST_MONTH)
    .sort()
    .at(-1);
  // A bound left out never ends up on the wrong side of the one given.
  const to = query.to ?? [latest ?? FIRST_MONTH, query.from ?? FIRST_MONTH].sort().at(-1) ?? FIRST_MONTH;
  const from = query.from ?? (to < FIRST_MONTH ? to : FIRST_MONTH);
  return {
    data: {
      source: SOURCE_NAMES[loaded.source]?.[language] ?? loaded.source,
      sample: loaded.sample,
      unit: 'L',
      currency: 'EUR',
      rule: MONTHLY_RULE[language],
      from,
      to,
      series: fuels.map((fuel) => ({ fuel, points: pointsBetween(loaded.series[fuel], from, to) })),
    },
  };
};
