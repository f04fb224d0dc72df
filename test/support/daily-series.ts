// Reading the daily series download (daily-prices.csv.gz) back in tests.
import { gunzipSync } from 'node:zlib';

/** The dates (YYYY-MM-DD, sorted, each once) the gzipped daily series holds rows for. */
export function datesInDailySeries(gzipped: Buffer): string[] {
  const rows = gunzipSync(gzipped).toString('utf8').trim().split('\n').slice(1);
  return [...new Set(rows.map((line) => line.slice(0, 10)))].sort();
}
