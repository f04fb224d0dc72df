// The calculators and the tax table, by operationId, for handlers/index.ts to spread into HANDLERS.
import { calculateAdblue } from './calc-adblue.js';
import { getPriceBreakdown } from './calc-price-breakdown.js';
import { calculateSavings } from './calc-savings.js';
import { calculateTankCost } from './calc-tank-cost.js';
import { calculateTripCost } from './calc-trip-cost.js';
import { compareVehicleCosts } from './calc-vehicle-costs.js';
import { getTaxes } from './taxes.js';
import type { OperationHandlers } from './types.js';

export const CALC_HANDLERS = {
  calculateTripCost,
  calculateTankCost,
  compareVehicleCosts,
  calculateSavings,
  calculateAdblue,
  getPriceBreakdown,
  getTaxes,
} satisfies Partial<OperationHandlers>;
