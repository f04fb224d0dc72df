// Test helpers: the committed slice of the stand-in workbook and its CSV, and small workbooks built cell by cell.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { WeeklyPrice } from '../../etl/oil-bulletin/parse-workbook.js';
import { OIL_BULLETIN_FIXTURES } from './data-paths.js';

export const BULLETIN_XLSX = join(OIL_BULLETIN_FIXTURES, 'Weekly_Oil_Bulletin_Prices_History.xlsx');
export const BULLETIN_CSV = join(OIL_BULLETIN_FIXTURES, 'spain_weekly.csv');

/** spain_weekly.csv as weekly rows of petrol 95 and diesel (LPG left out), read without the parser. */
export function readSpainWeeklyCsv(): WeeklyPrice[] {
  const value = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text));
  return readFileSync(BULLETIN_CSV, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter(([, product]) => product === 'euro95' || product === 'diesel')
    .map(([date, product, withTaxes, withoutTaxes]) => ({
      date: date as string,
      product: product as WeeklyPrice['product'],
      with_taxes_eur_per_1000l: value(withTaxes),
      without_taxes_eur_per_1000l: value(withoutTaxes),
    }));
}

/** Excel serial (epoch 1899-12-30) of a YYYY-MM-DD date. */
export const serialOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000 + 25_569;

export interface SheetSpec {
  name: string;
  /** Row-1 cells from column A on; null leaves a cell empty. */
  keys: (string | null)[];
  /** Data rows: the date column first (serial, Date, text or null), then values by column; undefined = absent. */
  rows: (string | number | Date | null | undefined)[][];
}

/** An .xlsx built in memory from sheet specs. */
export async function buildWorkbook(sheets: SheetSpec[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    spec.keys.forEach((key, i) => {
      if (key !== null) sheet.getCell(1, i + 1).value = key;
    });
    spec.rows.forEach((cells, r) => {
      cells.forEach((cell, c) => {
        if (cell !== undefined && cell !== null) sheet.getCell(r + 2, c + 1).value = cell;
      });
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
