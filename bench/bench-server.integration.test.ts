// The bench server's replay is a fair baseline only if it sends what the API sends: the same headers, in the same
// order, and the same bytes, but for the request id and the data's age (the replay was recorded when the server
// started, so its `data_age_seconds` is that of its start: a second may have passed since).
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataDir } from '../test/support/datasets.js';
import { type BenchServers, startBenchServers } from './bench-server.js';
import { REPLAYED_ANSWERS, replayPath } from './replayed-answers.mjs';

interface Reply {
  status: number;
  rawHeaders: string[];
  body: string;
}

const get = (port: number, path: string) =>
  new Promise<Reply>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString() }),
      );
    })
      .on('error', reject)
      .end();
  });

/**
 * Headers as name: value lines in their order, without those that differ between two answers (max-age counts down),
 * and Content-Length without its value (the age may gain a digit; each answer's length is checked against its body).
 */
const steadyHeaders = (reply: Reply) =>
  reply.rawHeaders
    .flatMap((value, i) => (i % 2 === 0 ? [] : [`${reply.rawHeaders[i - 1]}: ${value}`]))
    .filter((line) => !/^(x-request-id|date|cache-control):/i.test(line))
    .map((line) => line.replace(/^(content-length):.*$/i, '$1'));
/** The body without what differs between two answers: the request id and the data's age, which counts with the clock. */
const steadyBody = (reply: Reply) =>
  reply.body.replace(requestIdOf(reply), '').replace(/"data_age_seconds":\d+/g, '"data_age_seconds":0');
const requestIdOf = (reply: Reply) => (JSON.parse(reply.body) as { meta: { request_id: string } }).meta.request_id;

describe('the bench server replaying API answers', () => {
  let servers: BenchServers;
  beforeAll(async () => {
    servers = await startBenchServers(fixtureDataDir());
  });
  afterAll(() => {
    servers?.child.stdin?.end();
    servers?.child.kill();
  });

  it.each(Object.values(REPLAYED_ANSWERS))(
    'sends the headers and bytes of the API answer to %s, with a request id of its own (the age aside)',
    async (path) => {
      const replay = servers.replay as number;
      const [api, first, second] = [
        await get(servers.api, path),
        await get(replay, replayPath(path)),
        await get(replay, replayPath(path)),
      ];
      expect([api.status, first.status, second.status]).toEqual([200, 200, 200]);
      expect(steadyHeaders(first)).toEqual(steadyHeaders(api));
      expect(steadyBody(first)).toBe(steadyBody(api));
      expect(requestIdOf(first)).not.toBe(requestIdOf(second));
      const idHeader = first.rawHeaders[first.rawHeaders.findIndex((name) => /^x-request-id$/i.test(name)) + 1];
      expect(idHeader).toBe(requestIdOf(first));
      for (const reply of [api, first])
        expect(Number(reply.rawHeaders[reply.rawHeaders.indexOf('Content-Length') + 1])).toBe(
          Buffer.byteLength(reply.body),
        );
    },
  );
});
