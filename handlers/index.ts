// The explicit map from operationId to handler.
import { CALC_HANDLERS } from './calc-index.js';
import { CONTENT_HANDLERS } from './content-index.js';
import { HISTORY_HANDLERS } from './history-index.js';
import { ROUTE_HANDLERS } from './routes-index.js';
import { getIndex, getOpenApi, getStatus, notAvailableYet } from './service.js';
import type { OperationHandlers } from './types.js';

export const HANDLERS: OperationHandlers = {
  getIndex,
  getOpenApi,
  getStatus,
  findStationsNearby: notAvailableYet,
  findCheapestStations: notAvailableYet,
  getStation: notAvailableYet,
  getPrices: notAvailableYet,
  getProductPrices: notAvailableYet,
  listTerritories: notAvailableYet,
  searchPlaces: notAvailableYet,
  listBrands: notAvailableYet,
  getBrand: notAvailableYet,
  rankRegions: notAvailableYet,
  ...CONTENT_HANDLERS,
  ...CALC_HANDLERS,
  ...ROUTE_HANDLERS,
  ...HISTORY_HANDLERS,
};
