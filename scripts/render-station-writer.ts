// Renders generated/station-entry-json.ts: the JSON writer of StationEntry compiled from its schema in openapi.yaml
// (as fastify compiles a serializer per response schema), and each operation's data fields that hold lists of it.
// The field order, names, optional fields and nullability come from the schema alone; a value the writer has no
// compiled form for (an array, a oneOf) is JSON.stringify's.
import type { OpenApiDocument } from '../core/contract.js';
import { createInliner, type Schema } from './inline-refs.js';

const ENTRY = 'StationEntry';
const ENTRY_REF = `#/components/schemas/${ENTRY}`;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const access = (object: string, name: string): string =>
  IDENTIFIER.test(name) ? `${object}.${name}` : `${object}[${JSON.stringify(name)}]`;

/** The schema's types without null, and whether null is one of them (`type: [string, 'null']`). */
function typesOf(schema: Schema): { types: string[]; nullable: boolean } {
  const type = schema.type;
  const all = Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
  return { types: all.filter((t) => t !== 'null'), nullable: all.includes('null') };
}

interface Property {
  name: string;
  schema: Schema;
  required: boolean;
}

function propertiesOf(schema: Schema, where: string): Property[] {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  const required = new Set((schema.required ?? []) as string[]);
  if (properties.length === 0) throw new Error(`${where} has no properties to write`);
  // The writer opens with the first field and puts a comma before every other one: the first must always be there.
  if (!required.has(properties[0]?.[0] ?? '')) throw new Error(`${where}'s first property must be required`);
  return properties.map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}

/** Writes the nested objects' writers into `functions` and returns the expression writing `value` as JSON. */
function valueJson(schema: Schema, value: string, where: string, functions: string[]): string {
  const { types, nullable } = typesOf(schema);
  let json: string;
  const [type] = types;
  if (types.length !== 1 || schema.oneOf || schema.anyOf || schema.allOf) json = `JSON.stringify(${value})`;
  else if (type === 'integer' || type === 'number') json = `numberJson(${value})`;
  else if (type === 'string') json = `stringJson(${value})`;
  else if (type === 'boolean') json = `(${value} ? 'true' : 'false')`;
  else if (type === 'object' && schema.properties && !schema.additionalProperties) {
    const name = `write${where.replace(/(^|_)(\w)/g, (_m, _u, c: string) => c.toUpperCase())}`;
    functions.push(objectWriter(name, schema, where, functions));
    json = `${name}(${value})`;
  } else json = `JSON.stringify(${value})`;
  return nullable ? `(${value} === null ? 'null' : ${json})` : json;
}

/** A writer of a nested object (no memo): its fields in the schema's order. */
function objectWriter(name: string, schema: Schema, where: string, functions: string[]): string {
  const lines = propertiesOf(schema, where).map((property, i) => {
    const field = `${i === 0 ? '{' : ','}${JSON.stringify(property.name)}:`;
    const json = valueJson(property.schema, access('value', property.name), `${where}_${property.name}`, functions);
    return property.required
      ? `  text += ${JSON.stringify(field)} + ${json};`
      : `  if (${access('value', property.name)} !== undefined) text += ${JSON.stringify(field)} + ${json};`;
  });
  return [`function ${name}(value: any): string {`, "  let text = '';", ...lines, "  return text + '}';", '}'].join(
    '\n',
  );
}

/** The data fields of each operation's 200 answer that are lists of StationEntry (first level of `data`). */
function stationListFields(document: OpenApiDocument): Record<string, string[]> {
  const schemas = document.components.schemas as Record<string, Schema>;
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    const ref = schema?.$ref;
    return typeof ref === 'string' ? resolve(schemas[ref.split('/').pop() as string]) : schema;
  };
  const fields: Record<string, string[]> = {};
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      const ok = operation.responses['200'] as { content?: Record<string, { schema?: Schema }> } | undefined;
      const answer = resolve(ok?.content?.['application/json']?.schema);
      const data = resolve((answer?.properties as Record<string, Schema> | undefined)?.data);
      const lists = Object.entries((data?.properties ?? {}) as Record<string, Schema>)
        .filter(([, property]) => (resolve(property)?.items as Schema | undefined)?.$ref === ENTRY_REF)
        .map(([name]) => name);
      if (lists.length > 0) fields[operation.operationId] = lists;
    }
  }
  return fields;
}

export function renderStationWriterModule(document: OpenApiDocument): string {
  const entry = createInliner(document)((document.components.schemas as Record<string, Schema>)[ENTRY]);
  const properties = propertiesOf(entry, ENTRY);
  const functions: string[] = [];
  const count = properties.length;
  const unchanged = properties.map(
    (property, i) => `  if (values[${i}] !== ${access('entry', property.name)}) return ${i};`,
  );
  const writes = properties.map((property, i) => {
    const value = access('entry', property.name);
    const field = `${i === 0 ? '{' : ','}${JSON.stringify(property.name)}:`;
    const json = valueJson(property.schema, value, `${ENTRY}_${property.name}`, functions);
    const write = property.required
      ? `    text += ${JSON.stringify(field)} + ${json};`
      : `    if (${value} !== undefined) text += ${JSON.stringify(field)} + ${json};`;
    // An object is the same only while it cannot change: the memo keeps a frozen one (or null), never another.
    const { types } = typesOf(property.schema);
    const kept = types.length === 1 && types[0] !== 'object' && types[0] !== 'array' ? value : `kept(${value})`;
    return [`  if (from <= ${i}) {`, write, `    ends[${i}] = text.length;`, `    values[${i}] = ${kept};`, '  }'].join(
      '\n',
    );
  });
  return `/* biome-ignore-all lint: generated */
// The JSON writer of ${ENTRY}, compiled from its schema: what JSON.stringify writes of an entry whose own fields are
// the schema's, in the schema's order (an optional field left undefined is left out by both).

import type { components } from './openapi-types.js';

export type ${ENTRY} = components['schemas']['${ENTRY}'];

/** Each operation's data fields that are lists of ${ENTRY}, by operationId. */
export const STATION_LIST_FIELDS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(stationListFields(document), null, 2)};

/**
 * What the last entry written with this memo was, field by field, its JSON with where each field ends, and the text
 * of its first prefixFields fields (cut from it once, and kept while they stay the same). An entry holding one
 * (under STATION_ENTRY_MEMO, e.g. one per station) reuses the text of the fields that are still the same from the
 * first on: most of an entry, when the same station is listed again.
 */
export interface StationEntryMemo {
  values: unknown[];
  ends: number[];
  prefix: string;
  prefixFields: number;
  text: string;
}

export const STATION_ENTRY_MEMO: unique symbol = Symbol('${ENTRY} memo');

export const stationEntryMemo = (): StationEntryMemo => ({
  values: new Array(${count}),
  ends: new Array(${count}).fill(0),
  prefix: '',
  prefixFields: 0,
  text: '',
});

/** Strings JSON.stringify writes other than as they are: quote, backslash, control characters, lone surrogates. */
const ESCAPED = /["\\\\\\u0000-\\u001f\\ud800-\\udfff]/;

const stringJson = (value: string): string => (ESCAPED.test(value) ? JSON.stringify(value) : \`"\${value}"\`);

const numberJson = (value: number): string => (Number.isFinite(value) ? String(value) : 'null');

/** An object value as the memo keeps it: itself when frozen (or null), else a value no entry holds. */
const NOT_KEPT = Symbol('not kept');
const kept = (value: unknown): unknown =>
  value === null || value === undefined || Object.isFrozen(value) ? value : NOT_KEPT;

${functions.join('\n\n')}

/** How many of the entry's first fields are those the memo last wrote. */
function unchangedFields(entry: any, values: unknown[]): number {
${unchanged.join('\n')}
  return ${count};
}

/** The entry as JSON: JSON.stringify(entry) for an entry whose own fields are the schema's, in its order. */
export function write${ENTRY}(entry: ${ENTRY}): string {
  const memo = (entry as { [STATION_ENTRY_MEMO]?: StationEntryMemo })[STATION_ENTRY_MEMO];
  const { values, ends } = memo ?? stationEntryMemo();
  const from = memo === undefined || memo.text === '' ? 0 : unchangedFields(entry, values);
  if (from === ${count} && memo !== undefined) return memo.text;
  let text = '';
  if (memo !== undefined) {
    // Cutting a text made of pieces joins them first: once while the same fields change, not per entry.
    if (from !== memo.prefixFields) {
      memo.prefix = from === 0 ? '' : memo.text.slice(0, ends[from - 1]);
      memo.prefixFields = from;
    }
    text = memo.prefix;
  }
${writes.join('\n')}
  text += '}';
  if (memo !== undefined) memo.text = text;
  return text;
}
`;
}
