// Rules that tie parameters together (the combinations openapi.yaml describes), applied before any handler runs.

import type { Localized } from '../../core/language.js';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';
import type { OperationId } from '../../generated/operations.js';

type Query = Record<string, unknown>;
type Rule = (query: Query) => void;

function given(query: Query, name: string): boolean {
  return query[name] !== undefined;
}

/** `a` needs `b` (and says so naming `a` and its value). */
function requires(a: string, b: string, why: Localized = PARAMETER_REASONS.needsAsWell([b])): Rule {
  return (query) => {
    if (given(query, a) && !given(query, b)) throw invalidParameter(a, query[a], why);
  };
}

function excludes(a: string, b: string): Rule {
  return (query) => {
    if (given(query, a) && given(query, b)) throw invalidParameter(b, query[b], PARAMETER_REASONS.cannotCombine(a));
  };
}

/** level other than spain needs code; code needs such a level. */
const territoryLevelAndCode: Rule = (query) => {
  const level = query.level as string | undefined;
  if (level !== undefined && level !== 'spain' && !given(query, 'code')) {
    throw invalidParameter('level', level, PARAMETER_REASONS.levelNeedsCode);
  }
  if (given(query, 'code') && (level === undefined || level === 'spain')) {
    throw invalidParameter('code', query.code, PARAMETER_REASONS.codeNeedsLevel);
  }
};

const PETROL_VS_DIESEL_ONLY = ['diesel_consumption', 'diesel_price', 'diesel_extra_price', 'diesel_extra_yearly_cost'];
const EV_VS_FUEL_ONLY = ['ev_consumption', 'electricity_price', 'ev_extra_price'];
const TRIP_COORDINATES = ['from_lat', 'from_lng', 'to_lat', 'to_lng'];

const TOTAL_COST_ONLY = ['litres', 'consumption_l_100km', 'discounts'];

/** A watch names its stations by a point or by ids, one of the two; the radius and the count go with a point. */
const WATCH_RULES: Rule[] = [
  requires('lat', 'lng'),
  requires('lng', 'lat'),
  excludes('lat', 'ids'),
  requires('radius_km', 'lat', PARAMETER_REASONS.radiusWithoutPoint),
  requires('limit', 'lat', PARAMETER_REASONS.radiusWithoutPoint),
  (query) => {
    if (!given(query, 'lat') && !given(query, 'ids')) {
      throw invalidParameter('ids', undefined, PARAMETER_REASONS.watchNeedsStations);
    }
  },
];

export const PARAMETER_RULES: Partial<Record<OperationId, Rule[]>> = {
  findStationsNearby: [
    (query) => {
      if (query.sort === 'total_cost') {
        if (!given(query, 'litres')) throw invalidParameter('sort', query.sort, PARAMETER_REASONS.totalCostNeedsLitres);
        return;
      }
      const wrong = TOTAL_COST_ONLY.find((name) => given(query, name));
      if (wrong) throw invalidParameter(wrong, query[wrong], PARAMETER_REASONS.onlyWithTotalCost);
    },
  ],
  findCheapestStations: [
    requires('lat', 'lng'),
    requires('lng', 'lat'),
    requires('radius_km', 'lat', PARAMETER_REASONS.radiusWithoutPoint),
    excludes('lat', 'level'),
    excludes('lat', 'code'),
    territoryLevelAndCode,
    (query) => {
      const territory = (query.level !== undefined && query.level !== 'spain') || given(query, 'lat');
      if (given(query, 'include_low_tax') && territory) {
        throw invalidParameter('include_low_tax', query.include_low_tax, PARAMETER_REASONS.lowTaxOnlySpainWide);
      }
    },
  ],
  getPrices: [territoryLevelAndCode],
  getPriceHistory: [territoryLevelAndCode],
  getPriceInsights: [territoryLevelAndCode],
  getPriceChanges: [territoryLevelAndCode],
  getWatch: WATCH_RULES,
  getWatchAtom: WATCH_RULES,
  getWatchJsonFeed: WATCH_RULES,
  listTerritories: [
    (query) => {
      if (query.level === 'municipality' && !given(query, 'parent')) {
        throw invalidParameter('level', query.level, PARAMETER_REASONS.municipalitiesNeedParent);
      }
      if ((query.level ?? 'community') === 'community' && given(query, 'parent')) {
        throw invalidParameter('parent', query.parent, PARAMETER_REASONS.notForLevel('community'));
      }
    },
  ],
  getMonthlyHistory: [
    (query) => {
      if (typeof query.from === 'string' && typeof query.to === 'string' && query.from > query.to) {
        throw invalidParameter('from', query.from, PARAMETER_REASONS.isAfter('to', query.to));
      }
    },
  ],
  getRoadStations: [
    (query) => {
      if (typeof query.km_from === 'number' && typeof query.km_to === 'number' && query.km_from > query.km_to) {
        throw invalidParameter('km_from', query.km_from, PARAMETER_REASONS.isAfter('km_to', query.km_to));
      }
    },
  ],
  calculateTripCost: [
    (query) => {
      const coordinates = TRIP_COORDINATES.filter((name) => given(query, name));
      if (coordinates.length > 0 && coordinates.length < 4) {
        const missing = TRIP_COORDINATES.filter((name) => !given(query, name));
        throw invalidParameter(
          coordinates[0] as string,
          query[coordinates[0] as string],
          PARAMETER_REASONS.needsAsWell(missing),
        );
      }
      if (given(query, 'km') && coordinates.length === 4) {
        throw invalidParameter('km', query.km, PARAMETER_REASONS.kmOrCoordinates);
      }
      if (!given(query, 'km') && coordinates.length === 0) {
        throw invalidParameter('km', undefined, PARAMETER_REASONS.kmRequired);
      }
    },
    excludes('price', 'province'),
  ],
  calculateTankCost: [excludes('price', 'province')],
  getPriceBreakdown: [excludes('price', 'province')],
  compareVehicleCosts: [
    (query) => {
      const foreign = query.compare === 'petrol_vs_diesel' ? EV_VS_FUEL_ONLY : PETROL_VS_DIESEL_ONLY;
      const wrong = foreign.find((name) => given(query, name));
      if (wrong) throw invalidParameter(wrong, query[wrong], PARAMETER_REASONS.notForCompare(String(query.compare)));
    },
  ],
};

export function applyParameterRules(operationId: OperationId, query: Query): void {
  for (const rule of PARAMETER_RULES[operationId] ?? []) rule(query);
}
