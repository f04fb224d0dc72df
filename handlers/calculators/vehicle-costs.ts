// GET /v1/calc/vehicle-costs: petrol against diesel, or electric against petrol, per km and per year.

import type { Fuel } from '../../core/model.js';
import { PLACES } from '../../core/parameter-reasons.js';
import { price3 } from '../../core/rounding.js';
import { currentDataset } from '../shared/current-dataset.js';
import type { Handler, HandlerContext, Schemas } from '../shared/types.js';
import { DEFAULT_CONSUMPTION, money, requireStats, round } from './calc-shared.js';

type VehicleCost = Schemas['VehicleCost'];

export const VEHICLE_DEFAULTS = {
  dieselExtraPrice: 1500,
  dieselExtraYearlyCost: 0,
  /** kWh/100 km */
  evConsumption: 17,
  /** EUR/kWh, an assumption for home charging */
  electricityPrice: 0.2,
  evExtraPrice: 8000,
} as const;

export interface VehicleInput {
  vehicle: VehicleCost['vehicle'];
  consumption: number;
  unit: VehicleCost['consumption_unit'];
  price: number;
  priceSource: VehicleCost['energy_price_source'];
  extraYearlyCost: number;
}

/** The pure comparison: the first vehicle is the petrol car, the second the one that costs `extraPrice` more. */
export function compareVehicles(
  kmPerYear: number,
  petrol: VehicleInput,
  other: VehicleInput,
  extraPrice: number,
): Pick<
  Schemas['VehicleCostsData'],
  'vehicles' | 'extra_price' | 'extra_yearly_cost' | 'yearly_saving' | 'payback_years' | 'break_even_km_per_year'
> {
  const perKm = (v: VehicleInput) => (v.consumption / 100) * v.price;
  const perYear = (v: VehicleInput) => perKm(v) * kmPerYear + v.extraYearlyCost;
  const yearlySaving = perYear(petrol) - perYear(other);
  const perKmSaving = perKm(petrol) - perKm(other);
  const row = (v: VehicleInput): VehicleCost => ({
    vehicle: v.vehicle,
    consumption_per_100km: v.consumption,
    consumption_unit: v.unit,
    energy_price: price3(v.price),
    energy_price_source: v.priceSource,
    // Cents per km need more than two decimals to be useful; the contract's example shows four.
    cost_per_km: round(perKm(v), 4),
    cost_per_year: money(perYear(v)),
  });
  return {
    vehicles: [row(petrol), row(other)],
    extra_price: extraPrice,
    extra_yearly_cost: other.extraYearlyCost,
    yearly_saving: money(yearlySaving),
    payback_years: yearlySaving > 0 ? round(extraPrice / yearlySaving, 2) : null,
    break_even_km_per_year: perKmSaving > 0 ? round((extraPrice + other.extraYearlyCost) / perKmSaving, 0) : null,
  };
}

function fuelPrice(
  context: Pick<HandlerContext, 'store'>,
  fuel: Fuel,
  given: number | undefined,
  parameter: 'petrol_price' | 'diesel_price',
): { price: number; source: VehicleCost['energy_price_source'] } {
  if (given !== undefined) return { price: given, source: 'caller' };
  const stats = requireStats(currentDataset(context), fuel, { level: 'spain' }, PLACES.spain, { parameter });
  return { price: stats.average, source: 'spain_average' };
}

export const compareVehicleCosts: Handler<'compareVehicleCosts'> = ({ query }, context) => {
  const petrolPrice = fuelPrice(context, 'gasoline_95', query.petrol_price, 'petrol_price');
  const petrol: VehicleInput = {
    vehicle: 'petrol',
    consumption: query.petrol_consumption ?? DEFAULT_CONSUMPTION.gasoline_95,
    unit: 'L',
    price: petrolPrice.price,
    priceSource: petrolPrice.source,
    extraYearlyCost: 0,
  };

  if (query.compare === 'petrol_vs_diesel') {
    const dieselPrice = fuelPrice(context, 'diesel', query.diesel_price, 'diesel_price');
    const diesel: VehicleInput = {
      vehicle: 'diesel',
      consumption: query.diesel_consumption ?? DEFAULT_CONSUMPTION.diesel,
      unit: 'L',
      price: dieselPrice.price,
      priceSource: dieselPrice.source,
      extraYearlyCost: query.diesel_extra_yearly_cost ?? VEHICLE_DEFAULTS.dieselExtraYearlyCost,
    };
    const extraPrice = query.diesel_extra_price ?? VEHICLE_DEFAULTS.dieselExtraPrice;
    return {
      data: {
        compare: 'petrol_vs_diesel',
        km_per_year: query.km_per_year,
        currency: 'EUR',
        ...compareVehicles(query.km_per_year, petrol, diesel, extraPrice),
        formula: 'cost_per_km = consumption / 100 × price; payback_years = extra_price / yearly_saving',
      },
    };
  }

  const electric: VehicleInput = {
    vehicle: 'electric',
    consumption: query.ev_consumption ?? VEHICLE_DEFAULTS.evConsumption,
    unit: 'kWh',
    price: query.electricity_price ?? VEHICLE_DEFAULTS.electricityPrice,
    priceSource: query.electricity_price === undefined ? 'default' : 'caller',
    extraYearlyCost: 0,
  };
  const extraPrice = query.ev_extra_price ?? VEHICLE_DEFAULTS.evExtraPrice;
  return {
    data: {
      compare: 'ev_vs_fuel',
      km_per_year: query.km_per_year,
      currency: 'EUR',
      ...compareVehicles(query.km_per_year, petrol, electric, extraPrice),
      formula: 'cost_per_km = consumption / 100 × price; payback_years = extra_price / yearly_saving',
    },
  };
};
