// Test helper: calls every tool (every kind where the data gives an id) and checks each answer against its tool.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { loadOpenApi } from '../../core/contract.js';
import { MCP_TOOL_RESULT_SCHEMAS } from '../../generated/mcp-tool-results.js';
import { MCP_TOOLS } from '../../generated/mcp-tools.js';
import type { OperationHandlers } from '../../handlers/shared/types.js';
import { loadDataset } from './datasets.js';
import { handlersAnswering } from './fakes.js';

export type CallTool = (name: string, args: Record<string, unknown>) => Promise<CallToolResult>;

/** Identifiers taken from the dataset, used when a list tool cannot provide them yet. */
export interface Fallbacks {
  stationId: number;
  lat: number;
  lng: number;
  brandSlug: string;
}

type Data = Record<string, unknown>;

export async function datasetFallbacks(dataDir: string): Promise<Fallbacks> {
  const dataset = await loadDataset(dataDir);
  const station = dataset.stations.find((s) => s.prices.diesel !== undefined && !s.low_tax_area);
  if (!station) throw new Error('the dataset has no diesel station on the peninsula');
  return { stationId: station.id, lat: station.lat, lng: station.lng, brandSlug: station.brand_slug };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction>(
  MCP_TOOLS.map((t) => [t.name, ajv.compile(MCP_TOOL_RESULT_SCHEMAS[t.name] as object)]),
);

/** Handlers answering each operation's own 200 example: the success path end to end before the real handlers exist. */
export function exampleHandlers(): OperationHandlers {
  const names: Record<string, string> = {};
  for (const methods of Object.values(loadOpenApi().paths)) {
    for (const operation of Object.values(methods)) {
      const { content } = operation.responses['200'] as { content: Record<string, { examples?: object }> };
      const [example] = Object.values(content['application/json']?.examples ?? {}) as { $ref?: string }[];
      const name = example?.$ref?.split('/').pop();
      if (name) names[operation.operationId] = name;
    }
  }
  return handlersAnswering(names).handlers;
}

export function resultText(result: CallToolResult): string {
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}

/** Checks one successful call against its tool's output schema and returns its data. */
export function expectToolSuccess(name: string, args: Record<string, unknown>, result: CallToolResult): Data {
  const tool = MCP_TOOLS.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  const text = resultText(result);
  expect(result.isError ?? false, `${name}(${JSON.stringify(args)}) failed: ${text}`).toBe(false);
  const validate = validators.get(name);
  expect(validate?.(result.structuredContent), `${name}: ${ajv.errorsText(validate?.errors)}`).toBe(true);
  const { data, meta } = result.structuredContent as { data: Data; meta: { attribution: unknown } };
  expect(meta.attribution).toEqual(expect.any(String));
  expect(JSON.parse(text)).toEqual(result.structuredContent);
  return data;
}

/** Calls every tool at least once (each kind when an id is at hand); returns the tools called. */
export async function exerciseEveryTool(call: CallTool, fallbacks: Fallbacks): Promise<Set<string>> {
  const called = new Set<string>();
  const run = async (name: string, args: Record<string, unknown>): Promise<Data> => {
    called.add(name);
    return expectToolSuccess(name, args, await call(name, args));
  };
  const first = <T>(list: unknown): T | undefined => (Array.isArray(list) ? (list[0] as T) : undefined);

  await run('search_places', { q: 'madrid', limit: 3 });
  const cheapest = await run('find_cheapest_fuel', { fuel: 'diesel', limit: 3 });
  const station = first<{ id: number; lat: number; lng: number }>(cheapest?.stations) ?? {
    id: fallbacks.stationId,
    lat: fallbacks.lat,
    lng: fallbacks.lng,
  };
  await run('find_fuel_near', { lat: station.lat, lng: station.lng, radius_km: 10, fuel: 'diesel', limit: 3 });
  await run('find_fuel_near', { lat: station.lat, lng: station.lng, sort: 'total_cost', litres: 40, limit: 3 });
  await run('get_station', { id: String(station.id) });
  await run('get_station', { kind: 'several', ids: `${station.id},999999999` });
  await run('get_price_history', { kind: 'station', id: String(station.id), days: 7 });
  await run('get_price_history', { kind: 'territory', level: 'spain', fuel: 'diesel', days: 7 });
  await run('get_price_history', { kind: 'monthly', fuel: 'diesel', from: '2024-01', to: '2024-03' });
  await run('get_fuel_prices', { fuel: 'diesel' });
  await run('get_price_insights', { fuel: 'diesel' });
  const watch = await run('watch_prices', { kind: 'watch', ids: String(station.id), fuel: 'diesel', below: 1.5 });
  const since = (watch?.window as { first_instant: string } | undefined)?.first_instant ?? '2030-01-01T00:00:00Z';
  await run('watch_prices', { kind: 'changes', since, fuel: 'diesel', limit: 10 });
  await run('get_product_prices', { id: 'adblue', limit: 3 });
  await run('compare_regions', { level: 'province', fuel: 'diesel' });

  const brands = await run('compare_brands', { kind: 'list' });
  const brand = first<{ slug: string }>(brands?.brands)?.slug ?? fallbacks.brandSlug;
  await run('compare_brands', { kind: 'brand', slug: brand, fuel: 'diesel', limit: 3 });

  const reports = await run('get_monthly_report', { kind: 'list' });
  const month = first<{ month: string }>(reports?.reports)?.month;
  if (month) await run('get_monthly_report', { kind: 'report', month });

  const points = [
    [40.416, -3.703],
    [40.633, -3.166],
  ];
  await run('find_fuel_along_route', { points, fuel: 'diesel', corridor_km: 5, limit: 3 });
  await run('find_fuel_along_route', { kind: 'plan', points, fuel: 'diesel', tank_l: 50, start_l: 45 });
  const roads = await run('find_fuel_on_road', { kind: 'list' });
  const road = first<{ slug: string }>(roads?.roads)?.slug;
  if (road) await run('find_fuel_on_road', { kind: 'road', slug: road, fuel: 'diesel', limit: 3 });

  const routes = await run('find_routes', { limit: 3 });
  await run('get_route', { slug: first<{ slug: string }>(routes?.routes)?.slug ?? 'cabo-de-gata-nijar', limit: 3 });
  const content = await run('search_content', { q: 'adblue', limit: 3 });
  const item = first<{ type: string; slug: string }>(content?.results) ?? { type: 'guide', slug: 'que-es-adblue' };
  await run('get_article', { type: item.type, slug: item.slug });

  await run('calculate_trip_cost', { kind: 'trip', km: 350, fuel: 'diesel', people: 2 });
  await run('calculate_trip_cost', { kind: 'tank', capacity: 50, level: '1-4' });
  await run('compare_vehicle_costs', { compare: 'petrol_vs_diesel', km_per_year: 15000 });
  await run('calculate_savings', { usual_price: 1.6, cheap_price: 1.5, detour_km: 4 });
  await run('calculate_adblue', { km_per_year: 20000 });
  await run('explain_fuel_price', { kind: 'taxes' });
  await run('explain_fuel_price', { kind: 'breakdown', fuel: 'diesel' });
  return called;
}
