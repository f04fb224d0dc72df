// The explicit map from operationId to handler, grouped by domain as the folders are.
import { calculateAdblue } from './calculators/adblue.js';
import { getPriceBreakdown } from './calculators/price-breakdown.js';
import { calculateSavings } from './calculators/savings.js';
import { calculateTankCost } from './calculators/tank-cost.js';
import { getTaxes } from './calculators/taxes.js';
import { calculateTripCost } from './calculators/trip-cost.js';
import { compareVehicleCosts } from './calculators/vehicle-costs.js';
import { getContentItem, searchContent } from './content/content.js';
import { getPriceHistory } from './history/history.js';
import { getMonthlyHistory } from './history/history-monthly.js';
import { getReport, listReports } from './history/reports.js';
import { getStationHistory } from './history/station-history.js';
import { getPriceChanges } from './prices/changes.js';
import { getPriceInsights } from './prices/insights.js';
import { getPrices } from './prices/prices.js';
import { getProductPrices } from './prices/products.js';
import { rankRegions } from './prices/rankings.js';
import { listTerritories } from './prices/territories.js';
import { getIndex, getOpenApi, getStatus } from './service/service.js';
import type { OperationHandlers } from './shared/types.js';
import { getBrand, listBrands } from './stations/brands.js';
import { searchPlaces } from './stations/search.js';
import { getStations } from './stations/stations-batch.js';
import { findCheapestStations } from './stations/stations-cheapest.js';
import { getStation } from './stations/stations-detail.js';
import { findStationsNearby } from './stations/stations-nearby.js';
import { getWatch, getWatchAtom, getWatchJsonFeed } from './stations/watch.js';
import { getRoadStations, listRoads } from './travel/roads.js';
import { getRoute } from './travel/route-detail.js';
import { getRoutePlan } from './travel/route-detail-plan.js';
import { findFuelAlongRoute } from './travel/route-fuel.js';
import { planRefuelStops } from './travel/route-plan.js';
import { listRoutes } from './travel/routes-catalogue.js';

export const HANDLERS: OperationHandlers = {
  // service
  getIndex,
  getOpenApi,
  getStatus,
  // stations, search and brands
  findStationsNearby,
  findCheapestStations,
  getStation,
  getStations,
  searchPlaces,
  listBrands,
  getBrand,
  // prices and territories
  getPrices,
  getProductPrices,
  listTerritories,
  rankRegions,
  getPriceInsights,
  getPriceChanges,
  // watches, and their feeds
  getWatch,
  getWatchAtom,
  getWatchJsonFeed,
  // history and reports
  getStationHistory,
  getPriceHistory,
  getMonthlyHistory,
  listReports,
  getReport,
  // roads and driving routes
  findFuelAlongRoute,
  listRoads,
  getRoadStations,
  listRoutes,
  getRoute,
  // refuelling plans
  planRefuelStops,
  getRoutePlan,
  // content
  searchContent,
  getContentItem,
  // calculators and taxes
  calculateTripCost,
  calculateTankCost,
  compareVehicleCosts,
  calculateSavings,
  calculateAdblue,
  getPriceBreakdown,
  getTaxes,
};
