// The history and report operations, merged into the operation map by handlers/index.ts.
import { getPriceHistory } from './history.js';
import { getMonthlyHistory } from './history-monthly.js';
import { getReport, listReports } from './reports.js';
import { getStationHistory } from './station-history.js';
import type { OperationHandlers } from './types.js';

export const HISTORY_HANDLERS: Pick<
  OperationHandlers,
  'getStationHistory' | 'getPriceHistory' | 'getMonthlyHistory' | 'listReports' | 'getReport'
> = {
  getStationHistory,
  getPriceHistory,
  getMonthlyHistory,
  listReports,
  getReport,
};
