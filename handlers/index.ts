// The explicit map from operationId to handler.
import { CALC_HANDLERS } from './calc-index.js';
import { CONTENT_HANDLERS } from './content-index.js';
import { CORE_HANDLERS } from './core-index.js';
import { HISTORY_HANDLERS } from './history-index.js';
import { ROUTE_HANDLERS } from './routes-index.js';
import { getIndex, getOpenApi, getStatus } from './service.js';
import type { OperationHandlers } from './types.js';

export const HANDLERS: OperationHandlers = {
  getIndex,
  getOpenApi,
  getStatus,
  ...CORE_HANDLERS,
  ...HISTORY_HANDLERS,
  ...ROUTE_HANDLERS,
  ...CALC_HANDLERS,
  ...CONTENT_HANDLERS,
};
