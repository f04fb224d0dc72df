// What a spreadsheet would run as a formula never reaches a CSV download as one (OWASP, "CSV Injection"): a text cell
// that begins with =, +, -, @, a tab or a carriage return is written with an apostrophe before it, which spreadsheets
// read as "this cell is text". Only text cells: a number (a negative longitude, a price) stays a number.
import type { TableSchema } from './download-schema.js';

/** The characters OWASP lists: a cell that begins with one of them may be read as a formula. */
export const FORMULA_LEADS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

const LEADS_SQL = FORMULA_LEADS.map((c) => `chr(${c.charCodeAt(0)})`).join(', ');

/** SQL selecting the columns of `schema`, by name, as its CSV download writes them. */
export function csvColumns(schema: TableSchema): string {
  return schema.fields
    .map(({ name, type }) =>
      type === 'string'
        ? `CASE WHEN left(${name}, 1) IN (${LEADS_SQL}) THEN '''' || ${name} ELSE ${name} END AS ${name}`
        : name,
    )
    .join(', ');
}
