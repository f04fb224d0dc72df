// The request validator compiles the contract's schemas without checking them against JSON Schema 2020-12's
// meta-schema (that check cost most of each operation's first request): every schema a request is checked against is
// held to the meta-schema here instead.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../core/contract.js';

const document = loadOpenApi();
const ajv = new Ajv2020({ strict: false });

/** A `#/components/...` reference's target, else the object itself. */
function resolved(value: unknown): Record<string, unknown> {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value as Record<string, unknown>;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as Record<string, unknown>;
}

/** Each schema a request is validated against: the parameters', the JSON bodies', and the components' schemas. */
function requestSchemas(): [string, unknown][] {
  const schemas: [string, unknown][] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const where = `${method.toUpperCase()} ${template}`;
      for (const parameter of (operation.parameters ?? []) as unknown[]) {
        const { name, schema } = resolved(parameter) as { name: string; schema: unknown };
        schemas.push([`${where} ${name}`, schema]);
      }
      const body = operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
      for (const [type, media] of Object.entries(body?.content ?? {})) schemas.push([`${where} ${type}`, media.schema]);
    }
  }
  for (const [name, schema] of Object.entries(document.components.schemas ?? {})) schemas.push([name, schema]);
  return schemas;
}

describe('the schemas requests are validated against', () => {
  it('are valid JSON Schema 2020-12, each', () => {
    const schemas = requestSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    for (const [name, schema] of schemas) {
      expect(ajv.validateSchema(schema as object), `${name}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
    }
  });

  it('would show one that is not', () => {
    expect(ajv.validateSchema({ type: 'integr', minimum: '1' })).toBe(false);
  });
});
