import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CompleteRequest } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../store/dataset.js';
import { loadDataset, sampleDataDir } from '../test/support/datasets.js';
import { connectMcpClient, type McpTestServer, rpcError, startMcpTestServer } from '../test/support/mcp-test-server.js';

type Ref = CompleteRequest['params']['ref'];
const template = (uri: string): Ref => ({ type: 'ref/resource', uri: `fuel-prices://${uri}` });
const promptRef = (name: string): Ref => ({ type: 'ref/prompt', name });

describe('MCP prompts and completions over Streamable HTTP', () => {
  let server: McpTestServer;
  let client: Client;
  let dataset: Dataset;
  beforeAll(async () => {
    server = await startMcpTestServer({ dataDir: sampleDataDir() });
    client = await connectMcpClient(server.mcpUrl, 'en');
    dataset = await loadDataset(sampleDataDir());
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  const complete = async (ref: Ref, name: string, value: string) =>
    (await client.complete({ ref, argument: { name, value } })).completion;

  it('lists five prompts with their arguments', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => [p.name, p.arguments?.map((a) => `${a.name}${a.required ? '*' : ''}`)])).toEqual([
      ['cheapest_fuel_near', ['place*', 'fuel']],
      ['fuel_along_trip', ['origin*', 'destination*', 'fuel', 'road']],
      ['fuel_price_breakdown', ['province*', 'fuel']],
      ['prices_this_month', ['place', 'fuel']],
      ['plan_refuelling', ['origin*', 'destination*', 'fuel', 'tank_l*', 'start_l*']],
      ['should_i_fill_up', ['place*', 'fuel']],
      ['watch_prices', ['place*', 'fuel', 'below']],
    ]);
  });

  it('plans refuelling on a catalogue route with a tool call the tool answers', async () => {
    const prompt = await client.getPrompt({
      name: 'plan_refuelling',
      arguments: { origin: 'Mérida', destination: 'Béjar', fuel: 'diesel', tank_l: '60', start_l: '55' },
    });
    const text = prompt.messages[0]?.content.type === 'text' ? prompt.messages[0].content.text : '';
    expect(text).toMatch(/^Plan where to refuel diesel from "Mérida" to "Béjar" on the route "Ruta de la Plata/);
    const call = JSON.parse(/Call find_fuel_along_route with (\{.*?\}) \(the path/.exec(text)?.[1] ?? '{}');
    const result = (await client.callTool({ name: 'find_fuel_along_route', arguments: call })) as {
      isError?: boolean;
      structuredContent?: { data: { route: { length_km: number; length_source: string }; plan: unknown } };
    };
    expect(result.isError).toBeUndefined();
    // The whole route: its stated 225 km, not the 190 km of its path's straight legs.
    expect(result.structuredContent?.data.route).toMatchObject({ length_km: 225, length_source: 'caller' });
  });

  it('gives messages that lead to the tools, in the language of the request', async () => {
    const english = await client.getPrompt({
      name: 'cheapest_fuel_near',
      arguments: { place: 'Ronda', fuel: 'diesel' },
    });
    const [message] = english.messages;
    expect(message?.role).toBe('user');
    const text = message?.content.type === 'text' ? message.content.text : '';
    expect(text).toMatch(/^Find the cheapest diesel near "Ronda" \(Spain\)/);
    expect(text).toContain('Call search_places with q "Ronda"');
    expect(text).toContain('Call find_cheapest_fuel');
    const spanish = await connectMcpClient(server.mcpUrl, 'es');
    const inSpanish = await spanish.getPrompt({ name: 'cheapest_fuel_near', arguments: { place: 'Ronda' } });
    expect(inSpanish.messages[0]?.content).toMatchObject({
      type: 'text',
      text: expect.stringMatching(/^Busca el gasoline_95 más barato cerca de «Ronda»/),
    });
    await spanish.close();
  });

  it('embeds the guide on prices (read through the pipeline), the one on low-tax territories for the Canary Islands', async () => {
    const peninsula = await client.getPrompt({ name: 'fuel_price_breakdown', arguments: { province: 'Málaga' } });
    expect(peninsula.messages[0]?.content).toMatchObject({
      type: 'text',
      text: expect.stringContaining('province "malaga"'),
    });
    expect(peninsula.messages[1]?.content).toMatchObject({
      type: 'resource',
      resource: {
        uri: 'fuel-prices://guides/como-se-forma-el-precio-del-combustible',
        mimeType: 'text/markdown',
        text: expect.stringMatching(/^# ¿Cómo se forma el precio del combustible en España\?/),
      },
    });
    const canary = dataset.territories.provinces.find((p) => p.code === '38');
    expect(dataset.stationsIn({ level: 'province', code: '38' }).some((s) => s.low_tax_area)).toBe(true);
    const islands = await client.getPrompt({
      name: 'fuel_price_breakdown',
      arguments: { province: canary?.slug ?? '' },
    });
    expect(islands.messages[1]?.content).toMatchObject({
      resource: { uri: 'fuel-prices://guides/precio-combustible-canarias-ceuta-melilla' },
    });
  });

  it('refuses an unknown prompt, a missing or wrong argument and an unknown province with -32602', async () => {
    expect(await rpcError(client.getPrompt({ name: 'no_such_prompt' }))).toMatchObject({
      code: -32602,
      message: expect.stringContaining('INVALID_PARAMETER: there is no prompt "no_such_prompt" (see prompts/list)'),
    });
    expect(await rpcError(client.getPrompt({ name: 'cheapest_fuel_near', arguments: {} }))).toMatchObject({
      code: -32602,
      message: expect.stringContaining('INVALID_PARAMETER: place is required'),
    });
    expect(
      await rpcError(client.getPrompt({ name: 'cheapest_fuel_near', arguments: { place: 'Ronda', fuel: 'petrol' } })),
    ).toMatchObject({ code: -32602, message: expect.stringContaining('fuel: "petrol" must be one of') });
    expect(
      await rpcError(client.getPrompt({ name: 'fuel_price_breakdown', arguments: { province: 'atlantis' } })),
    ).toMatchObject({ code: -32602, message: expect.stringContaining('PROVINCE_NOT_FOUND') });
  });

  it('completes provinces, communities and municipalities by slug and places by name, accents and case aside', async () => {
    expect(await complete(template('prices/provinces/{province}'), 'province', 'MÁL')).toEqual({
      values: ['malaga'],
      total: 1,
      hasMore: false,
    });
    expect((await complete(template('prices/provinces/{province}'), 'province', 'ma')).values).toEqual([
      'madrid',
      'malaga',
    ]);
    expect((await complete(template('prices/communities/{community}'), 'community', 'andal')).values).toEqual([
      'andalucia',
    ]);
    const municipalities = await complete(template('prices/municipalities/{municipality}'), 'municipality', 'san');
    expect(municipalities.values.length).toBeGreaterThan(1);
    expect(municipalities.values.every((slug) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
    const places = await complete(promptRef('cheapest_fuel_near'), 'place', 'mad');
    expect(places.values.slice(0, 2)).toEqual(['Comunidad de Madrid', 'Madrid']);
    expect((await complete(promptRef('fuel_price_breakdown'), 'province', 'avila')).values).toEqual(['avila']);
  });

  it('completes brands, roads, routes and station ids by sign and town, at most 100, best first', async () => {
    expect((await complete(template('brands/{slug}'), 'slug', 'rep')).values).toEqual(['repsol']);
    expect((await complete(template('roads/{slug}'), 'slug', 'a4')).values[0]).toBe('a-4');
    expect((await complete(promptRef('fuel_along_trip'), 'road', 'AP-')).values).toContain('ap-7');
    expect((await complete(template('routes/{slug}'), 'slug', 'cabo')).values[0]).toBe('cabo-de-gata-nijar');
    const repsol = await complete(template('stations/{id}'), 'id', 'repsol');
    expect(repsol.values).toHaveLength(100);
    expect(repsol.hasMore).toBe(true);
    expect(repsol.total).toBe(dataset.stations.filter((s) => /repsol/i.test(s.name ?? s.brand_name ?? '')).length);
    const inRonda = await complete(template('stations/{id}'), 'id', 'repsol ronda');
    for (const id of inRonda.values) {
      const station = dataset.station(Number(id));
      expect(dataset.territories.municipality(station?.municipality_id ?? 0)?.name).toBe('Ronda');
    }
    // Ids that start so come first (shorter first, as numbers sort), then names with a word such as "km 43".
    const byId = (await complete(template('stations/{id}'), 'id', '43')).values;
    const startingSo = dataset.stations.map((s) => String(s.id)).filter((id) => id.startsWith('43'));
    expect(byId.slice(0, startingSo.length).sort()).toEqual(startingSo.sort());
    expect(byId[0]?.length).toBeLessThanOrEqual(byId[startingSo.length - 1]?.length ?? 0);
    expect((await complete(promptRef('prices_this_month'), 'fuel', 'dies')).values).toEqual([
      'diesel',
      'diesel_premium',
    ]);
  });

  it('completes names an object inherits ("toString", "__proto__") with no values, never -32603', async () => {
    const none = { values: [], total: 0, hasMore: false };
    for (const name of ['toString', '__proto__', 'constructor', 'valueOf', 'hasOwnProperty']) {
      for (const ref of [
        template('stations/{id}'),
        template('prices/provinces/{province}'),
        promptRef('cheapest_fuel_near'),
      ]) {
        expect(await complete(ref, name, 'ma'), `${name} of ${JSON.stringify(ref)}`).toEqual(none);
      }
    }
  });

  it('refuses a value over 100 characters with -32602, as prompts/get does, and completes one of 100 words typed', async () => {
    // The attack: 30,000 words in one value held the event loop for seconds.
    const words = Array.from({ length: 30_000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ');
    for (const ref of [template('stations/{id}'), promptRef('cheapest_fuel_near'), promptRef('prices_this_month')]) {
      const refusal = await rpcError(client.complete({ ref, argument: { name: 'place', value: words } }));
      expect(refusal).toMatchObject({
        code: -32602,
        message: expect.stringMatching(
          /^MCP error -32602: INVALID_PARAMETER: argument\.value: "a b c d [a-z ]+… must NOT have more than 100 characters$/,
        ),
      });
    }
    const spanish = await connectMcpClient(server.mcpUrl);
    const inSpanish = await rpcError(
      spanish.complete({ ref: template('stations/{id}'), argument: { name: 'id', value: 'x'.repeat(101) } }),
    );
    expect(inSpanish.message).toMatch(
      /INVALID_PARAMETER: argument\.value: "x{101}" no debe tener más de 100 caracteres$/,
    );
    await spanish.close();
    // 100 characters are taken, however many words they hold; repeated words and the starts of others change nothing.
    const hundred = `${'repsol '.repeat(14)}re`;
    expect(hundred).toHaveLength(100);
    // The same stations as "repsol" (a word starting "re" is implied), ranked as word matches since no name is it.
    const stations = await complete(template('stations/{id}'), 'id', hundred);
    expect(stations.total).toBe((await complete(template('stations/{id}'), 'id', 'repsol')).total);
    expect(stations.total).toBeGreaterThan(100);
  });

  it('refuses a list cursor the server never gave ("MQ" is position 1, inside the list) with -32602', async () => {
    for (const list of [
      () => client.listPrompts({ cursor: 'MQ' }),
      () => client.listResources({ cursor: 'MQ' }),
      () => client.listResourceTemplates({ cursor: 'MQ' }),
    ]) {
      expect(await rpcError(list())).toMatchObject({
        code: -32602,
        message: expect.stringContaining('INVALID_PARAMETER: cursor "MQ" is not one this server gave'),
      });
    }
  });

  it('answers an argument without completion with no values, and an unknown prompt or template with -32602', async () => {
    expect(await complete(promptRef('cheapest_fuel_near'), 'nothing', 'x')).toEqual({
      values: [],
      total: 0,
      hasMore: false,
    });
    expect(
      await rpcError(client.complete({ ref: template('stations/{nope}'), argument: { name: 'nope', value: '' } })),
    ).toMatchObject({ code: -32602, message: expect.stringContaining('no resource template is') });
    expect(
      await rpcError(client.complete({ ref: promptRef('no_such_prompt'), argument: { name: 'x', value: '' } })),
    ).toMatchObject({ code: -32602 });
  });
});
