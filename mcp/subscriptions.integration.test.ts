// resources/subscribe over stdio (issue 42): an MCP SDK client subscribes to a station and a province's prices, the
// test publishes a new snapshot into the server's DATA_DIR (the ETL on the ministry's files, dated a day later, as
// another process would), and the client sees notifications/resources/updated for both within 5 s of the new data
// being served. Streamable HTTP, stateless, declares no subscribe (mcp/http.integration.test.ts).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSnapshot } from '../etl/refresh.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import { fixtureDataDir } from '../test/support/datasets.js';
import { type MinistryFixtureServer, startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';

const BIN = fileURLToPath(new URL('../bin/fuel-price-mcp.js', import.meta.url));
const STATION = 'fuel-prices://stations/4375';
const PROVINCE = 'fuel-prices://prices/provinces/albacete';

describe('resources/subscribe over stdio', () => {
  let dataDir: string;
  let client: Client;
  let ministry: MinistryFixtureServer;
  const updates: { uri: string; atMs: number }[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fuel-mcp-subscribe-'));
    cpSync(fixtureDataDir(), dataDir, { recursive: true });
    ministry = await startMinistryFixtureServer();
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN],
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, REFRESH: '0', LOG_LEVEL: 'warn' },
      stderr: 'pipe',
    });
    client = new Client({ name: 'mcp-subscribe-test', version: '1.0.0' });
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, ({ params }) => {
      updates.push({ uri: params.uri, atMs: Date.now() });
    });
    await client.connect(transport);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await ministry?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('declares subscribe, and refuses a resource that cannot be subscribed to', async () => {
    expect(client.getServerCapabilities()?.resources).toEqual({ subscribe: true });
    await expect(client.subscribeResource({ uri: 'fuel-prices://openapi.json' })).rejects.toThrow(/INVALID_PARAMETER/);
  });

  it('notifies a subscribed station and province within 5 s of a new publication being served', async () => {
    // Read once: the data has loaded, and this is what the subscription compares with.
    await client.readResource({ uri: STATION });
    await client.subscribeResource({ uri: STATION });
    await client.subscribeResource({ uri: PROVINCE });
    await client.subscribeResource({ uri: 'fuel-prices://prices/provinces/ceuta' });
    await client.unsubscribeResource({ uri: 'fuel-prices://prices/provinces/ceuta' });
    expect(updates).toEqual([]);

    ministry.shiftDays(1);
    const source = createMinistryHttpSource({ baseUrl: ministry.baseUrl });
    const { manifest } = await refreshSnapshot({ source, dataDir, now: new Date() });
    const publishedMs = Date.now();
    // Served once the station reads the new data's time.
    let servedMs = 0;
    while (Date.now() - publishedMs < 20_000) {
      const read = await client.readResource({ uri: STATION });
      const { meta } = JSON.parse((read.contents[0] as { text: string }).text) as { meta: { last_updated: string } };
      if (meta.last_updated === manifest.source_time) {
        servedMs = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(servedMs).toBeGreaterThan(0);
    while (updates.length < 2 && Date.now() - servedMs < 5_000) await new Promise((r) => setTimeout(r, 50));
    expect(updates.map((u) => u.uri).sort()).toEqual([PROVINCE, STATION].sort());
    for (const update of updates) expect(update.atMs - servedMs).toBeLessThan(5_000);
  }, 120_000);
});
