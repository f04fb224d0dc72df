import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runLoad } from './load-client.js';

const prices = readFileSync('/tmp/prices.json', 'utf8');
const nearby = readFileSync('/tmp/nearby.json', 'utf8');
const small = JSON.stringify({ data: { ok: true }, meta: { api_version: 'v1' } });
const HEADERS = [
  'X-Request-Id',
  'ae5222e7-495d-41ba-80a0-95f45696f7c5',
  'Access-Control-Allow-Origin',
  '*',
  'Access-Control-Expose-Headers',
  'X-Request-Id, X-Cache, RateLimit, RateLimit-Policy, Retry-After, ETag',
  'X-Content-Type-Options',
  'nosniff',
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
  'X-Robots-Tag',
  'noindex',
  'RateLimit',
  '"burst";r=19;t=10',
  'RateLimit-Policy',
  '"rest";q=120;w=60, "heavy";q=30;w=60, "burst";q=20;w=10',
  'X-Cache',
  'miss',
  'Cache-Control',
  'public, max-age=3600, stale-while-revalidate=300',
  'ETag',
  'W/"KcTM99Lk9C6gJgL7CNC8UasQitk"',
  'Content-Type',
  'application/json; charset=utf-8',
];
const mk =
  (body: string, mode: string): RequestListener =>
  (_req, res) => {
    if (mode === 'set') {
      for (let i = 0; i < HEADERS.length; i += 2) res.setHeader(HEADERS[i]!, HEADERS[i + 1]!);
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
      return;
    }
    if (mode === 'arr') {
      res.writeHead(200, [...HEADERS, 'Content-Length', String(Buffer.byteLength(body))]);
      res.end(body);
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  };
const listen = (h: RequestListener) =>
  new Promise<number>((r) => {
    const s = createServer(h).listen(0, '127.0.0.1', () => r((s.address() as AddressInfo).port));
  });
const cases: [string, RequestListener][] = [
  ['floor 60B', mk(small, 'plain')],
  ['60B +15 setHeader', mk(small, 'set')],
  ['60B +15 writeHead arr', mk(small, 'arr')],
  ['2.5KB plain', mk(prices, 'plain')],
  ['2.5KB setHeader', mk(prices, 'set')],
  ['2.5KB arr', mk(prices, 'arr')],
  ['5.6KB plain', mk(nearby, 'plain')],
  ['5.6KB setHeader', mk(nearby, 'set')],
];
const cpu = () => process.cpuUsage();
for (let round = 0; round < 2; round++)
  for (const [name, h] of cases) {
    const port = await listen(h);
    await runLoad({ port, path: () => '/', seconds: 1, connections: 10 });
    // The client shares this process: measure the server via a child instead? Here: total CPU of both.
    const before = cpu();
    const r = await runLoad({ port, path: () => '/', seconds: 2, connections: 10 });
    const after = cpu();
    console.log(
      name.padEnd(24),
      ((after.user - before.user + after.system - before.system) / r.requests).toFixed(1),
      'µs/req (server+client)',
      r.perSecond.toFixed(0),
    );
  }
process.exit(0);
