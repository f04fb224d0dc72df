import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../content/lib/load-content.js';
import { MemoryRateLimitStore } from '../runtime/limits/rate-limit.js';
import { sampleDataDir } from '../test/support/datasets.js';
import { connectMcpClient, type McpTestServer, rpcError, startMcpTestServer } from '../test/support/mcp-test-server.js';
import { datasetFallbacks } from '../test/support/mcp-tool-exercise.js';

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

/** The one text content of a read, with its MIME type. */
async function read(client: Client, uri: string): Promise<{ mimeType?: string; text: string }> {
  const { contents } = await client.readResource({ uri });
  expect(contents).toHaveLength(1);
  const [content] = contents as [{ uri: string; mimeType?: string; text: string }];
  expect(content.uri).toBe(uri);
  return content;
}

describe('MCP resources over Streamable HTTP', () => {
  let server: McpTestServer;
  let client: Client;
  let stationId: number;
  beforeAll(async () => {
    server = await startMcpTestServer({ dataDir: sampleDataDir() });
    client = await connectMcpClient(server.mcpUrl, 'en');
    ({ stationId } = await datasetFallbacks(sampleDataDir()));
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  const rest = async (path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers: { 'Accept-Language': 'en' } })).json()) as {
      data: unknown;
    };

  it('lists the data dictionary, the OpenAPI description, Spain’s prices and every guide and post, in pages', async () => {
    const { guides, posts } = loadContent();
    const uris: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const listed = await client.listResources(cursor ? { cursor } : {});
      expect(listed.resources.length).toBeLessThanOrEqual(20);
      for (const resource of listed.resources) {
        expect(resource.name && resource.title && resource.description && resource.mimeType).toBeTruthy();
        uris.push(resource.uri);
      }
      cursor = listed.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(uris.slice(0, 3)).toEqual([
      'fuel-prices://datapackage.json',
      'fuel-prices://openapi.json',
      'fuel-prices://prices/spain',
    ]);
    expect(uris.slice(3)).toEqual([
      ...guides.map((g) => `fuel-prices://guides/${g.slug}`),
      ...posts.map((p) => `fuel-prices://posts/${p.slug}`),
    ]);
    expect(await rpcError(client.listResources({ cursor: 'bm9wZQ' }))).toMatchObject({ code: -32602 });
  });

  it('lists the templates of a station, a territory’s prices, a route, a brand and a road', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      'fuel-prices://stations/{id}',
      'fuel-prices://prices/communities/{community}',
      'fuel-prices://prices/provinces/{province}',
      'fuel-prices://prices/municipalities/{municipality}',
      'fuel-prices://routes/{slug}',
      'fuel-prices://brands/{slug}',
      'fuel-prices://roads/{slug}',
    ]);
    for (const template of resourceTemplates) {
      expect(template).toMatchObject({ mimeType: 'application/json', name: expect.any(String) });
      expect(template.description?.length).toBeGreaterThan(80);
    }
  });

  it('reads a guide as Markdown: its body as the API gives it, then FAQ and sources labelled in the session language', async () => {
    const { mimeType, text } = await read(client, 'fuel-prices://guides/como-se-forma-el-precio-del-combustible');
    expect(mimeType).toBe('text/markdown');
    const item = (await rest('/v1/content/guide/como-se-forma-el-precio-del-combustible')).data as {
      body_markdown: string;
    };
    expect(text.startsWith(item.body_markdown.trim())).toBe(true);
    expect(text).toContain('## Frequently asked questions');
    expect(text).toContain('- [Ley 38/1992, de Impuestos Especiales (texto consolidado, BOE)](https://www.boe.es/');
    const spanish = await connectMcpClient(server.mcpUrl, 'es');
    expect((await read(spanish, 'fuel-prices://posts/que-dia-de-la-semana-es-mas-barato-repostar')).text).toContain(
      '\n---\n\nEn la web: https://gasolineras.dev/blog/que-dia-de-la-semana-es-mas-barato-repostar',
    );
    await spanish.close();
  });

  it('reads a station, a territory’s prices, a route, a brand and a road as the REST answers of their operations', async () => {
    for (const [uri, path] of [
      [`fuel-prices://stations/${stationId}`, `/v1/stations/${stationId}`],
      ['fuel-prices://prices/provinces/malaga', '/v1/prices?level=province&code=malaga'],
      ['fuel-prices://prices/communities/01', '/v1/prices?level=community&code=01'],
      ['fuel-prices://prices/spain', '/v1/prices'],
      ['fuel-prices://routes/cabo-de-gata-nijar', '/v1/routes/cabo-de-gata-nijar'],
      ['fuel-prices://brands/repsol', '/v1/brands/repsol'],
      ['fuel-prices://roads/a-4', '/v1/roads/a-4/stations'],
    ]) {
      const { mimeType, text } = await read(client, uri as string);
      expect(mimeType, uri).toBe('application/json');
      const body = JSON.parse(text) as { data: unknown; meta: { attribution: string; source: string } };
      expect(body.data, uri).toEqual((await rest(path as string)).data);
      expect(body.meta.source, uri).toMatch(/^SYNTHETIC SAMPLE/);
    }
  });

  it('reads the OpenAPI description and the snapshot’s data dictionary as the server publishes them', async () => {
    const openapi = await read(client, 'fuel-prices://openapi.json');
    expect(JSON.parse(openapi.text)).toEqual(await (await fetch(`${server.url}/v1/openapi`)).json());
    const dictionary = await read(client, 'fuel-prices://datapackage.json');
    expect(dictionary.mimeType).toBe('application/json');
    expect(dictionary.text).toBe(await (await fetch(`${server.url}/downloads/datapackage.json`)).text());
    expect(JSON.parse(dictionary.text)).toMatchObject({ profile: 'data-package', name: 'fuel-prices-spain-sample' });
  });

  it('answers -32002 with a clear message for a URI that names nothing', async () => {
    expect(await rpcError(client.readResource({ uri: 'fuel-prices://nothing/here' }))).toMatchObject({
      code: -32002,
      message: expect.stringMatching(
        /RESOURCE_NOT_FOUND: there is no resource "fuel-prices:\/\/nothing\/here": resources\/list names the resources/,
      ),
    });
    expect(await rpcError(client.readResource({ uri: 'fuel-prices://stations/99999999' }))).toMatchObject({
      code: -32002,
      message: expect.stringMatching(/STATION_NOT_FOUND: No station with id "99999999"/),
    });
    expect(await rpcError(client.readResource({ uri: 'fuel-prices://stations/abc' }))).toMatchObject({
      code: -32002,
      message: expect.stringMatching(/INVALID_PARAMETER: id: "abc"/),
    });
    expect(await rpcError(client.readResource({ uri: 'fuel-prices://guides/no-such-guide' }))).toMatchObject({
      code: -32002,
      message: expect.stringMatching(/GUIDE_NOT_FOUND/),
    });
  });

  it('says the language of a read in Content-Language and counts a route against the heavy limit', async () => {
    const post = (uri: string) =>
      fetch(server.mcpUrl, {
        method: 'POST',
        headers: { ...HEADERS, 'Accept-Language': 'en' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri } }),
      });
    const station = await post(`fuel-prices://stations/${stationId}`);
    expect(station.headers.get('content-language')).toBe('en');
    expect(station.headers.get('ratelimit-policy')).not.toContain('heavy');
    const route = await post('fuel-prices://routes/cabo-de-gata-nijar');
    expect(route.headers.get('ratelimit-policy')).toContain('"heavy";q=30;w=60');
  });
});

describe('MCP resource reads share the pipeline with REST', () => {
  it('draw on the same monthly budget and cache: a cached answer outlasts the budget on either transport', async () => {
    const server = await startMcpTestServer({ dataDir: sampleDataDir(), monthlyQueryBudget: 1 });
    const client = await connectMcpClient(server.mcpUrl, 'en');
    try {
      await read(client, 'fuel-prices://prices/provinces/malaga');
      expect(await rpcError(client.readResource({ uri: 'fuel-prices://prices/provinces/sevilla' }))).toMatchObject({
        code: -32000,
        message: expect.stringMatching(/-32000: TEMPORARILY_UNAVAILABLE: /),
      });
      const cached = await fetch(`${server.url}/v1/prices?level=province&code=malaga`, {
        headers: { 'Accept-Language': 'en' },
      });
      expect(cached.status).toBe(200);
      expect(cached.headers.get('x-cache')).toBe('hit');
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('are counted per HTTP request like any message: past the burst limit a read is a 429 JSON-RPC error', async () => {
    const server = await startMcpTestServer({ dataDir: sampleDataDir(), rateLimitStore: new MemoryRateLimitStore() });
    try {
      const body = JSON.stringify({
        jsonrpc: '2.0',
        id: 4,
        method: 'resources/read',
        params: { uri: 'fuel-prices://guides/que-es-adblue' },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push((await fetch(server.mcpUrl, { method: 'POST', headers: HEADERS, body })).status);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses[20]).toBe(429);
    } finally {
      await server.close();
    }
  });
});
