// Error details that say what is true: which parameters an endpoint takes, what lives under /downloads/, and no
// dangling colon; and a client that hangs up mid-body is a client event, not an unexpected error.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, LOG_LEVEL } from '../../contract-tests/log-capture.js';
import { fakeDataset } from '../../test/support/fakes.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';

describe('error details', () => {
  let server: TestServer;
  const logs = captureLogs();
  beforeAll(async () => {
    server = await startTestServer({ deps: { logger: logs.logger } });
    server.store.swap(fakeDataset(), new Date());
  });
  afterAll(() => server.close());

  const problem = (path: string, language = 'en') =>
    server.json<{ code: string; detail: string }>(path, { headers: { 'accept-language': language } });

  it.each([
    [
      'a path parameter only',
      '/v1/stations/1?extra=1',
      'extra: "1" is not a parameter of this endpoint (it takes no query parameters; id is a path parameter)',
    ],
    [
      'query and path parameters',
      '/v1/stations/1/history?extra=1',
      'extra: "1" is not a parameter of this endpoint (query parameters: days, fuel; id is a path parameter)',
    ],
    [
      'no parameters at all',
      '/v1/status?extra=1',
      'extra: "1" is not a parameter of this endpoint (it takes no parameters)',
    ],
  ])('an unknown parameter on an endpoint with %s says which ones it takes', async (_name, path, detail) => {
    const { status, body } = await problem(path);
    expect(status).toBe(400);
    expect(body.detail).toBe(detail);
  });

  it('says the same in Spanish, by default', async () => {
    expect((await problem('/v1/stations/1/history?extra=1', 'es')).body.detail).toBe(
      'extra: "1" no es un parámetro de este endpoint (parámetros de consulta: days, fuel; id es un parámetro de ruta)',
    );
    expect((await problem('/v1/status?extra=1', 'es')).body.detail).toBe(
      'extra: "1" no es un parámetro de este endpoint (no admite parámetros)',
    );
    expect((await problem('/downloads/nope.csv', 'es')).body.detail).toMatch(
      /^No hay ninguna descarga en \/downloads\/nope\.csv; las descargas son .* y \/downloads\/datapackage\.json, y los ficheros mensuales del archivo en \/downloads\/archive\/ \(GET \/ los lista\)$/,
    );
    expect((await problem('/v1/stations/nearby?lat=40.4', 'es')).body.detail).toBe('lng es obligatorio');
  });

  it.each(['/downloads/nope.csv', '/downloads/', '/downloads', '/downloads/stations', '/downloads/archive'])(
    'a 404 under /downloads/ (%s) lists the downloads instead of saying paths start with /v1/',
    async (path) => {
      const { status, body } = await problem(path);
      expect(status).toBe(404);
      expect(body.code).toBe('ENDPOINT_NOT_FOUND');
      expect(body.detail).toBe(
        `No download at ${path}; the downloads are /downloads/stations.csv, /downloads/stations.json, /downloads/stations.geojson, /downloads/stations.parquet, /downloads/daily-prices.csv.gz, /downloads/daily-prices.parquet and /downloads/datapackage.json, and the archive's month files under /downloads/archive/ (GET / lists them)`,
      );
    },
  );

  it('a missing parameter reads "lng is required", without a dangling colon', async () => {
    const { status, body } = await problem('/v1/stations/nearby?lat=40.4');
    expect(status).toBe(400);
    expect(body.detail).toBe('lng is required');
  });

  it.each([
    ['part of the body', 'Content-Length: 200\r\n\r\n{"points":[[40.4,'],
    ['the headers only', 'Content-Length: 200\r\n\r\n'],
    ['a chunk of a chunked body', 'Transfer-Encoding: chunked\r\n\r\n10\r\n{"points":[[40.4'],
  ])(
    'a client that hangs up after %s is logged at info as a client event, with no 500 attempted',
    async (_name, rest) => {
      const before = logs.lines.length;
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
      let answered = '';
      socket.on('data', (chunk: Buffer) => {
        answered += chunk.toString();
      });
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(`POST /v1/route/fuel HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${rest}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      const closedLine = () => logs.lines.slice(before).find((line) => /connection closed before/.test(line.msg ?? ''));
      await expect.poll(closedLine).toBeTruthy();
      expect(closedLine()).toMatchObject({ level: LOG_LEVEL.info, method: 'POST', path: '/v1/route/fuel' });
      expect(logs.lines.slice(before).filter((line) => line.level >= LOG_LEVEL.warn)).toEqual([]);
      expect(logs.lines.slice(before).some((line) => line.status === 500)).toBe(false);
      expect(answered).toBe('');
    },
  );
});
