// The hostile-input corpus: raw request lines, headers, encodings, bodies and smuggling attempts, written byte for
// byte on a real socket to the app behind the production HTTP server. Whatever arrives, the answer is never a 5xx
// nor a stack trace; where the app answers, it is problem+json naming the parameter; where Node's parser refuses the
// request first, it answers its own bare 400 (or 431); nothing is logged above info.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../core/clock.js';
import { loadConfig } from '../core/config.js';
import { createHttpService } from '../main/http-service.js';
import { createRuntime } from '../runtime/runtime.js';
import { type RunningServer, startHttpServer } from '../server/http/http-server.js';
import { RouteTable } from '../server/http/operation-router.js';
import { DataStore } from '../store/data-store.js';
import { fakeDataset, unlimitedRateLimitStore } from '../test/support/fakes.js';
import { ContractValidator } from './contract-validator.js';
import { type Expected, HOSTILE_REQUESTS } from './hostile-requests.js';
import { captureLogs, LOG_LEVEL } from './log-capture.js';
import { type RawResponse, sendRaw } from './raw-http.js';

const STACK_TRACE = /\n\s+at |node:internal|\.ts:\d+|\/work\//;

describe('hostile input over a real socket', () => {
  let running: RunningServer;
  let port: number;
  const logs = captureLogs();
  const validator = new ContractValidator();
  const routes = new RouteTable();

  beforeAll(async () => {
    const store = new DataStore();
    store.swap(fakeDataset(), new Date('2026-08-22T14:00:00Z'));
    const app = createHttpService(
      await createRuntime({
        config: { ...loadConfig({}), refresh: false },
        store,
        clock: fixedClock('2026-08-22T14:00:00Z'),
        logger: logs.logger,
        rateLimitStore: unlimitedRateLimitStore,
      }),
    );
    running = await startHttpServer(app, 0, '127.0.0.1', logs.logger);
    port = Number(new URL(running.url).port);
  });
  afterAll(() => running.shutdown(100));

  function check(response: RawResponse | undefined, expected: Expected, closed: boolean): void {
    if (expected.by === 'closed') {
      expect(response).toBeUndefined();
      expect(closed).toBe(true);
      return;
    }
    expect(response, 'an answer').toBeDefined();
    const { status, headers, body } = response as RawResponse;
    expect(status).toBe(expected.status);
    expect(body).not.toMatch(STACK_TRACE);
    if (expected.by === 'node') {
      expect(headers['content-type']).toBeUndefined(); // Node's own answer, not the app's
      expect(body).toBe('');
      return;
    }
    if (expected.status === 200) {
      const [method, path] = expected.operation;
      if (method === 'HEAD' || body === '') return;
      validator.assertResponse(
        routes.match(method, path).template,
        method,
        200,
        headers['content-type'] ?? '',
        JSON.parse(body),
      );
      return;
    }
    expect(headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(body) as { code: string; status: number; detail: string; request_id: string };
    expect(problem).toMatchObject({
      code: expected.code,
      status: expected.status,
      request_id: headers['x-request-id'],
    });
    if (expected.names) expect(problem.detail.startsWith(expected.names)).toBe(true);
  }

  it.each(HOSTILE_REQUESTS)('$name', async ({ request, expected, methods }) => {
    const list = Array.isArray(expected) ? expected : [expected];
    const exchange = await sendRaw(port, Buffer.from(request, 'latin1'), { methods: methods ?? list.map(() => 'GET') });
    for (const response of exchange.responses) expect(response.status).toBeLessThan(500);
    const answered = list.filter((e) => e.by !== 'closed').length;
    expect(exchange.responses.map((r) => r.status)).toHaveLength(answered);
    list.forEach((e, i) => {
      check(exchange.responses[i], e, exchange.closed);
    });
  });

  it('logs nothing above info, and no stack, for the whole corpus', () => {
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.lines.filter((line) => line.level > LOG_LEVEL.info)).toEqual([]);
    expect(logs.lines.filter((line) => line.err !== undefined)).toEqual([]);
  });
});
