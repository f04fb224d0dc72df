import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../core/contract.js';
import { MCP_TOOL_RESULT_SCHEMAS } from '../generated/mcp-tool-results.js';
import { MCP_TOOLS } from '../generated/mcp-tools.js';

const document = loadOpenApi();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const examples = document.components.examples as Record<string, { value: Record<string, unknown> }>;

/** The named example of an operation's 200 answer, or of its request body. */
function exampleOf(operationId: string, part: 'response' | 'request'): Record<string, unknown> {
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      if (operation.operationId !== operationId) continue;
      const holder = (part === 'response' ? operation.responses['200'] : operation.requestBody) as {
        content: Record<string, { examples: Record<string, { $ref: string }> }>;
      };
      const [ref] = Object.values(holder.content['application/json']?.examples ?? {});
      const name = ref?.$ref.split('/').pop() ?? '';
      const example = examples[name];
      if (example) return example.value;
    }
  }
  throw new Error(`no ${part} example for ${operationId}`);
}

describe('generated MCP tools', () => {
  it("are the 23 tools named by x-mcp-tool (the spec's 21, get_price_insights and watch_prices)", () => {
    expect(MCP_TOOLS.map((t) => t.name).sort()).toEqual(
      [
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
        'get_price_insights',
        'watch_prices',
      ].sort(),
    );
  });

  it('have self-contained schemas whose root is an object', () => {
    for (const tool of MCP_TOOLS) {
      expect(JSON.stringify(tool)).not.toContain('$ref');
      expect(tool.inputSchema.type).toBe('object');
      expect(MCP_TOOL_RESULT_SCHEMAS[tool.name]?.type).toBe('object');
      expect(tool).not.toHaveProperty('resultSchema');
      expect(() => ajv.compile(tool.inputSchema)).not.toThrow();
    }
  });

  it('describe every operation example as valid output, matching exactly one kind', () => {
    for (const tool of MCP_TOOLS) {
      const validate = ajv.compile(MCP_TOOL_RESULT_SCHEMAS[tool.name] as object);
      for (const operation of tool.operations) {
        const example = exampleOf(operation.operationId, 'response');
        expect(validate(example), `${tool.name}/${operation.operationId}: ${ajv.errorsText(validate.errors)}`).toBe(
          true,
        );
      }
    }
  });

  it('make multi-operation tools take a required kind, one branch per operation', () => {
    const history = MCP_TOOLS.find((t) => t.name === 'get_price_history');
    expect(history?.operations.map((o) => [o.kind, o.operationId])).toEqual([
      ['station', 'getStationHistory'],
      ['territory', 'getPriceHistory'],
      ['monthly', 'getMonthlyHistory'],
    ]);
    const validate = ajv.compile(history?.inputSchema ?? {});
    expect(validate({ kind: 'station', id: 4375, days: 7 })).toBe(true);
    expect(validate({ kind: 'monthly', from: '2024-01' })).toBe(true);
    expect(validate({ kind: 'monthly', id: 4375 })).toBe(false); // another kind's argument
    expect(validate({ id: 4375 })).toBe(false);
    // get_station and find_fuel_along_route were single-operation tools: their old calls, without kind, still mean
    // what they meant.
    const formerlySingle = ['get_station', 'find_fuel_along_route'];
    for (const tool of MCP_TOOLS.filter((t) => t.operations.length > 1 && !formerlySingle.includes(t.name))) {
      expect(tool.inputSchema.required).toEqual(['kind']);
      expect(tool.description).toContain('Set `kind` (required)');
    }
  });

  it('let find_fuel_along_route take a route as before, or plan the stops with kind=plan', () => {
    const route = MCP_TOOLS.find((t) => t.name === 'find_fuel_along_route');
    expect(route?.operations.map((o) => [o.kind, o.operationId, o.body])).toEqual([
      ['stations', 'findFuelAlongRoute', true],
      ['plan', 'planRefuelStops', true],
    ]);
    expect(route?.inputSchema.required).toEqual([]);
    expect(route?.description).toContain('Set `kind` (stations when omitted)');
    // What an agent reads of each kind is the operation's x-mcp-description, without HTTP's own rules.
    expect(route?.description).not.toContain('Only POST is allowed here');
    const validate = ajv.compile(route?.inputSchema ?? {});
    const points = [
      [40.4, -3.7],
      [41.6, -0.9],
    ];
    expect(validate({ points })).toBe(true);
    expect(validate({ kind: 'plan', points, tank_l: 50, start_l: 20, discounts: { repsol: 5 } })).toBe(true);
    expect(validate({ kind: 'plan', points })).toBe(false); // the tank is required
    expect(validate({ points, tank_l: 50, start_l: 20 })).toBe(false); // not a field of kind=stations
  });

  it('let get_station take one id as before, or several ids with kind=several', () => {
    const station = MCP_TOOLS.find((t) => t.name === 'get_station');
    expect(station?.operations.map((o) => [o.kind, o.operationId])).toEqual([
      ['several', 'getStations'],
      ['one', 'getStation'],
    ]);
    expect(station?.inputSchema.required).toEqual([]);
    expect(station?.description).toContain('Set `kind` (one when omitted)');
    const validate = ajv.compile(station?.inputSchema ?? {});
    expect(validate({ id: 4375 })).toBe(true);
    expect(validate({ kind: 'one', id: 4375 })).toBe(true);
    expect(validate({ kind: 'several', ids: '4375,5191' })).toBe(true);
    expect(validate({ ids: '4375,5191' })).toBe(false); // several ids need kind=several
    expect(validate({ kind: 'several', id: 4375 })).toBe(false);
  });

  it('map path, query and body arguments like the REST operation', () => {
    const station = MCP_TOOLS.find((t) => t.name === 'get_station')?.operations.find((o) => o.kind === 'one');
    expect(station).toMatchObject({ pathParams: ['id'], queryParams: [], body: false, rateClass: 'normal' });
    const route = MCP_TOOLS.find((t) => t.name === 'find_fuel_along_route');
    expect(route?.operations[0]).toMatchObject({ body: true, rateClass: 'heavy' });
    const validate = ajv.compile(route?.inputSchema ?? {});
    expect(validate(exampleOf('findFuelAlongRoute', 'request'))).toBe(true);
    expect(validate({ points: [[40.4, -3.7]] })).toBe(false);
  });
});
