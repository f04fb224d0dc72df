// The HTTP client against the loopback stand-in for the ministry serving the committed slice, faults included.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { historyList, listados, nationalList } from '../../test/support/ministry-files.js';
import {
  type Fault,
  type MinistryFixtureServer,
  startMinistryFixtureServer,
} from '../../test/support/ministry-fixture-server.js';
import { createMinistryHttpSource, type MinistryHttpSourceOptions } from './ministry-http-source.js';
import { collectList } from './read-stations.js';
import type { MinistrySource } from './source.js';
import { SourceError } from './source-error.js';

const noSleep = async () => {};

describe('createMinistryHttpSource against the fixture server', () => {
  let fixture: MinistryFixtureServer;
  let base = '';
  const source = (options: Partial<MinistryHttpSourceOptions> = {}) =>
    createMinistryHttpSource({ baseUrl: base, sleep: noSleep, ...options });

  beforeAll(async () => {
    fixture = await startMinistryFixtureServer();
    base = fixture.baseUrl;
  });
  afterAll(() => fixture.close());
  afterEach(() => fixture.fault('none'));

  it('fetches the national list, negotiating gzip', async () => {
    const encodings: (string | null)[] = [];
    const httpGet: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      encodings.push(response.headers.get('content-encoding'));
      return response;
    };
    const list = await source({ httpGet }).stationsNow(collectList);
    expect(list.ResultadoConsulta).toBe('OK');
    expect(list.Fecha).toBe('22/08/2026 15:53:31');
    expect(list.ListaEESSPrecio).toEqual(nationalList().ListaEESSPrecio);
    expect(encodings).toEqual(['gzip']);
  });

  it('fetches a past day, and an empty list for a day the service does not have', async () => {
    const day = await source().stationsOn('2026-07-30', collectList);
    expect(day.ListaEESSPrecio).toEqual(historyList('30-07-2026').ListaEESSPrecio);
    expect(day.Fecha).toBe('30/07/2026 0:00:00');
    // 20 August is the gap in the slice, as a day the service has no file for.
    for (const date of ['2026-08-20', '2020-01-01']) {
      const missing = await source().stationsOn(date, collectList);
      expect(missing).toMatchObject({ ResultadoConsulta: 'OK', ListaEESSPrecio: [] });
      expect(missing.Fecha).toBe(`${date.split('-').reverse().join('/')} 0:00:00`);
    }
  });

  it('fetches the three Listados', async () => {
    const ministry = source();
    const expected = listados();
    expect(await ministry.communities()).toEqual(expected.communities);
    expect(expected.communities).toHaveLength(19);
    const provinces = await ministry.provinces();
    expect(provinces).toEqual(expected.provinces);
    expect(provinces).toHaveLength(52);
    expect(provinces[0]).toHaveProperty('IDPovincia'); // the ministry's spelling survives
    expect(await ministry.municipalities()).toEqual(expected.municipalities);
  });

  it('returns an empty station list as a well-formed answer (the ETL guards reject it)', async () => {
    fixture.fault('empty');
    expect((await source().stationsNow(collectList)).ListaEESSPrecio).toEqual([]);
  });

  const faults: [mode: Fault, kind: string, call: (s: MinistrySource) => Promise<unknown>, path: string][] = [
    ['html', 'html', (s) => s.communities(), 'Listados/ComunidadesAutonomas/'],
    ['500', 'http', (s) => s.provinces(), 'Listados/Provincias/'],
    ['timeout', 'timeout', (s) => s.communities(), 'Listados/ComunidadesAutonomas/'],
    ['truncated', 'truncated', (s) => s.stationsOn('2026-07-31', collectList), 'EstacionesTerrestresHist/31-07-2026'],
  ];
  it.each(faults)('fault %s -> SourceError %s after 3 attempts', async (mode, kind, call, route) => {
    fixture.fault(mode);
    const url = new URL(route, base).href;
    const before = fixture.requests(url);
    const events: object[] = [];
    const error = await call(source({ timeoutMs: 300, log: (event) => events.push(event) })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ kind, attempts: 3, url });
    expect(fixture.requests(url) - before).toBe(3);
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

  it('caps a Listados answer at 8 MB (Municipios, the largest, is 1 MB), whatever the station lists may take', async () => {
    const answering = (bytes: number) => async () => new Response(`[${' '.repeat(bytes - 2)}]`);
    const capped = source({ httpGet: answering(8 * 1024 * 1024 + 1) }).municipalities();
    expect(await capped.catch((e: unknown) => e)).toMatchObject({ kind: 'too-large', attempts: 1 });
    expect(await source({ httpGet: answering(8 * 1024 * 1024) }).municipalities()).toEqual([]);
  });

  it('recovers when the fault clears before the retry', async () => {
    fixture.fault('html');
    const url = new URL('Listados/ComunidadesAutonomas/', base).href;
    const before = fixture.requests(url);
    const events: object[] = [];
    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      fixture.fault('none');
    };
    const communities = await source({ sleep, log: (event) => events.push(event) }).communities();
    expect(communities).toHaveLength(19);
    expect(fixture.requests(url) - before).toBe(2);
    expect(events).toEqual([expect.objectContaining({ kind: 'html', attempt: 1, retry: true })]);
    expect(sleeps[0]).toBeGreaterThanOrEqual(500); // first backoff: 1 s with jitter in [0.5, 1] s
    expect(sleeps[0]).toBeLessThanOrEqual(1000);
  });
});
