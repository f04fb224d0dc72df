import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../core/contract.js';
import { OPERATIONS } from '../generated/operations.js';
import { ContractValidator } from './contract-validator.js';

const document = loadOpenApi();
const validator = new ContractValidator(document);
const RATE_CLASSES = ['normal', 'heavy'];
const CACHE_KINDS = ['price', 'content', 'territories', 'savings', 'none'];
const MCP_TOOLS = [
  'find_fuel_near',
  'find_cheapest_fuel',
  'get_fuel_prices',
  'calculate_trip_cost',
  'find_fuel_along_route',
  'compare_vehicle_costs',
  'get_product_prices',
  'get_route',
  'calculate_savings',
  'get_price_history',
  'find_routes',
  'search_places',
  'search_content',
  'get_article',
  'calculate_adblue',
  'find_fuel_on_road',
  'compare_regions',
  'get_station',
  'compare_brands',
  'get_monthly_report',
  'explain_fuel_price',
  // Not in the spec: issue 41.
  'get_price_insights',
  // Not in the spec: issue 42.
  'watch_prices',
];

describe('openapi.yaml', () => {
  it.each(OPERATIONS.map((op) => [op.operationId, op] as const))(
    '%s has a named example that matches its schema',
    (_id, op) => {
      const response = document.paths[op.path]?.[op.method.toLowerCase()]?.responses['200'] as {
        content: Record<string, { examples?: Record<string, { $ref?: string; value?: unknown }> }>;
      };
      const [mediaType, media] = Object.entries(response.content)[0] ?? [];
      const examples = Object.values(media?.examples ?? {});
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) {
        const name = example.$ref?.split('/').pop() ?? '';
        const named = document.components.examples?.[name] as { value: unknown } | undefined;
        const value = example.value ?? named?.value;
        validator.assertResponse(op.path, op.method, 200, mediaType as string, value);
      }
    },
  );

  it('every operation carries the vendor extensions with known values', () => {
    for (const op of OPERATIONS) {
      expect(RATE_CLASSES).toContain(op.rateClass);
      expect(CACHE_KINDS).toContain(op.cache);
      if (op.mcpTool !== null) expect(MCP_TOOLS).toContain(op.mcpTool);
    }
  });

  it('names the 21 MCP tools of the spec, get_price_insights and watch_prices, and the heavy endpoints are those of the spec', () => {
    expect(new Set(OPERATIONS.map((op) => op.mcpTool).filter(Boolean))).toEqual(new Set(MCP_TOOLS));
    expect(
      OPERATIONS.filter((op) => op.rateClass === 'heavy')
        .map((op) => `${op.method} ${op.path}`)
        .sort(),
    ).toEqual([
      // Not in the spec: an uncached answer costs about twice /v1/prices' server CPU (bench/insights.ts).
      // Issue 42: heavy as the insights (bench/watch.ts).
      'GET /v1/changes',
      'GET /v1/insights',
      'GET /v1/routes/{slug}',
      // The plans of issue 43: as heavy as the route answers they extend.
      'GET /v1/routes/{slug}/plan',
      'GET /v1/stations/nearby',
      'GET /v1/stations/{id}/history',
      'GET /v1/watch',
      'GET /v1/watch.atom',
      'GET /v1/watch.feed.json',
      'POST /v1/route/fuel',
      'POST /v1/route/plan',
    ]);
  });

  it('gives the cache kinds of the spec', () => {
    const kind = (path: string) => OPERATIONS.find((op) => op.path === path)?.cache;
    expect(kind('/v1/route/fuel')).toBe('none');
    expect(kind('/v1/route/plan')).toBe('none');
    expect(kind('/v1/routes/{slug}/plan')).toBe('price');
    expect(kind('/v1/status')).toBe('none');
    expect(kind('/v1/calc/savings')).toBe('savings');
    expect(kind('/v1/territories')).toBe('territories');
    for (const path of ['/v1/history/monthly', '/v1/routes', '/v1/content', '/v1/content/{type}/{slug}', '/v1/roads']) {
      expect(kind(path)).toBe('content');
    }
    expect(kind('/v1/stations/nearby')).toBe('price');
  });

  it("adds each price's context (issue 41) as optional fields of schemas open to more: v1 clients keep validating", () => {
    type ObjectSchema = { required?: string[]; properties?: Record<string, unknown>; additionalProperties?: unknown };
    const schemas = document.components.schemas as Record<string, ObjectSchema>;
    const detailPrice = (schemas.StationDetail?.properties?.prices as { items?: ObjectSchema } | undefined)?.items;
    for (const [schema, added] of [
      [schemas.StationEntry, ['price_since', 'previous_price', 'cheaper_than_pct']],
      [detailPrice, ['price_since', 'previous_price', 'cheaper_than_pct', 'range_90d']],
    ] as const) {
      for (const field of added) {
        expect(schema?.properties).toHaveProperty(field);
        expect(schema?.required).not.toContain(field);
      }
      // A client validating answers against the contract as it was before accepts them: neither schema forbids a field it does not name.
      expect(schema?.additionalProperties).toBeUndefined();
    }
  });
});
