// Renders generated/station-entry-json.ts: the JSON writer of StationEntry compiled from its schema in openapi.yaml
// (as fastify compiles a serializer per response schema), and each operation's data fields that hold lists of it.
// The field order, names, optional fields and nullability come from the schema alone; a value the writer has no
// compiled form for (an array, a oneOf) is JSON.stringify's. The fields marked `x-station-static: true` (the same in
// every entry of one station and fuel until the next refresh) are written, a run of them at a time, once per memo.
import type { OpenApiDocument } from '../core/contract.js';
import { createInliner, type Schema } from './inline-refs.js';

const ENTRY = 'StationEntry';
const ENTRY_REF = `#/components/schemas/${ENTRY}`;
const STATIC = 'x-station-static';
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

/** A run of StationEntry's properties in the schema's order: static ones (x-station-static) or not. */
interface Run {
  static: boolean;
  properties: Property[];
  /** The index of its first property in StationEntry. */
  from: number;
}

/** StationEntry's properties cut where x-station-static starts or stops. */
function runsOf(properties: Property[]): Run[] {
  const runs: Run[] = [];
  properties.forEach((property, i) => {
    const isStatic = property.schema[STATIC] === true;
    const last = runs.at(-1);
    if (last?.static === isStatic) last.properties.push(property);
    else runs.push({ static: isStatic, properties: [property], from: i });
  });
  return runs;
}

function propertiesOf(schema: Schema, where: string): Property[] {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  const required = new Set((schema.required ?? []) as string[]);
  if (properties.length === 0) throw new Error(`${where} has no properties to write`);
  // The writer opens with the first field and puts a comma before every other one: the first must always be there.
  if (!required.has(properties[0]?.[0] ?? '')) throw new Error(`${where}'s first property must be required`);
  return properties.map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}

/** Formats whose values hold nothing JSON escapes (RFC 3339's digits and signs; RFC 3986's URI characters). */
const PLAIN_FORMATS = new Set(['date', 'date-time', 'uri']);

/**
 * The expression of `value`'s field as JSON, the field's name (`key`, with its comma or brace) included; the writers
 * of nested objects go into `functions`. A name and a constant value (null, true, false) are one piece of text.
 */
function fieldJson(schema: Schema, value: string, key: string, where: string, functions: string[]): string {
  const { types, nullable } = typesOf(schema);
  const literal = (text: string): string => JSON.stringify(key + text);
  const keyAnd = (json: string): string => `${literal('')} + ${json}`;
  const [type] = types;
  let present: string;
  if (types.length !== 1 || schema.oneOf || schema.anyOf || schema.allOf) present = keyAnd(`JSON.stringify(${value})`);
  else if (type === 'integer' || type === 'number') present = keyAnd(`numberJson(${value})`);
  else if (type === 'string' && PLAIN_FORMATS.has(schema.format as string))
    present = `${literal('"')} + ${value} + ${JSON.stringify('"')}`;
  else if (type === 'string') present = keyAnd(`stringJson(${value})`);
  else if (type === 'boolean') present = `(${value} ? ${literal('true')} : ${literal('false')})`;
  else if (type === 'object' && schema.properties && !schema.additionalProperties) {
    const name = `write${where.replace(/(^|_)(\w)/g, (_m, _u, c: string) => c.toUpperCase())}`;
    functions.push(objectWriter(name, schema, where, functions));
    present = keyAnd(`${name}(${value})`);
  } else present = keyAnd(`JSON.stringify(${value})`);
  return nullable ? `(${value} === null ? ${literal('null')} : ${present})` : present;
}

/**
 * The statement adding `property` (the `i`th of its object) of `object` to the text (`add` makes it of the field's
 * JSON): none when it is undefined.
 */
function fieldWrite(
  property: Property,
  i: number,
  object: string,
  where: string,
  functions: string[],
  add = (json: string): string => `text += ${json};`,
): string {
  const value = access(object, property.name);
  const key = `${i === 0 ? '{' : ','}${JSON.stringify(property.name)}:`;
  const json = add(fieldJson(property.schema, value, key, `${where}_${property.name}`, functions));
  return property.required ? `  ${json}` : `  if (${value} !== undefined) ${json}`;
}

/** A writer of a nested object: its fields in the schema's order. */
function objectWriter(name: string, schema: Schema, where: string, functions: string[]): string {
  const lines = propertiesOf(schema, where).map((property, i) => fieldWrite(property, i, 'value', where, functions));
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
  const runs = runsOf(propertiesOf(entry, ENTRY));
  const functions: string[] = [];
  const staticRuns = runs.filter((run) => run.static);
  if (staticRuns.length === 0) throw new Error(`${ENTRY} has no ${STATIC} field: mark the station's own`);
  const runWriters = staticRuns.map((run, r) => {
    const names = run.properties.map((property) => property.name);
    const push = (json: string): string => `pieces.push(${json});`;
    const lines = run.properties.map((property, i) =>
      fieldWrite(property, run.from + i, 'entry', ENTRY, functions, push),
    );
    return [
      `/** ${names.join(', ')}: the text of static run ${r}, flat (joined from its pieces). */`,
      `function writeStaticRun${r}(entry: ${ENTRY}): string {`,
      '  const pieces: string[] = [];',
      ...lines,
      "  return pieces.join('');",
      '}',
    ].join('\n');
  });
  const body = runs.flatMap((run) => {
    if (!run.static)
      return run.properties.map((property, i) => fieldWrite(property, run.from + i, 'entry', ENTRY, functions));
    const r = staticRuns.indexOf(run);
    const text = `(texts === undefined ? writeStaticRun${r}(entry) : (texts[${r}] ??= writeStaticRun${r}(entry)))`;
    return [run.from === 0 ? `  let text = ${text};` : `  text += ${text};`];
  });
  if (runs[0]?.static !== true) body.unshift("  let text = '';");
  const staticFields = staticRuns.flatMap((run) => run.properties.map((property) => property.name));
  return `/* biome-ignore-all lint: generated */
// The JSON writer of ${ENTRY}, compiled from its schema: what JSON.stringify writes of an entry whose own fields are
// the schema's, in the schema's order (an optional field left undefined is left out by both). A string of format
// ${[...PLAIN_FORMATS].join(', ')} is written as it is: a valid one holds nothing JSON escapes.

import type { components } from './openapi-types.js';

export type ${ENTRY} = components['schemas']['${ENTRY}'];

/** Each operation's data fields that are lists of ${ENTRY}, by operationId. */
export const STATION_LIST_FIELDS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(stationListFields(document), null, 2)};

/**
 * The fields marked ${STATIC}: the same in every entry of one station and fuel (or product) until the next
 * refresh. Each run of them, in the schema's order, is one text.
 */
export const STATION_STATIC_FIELDS = ${JSON.stringify(staticFields)} as const;

/**
 * The texts of an entry's static runs (${staticRuns.length}), written by the first entry written with this memo. An entry holding
 * one under STATION_ENTRY_MEMO (one per station, fuel and snapshot) is written with the texts it holds: its static
 * fields are those the texts were written from.
 */
export interface StationEntryMemo {
  readonly texts: (string | undefined)[];
}

export const STATION_ENTRY_MEMO: unique symbol = Symbol('${ENTRY} memo');

export const stationEntryMemo = (): StationEntryMemo => ({ texts: new Array(${staticRuns.length}).fill(undefined) });

/** Strings JSON.stringify writes other than as they are: quote, backslash, control characters, lone surrogates. */
const ESCAPED = /["\\\\\\u0000-\\u001f\\ud800-\\udfff]/;

const stringJson = (value: string): string => (ESCAPED.test(value) ? JSON.stringify(value) : \`"\${value}"\`);

const numberJson = (value: number): string => (Number.isFinite(value) ? String(value) : 'null');

${functions.join('\n\n')}

${runWriters.join('\n\n')}

/** The entry as JSON: JSON.stringify(entry) for an entry whose own fields are the schema's, in its order. */
export function write${ENTRY}(entry: ${ENTRY}): string {
  const texts = (entry as { [STATION_ENTRY_MEMO]?: StationEntryMemo })[STATION_ENTRY_MEMO]?.texts;
${body.join('\n')}
  return text + '}';
}
`;
}
