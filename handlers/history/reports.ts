// GET /v1/reports and /v1/reports/{month}: monthly reports of the finished months that have daily history.

import { type Clock, madridDate } from '../../core/clock.js';
import { monthIndex, monthOf } from '../../core/data-dir/monthly-series.js';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { ApiProblem, invalidParameter } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { HistoryMonth } from '../../store/dataset.js';
import { currentDataset } from '../shared/current-dataset.js';
import type { Handler } from '../shared/types.js';
import { reportFuels } from './reports-build.js';

/** The month under way in Madrid (YYYY-MM): a month is finished once Madrid's calendar has left it. */
export const currentMadridMonth = (clock: Clock): string => madridDate(clock.now()).slice(0, 7);

export const listReports: Handler<'listReports'> = async (_input, context) => {
  const dataset = currentDataset(context);
  const current = currentMadridMonth(context.clock);
  const months = (await dataset.monthQueries?.months()) ?? [];
  return {
    data: {
      reports: months
        .filter((m) => m.month < current)
        .map((m) => ({
          month: m.month,
          days_covered: m.days,
          url: context.links.api(`/v1/reports/${m.month}`),
          web_url: context.links.site(`/informes/${m.month}`),
        })),
    },
    webUrl: context.links.site('/informes'),
  };
};

export const getReport: Handler<'getReport'> = async ({ path }, context) => {
  const { month } = path;
  const current = currentMadridMonth(context.clock);
  if (month >= current) {
    throw invalidParameter('month', month, PARAMETER_REASONS.monthNotFinished(current));
  }
  const dataset = currentDataset(context);
  const { monthQueries: queries } = dataset;
  const months: HistoryMonth[] = (await queries?.months()) ?? [];
  const found = months.find((m) => m.month === month);
  if (!queries || !found) throw new ApiProblem('REPORT_NOT_FOUND', PROBLEM_DETAILS.reportNotFound(month));
  const previousMonth = monthOf(monthIndex(month) - 1);
  const webUrl = context.links.site(`/informes/${month}`);
  return {
    data: {
      month,
      from: found.from,
      to: found.to,
      days_covered: found.days,
      currency: 'EUR',
      fuels: await reportFuels(
        dataset,
        queries,
        found,
        months.find((m) => m.month === previousMonth),
      ),
      web_url: webUrl,
    },
    webUrl,
  };
};
