// Reading the sample's data files (etl/sample/data/): a CSV reader for tables with no quoted fields, and typed
// accessors whose errors name the file and line, so a bad edit fails when the sample is built and says where.
// Read at run time through projectPath: tsc does not copy data files into dist/, and the Docker image copies them.

import { readFileSync } from 'node:fs';
import { projectPath } from '../../core/project-files.js';

/** The folder of the data files, from the project's root (the Dockerfile copies it into the image). */
export const SAMPLE_DATA_FOLDER = 'etl/sample/data';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** One CSV row: its cells by column, and where it came from for error messages. */
export class CsvRow {
  constructor(
    /** "etl/sample/data/towns.csv line 12" */
    readonly where: string,
    private readonly cells: ReadonlyMap<string, string>,
  ) {}

  fail(message: string): never {
    throw new Error(`${this.where}: ${message}`);
  }

  optionalText(column: string): string | undefined {
    const cell = this.cells.get(column);
    if (cell === undefined) throw new Error(`${this.where}: no column "${column}"`);
    return cell === '' ? undefined : cell;
  }

  text(column: string, pattern?: RegExp): string {
    const cell = this.optionalText(column);
    if (cell === undefined) this.fail(`"${column}" is empty`);
    if (pattern && !pattern.test(cell)) this.fail(`"${column}" is "${cell}", expected ${pattern}`);
    return cell;
  }

  optionalNumber(column: string): number | undefined {
    const cell = this.optionalText(column);
    if (cell === undefined) return undefined;
    if (!DECIMAL.test(cell)) this.fail(`"${column}" is "${cell}", not a decimal number`);
    return Number(cell);
  }

  number(column: string): number {
    const value = this.optionalNumber(column);
    return value ?? this.fail(`"${column}" is empty`);
  }

  oneOf<T extends string>(column: string, values: readonly T[]): T {
    const cell = this.text(column);
    const value = values.find((v) => v === cell);
    return value ?? this.fail(`"${column}" is "${cell}", expected one of ${values.join(', ')}`);
  }
}

/** Parses CSV whose first line is exactly `columns`; quoted fields are refused rather than misread. */
export function parseCsv(text: string, file: string, columns: readonly string[]): CsvRow[] {
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  if (lines.at(-1) === '') lines.pop();
  const header = lines[0]?.split(',') ?? [];
  if (header.join(',') !== columns.join(',')) {
    throw new Error(`${file} line 1: header is "${header.join(',')}", expected "${columns.join(',')}"`);
  }
  return lines.slice(1).map((line, i) => {
    const where = `${file} line ${i + 2}`;
    const cells = line.split(',');
    if (line.includes('"')) throw new Error(`${where}: quoted fields are not supported`);
    if (cells.length !== columns.length) {
      throw new Error(`${where}: ${cells.length} fields, expected ${columns.length} (${columns.join(',')})`);
    }
    return new CsvRow(where, new Map(columns.map((column, c) => [column, cells[c] ?? ''])));
  });
}

/** The name errors give a data file: its path from the project's root. */
export const dataFileLabel = (name: string): string => `${SAMPLE_DATA_FOLDER}/${name}`;

const dataFile = (name: string) => ({ path: projectPath(SAMPLE_DATA_FOLDER, name), label: dataFileLabel(name) });

export function readCsv(name: string, columns: readonly string[]): CsvRow[] {
  const { path, label } = dataFile(name);
  return parseCsv(readFileSync(path, 'utf8'), label, columns);
}

/** A JSON data file's value, unchecked: the caller validates its shape with `where` in its errors. */
export function readJson(name: string): { value: unknown; where: string } {
  const { path, label } = dataFile(name);
  try {
    return { value: JSON.parse(readFileSync(path, 'utf8')), where: label };
  } catch (error) {
    throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
