// Stations, prices, products, territories, search, brands and rankings by operationId, for handlers/index.ts.
import { getBrand, listBrands } from './brands.js';
import { getPrices } from './prices.js';
import { getProductPrices } from './products.js';
import { rankRegions } from './rankings.js';
import { searchPlaces } from './search.js';
import { findCheapestStations } from './stations-cheapest.js';
import { getStation } from './stations-detail.js';
import { findStationsNearby } from './stations-nearby.js';
import { listTerritories } from './territories.js';
import type { OperationHandlers } from './types.js';

export const CORE_HANDLERS = {
  findStationsNearby,
  findCheapestStations,
  getStation,
  getPrices,
  getProductPrices,
  listTerritories,
  searchPlaces,
  listBrands,
  getBrand,
  rankRegions,
} satisfies Partial<OperationHandlers>;
