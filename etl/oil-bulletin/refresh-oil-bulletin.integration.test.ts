import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHLY_SERIES_FILE } from '../../core/data-dir/layout.js';
import { BULLETIN_SOURCE } from '../../core/data-dir/monthly-series.js';
import { readMonthlySeries } from '../../store/monthly-series.js';
import {
  BULLETIN_XLSX,
  buildWorkbook,
  readSpainWeeklyCsv,
  type SheetSpec,
  serialOf,
} from '../../test/support/oil-bulletin.js';
import { refreshOilBulletin } from './refresh-oil-bulletin.js';

const sheet = (name: string, prefix: string, rows: [string, number, number][]): SheetSpec => ({
  name,
  keys: ['title', 'CTR', `${prefix}euro95`, `${prefix}diesel`],
  rows: [[], ['Date'], ...rows.map(([date, euro95, diesel]) => [serialOf(date), 'ES_', euro95, diesel])],
});

const SMALL = [
  sheet('Prices with taxes', 'ES_price_with_tax_', [
    ['2025-03-10', 1540, 1470],
    ['2025-03-03', 1530, 1460],
    ['2025-02-24', 1550, 1480],
  ]),
  sheet('Prices wo taxes', 'ES_price_wo_tax_', [['2025-03-10', 700, 720]]),
];

const tempDir = () => mkdtempSync(join(tmpdir(), 'oil-bulletin-'));

let server: Server;
let origin: string;
let workbook: Uint8Array;

beforeAll(async () => {
  workbook = await buildWorkbook(SMALL);
  server = createServer((req, res) => {
    if (req.url === '/book.xlsx') res.end(workbook);
    else if (req.url === '/chunked') {
      // No Content-Length: the cap must hold while streaming.
      res.write(workbook.subarray(0, 80));
      res.end(workbook.subarray(80));
    } else if (req.url === '/html') res.end('<html><body>Service unavailable</body></html>');
    else if (req.url === '/error') res.writeHead(500).end('oops');
    // /hang: never answers
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('refreshOilBulletin', () => {
  it('publishes the monthly series of a local file, and the store serves it instead of the sample', async () => {
    const dataDir = tempDir();
    expect((await readMonthlySeries(dataDir)).sample).toBe(true);
    const file = join(tempDir(), 'book.xlsx');
    writeFileSync(file, workbook);
    const summary = await refreshOilBulletin({ source: file, dataDir });
    expect(summary).toMatchObject({ weeklyRows: 6, firstWeek: '2025-02-24', lastWeek: '2025-03-10', monthlyRows: 4 });
    const loaded = await readMonthlySeries(dataDir);
    expect(loaded).toMatchObject({ sample: false, source: BULLETIN_SOURCE });
    expect(loaded.series.diesel).toEqual([
      { month: '2025-02', with_taxes: 1.48, without_taxes: null, taxes_share_pct: null, weeks: 1 },
      { month: '2025-03', with_taxes: 1.465, without_taxes: 0.72, taxes_share_pct: 50.85, weeks: 2 },
    ]);
    // Only the published file remains: no temporary file is left behind.
    expect(readdirSync(dirname(join(dataDir, MONTHLY_SERIES_FILE)))).toEqual(['monthly.parquet']);
  });

  it('downloads from a URL', async () => {
    const dataDir = tempDir();
    await refreshOilBulletin({ source: `${origin}/book.xlsx`, dataDir });
    expect((await readMonthlySeries(dataDir)).series.gasoline_95).toHaveLength(2);
  });

  it('gives up on a server that does not answer in time, or answers too much, an HTML page or an error', async () => {
    const dataDir = tempDir();
    await expect(refreshOilBulletin({ source: `${origin}/hang`, dataDir, timeoutMs: 200 })).rejects.toThrow(
      /no answer within 200 ms/,
    );
    for (const path of ['/book.xlsx', '/chunked']) {
      await expect(refreshOilBulletin({ source: `${origin}${path}`, dataDir, maxBytes: 100 })).rejects.toThrow(
        /more than the 100 bytes allowed/,
      );
    }
    await expect(refreshOilBulletin({ source: `${origin}/html`, dataDir })).rejects.toThrow(/did not answer an .xlsx/);
    await expect(refreshOilBulletin({ source: `${origin}/error`, dataDir })).rejects.toThrow(/HTTP 500/);
    expect(existsSync(join(dataDir, MONTHLY_SERIES_FILE))).toBe(false);
    expect((await readMonthlySeries(dataDir)).sample).toBe(true);
  });

  it('keeps the previous series when a later refresh fails', async () => {
    const dataDir = tempDir();
    await refreshOilBulletin({ source: `${origin}/book.xlsx`, dataDir });
    const before = await readMonthlySeries(dataDir);
    await expect(refreshOilBulletin({ source: `${origin}/html`, dataDir })).rejects.toThrow();
    expect(await readMonthlySeries(dataDir)).toEqual(before);
  });

  it('loads the committed slice of the stand-in workbook: a month per month of the CSV, 2005-01 to 2025-03', async () => {
    const dataDir = tempDir();
    const summary = await refreshOilBulletin({ source: BULLETIN_XLSX, dataDir });
    const months = new Set(readSpainWeeklyCsv().map((w) => `${w.product} ${w.date.slice(0, 7)}`));
    expect(summary).toMatchObject({ firstWeek: '2005-01-03', lastWeek: '2025-03-10', monthlyRows: months.size });
    const { series } = await readMonthlySeries(dataDir);
    expect(series.gasoline_95[0]?.month).toBe('2005-01');
    expect(series.diesel.at(-1)?.month).toBe('2025-03');
  });
});
