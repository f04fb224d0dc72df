// Validates requests against openapi.yaml: openapi-backend with Ajv 2020-12, behind a strict raw-query layer.
import { createRequire } from 'node:module';
import type { ErrorObject } from 'ajv';
import type { OpenAPIBackend as Backend } from 'openapi-backend';
import type { OpenApiDocument } from '../../core/contract.js';
import type { Localized } from '../../core/language.js';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';
import type { OperationId } from '../../generated/operations.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';
import { applyParameterRules } from './parameter-rules.js';
import {
  COORDINATE_PARAMETERS,
  coerceScalar,
  parseRawQuery,
  type RawQuery,
  roundCoordinate,
  type ScalarType,
  typedArguments,
} from './query-string.js';

interface ParameterSpec {
  name: string;
  /** Header parameters (Accept-Language) are read by the adapters, never validated: no header is ever refused. */
  in: 'query' | 'path' | 'header';
  type: ScalarType;
  default?: unknown;
}

export interface ValidatedInput {
  query: Record<string, unknown>;
  path: Record<string, string | number>;
  body: unknown;
}

// Required, not imported: to import a CommonJS package, Node's ESM loader first lexes it for its named exports, which
// made these two 80 ms slower to load on the path to the first answer.
const { OpenAPIBackend } = createRequire(import.meta.url)('openapi-backend') as typeof import('openapi-backend');
const { Ajv2020 } = createRequire(import.meta.url)('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');

// openapi-backend checks documents against the 3.0 meta-schema and would reject our 3.1 document;
// `redocly lint` validates the document instead.
class ContractBackend extends OpenAPIBackend {
  override validateDefinition() {
    return this.document;
  }
}

/** One operation's parameters, looked up by name. */
interface OperationParameters {
  all: ParameterSpec[];
  query: Map<string, ParameterSpec>;
  path: Map<string, ParameterSpec>;
  /** The query parameters' names, sorted: the order of a cache key. */
  sortedQueryNames: readonly string[];
}

const NO_PARAMETERS: OperationParameters = { all: [], query: new Map(), path: new Map(), sortedQueryNames: [] };

export class RequestValidator {
  private constructor(
    private readonly backend: Backend,
    private readonly parameters: Map<string, OperationParameters>,
    private readonly bodyDefaults: Map<string, [string, unknown][]>,
  ) {}

  static async create(document: OpenApiDocument): Promise<RequestValidator> {
    const backend = new ContractBackend({
      definition: requestOnlyDocument(document) as never,
      strict: true,
      quick: true,
      validate: true,
      coerceTypes: false,
      ignoreTrailingSlashes: false,
      // Not checked against the 2020-12 meta-schema at each operation's first request: compiling that meta-schema,
      // again for each operation, took most of the 80–140 ms the first request of an operation waited (on the path
      // to the first answer). request-schemas.test.ts holds every request schema of the contract to it instead.
      customizeAjv: (_ajv, options) =>
        new Ajv2020({ ...options, strict: false, allErrors: false, validateFormats: false, validateSchema: false }),
    });
    await backend.init();
    const parameters = new Map<string, OperationParameters>();
    const bodyDefaults = new Map<string, [string, unknown][]>();
    for (const operation of backend.getOperations()) {
      const body = operation.requestBody as
        | { content?: Record<string, { schema?: { properties?: Record<string, { default?: unknown }> } }> }
        | undefined;
      const properties = body?.content?.['application/json']?.schema?.properties ?? {};
      const defaults = Object.entries(properties).flatMap(([name, schema]): [string, unknown][] =>
        schema.default === undefined ? [] : [[name, schema.default]],
      );
      if (defaults.length > 0) bodyDefaults.set(operation.operationId as string, defaults);
      const specs = (operation.parameters ?? []).map((p) => {
        const parameter = p as {
          name: string;
          in: ParameterSpec['in'];
          schema: { type?: ScalarType; default?: unknown };
        };
        return {
          name: parameter.name,
          in: parameter.in,
          type: parameter.schema.type ?? 'string',
          default: parameter.schema.default,
        };
      });
      const byName = (where: ParameterSpec['in']) =>
        new Map(specs.filter((s) => s.in === where).map((s) => [s.name, s]));
      const query = byName('query');
      parameters.set(operation.operationId as string, {
        all: specs,
        query,
        path: byName('path'),
        sortedQueryNames: [...query.keys()].sort(),
      });
    }
    return new RequestValidator(backend, parameters, bodyDefaults);
  }

  /** The names of an operation's query parameters, sorted (what cacheKey walks). */
  sortedQueryNames(operationId: string): readonly string[] {
    return (this.parameters.get(operationId) ?? NO_PARAMETERS).sortedQueryNames;
  }

  /**
   * Parses, type-checks and validates one request; throws an ApiProblem naming the parameter and value. `query` is a
   * query string as received, or a transport's typed arguments (JSON scalars) held to the same rules.
   */
  validate(
    operationId: string,
    request: { path: string; query: string | Readonly<Record<string, unknown>>; body?: unknown },
    pathParams: Record<string, string>,
  ): ValidatedInput {
    const specs = this.parameters.get(operationId) ?? NO_PARAMETERS;
    if (request.body !== undefined && nestsDeeperThan(request.body)) {
      throw invalidParameter('body', undefined, PARAMETER_REASONS.tooDeep(MAX_JSON_DEPTH));
    }
    const raw = typeof request.query === 'string' ? parseRawQuery(request.query) : typedArguments(request.query);
    const query: Record<string, unknown> = {};
    for (const [name, value] of raw) {
      const spec = specs.query.get(name);
      if (!spec) throw unknownParameter(name, value, specs.all);
      query[name] = coerceScalar(name, value, spec.type);
    }
    // The validators openapi-backend compiled for the operation, run on the values we already parsed:
    // its own request parsing costs about half a millisecond per request.
    const validators = this.backend.validator.getRequestValidatorsForOperation(operationId) ?? [];
    const path: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(pathParams)) {
      const spec = specs.path.get(name);
      path[name] = spec?.type === 'integer' ? pathInteger(name, value) : value;
    }
    const parameters = {
      path,
      query,
      header: {},
      cookie: {},
      ...(request.body === undefined ? {} : { requestBody: request.body }),
    };
    for (const validate of validators) {
      if (!validate(parameters)) throw describeError(validate.errors?.[0], raw, request.body, pathParams);
    }
    // Combinations are judged on what the caller gave, before defaults fill the rest in.
    applyParameterRules(operationId as OperationId, query);
    for (const spec of specs.query.values()) {
      if (query[spec.name] === undefined && spec.default !== undefined) query[spec.name] = spec.default;
    }
    for (const name of COORDINATE_PARAMETERS) {
      if (typeof query[name] === 'number') query[name] = roundCoordinate(query[name]);
    }
    return { query, path, body: withDefaults(request.body, this.bodyDefaults.get(operationId)) };
  }
}

/** An integer path segment in its one canonical spelling: /v1/stations/0042 is not another name of station 42. */
function pathInteger(name: string, raw: string): number {
  const value = coerceScalar(name, raw, 'integer') as number;
  if (String(value) !== raw) throw invalidParameter(name, raw, PARAMETER_REASONS.leadingZeros);
  return value;
}

/** A validated JSON object body with the contract's defaults filled in where the caller gave nothing. */
function withDefaults(body: unknown, defaults: [string, unknown][] | undefined): unknown {
  if (!defaults || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const filled: Record<string, unknown> = { ...body };
  for (const [name, value] of defaults) if (filled[name] === undefined) filled[name] = value;
  return filled;
}

/** The parts of the contract that requests are checked against; responses and examples only slow the start. */
function requestOnlyDocument(document: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [template, methods] of Object.entries(document.paths)) {
    paths[template] = Object.fromEntries(
      Object.entries(methods).map(([method, operation]) => {
        const requestBody = operation.requestBody as { content?: Record<string, { schema: unknown }> } | undefined;
        const slim = { ...operation, responses: { '200': { description: 'OK' } } };
        if (requestBody?.content) {
          slim.requestBody = {
            ...requestBody,
            content: Object.fromEntries(
              Object.entries(requestBody.content).map(([type, media]) => [type, { schema: media.schema }]),
            ),
          };
        }
        return [method, slim];
      }),
    );
  }
  const { parameters, schemas } = document.components;
  return structuredClone({ ...document, paths, components: { parameters, schemas } }) as OpenApiDocument;
}

function unknownParameter(name: string, value: unknown, specs: ParameterSpec[]) {
  const inQuery = specs.filter((s) => s.in === 'query').map((s) => s.name);
  const inPath = specs.filter((s) => s.in === 'path').map((s) => s.name);
  return invalidParameter(name, value, PARAMETER_REASONS.notAParameter(inQuery, inPath));
}

function describeError(
  error: ErrorObject | undefined,
  raw: RawQuery,
  body: unknown,
  pathParams: Record<string, string>,
) {
  if (!error) return invalidParameter('request', undefined, PARAMETER_REASONS.notValid);
  const [, where, ...rest] = error.instancePath.split('/');
  let name = rest[0] ?? String((error.params as { missingProperty?: string }).missingProperty ?? where ?? 'request');
  let value: unknown;
  if (where === 'query') value = raw.get(name);
  else if (where === 'path') value = pathParams[name];
  else if (where === 'requestBody') {
    const { additionalProperty: extra, missingProperty: missing } = error.params as {
      additionalProperty?: string;
      missingProperty?: string;
    };
    // A field the body lacks, or has and should not: named itself, not the object around it.
    const field = extra ?? missing;
    const fieldPath = field === undefined ? rest : [...rest, field];
    name = fieldPath.length > 0 ? fieldPath.map((part, i) => (i === 0 ? part : `[${part}]`)).join('') : 'body';
    value = fieldPath.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body);
  }
  return invalidParameter(name, value, reasonOf(error));
}

const PATTERN_REASONS: Record<string, Localized> = {
  '^[a-z0-9-]+$': PARAMETER_REASONS.slugPattern,
  '^[a-z0-9_]{1,60}$': PARAMETER_REASONS.identifierPattern,
  '^[0-9]{4}-(0[1-9]|1[0-2])$': PARAMETER_REASONS.monthPattern,
  '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,19}$': PARAMETER_REASONS.stationIdsPattern,
  '^[a-z0-9-]{1,60}:\\d\\d?(\\.\\d)?(,[a-z0-9-]{1,60}:\\d\\d?(\\.\\d)?){0,19}$': PARAMETER_REASONS.discountsPattern,
  '^[a-z0-9-]{1,60}$': PARAMETER_REASONS.slugPattern,
};

/** The reason for each JSON Schema keyword, in every language: Ajv's own messages are English only. */
function reasonOf(error: ErrorObject): Localized {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return PARAMETER_REASONS.oneOf(params.allowedValues as unknown[]);
    case 'required':
      return PARAMETER_REASONS.required;
    case 'additionalProperties':
      return PARAMETER_REASONS.notABodyField;
    case 'pattern':
      return PATTERN_REASONS[String(params.pattern)] ?? PARAMETER_REASONS.pattern(String(params.pattern));
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return PARAMETER_REASONS.limit(String(params.comparison), params.limit);
    case 'maxLength':
      return PARAMETER_REASONS.maxCharacters(params.limit);
    case 'minLength':
      return PARAMETER_REASONS.minCharacters(params.limit);
    case 'maxItems':
      return PARAMETER_REASONS.maxItems(params.limit);
    case 'minItems':
      return PARAMETER_REASONS.minItems(params.limit);
    case 'maxProperties':
      return PARAMETER_REASONS.maxProperties(params.limit);
    case 'type':
      return PARAMETER_REASONS.type(String(params.type).split(','));
    case 'const':
      return PARAMETER_REASONS.constant(params.allowedValue);
    case 'multipleOf':
      return PARAMETER_REASONS.multipleOf(params.multipleOf);
    case 'uniqueItems':
      return PARAMETER_REASONS.duplicateItems(params.j, params.i);
    case 'anyOf':
    case 'oneOf':
      return PARAMETER_REASONS.noAllowedForm;
    default:
      return PARAMETER_REASONS.notValid;
  }
}
