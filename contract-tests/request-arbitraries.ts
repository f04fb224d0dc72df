// Requests a client might send to each operation, generated from openapi.yaml's parameters: valid values, edge
// values and wrong ones. Shared by the fuzz test and the Prism proxy test.
import fc from 'fast-check';
import { loadOpenApi } from '../core/contract.js';

type Schema = {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  $ref?: string;
  default?: unknown;
};
type Parameter = { name: string; in: 'query' | 'path'; required?: boolean; schema: Schema };

const document = loadOpenApi();
const components = document.components as { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };

function resolveSchema(schema: Schema): Schema {
  return schema.$ref ? resolveSchema(components.schemas[schema.$ref.split('/').pop() ?? ''] as Schema) : schema;
}

function parametersOf(path: string, method: string): Parameter[] {
  const operation = document.paths[path]?.[method.toLowerCase()];
  return (operation?.parameters ?? []).map((p) => {
    const parameter = components.parameters[p.$ref.split('/').pop() ?? ''] as Parameter;
    return { ...parameter, schema: resolveSchema(parameter.schema) };
  });
}

/** Values a client might send: valid ones, edge ones and wrong ones. */
function valueFor(schema: Schema): fc.Arbitrary<string> {
  const junk = fc.constantFrom('', 'abc', '-1', '1e3', '0x10', 'null', '%FF', 'Ñandú', '9'.repeat(30));
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum.map(String)), junk);
  switch (schema.type) {
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', '1', '0'), fc.constantFrom('yes', 'TRUE', '2'));
    case 'integer': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? 1000;
      return fc.oneof(
        fc.integer({ min, max }).map(String),
        fc.integer({ min: min - 5, max: max + 5 }).map(String),
        junk,
      );
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? 0;
      const max = schema.maximum ?? 1000;
      const inRange = fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => v.toFixed(4));
      return fc.oneof(inRange, inRange, fc.constantFrom(String(min), String(max), String(max + 1)), junk);
    }
    default:
      return fc.oneof(
        fc.constantFrom(
          'madrid',
          '02',
          '28',
          '4375',
          'castilla-la-mancha',
          'albacete',
          'repsol',
          'a-2',
          '2026-07',
          'guide',
        ),
        fc.string({ maxLength: 12 }),
        junk,
      );
  }
}

export function requestFor(path: string, method: string): fc.Arbitrary<string> {
  const parameters = parametersOf(path, method);
  const query = parameters.filter((p) => p.in === 'query');
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryArb = fc
    .tuple(
      ...query.map((p) => fc.option(valueFor(p.schema), { nil: undefined, freq: 2 })),
      fc.option(fc.constantFrom('unknown=1', 'lat=40&lat=41'), { nil: undefined, freq: 6 }),
    )
    .map((values) => {
      const extra = values.pop();
      const pairs = query.flatMap((p, i) =>
        values[i] === undefined ? [] : [`${p.name}=${encodeURIComponent(values[i] as string)}`],
      );
      if (extra) pairs.push(extra as string);
      return pairs.join('&');
    });
  const pathArb = fc.tuple(...pathParams.map((p) => valueFor(p.schema))).map((values) => {
    let filled = path;
    pathParams.forEach((p, i) => {
      filled = filled.replace(`{${p.name}}`, encodeURIComponent(values[i] as string) || 'x');
    });
    return filled;
  });
  return fc.tuple(pathArb, queryArb).map(([p, q]) => (q ? `${p}?${q}` : p));
}

export const routeBody = fc.oneof(
  fc.record({
    points: fc.array(
      fc.tuple(fc.double({ min: 36, max: 43.5, noNaN: true }), fc.double({ min: -9, max: 3, noNaN: true })),
      { minLength: 0, maxLength: 30 },
    ),
    fuel: fc.option(fc.constantFrom('diesel', 'gasoline_95', 'petrol'), { nil: undefined }),
    corridor_km: fc.option(fc.double({ min: -1, max: 12, noNaN: true }), { nil: undefined }),
    limit: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
  }),
  fc.anything(),
);

/** Bodies of a refuelling plan: the route's, the car's numbers in and out of range, instants and discounts. */
export const planBody = fc.oneof(
  fc.record(
    {
      points: fc.array(
        fc.tuple(fc.double({ min: 36, max: 43.5, noNaN: true }), fc.double({ min: -9, max: 3, noNaN: true })),
        { minLength: 0, maxLength: 30 },
      ),
      fuel: fc.constantFrom('diesel', 'gasoline_95', 'cng', 'petrol'),
      tank_l: fc.double({ min: -1, max: 210, noNaN: true }),
      start_l: fc.double({ min: -1, max: 210, noNaN: true }),
      reserve_l: fc.double({ min: -1, max: 60, noNaN: true }),
      consumption_l_100km: fc.double({ min: -1, max: 45, noNaN: true }),
      departure: fc.constantFrom(
        '2026-08-22T18:00:00+02:00',
        '2026-08-22T03:30:00Z',
        '2026-02-30T10:00:00Z',
        '2026-08-22 18:00',
        '1999-01-01T00:00:00Z',
        '',
      ),
      speed_kmh: fc.double({ min: 0, max: 200, noNaN: true }),
      corridor_km: fc.double({ min: -1, max: 12, noNaN: true }),
      discounts: fc.dictionary(
        fc.constantFrom('repsol', 'cepsa', 'Repsol', 'nobrand', ''),
        fc.double({ min: -5, max: 80 }),
      ),
      max_stops: fc.integer({ min: -1, max: 12 }),
    },
    { requiredKeys: ['points'] },
  ),
  fc.anything(),
);
