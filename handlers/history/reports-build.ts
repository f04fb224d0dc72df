// Builds the per-fuel part of a monthly report from the month queries of the history.

import { FUELS, type Fuel, INDEPENDENT, unitOf } from '../../core/model.js';
import { percent2, price3 } from '../../core/rounding.js';
import type { Dataset, HistoryMonth, MonthQueries, RegionPeriodMean, SpainPeriodStats } from '../../store/dataset.js';
import type { Schemas } from '../shared/types.js';

type ReportFuel = Schemas['ReportData']['fuels'][number];
type RegionMean = Schemas['RegionMean'];

/** Brands need this many stations with a price of the fuel in the month to be ranked. */
export const MIN_BRAND_STATIONS = 10;
export const TOP_N = 5;

function ranked(dataset: Dataset, level: 'community' | 'province', rows: readonly RegionPeriodMean[]): RegionMean[] {
  const territories = rows.flatMap((row) => {
    const territory =
      level === 'community' ? dataset.territories.community(row.code) : dataset.territories.province(row.code);
    return territory ? [{ territory, average: row.average }] : [];
  });
  territories.sort((a, b) => a.average - b.average || a.territory.code.localeCompare(b.territory.code));
  return territories.map(({ territory, average }, i) => ({
    rank: i + 1,
    code: territory.code,
    slug: territory.slug,
    name: territory.name,
    average: price3(average),
  }));
}

/** The display name of each brand slug, from the current dataset's stations. */
function brandNames(dataset: Dataset): Map<string, string> {
  const names = new Map<string, string>();
  for (const s of dataset.stations) if (!names.has(s.brand_slug)) names.set(s.brand_slug, s.brand_name ?? s.brand_slug);
  return names;
}

const changePct = (current: number, previous: SpainPeriodStats | undefined): number | null =>
  previous ? percent2(((current - price3(previous.average)) / price3(previous.average)) * 100) : null;

/** One entry per fuel with data in `month`, in the order of FUELS. */
export async function reportFuels(
  dataset: Dataset,
  queries: MonthQueries,
  month: HistoryMonth,
  previous: HistoryMonth | undefined,
): Promise<ReportFuel[]> {
  const spain = await queries.spainStats(month.from, month.to);
  const before = previous ? await queries.spainStats(previous.from, previous.to) : [];
  const communities = await queries.regionMeans('community', month.from, month.to);
  const provinces = await queries.regionMeans('province', month.from, month.to);
  // "Independiente" gathers unbranded stations of many owners: it is not a brand to compare.
  const brands = (await queries.brandMeans(month.from, month.to, MIN_BRAND_STATIONS)).filter(
    (b) => b.brand !== INDEPENDENT.slug,
  );
  const names = brandNames(dataset);
  const of = <T extends { fuel: string }>(rows: readonly T[], fuel: Fuel) => rows.filter((row) => row.fuel === fuel);

  return FUELS.flatMap((fuel): ReportFuel[] => {
    const stats = spain.find((row) => row.fuel === fuel);
    if (!stats) return [];
    const average = price3(stats.average);
    const provinceRanking = ranked(dataset, 'province', of(provinces, fuel));
    const brandRanking = of(brands, fuel)
      .sort((a, b) => a.average - b.average || a.brand.localeCompare(b.brand))
      .slice(0, TOP_N);
    return [
      {
        fuel,
        unit: unitOf(fuel),
        average,
        minimum: price3(stats.minimum),
        maximum: price3(stats.maximum),
        change_vs_previous_month_pct: changePct(
          average,
          before.find((row) => row.fuel === fuel),
        ),
        communities: ranked(dataset, 'community', of(communities, fuel)),
        provinces: provinceRanking,
        cheapest_provinces: provinceRanking.slice(0, TOP_N),
        most_expensive_provinces: provinceRanking.slice(-TOP_N).reverse(),
        cheapest_brands: brandRanking.map((b) => ({
          slug: b.brand,
          name: names.get(b.brand) ?? b.brand,
          average: price3(b.average),
          stations: b.stations,
        })),
      },
    ];
  });
}
