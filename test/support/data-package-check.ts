// Checks downloaded files against the data dictionary (datapackage.json) the way a data user's tool would: size and
// SHA-256, column names in order, each value's type, required fields, constraints and unique keys. Files are read
// with DuckDB (CSV, gzip CSV, Parquet) or parsed as JSON (stations.json, stations.geojson).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openScratchDatabase, sqlPath } from '../../core/duckdb.js';
import type { TableField, TableSchema } from '../../etl/download-schema.js';

export interface PackageResource {
  name: string;
  path: string;
  format: 'csv' | 'json' | 'geojson' | 'parquet';
  mediatype: string;
  bytes: number;
  hash: string;
  schema: TableSchema;
}

export interface ResourceReport {
  columns: string[];
  rows: number;
  errors: string[];
}

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the text of a CSV cell, or a JSON value, must look like for each Table Schema type. */
function typeError(field: TableField, value: unknown): string | null {
  const text = typeof value === 'string' ? value : null;
  const ok = (() => {
    switch (field.type) {
      case 'integer':
        return Number.isInteger(value) || (text !== null && /^-?\d+$/.test(text));
      case 'number':
        return (
          (typeof value === 'number' && Number.isFinite(value)) || (text !== null && Number.isFinite(Number(text)))
        );
      case 'boolean':
        return typeof value === 'boolean' || text === 'true' || text === 'false';
      case 'date':
        return text !== null && DATE.test(text);
      case 'datetime':
        return text !== null && DATETIME.test(text);
      case 'string':
        return text !== null;
    }
  })();
  return ok ? null : `${field.name}: ${JSON.stringify(value)} is not a ${field.type}`;
}

function constraintError(field: TableField, value: unknown): string | null {
  const c = field.constraints ?? {};
  const number = typeof value === 'number' ? value : Number(value);
  if (c.minimum !== undefined && number < c.minimum) return `${field.name}: ${value} is below ${c.minimum}`;
  if (c.maximum !== undefined && number > c.maximum) return `${field.name}: ${value} is above ${c.maximum}`;
  if (c.pattern !== undefined && !new RegExp(`^(?:${c.pattern})$`).test(String(value))) {
    return `${field.name}: ${JSON.stringify(value)} does not match ${c.pattern}`;
  }
  if (c.enum !== undefined && !c.enum.includes(String(value))) return `${field.name}: ${value} is not in its enum`;
  return null;
}

/** DuckDB's column type for each Table Schema type, as written to Parquet. */
const PARQUET_TYPES: Record<TableField['type'], string[]> = {
  integer: ['INTEGER', 'BIGINT'],
  number: ['DOUBLE'],
  string: ['VARCHAR'],
  boolean: ['BOOLEAN'],
  date: ['DATE'],
  datetime: ['TIMESTAMP WITH TIME ZONE'],
};

async function readRows(
  resource: PackageResource,
  file: string,
): Promise<{ columns: string[]; rows: Record<string, unknown>[]; typeErrors: string[] }> {
  if (resource.format === 'json' || resource.format === 'geojson') {
    const body = JSON.parse(readFileSync(file, 'utf8'));
    const rows: Record<string, unknown>[] =
      resource.format === 'json'
        ? body.stations
        : body.features.map((feature: { properties: Record<string, unknown> }) => feature.properties);
    const typeErrors: string[] = [];
    if (resource.format === 'geojson') {
      for (const feature of body.features) {
        const [lng, lat] = feature.geometry.coordinates;
        if (feature.geometry.type !== 'Point' || lng !== feature.properties.lng || lat !== feature.properties.lat) {
          typeErrors.push(`feature ${feature.id}: geometry is not the Point [lng, lat] of its properties`);
        }
      }
    }
    return { columns: Object.keys(rows[0] ?? {}), rows, typeErrors };
  }
  const db = await openScratchDatabase();
  try {
    const source =
      resource.format === 'parquet'
        ? `read_parquet(${sqlPath(file)})`
        : `read_csv(${sqlPath(file)}, header = true, all_varchar = true, compression = '${resource.path.endsWith('.gz') ? 'gzip' : 'none'}')`;
    const described = (await db.connection.runAndReadAll(`DESCRIBE SELECT * FROM ${source}`)).getRowObjectsJson();
    const columns = described.map((column) => String(column.column_name));
    const typeErrors: string[] = [];
    if (resource.format === 'parquet') {
      for (const field of resource.schema.fields) {
        const type = String(described.find((column) => column.column_name === field.name)?.column_type);
        if (!PARQUET_TYPES[field.type].includes(type))
          typeErrors.push(`${field.name}: Parquet type ${type} for ${field.type}`);
      }
    }
    // Parquet values are checked for nulls and constraints only: their types were checked above.
    const rows = (await db.connection.runAndReadAll(`SELECT * FROM ${source}`)).getRowObjectsJson() as Record<
      string,
      unknown
    >[];
    return { columns, rows, typeErrors };
  } finally {
    db.close();
  }
}

/** Checks one downloaded file (its bytes in `body`) against its resource in the dictionary. */
export async function checkResource(
  resource: PackageResource,
  body: Buffer,
  scratchDir: string,
): Promise<ResourceReport> {
  const errors: string[] = [];
  if (body.length !== resource.bytes) errors.push(`bytes: ${body.length}, the dictionary says ${resource.bytes}`);
  const hash = `sha256:${createHash('sha256').update(body).digest('hex')}`;
  if (hash !== resource.hash) errors.push(`hash: ${hash}, the dictionary says ${resource.hash}`);
  const file = join(scratchDir, resource.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  const { columns, rows, typeErrors } = await readRows(resource, file);
  errors.push(...typeErrors);
  const names = resource.schema.fields.map((field) => field.name);
  if (columns.join(',') !== names.join(',')) errors.push(`columns ${columns.join(',')} are not ${names.join(',')}`);
  const keys = new Set<string>();
  const uniques = new Map<string, Set<unknown>>();
  rows.forEach((row, index) => {
    for (const field of resource.schema.fields) {
      const value = row[field.name];
      if (value === null || value === undefined || value === '') {
        if (field.constraints?.required) errors.push(`row ${index + 1}: ${field.name} is required`);
        continue;
      }
      const error = (resource.format === 'parquet' ? null : typeError(field, value)) ?? constraintError(field, value);
      if (error) errors.push(`row ${index + 1}: ${error}`);
      if (field.constraints?.unique) {
        const seen = uniques.get(field.name) ?? new Set();
        if (seen.has(value)) errors.push(`row ${index + 1}: ${field.name} ${value} is not unique`);
        uniques.set(field.name, seen.add(value));
      }
    }
    const key = JSON.stringify(resource.schema.primaryKey.map((name) => row[name]));
    if (keys.has(key)) errors.push(`row ${index + 1}: primary key ${key} repeats`);
    keys.add(key);
  });
  return { columns, rows: rows.length, errors: errors.slice(0, 20) };
}
