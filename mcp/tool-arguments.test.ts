import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../core/problem.js';
import { MCP_TOOLS } from '../generated/mcp-tools.js';
import { resolveToolCall } from './tool-arguments.js';

function tool(name: string) {
  const found = MCP_TOOLS.find((t) => t.name === name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
}

function problem(run: () => unknown): ApiProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('no problem thrown');
}

describe('resolveToolCall', () => {
  it('puts path parameters in the path and the rest in the query', () => {
    const call = resolveToolCall(tool('get_route'), { slug: 'cabo-de-gata-nijar', fuel: 'diesel', limit: 3 });
    expect(call.operation.operationId).toBe('getRoute');
    expect(call.args).toEqual({ path: { slug: 'cabo-de-gata-nijar' }, query: { fuel: 'diesel', limit: 3 } });
  });

  it('selects the operation by kind and does not pass kind on', () => {
    const call = resolveToolCall(tool('get_price_history'), { kind: 'station', id: '4375', days: 7 });
    expect(call.operation.operationId).toBe('getStationHistory');
    expect(call.args).toEqual({ path: { id: '4375' }, query: { days: 7 } });
    expect(resolveToolCall(tool('explain_fuel_price'), { kind: 'taxes' }).args).toEqual({ path: {}, query: {} });
  });

  it('takes get_station without kind as one station, as before the tool covered several', () => {
    const one = resolveToolCall(tool('get_station'), { id: '4375' });
    expect(one.operation.operationId).toBe('getStation');
    expect(one.args).toEqual({ path: { id: '4375' }, query: {} });
    const several = resolveToolCall(tool('get_station'), { kind: 'several', ids: '4375,5191' });
    expect(several.operation.operationId).toBe('getStations');
    expect(several.args).toEqual({ path: {}, query: { ids: '4375,5191' } });
    expect(problem(() => resolveToolCall(tool('get_station'), { kind: 'many', ids: '1' })).detail.en).toBe(
      'kind: "many" must be one of several, one',
    );
  });

  it('sends every argument of find_fuel_along_route as the JSON body', () => {
    const args = {
      points: [
        [40.4, -3.7],
        [40.6, -3.2],
      ],
      fuel: 'diesel',
    };
    expect(resolveToolCall(tool('find_fuel_along_route'), args).args).toEqual({ body: args });
  });

  it('passes unknown arguments on, for the operation to reject them as the REST API does', () => {
    expect(resolveToolCall(tool('get_fuel_prices'), { colour: 'red' }).args.query).toEqual({ colour: 'red' });
  });

  it('rejects a missing or unknown kind, a missing path parameter and structured values', () => {
    expect(problem(() => resolveToolCall(tool('compare_brands'), {})).detail.en).toBe(
      'kind is required (one of list, brand)',
    );
    expect(problem(() => resolveToolCall(tool('compare_brands'), { kind: 'all' })).detail.en).toBe(
      'kind: "all" must be one of list, brand',
    );
    expect(problem(() => resolveToolCall(tool('get_station'), {})).detail.en).toBe('id is required');
    expect(problem(() => resolveToolCall(tool('get_fuel_prices'), { fuel: ['diesel'] })).code).toBe(
      'INVALID_PARAMETER',
    );
  });
});
