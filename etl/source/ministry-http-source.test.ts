// The HTTP client against the loopback stand-in for the ministry (../shared/tools), faults included.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMinistryHttpSource, type MinistryHttpSourceOptions } from './ministry-http-source.js';
import type { MinistrySource } from './source.js';
import { SourceError } from './source-error.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtureScript = path.join(path.resolve(projectRoot, '../shared'), 'tools/ministry-fixture-server.mjs');
const hasFixture = existsSync(fixtureScript);
if (!hasFixture) console.warn(`SKIPPED ministry-http-source fixture tests: ${fixtureScript} not found`);

const noSleep = async () => {};

async function startFixture(): Promise<{ base: string; stop: () => void }> {
  const child = spawn(process.execPath, [fixtureScript, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const base = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('base=')) resolve(line.slice('base='.length));
    });
    child.once('exit', (code) => reject(new Error(`fixture server exited with code ${code}`)));
  });
  return { base, stop: () => child.kill('SIGTERM') };
}

describe.skipIf(!hasFixture)('createMinistryHttpSource against the fixture server', () => {
  let base = '';
  let stop = () => {};
  const control = (route: string) => fetch(new URL(route, base).href);
  const setFault = async (mode: string) => void (await (await control(`/__fault?mode=${mode}`)).text());
  const requestsTo = async (url: string) => {
    const stats = (await (await control('/__stats')).json()) as { requests: Record<string, number> };
    return stats.requests[new URL(url).pathname] ?? 0;
  };
  const source = (options: Partial<MinistryHttpSourceOptions> = {}) =>
    createMinistryHttpSource({ baseUrl: base, sleep: noSleep, ...options });

  beforeAll(async () => {
    ({ base, stop } = await startFixture());
  });
  afterAll(() => stop());
  afterEach(() => setFault('none'));

  it('fetches the national list, negotiating gzip', async () => {
    const encodings: (string | null)[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      encodings.push(response.headers.get('content-encoding'));
      return response;
    };
    const list = await source({ fetchImpl }).stationsNow();
    expect(list.ResultadoConsulta).toBe('OK');
    expect(list.Fecha).toBe('22/08/2026 15:53:31');
    expect(list.ListaEESSPrecio).toHaveLength(11_385);
    expect(encodings).toEqual(['gzip']);
  });

  it('fetches a past day, and an empty list for a day the service does not have', async () => {
    const day = await source().stationsOn('2026-07-11');
    expect(day.ListaEESSPrecio).toHaveLength(11_511);
    expect(day.Fecha).toMatch(/^11\/07\/2026/);
    const missing = await source().stationsOn('2020-01-01');
    expect(missing).toMatchObject({ ResultadoConsulta: 'OK', ListaEESSPrecio: [] });
  });

  it('fetches the three Listados', async () => {
    const ministry = source();
    expect(await ministry.communities()).toHaveLength(19);
    const provinces = await ministry.provinces();
    expect(provinces).toHaveLength(52);
    expect(provinces[0]).toHaveProperty('IDPovincia'); // the ministry's spelling survives
    expect(await ministry.municipalities()).toHaveLength(8_112);
  });

  it('returns an empty station list as a well-formed answer (the ETL guards reject it)', async () => {
    await setFault('empty');
    expect((await source().stationsNow()).ListaEESSPrecio).toEqual([]);
  });

  const faults: [mode: string, kind: string, call: (s: MinistrySource) => Promise<unknown>, path: string][] = [
    ['html', 'html', (s) => s.communities(), 'Listados/ComunidadesAutonomas/'],
    ['500', 'http', (s) => s.provinces(), 'Listados/Provincias/'],
    ['timeout', 'timeout', (s) => s.communities(), 'Listados/ComunidadesAutonomas/'],
    ['truncated', 'truncated', (s) => s.stationsOn('2026-07-12'), 'EstacionesTerrestresHist/12-07-2026'],
  ];
  it.each(faults)('fault %s -> SourceError %s after 3 attempts', async (mode, kind, call, route) => {
    await setFault(mode);
    const url = new URL(route, base).href;
    const before = await requestsTo(url);
    const events: object[] = [];
    const error = await call(source({ timeoutMs: 300, log: (event) => events.push(event) })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ kind, attempts: 3, url });
    expect((await requestsTo(url)) - before).toBe(3);
    expect(events).toHaveLength(3);
    expect(events[2]).toMatchObject({ event: 'ministry_attempt_failed', url, attempt: 3, kind, retry: false });
  });

  it('does not retry a 404', async () => {
    const baseUrl = new URL('/elsewhere/PreciosCarburantes/', base).href;
    const error = await source({ baseUrl })
      .communities()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 404, attempts: 1 });
  });

  it('stops reading at maxBytes', async () => {
    const error = await source({ maxBytes: 1000 })
      .municipalities()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ kind: 'too-large', attempts: 1 });
  });

  it('recovers when the fault clears before the retry', async () => {
    await setFault('html');
    const url = new URL('Listados/ComunidadesAutonomas/', base).href;
    const before = await requestsTo(url);
    const events: object[] = [];
    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      await setFault('none');
    };
    const communities = await source({ sleep, log: (event) => events.push(event) }).communities();
    expect(communities).toHaveLength(19);
    expect((await requestsTo(url)) - before).toBe(2);
    expect(events).toEqual([expect.objectContaining({ kind: 'html', attempt: 1, retry: true })]);
    expect(sleeps[0]).toBeGreaterThanOrEqual(500); // first backoff: 1 s with jitter in [0.5, 1] s
    expect(sleeps[0]).toBeLessThanOrEqual(1000);
  });
});
