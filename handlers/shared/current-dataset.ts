// The one way a handler reaches the data: the dataset being served, or 503 before the first load.
import { ApiProblem } from '../../core/problem.js';
import type { Dataset } from '../../store/dataset.js';
import type { HandlerContext } from './types.js';

/** The dataset being served, or 503 TEMPORARILY_UNAVAILABLE before the first load (never invented data). */
export function currentDataset(context: Pick<HandlerContext, 'store'>): Dataset {
  const dataset = context.store.current();
  if (dataset) return dataset;
  throw new ApiProblem('TEMPORARILY_UNAVAILABLE', 'This endpoint has no data to answer from yet', {
    'Retry-After': '60',
  });
}
