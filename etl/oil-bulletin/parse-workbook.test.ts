import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BULLETIN_XLSX,
  buildWorkbook,
  readSpainWeeklyCsv,
  type SheetSpec,
  serialOf,
} from '../../test/support/oil-bulletin.js';
import { BulletinFormatError, parseOilBulletin } from './parse-workbook.js';

describe('parseOilBulletin on the committed slice of the stand-in prices-history workbook', () => {
  it('gives exactly the Spain rows of spain_weekly.csv, row by row', async () => {
    const parsed = await parseOilBulletin(readFileSync(BULLETIN_XLSX));
    const expected = readSpainWeeklyCsv().sort(
      (a, b) => a.date.localeCompare(b.date) || (a.product === 'euro95' ? -1 : 1) - (b.product === 'euro95' ? -1 : 1),
    );
    expect(parsed).toHaveLength(expected.length);
    parsed.forEach((row, i) => {
      expect(row, `row ${i}`).toEqual(expected[i]);
    });
    expect(parsed[0]?.date).toBe('2005-01-03');
    expect(parsed.at(-1)?.date).toBe('2025-03-10');
  });
});

const WITH_TAXES: SheetSpec = {
  name: 'Prices with taxes',
  // Another country first, then Spain with its columns in another order, and a typo'd key elsewhere.
  keys: [
    'Consumer prices of petroleum products inclusive of duties and taxes',
    'CTR',
    'PL_exchange_rate',
    'PL_price_with_tax_euro95',
    'PL_price_with_tax_diesel',
    'CTR',
    'FR_price_with_tax_heXXing_oil',
    'EE_price_with_tax_euro95',
    'CTR',
    'ES_price_with_tax_diesel',
    'ES_price_with_tax_LPG',
    ' ES_price_with_tax_euro95 ',
  ],
  rows: [
    [null, null, null, 'Euro-super 95  (I)', 'Gas oil automobile'],
    ['Date', null, null, '1000 l', '1000 l'],
    [serialOf('2025-03-10'), 'PL_', 4.1, 1400, 1450, 'FR_', 1200, 1600, 'ES_', 1470, 960, 1540],
    [serialOf('2025-03-03'), 'PL_', 4.1, 1410, 1460, 'FR_', 1210, 1610, 'ES_', undefined, 955, 1530],
    [new Date('2025-02-24T00:00:00Z'), 'PL_', 4.2, 1420, 1470, 'FR_', 1220, 1620, 'ES_', 1480, 950, 1550],
    [serialOf('2025-02-17'), 'PL_', 4.2, 1430, 1480, 'FR_', 1230, 1630, 'ES_'],
    ['Notes:'],
    [null, 'EU - European Union'],
    [1, 'a numbered footnote whose number sits in the date column'],
  ],
};

const WITHOUT_TAXES: SheetSpec = {
  name: 'Prices wo taxes',
  keys: [
    'Consumer prices of petroleum products net of duties and taxes',
    'CTR',
    'ES_price_wo_tax_euro95',
    'ES_price_wo_tax_diesel',
    'CTR',
    'DE_price_wo_tax_euro95',
  ],
  rows: [
    [],
    ['Date'],
    [serialOf('2025-03-10'), 'ES_', 700, undefined, 'DE_', 800],
    [serialOf('2025-02-17'), 'ES_', undefined, 650, 'DE_', 790],
    ['Notes:', 'preliminary'],
  ],
};

const row = (date: string, product: 'euro95' | 'diesel', withTaxes: number | null, withoutTaxes: number | null) => ({
  date,
  product,
  with_taxes_eur_per_1000l: withTaxes,
  without_taxes_eur_per_1000l: withoutTaxes,
});

describe('parseOilBulletin on hand-made variations of the layout', () => {
  it('finds Spain by its keys wherever the columns are, skipping footers, gaps and other countries', async () => {
    const parsed = await parseOilBulletin(await buildWorkbook([WITH_TAXES, WITHOUT_TAXES]));
    expect(parsed).toEqual([
      row('2025-02-17', 'diesel', null, 650),
      row('2025-02-24', 'euro95', 1550, null),
      row('2025-02-24', 'diesel', 1480, null),
      row('2025-03-03', 'euro95', 1530, null),
      row('2025-03-10', 'euro95', 1540, 700),
      row('2025-03-10', 'diesel', 1470, null),
    ]);
  });

  it('ignores the other sheets and their order', async () => {
    const title: SheetSpec = { name: 'Consumption', keys: ['Consumption'], rows: [] };
    const parsed = await parseOilBulletin(await buildWorkbook([title, WITHOUT_TAXES, WITH_TAXES]));
    expect(parsed).toHaveLength(6);
  });

  it('rejects a workbook whose Spain key is missing, with the key in the message', async () => {
    const keys = WITH_TAXES.keys.map((k) => (k?.includes('ES_price_with_tax_euro95') ? 'ES_price_with_tax_eur095' : k));
    const bytes = await buildWorkbook([{ ...WITH_TAXES, keys }, WITHOUT_TAXES]);
    await expect(parseOilBulletin(bytes)).rejects.toThrow(/ES_price_with_tax_euro95/);
    await expect(parseOilBulletin(bytes)).rejects.toBeInstanceOf(BulletinFormatError);
  });

  it('rejects a Spain key given twice, a missing sheet and bytes that are not a workbook', async () => {
    const twice = await buildWorkbook([
      { ...WITH_TAXES, keys: [...WITH_TAXES.keys, 'ES_price_with_tax_diesel'] },
      WITHOUT_TAXES,
    ]);
    await expect(parseOilBulletin(twice)).rejects.toThrow(/twice/);
    await expect(parseOilBulletin(await buildWorkbook([WITH_TAXES]))).rejects.toThrow(/Prices wo taxes/);
    await expect(parseOilBulletin(new TextEncoder().encode('<html>error</html>'))).rejects.toThrow(/xlsx/);
  });
});
