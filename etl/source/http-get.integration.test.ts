// httpGet against a local server: the status, the headers, the body decompressed, redirects followed, an abort.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpGet } from './http-get.js';

const TEXT = '{"Fecha":"22/08/2026 15:53:31","Nota":"Gasóleo"}';
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const [, encoding] = /^\/(\w+)/.exec(request.url ?? '') ?? [];
    if (request.url === '/moved') return void response.writeHead(302, { location: '/br' }).end();
    if (request.url === '/loop') return void response.writeHead(307, { location: '/loop' }).end();
    if (request.url === '/stall') return void response.writeHead(200).write('{"a":');
    const compress = new Map([
      ['gzip', gzipSync],
      ['deflate', deflateSync],
      ['br', brotliCompressSync],
    ]).get(encoding ?? '');
    response.writeHead(request.url === '/missing' ? 404 : 200, {
      'content-type': 'application/json',
      ...(compress && { 'content-encoding': encoding }),
    });
    response.end(compress ? compress(Buffer.from(TEXT)) : TEXT);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function text(path: string) {
  const answer = await httpGet(`${base}${path}`, { headers: {}, signal: new AbortController().signal });
  const chunks: Uint8Array[] = [];
  for await (const chunk of answer.body ?? []) chunks.push(chunk);
  return { answer, text: Buffer.concat(chunks).toString('utf8') };
}

describe('httpGet', () => {
  it.each(['/plain', '/gzip', '/deflate', '/br', '/moved'])('answers %s decompressed', async (path) => {
    const { answer, text: body } = await text(path);
    expect(answer).toMatchObject({ ok: true, status: 200 });
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(body).toBe(TEXT);
  });

  it('says what a failure says', async () => {
    expect((await text('/missing')).answer).toMatchObject({ ok: false, status: 404 });
    expect((await text('/loop')).answer).toMatchObject({ ok: false, status: 307 });
  });

  it('stops on the signal', async () => {
    const controller = new AbortController();
    const answer = await httpGet(`${base}/stall`, { headers: {}, signal: controller.signal });
    const reading = (async () => {
      for await (const _chunk of answer.body ?? []) controller.abort();
    })();
    await expect(reading).rejects.toThrow();
  });
});
