// The refuelling model in whole units, so that every comparison is exact: fuel in millilitres, money in tenths of a
// cent (milli-euros), litres bought in whole litres. The plan, its baselines and the tests' brute force share it.
import { roundTo } from '../../../core/rounding.js';

/** The tank and the trip, in millilitres. */
export interface TankModel {
  tankMl: number;
  startMl: number;
  reserveMl: number;
  /** Fuel used from the start to the end of the route. */
  endUsedMl: number;
  /** Fuel used per km: consumption_l_100km × 10 mL. */
  mlPerKm: number;
}

/** A station that can be a stop: open at its arrival, in travel order (position, then id). */
export interface StopCandidate {
  positionKm: number;
  /** Fuel used from the start to the station's position along the route. */
  usedMl: number;
  /** Price after discount, milli-euros per litre. */
  priceAfterMil: number;
  /** The detour's fuel there and back at the pump price, milli-euros. */
  detourCostMil: number;
}

/** A stop of a plan: which candidate (its index) and how many whole litres. */
export interface Purchase {
  index: number;
  litres: number;
}

export const ML_PER_LITRE = 1000;

/** Fuel used to reach km `x`: round(x × consumption × 10) mL. */
export const usedMlAt = (positionKm: number, consumptionL100km: number): number =>
  roundTo(positionKm * consumptionL100km * 10, 0);

/** Litres (kg) as whole millilitres. */
export const millilitres = (litres: number): number => roundTo(litres * ML_PER_LITRE, 0);

/**
 * Whole litres to buy in all so that the end is reached with the reserve: ceil((reserve − start + used to the end) /
 * 1 L), never below 0. A plan that buys more never costs less and loses every tie (fewer litres win).
 */
export function litresToEnd(tank: TankModel): number {
  return Math.max(0, Math.ceil((tank.reserveMl - tank.startMl + tank.endUsedMl) / ML_PER_LITRE));
}

/** In the tank on arrival at `usedMl` after buying `bought` litres in all. */
export function fuelAt(tank: TankModel, bought: number, usedMl: number): number {
  return tank.startMl + bought * ML_PER_LITRE - usedMl;
}

/** The fewest litres bought before a station for the tank to reach it with the reserve left. */
export function fewestBoughtToReach(tank: TankModel, usedMl: number): number {
  return Math.ceil((tank.reserveMl - tank.startMl + usedMl) / ML_PER_LITRE);
}

/** The most litres bought in all, this station's included, that fit in the tank there. */
export function mostBoughtAt(tank: TankModel, usedMl: number): number {
  return Math.floor((tank.tankMl - tank.startMl + usedMl) / ML_PER_LITRE);
}

/** The km along the route at which the tank, having bought `bought` litres in all, holds `leftMl`. */
export function kmWhereTankHolds(tank: TankModel, bought: number, leftMl: number): number {
  return (tank.startMl + bought * ML_PER_LITRE - leftMl) / tank.mlPerKm;
}

/** Milli-euros of a stop: litres at the price after discount, plus the detour. */
export const stopCostMil = (candidate: StopCandidate, litres: number): number =>
  litres * candidate.priceAfterMil + candidate.detourCostMil;
