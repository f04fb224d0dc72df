// The handlers of routes and roads, merged into HANDLERS by the lead.
import { getRoadStations, listRoads } from './roads.js';
import { getRoute } from './route-detail.js';
import { findFuelAlongRoute } from './route-fuel.js';
import type { OperationHandlers } from './types.js';

export const ROUTE_HANDLERS: Pick<
  OperationHandlers,
  'findFuelAlongRoute' | 'listRoads' | 'getRoadStations' | 'getRoute'
> = {
  findFuelAlongRoute,
  listRoads,
  getRoadStations,
  getRoute,
};
