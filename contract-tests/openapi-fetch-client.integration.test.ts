// What an app developer does with the contract: openapi-typescript with its default options, then a client written
// with openapi-fetch and type-checked strictly. It must compile calling a station by the integer id the answers carry
// and posting a route without the fields the contract defaults (corridor_km, limit, open_now).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../core/contract.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

// A project of its own outside the repository, whose node_modules is ours (for openapi-fetch and TypeScript's libs).
const DIR = mkdtempSync(join(tmpdir(), 'openapi-fetch-client-'));
symlinkSync(join(ROOT, 'node_modules'), join(DIR, 'node_modules'), 'dir');

const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

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
  // @ts-expect-error a route needs its points
  await client.POST('/v1/route/fuel', { body: { fuel: 'diesel' } });
  const problem = station.error?.code;
  return (name?.length ?? 0) + (history.data?.data.days ?? 0) + (corridor ?? 0) + (problem ? 1 : 0);
}
`;

const run = promisify(execFile);

describe('a client generated from the contract with default options (openapi-typescript + openapi-fetch)', () => {
  afterAll(() => {
    unlinkSync(join(DIR, 'node_modules')); // the link first: the removal must never reach our own node_modules
    rmSync(DIR, { recursive: true, force: true });
  });

  it('compiles under tsc --strict: integer station ids, optional defaulted body fields', async () => {
    const types = astToString(await openapiTS(new URL(`file://${OPENAPI_PATH}`)));
    writeFileSync(join(DIR, 'schema.ts'), types);
    writeFileSync(join(DIR, 'client.ts'), CLIENT);
    // A browser app's settings: the DOM's fetch, no Node types.
    const compilerOptions = {
      strict: true,
      noEmit: true,
      target: 'es2022',
      module: 'nodenext',
      lib: ['es2022', 'dom'],
      skipLibCheck: true,
    };
    writeFileSync(
      join(DIR, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { ...compilerOptions, types: [] }, files: ['client.ts'] }),
    );
    const result = await run(process.execPath, [TSC, '-p', DIR]).catch(
      (error: { stdout?: string; stderr?: string }) => error,
    );
    expect(`${result.stdout ?? ''}${result.stderr ?? ''}`).toBe('');
  });
});
