import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../core/clock.js';
import { createLinks } from '../core/links.js';
import type { Answer, PipelineRequest } from '../runtime/pipeline/pipeline-request.js';
import { resultResponse } from './json-rpc-response.js';
import { createToolCalls } from './tools.js';

const asker = { links: createLinks('http://api.test', 'https://gasolineras.dev', ''), language: 'en' } as const;
const HEAD = Buffer.from('{"data":{"stations":[{"name":"Estación \\"La Peña\\"","price":1.459}]},"meta":');
const TAIL = '{"source":"Ministerio para la Transición Ecológica"}}';

/** A pipeline that answers every request with HEAD and TAIL, and keeps the requests it was given. */
function fakePipeline(cacheStatus: Answer['cacheStatus'] = 'hit') {
  const requests: PipelineRequest[] = [];
  const run = async (request: PipelineRequest) => {
    requests.push(request);
    return { head: HEAD, tail: TAIL, cacheStatus } as Answer;
  };
  return { run, requests };
}

function toolCalls(pipeline = fakePipeline()) {
  return createToolCalls({
    pipeline,
    logger: pino({ level: 'silent' }),
    served: { dataset: () => null, dataDir: '/nonexistent', clock: systemClock },
  });
}

describe('tool calls', () => {
  it('plan once: the operation its kind selects, the arguments split as REST carries them', () => {
    const planned = toolCalls().plan('get_price_history', { kind: 'station', id: '4375', days: 7 });
    expect(planned).toMatchObject({ call: { operation: { operationId: 'getStationHistory' } } });
    expect(toolCalls().plan('get_price_history', {})).toMatchObject({ refusal: { code: 'INVALID_PARAMETER' } });
  });

  it("run the plan through the pipeline, with no client to count and the asker's links and language", async () => {
    const pipeline = fakePipeline();
    const tools = toolCalls(pipeline);
    await tools.call(tools.plan('find_fuel_near', { lat: 40.4, lng: -3.7 }), asker);
    expect(pipeline.requests).toHaveLength(1);
    expect(pipeline.requests[0]).toMatchObject({
      transport: 'mcp',
      clientKey: null,
      language: 'en',
      query: { lat: 40.4, lng: -3.7 },
      operation: { operationId: 'findStationsNearby' },
    });
  });

  it("answer {data, meta} as structuredContent and as the text, both the pipeline's bytes", async () => {
    for (const status of ['hit', 'miss'] as const) {
      const tools = toolCalls(fakePipeline(status));
      const result = await tools.call(tools.plan('find_fuel_near', { lat: 40.4, lng: -3.7 }), asker);
      const text = `${HEAD.toString()}${TAIL}`;
      const response = JSON.parse(resultResponse(1, result).join(''));
      expect(response.result).toEqual({ structuredContent: JSON.parse(text), content: [{ type: 'text', text }] });
    }
  });

  it('write the meta in the text as its bytes in the value, a lone surrogate (U+FFFD in UTF-8) and an emoji included', async () => {
    for (const tail of [TAIL, '{"source":"lone \ud800 and 🚗 \\\\ \\"q\\""}}']) {
      const pipeline = { run: async () => ({ head: HEAD, tail, cacheStatus: 'hit' }) as Answer };
      const tools = toolCalls(pipeline as unknown as ReturnType<typeof fakePipeline>);
      const result = await tools.call(tools.plan('find_fuel_near', { lat: 40.4, lng: -3.7 }), asker);
      // As the socket sends them: every piece in UTF-8.
      const bytes = Buffer.concat(resultResponse(1, result).map((piece) => Buffer.from(piece)));
      const { structuredContent, content } = JSON.parse(bytes.toString()).result;
      expect(content[0].text).toBe(JSON.stringify(structuredContent));
    }
  });

  it('write the same bytes whether the pipeline gave the meta already escaped as text or not, kept or not', async () => {
    for (const status of ['hit', 'miss'] as const) {
      // A head of its own: no forms kept for it by an earlier test.
      const head = Buffer.from(HEAD);
      const bytes = async (answer: Partial<Answer>) => {
        const tools = toolCalls({ run: () => ({ head, tail: TAIL, cacheStatus: status, ...answer }) } as never);
        const result = await tools.call(tools.plan('find_fuel_near', { lat: 40.4, lng: -3.7 }), asker);
        return Buffer.concat(resultResponse('x', result).map((piece) => Buffer.from(piece)));
      };
      const escaped = await bytes({ tailInText: JSON.stringify(TAIL).slice(1, -1) });
      expect(escaped).toEqual(await bytes({}));
      expect(escaped).toEqual(await bytes({ tailInText: JSON.stringify(TAIL).slice(1, -1) }));
    }
  });

  it('answer at once when the pipeline did (a cached answer): the same bytes as through a promise', async () => {
    const answer = { head: HEAD, tail: TAIL, cacheStatus: 'hit' } as Answer;
    const atOnce = toolCalls({ run: () => answer } as unknown as ReturnType<typeof fakePipeline>);
    const result = atOnce.call(atOnce.plan('find_fuel_near', { lat: 40.4, lng: -3.7 }), asker);
    expect(result).not.toBeInstanceOf(Promise);
    const later = toolCalls(fakePipeline('hit'));
    const awaited = await later.call(later.plan('find_fuel_near', { lat: 40.4, lng: -3.7 }), asker);
    const bytes = (value: typeof awaited) => Buffer.concat(resultResponse(1, value).map((piece) => Buffer.from(piece)));
    expect(bytes(result as typeof awaited)).toEqual(bytes(awaited));
  });

  it("hand the pipeline the transport's request id, or one of the call's own where it has none (stdio)", async () => {
    const pipeline = fakePipeline();
    const tools = toolCalls(pipeline);
    const planned = tools.plan('find_fuel_near', { lat: 40.4, lng: -3.7 });
    await tools.call(planned, { ...asker, requestId: 'the-http-request' });
    await tools.call(planned, asker);
    await tools.call(planned, asker);
    const [given, own, another] = pipeline.requests.map((request) => request.requestId);
    expect(given).toBe('the-http-request');
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    expect(another).not.toBe(own);
  });

  it('answer a refusal as an isError result, CODE: message in the asker language', async () => {
    const tools = toolCalls();
    const result = await tools.call(tools.plan('get_route', { fuel: 'diesel' }), asker);
    expect(result).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: expect.stringMatching(/^INVALID_PARAMETER: /) }],
    });
  });
});
