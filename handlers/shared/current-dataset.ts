// The one way a handler reaches the data: the dataset being served, or 503 before the first load.
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { Dataset } from '../../store/dataset.js';
import type { HandlerContext } from './types.js';

/** The dataset being served, or 503 TEMPORARILY_UNAVAILABLE before the first load (never invented data). */
export function currentDataset(context: Pick<HandlerContext, 'store'>): Dataset {
  const dataset = context.store.current();
  if (dataset) return dataset;
  throw new ApiProblem('TEMPORARILY_UNAVAILABLE', PROBLEM_DETAILS.noDataYet, {
    'Retry-After': '60',
  });
}
