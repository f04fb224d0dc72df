// What an app developer does with the contract: a client generated with its generator's default options, then calls
// written against it and type-checked strictly. Two generators, openapi-typescript (with openapi-fetch) and
// @hey-api/openapi-ts: each must compile calling a station by the integer id the answers carry, and posting routes as
// [lat, lng] pairs of two numbers (a third number refused) without the fields the contract defaults. Offline: both
// read openapi.yaml from disk.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createClient as generateHeyApiClient } from '@hey-api/openapi-ts';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../core/contract.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

// A project of its own outside the repository, whose node_modules is ours (for openapi-fetch and TypeScript's libs).
const DIR = mkdtempSync(join(tmpdir(), 'generated-clients-'));
symlinkSync(join(ROOT, 'node_modules'), join(DIR, 'node_modules'), 'dir');

const OPENAPI_FETCH_CALLS = `
import createClient from 'openapi-fetch';
import type { components, paths } from './schema.js';

const client = createClient<paths>({ baseUrl: 'https://api.example.es' });

export async function tour(): Promise<number | null> {
  const nearby = await client.GET('/v1/stations/nearby', { params: { query: { lat: 40.4168, lng: -3.7038 } } });
  const first = nearby.data?.data.stations[0];
  if (!first) return null;
  const id: number = first.id;
  const station = await client.GET('/v1/stations/{id}', { params: { path: { id } } });
  const name: string | null | undefined = station.data?.data.name;
  const history = await client.GET('/v1/stations/{id}/history', { params: { path: { id: first.id }, query: { days: 7 } } });
  // @ts-expect-error the station id is a number in the path as in the answers, not a string
  await client.GET('/v1/stations/{id}', { params: { path: { id: '4375' } } });
  const route = await client.POST('/v1/route/fuel', {
    body: { points: [[40.437, -3.673], [40.633, -3.166]], fuel: 'diesel' },
  });
  const corridor: number | undefined = route.data?.data.corridor_km;
  const plan = await client.POST('/v1/route/plan', {
    body: { points: [[40.437, -3.673], [40.633, -3.166]], tank_l: 50, start_l: 20 },
  });
  const candidates: number | undefined = plan.data?.data.candidates.in_corridor;
  const pair: components['schemas']['LatLngPair'] = [40.437, -3.673];
  // @ts-expect-error a point is two numbers, not three (openapi-fetch's body itself does not hold a tuple's length)
  const triple: components['schemas']['LatLngPair'] = [40.437, -3.673, 0];
  // @ts-expect-error a route needs its points
  await client.POST('/v1/route/fuel', { body: { fuel: 'diesel' } });
  const problem = station.error?.code;
  const sums = (name?.length ?? 0) + (history.data?.data.days ?? 0) + (corridor ?? 0) + (candidates ?? 0);
  return sums + pair[0] + triple[1] + (problem ? 1 : 0);
}
`;

const HEY_API_CALLS = `
import { findFuelAlongRoute, findStationsNearby, getStation, planRefuelStops } from './hey-api/index.js';

export async function tour(): Promise<number | null> {
  const nearby = await findStationsNearby({ query: { lat: 40.4168, lng: -3.7038 } });
  const first = nearby.data?.data.stations[0];
  if (!first) return null;
  const station = await getStation({ path: { id: first.id } });
  const name: string | null | undefined = station.data?.data.name;
  const route = await findFuelAlongRoute({ body: { points: [[40.437, -3.673], [40.633, -3.166]], fuel: 'diesel' } });
  const corridor: number | undefined = route.data?.data.corridor_km;
  const plan = await planRefuelStops({ body: { points: [[40.437, -3.673], [40.633, -3.166]], tank_l: 50, start_l: 20 } });
  const candidates: number | undefined = plan.data?.data.candidates.in_corridor;
  // @ts-expect-error a point is two numbers, not three
  await findFuelAlongRoute({ body: { points: [[40.437, -3.673, 0], [40.633, -3.166]] } });
  return (name?.length ?? 0) + (corridor ?? 0) + (candidates ?? 0);
}
`;

const run = promisify(execFile);

/** tsc --strict over `file` with a browser app's settings (the DOM's fetch, no Node types): its complaints, or ''. */
async function compile(file: string): Promise<string> {
  const compilerOptions = {
    strict: true,
    noEmit: true,
    target: 'es2022',
    module: 'nodenext',
    lib: ['es2022', 'dom', 'dom.iterable'],
    skipLibCheck: true,
    types: [],
  };
  const project = join(DIR, `tsconfig.${file}.json`);
  writeFileSync(project, JSON.stringify({ compilerOptions, files: [file] }));
  const result = await run(process.execPath, [TSC, '-p', project]).catch(
    (error: { stdout?: string; stderr?: string }) => error,
  );
  return `${result.stdout ?? ''}${result.stderr ?? ''}`;
}

afterAll(() => {
  unlinkSync(join(DIR, 'node_modules')); // the link first: the removal must never reach our own node_modules
  rmSync(DIR, { recursive: true, force: true });
});

describe('clients generated from the contract with default options', () => {
  it('openapi-typescript + openapi-fetch compile under tsc --strict: integer station ids, routes of pairs', async () => {
    writeFileSync(join(DIR, 'schema.ts'), astToString(await openapiTS(new URL(`file://${OPENAPI_PATH}`))));
    writeFileSync(join(DIR, 'openapi-fetch-calls.ts'), OPENAPI_FETCH_CALLS);
    expect(await compile('openapi-fetch-calls.ts')).toBe('');
  });

  it('@hey-api/openapi-ts compiles under tsc --strict: a route of [lat, lng] pairs, a third number refused', async () => {
    const output = join(DIR, 'hey-api');
    mkdirSync(output);
    await generateHeyApiClient({ input: OPENAPI_PATH, output, logs: { level: 'silent' } });
    writeFileSync(join(DIR, 'hey-api-calls.ts'), HEY_API_CALLS);
    expect(await compile('hey-api-calls.ts')).toBe('');
  });
});
