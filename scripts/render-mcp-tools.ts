// Renders the MCP tool definitions (generated/mcp-tools.ts) from the operations' x-mcp-tool, parameters and schemas.
import type { OpenApiDocument, OpenApiOperation } from '../core/contract.js';
import { createInliner, type Schema } from './inline-refs.js';
import { operationRows } from './render-operations.js';

interface ToolOperation {
  kind: string | null;
  operationId: string;
  pathParams: string[];
  queryParams: string[];
  body: boolean;
  rateClass: 'normal' | 'heavy';
}

export interface RenderedTool {
  name: string;
  title: string;
  description: string;
  inputSchema: Schema;
  resultSchema: Schema;
  operations: ToolOperation[];
}

/**
 * Tools that cover several operations: an agent picks one with the `kind` argument, required unless the tool
 * names a default kind (a tool that was single-operation before keeps answering its old calls unchanged).
 */
const MULTI_OPERATION_TOOLS: Record<
  string,
  { title: string; lead: string; kinds: Record<string, string>; defaultKind?: string }
> = {
  get_station: {
    title: "One station's record, or several stations' records in one call",
    lead: 'Station records.',
    kinds: { getStation: 'one', getStations: 'several' },
    defaultKind: 'one',
  },
  get_price_history: {
    title: 'Price history of a station, a territory or Spain by month',
    lead: 'Daily or monthly fuel price series.',
    kinds: { getStationHistory: 'station', getPriceHistory: 'territory', getMonthlyHistory: 'monthly' },
  },
  calculate_trip_cost: {
    title: 'Cost of a trip or of filling the tank',
    lead: 'Fuel cost calculators.',
    kinds: { calculateTripCost: 'trip', calculateTankCost: 'tank' },
  },
  find_fuel_on_road: {
    title: 'Roads and the stations along one road',
    lead: 'Fuel on motorways, dual carriageways and national roads.',
    kinds: { listRoads: 'list', getRoadStations: 'road' },
  },
  compare_brands: {
    title: 'Station brands and how their prices compare',
    lead: 'Brands of fuel stations and their prices.',
    kinds: { listBrands: 'list', getBrand: 'brand' },
  },
  get_monthly_report: {
    title: 'Monthly price reports',
    lead: 'Reports of finished months.',
    kinds: { listReports: 'list', getReport: 'report' },
  },
  find_fuel_along_route: {
    title: 'Fuel and refuel stops along a route',
    lead: 'Fuel along your route.',
    kinds: { findFuelAlongRoute: 'stations', planRefuelStops: 'plan' },
    defaultKind: 'stations',
  },
  watch_prices: {
    title: 'Price changes and watches',
    lead: 'Price alerts.',
    kinds: { getPriceChanges: 'changes', getWatch: 'watch' },
  },
  explain_fuel_price: {
    title: 'Fuel taxes and the breakdown of a price',
    lead: 'What a fuel price is made of.',
    kinds: { getTaxes: 'taxes', getPriceBreakdown: 'breakdown' },
  },
};

const RESULT_NOTE =
  'The result is {data, meta}, the REST answer of the same operation (schema in /v1/openapi); show meta.attribution (the data licence, CC BY 4.0) next to the data.';

export function renderMcpTools(document: OpenApiDocument): RenderedTool[] {
  const inline = createInliner(document);
  const byTool = new Map<string, { operation: OpenApiOperation; rateClass: 'normal' | 'heavy' }[]>();
  const operations = new Map(
    Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => [op.operationId, op])),
  );
  for (const row of operationRows(document)) {
    const operation = operations.get(row.operationId);
    if (!row.mcpTool || !operation) continue;
    byTool.set(row.mcpTool, [...(byTool.get(row.mcpTool) ?? []), { operation, rateClass: row.rateClass }]);
  }
  return [...byTool].map(([name, members]) => {
    if (members.length === 1 && members[0]) return singleTool(name, members[0].operation, members[0].rateClass, inline);
    const multi = MULTI_OPERATION_TOOLS[name];
    if (!multi) throw new Error(`${name} covers several operations: describe it in MULTI_OPERATION_TOOLS`);
    const parts = members.map(({ operation, rateClass }) => {
      const kind = multi.kinds[operation.operationId];
      if (!kind) throw new Error(`${name}: no kind for ${operation.operationId}`);
      return { kind, operation, ...toolOperation(operation, rateClass, kind, inline) };
    });
    const kinds = parts.map((p) => p.kind);
    const { defaultKind } = multi;
    const kindRule = defaultKind ? `(${defaultKind} when omitted)` : '(required)';
    const description = [
      `${multi.lead} Set \`kind\` ${kindRule} to one of ${kinds.join(', ')}; each kind takes its own arguments:`,
      ...parts.map((p) => `- kind=${p.kind}: ${p.operation.summary}. ${oneLine(toolDescription(p.operation))}`),
      RESULT_NOTE,
    ].join('\n');
    return {
      name,
      title: multi.title,
      description,
      inputSchema: {
        type: 'object',
        properties: {
          kind: {
            type: 'string',
            enum: kinds,
            description: 'The function to run.',
            ...(defaultKind ? { default: defaultKind } : {}),
          },
        },
        required: defaultKind ? [] : ['kind'],
        oneOf: parts.map((p) => withKind(p.input, p.kind, p.kind === defaultKind)),
      },
      resultSchema: envelope({ oneOf: parts.map((p) => p.output) }, inline),
      operations: parts.map((p) => p.mapping),
    };
  });
}

function singleTool(
  name: string,
  operation: OpenApiOperation,
  rateClass: 'normal' | 'heavy',
  inline: (s: unknown) => Schema,
): RenderedTool {
  const { input, output, mapping } = toolOperation(operation, rateClass, null, inline);
  return {
    name,
    title: operation.summary,
    description: `${(toolDescription(operation) ?? operation.summary).trim()}\n${RESULT_NOTE}`,
    inputSchema: input,
    resultSchema: envelope(output, inline),
    operations: [mapping],
  };
}

function toolOperation(
  operation: OpenApiOperation,
  rateClass: 'normal' | 'heavy',
  kind: string | null,
  inline: (s: unknown) => Schema,
) {
  // Header parameters (Accept-Language) belong to HTTP: an MCP session's language comes from its transport.
  const parameters = (operation.parameters ?? [])
    .map(
      (p) =>
        inline(p) as {
          name: string;
          in: string;
          required?: boolean;
          description?: string;
          'x-mcp-description'?: string;
          schema: unknown;
        },
    )
    .filter((p) => p.in !== 'header');
  const properties: Schema = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    const schema = inline(parameter.schema);
    // x-mcp-description: what the tool says of a parameter whose description holds more than an agent needs.
    const description = parameter['x-mcp-description'] ?? parameter.description ?? schema.description;
    properties[parameter.name] = { ...schema, description };
    if (parameter.required) required.push(parameter.name);
  }
  const bodySchema = operation.requestBody ? requestBodySchema(operation.requestBody, inline) : null;
  const input: Schema = bodySchema
    ? { ...bodySchema, type: 'object', additionalProperties: false }
    : { type: 'object', properties, required, additionalProperties: false };
  const responseSchema = inline(
    (operation.responses['200'] as { content: Record<string, { schema: unknown }> }).content['application/json']
      ?.schema,
  ) as { properties: { data: Schema } };
  const mapping: ToolOperation = {
    kind,
    operationId: operation.operationId,
    pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
    queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
    body: bodySchema !== null,
    rateClass,
  };
  return { input, output: responseSchema.properties.data, mapping };
}

function requestBodySchema(requestBody: unknown, inline: (s: unknown) => Schema): Schema {
  const content = (inline(requestBody) as { content: Record<string, { schema: unknown }> }).content;
  return inline(content['application/json']?.schema);
}

/** A kind's branch of a multi-operation tool: its own arguments plus the `kind` constant (optional for the default). */
function withKind(input: Schema, kind: string, isDefault: boolean): Schema {
  const properties = { kind: { const: kind }, ...(input.properties as Schema) };
  const required = (input.required as string[]) ?? [];
  return { ...input, properties, required: isDefault ? required : ['kind', ...required] };
}

function envelope(data: Schema, inline: (s: unknown) => Schema): Schema {
  return {
    type: 'object',
    required: ['data', 'meta'],
    properties: { data, meta: inline({ $ref: '#/components/schemas/Meta' }) },
    additionalProperties: false,
  };
}

/** What an agent reads of an operation: x-mcp-description when the description also holds HTTP's own rules. */
function toolDescription(operation: OpenApiOperation): string | undefined {
  return operation['x-mcp-description'] ?? operation.description;
}

function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

export function renderMcpToolsModule(document: OpenApiDocument): string {
  const tools = renderMcpTools(document).map(({ resultSchema: _result, ...tool }) => tool);
  return `
import type { OperationId } from './operations.js';

/** A JSON Schema whose root is an object, as MCP requires of tool input and output schemas. */
export type ObjectSchema = { type: 'object'; [keyword: string]: unknown };

export interface McpToolOperation {
  /** Value of the tool's \`kind\` argument that selects this operation; null for a single-operation tool. */
  kind: string | null;
  operationId: OperationId;
  pathParams: readonly string[];
  queryParams: readonly string[];
  /** true when the arguments (all of them) are the operation's JSON body. */
  body: boolean;
  rateClass: 'normal' | 'heavy';
}

export interface McpToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: ObjectSchema;
  operations: readonly McpToolOperation[];
}

export const MCP_TOOLS: readonly McpToolDefinition[] = ${JSON.stringify(tools, null, 2)};
`;
}

/**
 * The full schema of each tool's successful result ({data, meta}, from the contract), by tool name, in a module of its
 * own that only the tests load. Not listed as MCP's outputSchema: tools/list would weigh about 125 KB in an agent's
 * context instead of under 48 KB; the tests validate every structuredContent against it.
 */
export function renderMcpToolResultsModule(document: OpenApiDocument): string {
  const schemas = Object.fromEntries(renderMcpTools(document).map((tool) => [tool.name, tool.resultSchema]));
  return `
import type { ObjectSchema } from './mcp-tools.js';

/** Each tool's result schema ({data, meta}), by tool name. For tests: the running service never loads this module. */
export const MCP_TOOL_RESULT_SCHEMAS: Readonly<Record<string, ObjectSchema>> = ${JSON.stringify(schemas, null, 2)};
`;
}
