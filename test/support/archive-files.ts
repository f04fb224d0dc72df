// Test helpers for the archive: the published index, and its month files read back from disk with DuckDB.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type ArchiveKind, type ArchiveMonth, archiveFilePath } from '../../core/data-dir/archive-index.js';
import { openScratchDatabase, sqlPath } from '../../core/duckdb.js';
import { readPublishedArchive } from '../../etl/archive-index.js';

/** The published archive's months by name. */
export function publishedMonths(dataDir: string): Map<string, ArchiveMonth> {
  return new Map(readPublishedArchive(dataDir).months.map((m) => [m.month, m]));
}

export function sha256OfFile(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Rows and distinct days of a month file, as DuckDB reads it. */
export async function readMonthFile(
  dataDir: string,
  month: ArchiveMonth,
  kind: ArchiveKind,
): Promise<{ rows: number; dates: string[] }> {
  const db = await openScratchDatabase();
  try {
    const version = month[kind];
    if (!version) throw new Error(`the month ${month.month} has no ${kind} file`);
    const file = sqlPath(archiveFilePath(dataDir, version.file));
    const read = async (sql: string) => (await db.connection.runAndReadAll(sql)).getRowObjectsJson();
    const [count] = await read(`SELECT count(*)::INTEGER AS n FROM read_parquet(${file})`);
    const dates = await read(`SELECT DISTINCT strftime(date, '%Y-%m-%d') AS d FROM read_parquet(${file}) ORDER BY d`);
    return { rows: Number(count?.n), dates: dates.map((row) => String(row.d)) };
  } finally {
    db.close();
  }
}

/** Rows in one file and not in the other (as multisets), both ways: 0 and 0 when they hold the same rows. */
export async function rowDifference(left: string, right: string, where = 'true'): Promise<[number, number]> {
  const db = await openScratchDatabase();
  try {
    const count = async (a: string, b: string) => {
      const sql = `SELECT count(*)::INTEGER AS n FROM (SELECT * FROM read_parquet(${sqlPath(a)}) WHERE ${where}
        EXCEPT ALL SELECT * FROM read_parquet(${sqlPath(b)}) WHERE ${where})`;
      return Number((await db.connection.runAndReadAll(sql)).getRowObjectsJson()[0]?.n);
    };
    return [await count(left, right), await count(right, left)];
  } finally {
    db.close();
  }
}
