// Every file the ETL writes stays byte for byte what the writers of commit a7ee7c8 wrote (test/fixtures/etl-golden/,
// made by scripts/make-etl-golden.ts in a checkout of that commit): the Parquet tables, the CSV, JSON and GeoJSON
// downloads and their compressed copies, the data dictionary, the history, the archive and the manifest, for the
// fixtures' register refreshed, backfilled and refreshed a day later, and for the embedded sample.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { type DataDirFiles, hashList, isKept, readDataDir, runGoldenScenarios } from '../scripts/make-etl-golden.js';
import { FIXTURES_DIR } from '../test/support/data-paths.js';

const GOLDEN = join(FIXTURES_DIR, 'etl-golden');
const SCENARIOS = ['fixture-fresh', 'fixture-backfilled', 'fixture-next-day', 'sample'];

/** `<sha256>  <bytes>  <path>` lines by path. */
const linesByPath = (list: string) =>
  new Map(
    list
      .trim()
      .split('\n')
      .map((line) => [line.split('  ')[2] as string, line]),
  );

/**
 * Why a Parquet file's bytes differ from its golden: null when its schema and rows are the golden's but for averages
 * that round a tie the other way (only for the sample's aggregates: see isKept), else what differs.
 */
async function parquetDifference(golden: string, written: Buffer, tiesAllowed: boolean): Promise<string | null> {
  const file = join(mkdtempSync(join(tmpdir(), 'fuel-golden-check-')), 'written.parquet');
  writeFileSync(file, written);
  const db = await openScratchDatabase();
  try {
    const read = async (sql: string) => (await db.connection.runAndReadAll(sql)).getRowsJson();
    const schema = (path: string) => read(`SELECT name, type, converted_type FROM parquet_schema(${sqlPath(path)})`);
    if (JSON.stringify(await schema(golden)) !== JSON.stringify(await schema(file))) return 'its schema differs';
    // Rows in the same places, compared column by column (an average a thousandth off counts as a tie's rounding).
    const columns = (await read(`SELECT name FROM parquet_schema(${sqlPath(golden)}) WHERE num_children IS NULL`))
      .map(([name]) => String(name))
      .filter((name) => name !== 'average' || !tiesAllowed);
    const [[count]] = (await read(
      `WITH g AS (SELECT row_number() OVER () AS n, * FROM read_parquet(${sqlPath(golden)})),
            w AS (SELECT row_number() OVER () AS n, * FROM read_parquet(${sqlPath(file)}))
       SELECT count(*) FROM g FULL JOIN w USING (n)
       WHERE ${columns.map((c) => `g.${c} IS DISTINCT FROM w.${c}`).join(' OR ')}
          ${tiesAllowed ? 'OR abs(g.average - w.average) > 0.0010001' : ''}`,
    )) as [[string]];
    return count === '0' ? null : `${count} rows differ`;
  } finally {
    db.close();
  }
}

describe('the ETL writes what the writers of a7ee7c8 wrote', () => {
  const written = new Map<string, DataDirFiles>();

  beforeAll(async () => {
    await runGoldenScenarios((scenario, dataDir) => written.set(scenario, readDataDir(dataDir)));
  }, 180_000);

  it.each(SCENARIOS)('%s: every file, byte for byte', async (scenario) => {
    const files = written.get(scenario);
    if (!files) throw new Error(`scenario ${scenario} did not run`);
    const expected = linesByPath(readFileSync(join(GOLDEN, `${scenario}.sha256`), 'utf8'));
    const actual = linesByPath(hashList(files));
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    const differences: string[] = [];
    for (const [path, line] of actual) {
      if (expected.get(path) === line) continue;
      if (isKept(scenario, path) && path.endsWith('.parquet')) {
        const tiesAllowed = scenario === 'sample';
        const difference = await parquetDifference(
          join(GOLDEN, scenario, path),
          files.get(path) as Buffer,
          tiesAllowed,
        );
        if (difference === null && tiesAllowed) continue;
        differences.push(`${path}: ${difference ?? 'same schema and rows, other bytes'}`);
      } else differences.push(path);
    }
    expect(differences).toEqual([]);
  });

  it('keeps the golden files its digests name', () => {
    for (const scenario of SCENARIOS) {
      const expected = linesByPath(readFileSync(join(GOLDEN, `${scenario}.sha256`), 'utf8'));
      for (const [path, line] of expected) {
        if (!isKept(scenario, path)) continue;
        const kept: DataDirFiles = new Map([[path, readFileSync(join(GOLDEN, scenario, path))]]);
        expect(hashList(kept).trim()).toBe(line);
      }
    }
  });
});
