// Reads Spain's weekly petrol 95 and diesel prices from the Weekly Oil Bulletin "Prices History" workbook.
import type ExcelJS from 'exceljs';

export const BULLETIN_PRODUCTS = ['euro95', 'diesel'] as const;
export type BulletinProduct = (typeof BULLETIN_PRODUCTS)[number];

/** One bulletin week of one product in Spain; prices in EUR per 1,000 L as published. */
export interface WeeklyPrice {
  /** The bulletin date (a Monday), YYYY-MM-DD. */
  date: string;
  product: BulletinProduct;
  with_taxes_eur_per_1000l: number | null;
  without_taxes_eur_per_1000l: number | null;
}

/** The two data sheets and the row-1 key prefix of each; the real file names them exactly so. */
const SHEETS = [
  { name: 'Prices with taxes', keyPrefix: 'ES_price_with_tax_', field: 'with_taxes_eur_per_1000l' },
  { name: 'Prices wo taxes', keyPrefix: 'ES_price_wo_tax_', field: 'without_taxes_eur_per_1000l' },
] as const;

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
// 1990-01-01 .. 2100-01-01: anything outside is a stray number in the date column, not a bulletin date.
const SERIAL_RANGE = [32_874, 73_051] as const;

export class BulletinFormatError extends Error {}

/** The plain value of a cell: formula results and rich text are unwrapped. */
function plain(value: ExcelJS.CellValue): unknown {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    if ('result' in value) return value.result;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
  }
  return value;
}

function asNumber(value: ExcelJS.CellValue): number | null {
  const v = plain(value);
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/** Column A: a plain Excel serial (the real file) or a Date (a workbook saved with date formatting). */
function bulletinDate(value: ExcelJS.CellValue): string | null {
  const v = plain(value);
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  const serial = asNumber(value);
  if (serial === null || serial < SERIAL_RANGE[0] || serial > SERIAL_RANGE[1]) return null;
  return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

function findSheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const wanted = name.toLowerCase();
  const sheet = workbook.worksheets.find((ws) => ws.name.trim().toLowerCase() === wanted);
  if (!sheet) throw new BulletinFormatError(`the workbook has no sheet "${name}"`);
  return sheet;
}

/** Column number of each product's key in row 1, found by its text (the blocks move between editions). */
function findColumns(sheet: ExcelJS.Worksheet, keyPrefix: string): Map<BulletinProduct, number> {
  const columns = new Map<BulletinProduct, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const key = String(plain(cell.value) ?? '')
      .trim()
      .toLowerCase();
    for (const product of BULLETIN_PRODUCTS) {
      if (key !== `${keyPrefix}${product}`.toLowerCase()) continue;
      if (columns.has(product)) throw new BulletinFormatError(`"${sheet.name}" has the key ${key} twice`);
      columns.set(product, column);
    }
  });
  for (const product of BULLETIN_PRODUCTS) {
    if (!columns.has(product)) {
      throw new BulletinFormatError(`"${sheet.name}" has no column keyed ${keyPrefix}${product} in row 1`);
    }
  }
  return columns;
}

type Field = (typeof SHEETS)[number]['field'];

/** The weekly rows of a parsed workbook, oldest first; a week appears when it has at least one value. */
export function weeklyPricesOf(workbook: ExcelJS.Workbook): WeeklyPrice[] {
  const byKey = new Map<string, WeeklyPrice>();
  for (const { name, keyPrefix, field } of SHEETS) {
    const sheet = findSheet(workbook, name);
    const columns = findColumns(sheet, keyPrefix);
    sheet.eachRow((row) => {
      const date = bulletinDate(row.getCell(1).value);
      if (date === null) return; // titles, labels, units and footnotes have no date
      for (const [product, column] of columns) {
        const price = asNumber(row.getCell(column).value);
        if (price === null || price <= 0) continue;
        record(byKey, date, product, field, price);
      }
    });
  }
  return [...byKey.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || BULLETIN_PRODUCTS.indexOf(a.product) - BULLETIN_PRODUCTS.indexOf(b.product),
  );
}

function record(byKey: Map<string, WeeklyPrice>, date: string, product: BulletinProduct, field: Field, price: number) {
  const key = `${date}|${product}`;
  let row = byKey.get(key);
  if (!row) {
    row = { date, product, with_taxes_eur_per_1000l: null, without_taxes_eur_per_1000l: null };
    byKey.set(key, row);
  }
  // A week listed twice keeps its first (newest-first file: the top) value.
  row[field] ??= price;
}

/** Parses the workbook bytes (.xlsx). Throws BulletinFormatError when the layout is not the bulletin's. */
export async function parseOilBulletin(bytes: Uint8Array): Promise<WeeklyPrice[]> {
  // Loaded here, not at the top: the workbook reader takes a third of a second to import, paid once a week, not at
  // every start of the server.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new BulletinFormatError(`not a readable .xlsx workbook (${(error as Error).message})`);
  }
  return weeklyPricesOf(workbook);
}
